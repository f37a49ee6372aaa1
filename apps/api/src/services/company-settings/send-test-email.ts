import { currentUser, getCompanySettings } from '@app/db';
import { TEST_EMAIL_TEXTS, type TestEmailAnswer } from '@app/domain';
import { AppError } from '../../lib/app-error.ts';
import type { MailingContext } from '../context.ts';

/**
 * "Send test e-mail": a short message to the signed-in administrator, written to the outbox and
 * delivered like every other (so the E-mail screen shows whether the mail server took it, or its
 * reason). Refused while no mail server is configured, or when the administrator has no address.
 */
export async function sendTestEmail({ db, user, outbox }: MailingContext): Promise<TestEmailAnswer> {
  if (!(await outbox.configured(db))) throw new AppError('TEST_EMAIL_NO_MAIL_SERVER');
  const to = (await currentUser(db, user.id)).email;
  if (!to) throw new AppError('TEST_EMAIL_NO_ADDRESS');
  const { companyName } = await getCompanySettings(db);
  const id = await outbox.queue(db, {
    to,
    subject: TEST_EMAIL_TEXTS.subject(companyName),
    html: `<p>${TEST_EMAIL_TEXTS.body}</p>`,
    createdBy: user.id,
  });
  return { id, to };
}
