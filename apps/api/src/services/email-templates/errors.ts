import { EMAIL_TEXTS } from '@app/domain';
import { EMAIL_TEMPLATE_TEXTS } from '@app/domain/email-templates/email-template.schema.ts';
import type { AppErrorEntry } from '../../lib/app-error.ts';

/**
 * The refusals of e-mail templates: a preview names its records by path-like ids (404 when one does
 * not exist); an e-mail written from a template names them in its body (400, as an unknown attached
 * document is).
 */
export const EMAIL_TEMPLATE_ERRORS = {
  EMAIL_TEMPLATE_NOT_FOUND: { status: 404, message: EMAIL_TEMPLATE_TEXTS.notFound },
  MERGE_CLIENT_NOT_FOUND: { status: 404, message: 'Client not found' },
  MERGE_EVENT_NOT_FOUND: { status: 404, message: 'Event not found' },
  MERGE_INVOICE_NOT_FOUND: { status: 404, message: 'Invoice not found' },
  EMAIL_TEMPLATE_UNKNOWN: { status: 400, message: EMAIL_TEXTS.templateUnknown },
  EMAIL_RECORD_UNKNOWN: { status: 400, message: (what) => EMAIL_TEXTS.recordUnknown(what ?? 'record') },
  EMAIL_TEMPLATE_EMPTY_SUBJECT: { status: 400, message: EMAIL_TEXTS.emptySubject },
} as const satisfies Record<string, AppErrorEntry>;
