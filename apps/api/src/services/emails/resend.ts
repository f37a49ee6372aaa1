import { lockEmail, setEmailStatus } from '@app/db';
import { AppError } from '../../lib/app-error.ts';
import type { MailingContext } from '../context.ts';
import { emailAnswer } from './cancel.ts';

/**
 * Sends a failed, cancelled or unconfirmed message again, as it was written and with the same
 * Message-ID (a receiver that keeps Message-IDs can tell the copy). A person asks for it: for an
 * unconfirmed one, after checking it did not arrive.
 */
export async function resendEmail({ db, outbox }: MailingContext, id: number) {
  const email = await lockEmail(db, id);
  if (!email) throw new AppError('EMAIL_NOT_FOUND');
  if (!['failed', 'cancelled', 'unconfirmed'].includes(email.status))
    throw new AppError('EMAIL_NOT_RESENDABLE');
  await setEmailStatus(db, id, 'queued', (await outbox.configured(db)) ? null : outbox.offlineNote);
  await outbox.deliverAgain(db, id);
  return emailAnswer(db, id);
}
