import { emailById, lockEmail, setEmailStatus } from '@app/db';
import { EMAIL_TEXTS } from '@app/domain';
import { AppError } from '../../lib/app-error.ts';
import { paragraphs } from '../../mail/html.ts';
import type { ServiceContext } from '../context.ts';

/** Cancels a queued message: it is not sent (its job, if any, finds it cancelled and does nothing). */
export async function cancelEmail({ db }: ServiceContext, id: number) {
  const email = await lockEmail(db, id);
  if (!email) throw new AppError('EMAIL_NOT_FOUND');
  if (email.status !== 'queued') throw new AppError('EMAIL_NOT_CANCELLABLE');
  await setEmailStatus(db, id, 'cancelled', null);
  return emailAnswer(db, id);
}

/**
 * The message as the API answers it. A confidential one (its body holds a one-time link, such as a
 * password reset's) shows a note instead of its body: every staff member reads the outbox, and the link
 * is its recipient's alone.
 */
export async function emailAnswer(db: ServiceContext['db'], id: number) {
  const found = await emailById(db, id);
  if (!found) throw new AppError('EMAIL_NOT_FOUND');
  const { confidential, ...email } = found;
  if (!confidential) return email;
  return { ...email, html: paragraphs(EMAIL_TEXTS.hiddenBody), text: EMAIL_TEXTS.hiddenBody };
}
