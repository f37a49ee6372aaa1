import { LEAD_FORM_TEXTS } from '@app/domain';
import type { AppErrorEntry } from '../../lib/app-error.ts';

/** The refusals of lead forms (staff's) and of their public face. */
export const LEAD_FORM_ERRORS = {
  LEAD_FORM_NOT_FOUND: { status: 404, message: LEAD_FORM_TEXTS.notFound },
  LEAD_FORM_SLUG_TAKEN: { status: 409, message: LEAD_FORM_TEXTS.slugTaken },
  LEAD_FORM_STAGE_NOT_FOUND: { status: 400, message: LEAD_FORM_TEXTS.stageNotFound },
  LEAD_FORM_NEEDS_AFTER: { status: 400, message: LEAD_FORM_TEXTS.afterRequired },
  LEAD_FORM_TEMPLATE_NOT_FOUND: { status: 400, message: LEAD_FORM_TEXTS.templateNotFound },
} as const satisfies Record<string, AppErrorEntry>;
