import { EMAIL_TEXTS } from '@app/domain';
import type { AppErrorEntry } from '../../lib/app-error.ts';

/** The refusals of the outbox's rules. */
export const EMAIL_ERRORS = {
  EMAIL_NOT_FOUND: { status: 404, message: EMAIL_TEXTS.notFound },
  EMAIL_NOT_CANCELLABLE: { status: 409, message: EMAIL_TEXTS.onlyQueuedCancel },
  EMAIL_NOT_RESENDABLE: { status: 409, message: EMAIL_TEXTS.onlyUnsentResend },
  EMAIL_DOCUMENT_NOT_FOUND: { status: 400, message: EMAIL_TEXTS.documentNotFound },
} as const satisfies Record<string, AppErrorEntry>;
