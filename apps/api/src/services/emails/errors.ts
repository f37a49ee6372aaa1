import { EMAIL_TEXTS } from '@app/domain';
import type { AppErrorEntry } from '../../lib/app-error.ts';

/** The refusals of the outbox's rules. */
export const EMAIL_ERRORS = {
  EMAIL_NOT_FOUND: { status: 404, message: EMAIL_TEXTS.notFound },
  EMAIL_NOT_CANCELLABLE: { status: 409, message: EMAIL_TEXTS.onlyQueuedCancel },
  EMAIL_NOT_RESENDABLE: { status: 409, message: EMAIL_TEXTS.onlyUnsentResend },
  EMAIL_DOCUMENT_NOT_FOUND: { status: 400, message: EMAIL_TEXTS.documentNotFound },
  EMAIL_DOCUMENT_OF_ANOTHER_CLIENT: { status: 400, message: EMAIL_TEXTS.documentOfAnotherClient },
  EMAIL_ATTACHMENTS_TOO_LARGE: { status: 400, message: EMAIL_TEXTS.attachmentsTooLarge },
} as const satisfies Record<string, AppErrorEntry>;
