import { PIPELINE_STAGE_TEXTS } from '@app/domain';
import type { AppErrorEntry } from '../../lib/app-error.ts';

/** The refusals of the pipeline's stages. */
export const PIPELINE_STAGE_ERRORS = {
  PIPELINE_STAGE_NOT_FOUND: { status: 404, message: PIPELINE_STAGE_TEXTS.notFound },
  PIPELINE_STAGE_NAME_TAKEN: { status: 409, message: PIPELINE_STAGE_TEXTS.nameTaken },
  PIPELINE_STAGE_VERSION_STALE: {
    status: 409,
    message: 'This stage was changed by someone else. Reload the pipeline and try again.',
  },
  PIPELINE_STAGE_HAS_LEADS: { status: 409, message: (count) => PIPELINE_STAGE_TEXTS.hasLeads(Number(count)) },
  PIPELINE_STAGE_USED_BY_FORMS: { status: 409, message: PIPELINE_STAGE_TEXTS.usedByForms },
  PIPELINE_STAGE_LAST_OF_KIND: {
    status: 409,
    message: (kind) =>
      PIPELINE_STAGE_TEXTS.lastOfKind(kind === 'booked' ? 'booked' : kind === 'lost' ? 'lost' : 'open'),
  },
  PIPELINE_STAGE_MOVE_TARGET_NOT_FOUND: {
    status: 400,
    message: 'The stage to move the leads to does not exist',
  },
  PIPELINE_STAGE_MOVE_TO_SELF: { status: 400, message: PIPELINE_STAGE_TEXTS.moveToSelf },
} as const satisfies Record<string, AppErrorEntry>;
