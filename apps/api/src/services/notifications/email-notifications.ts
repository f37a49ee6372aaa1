import {
  claimNotificationEmail,
  type Database,
  type Kysely,
  linkNotificationEmail,
  notificationEmailsOwed,
} from '@app/db';
import { paragraphs } from '../../mail/html.ts';
import type { Outbox } from '../../mail/outbox.ts';

/** How far back a notification may still be e-mailed: a choice made today sends nothing of last week. */
const LOOK_BACK_MS = 60 * 60 * 1000;

/** How many e-mails one run queues at most (the next run queues the rest). */
const BATCH = 500;

/**
 * The link a notification's e-mail ends with: its action URL made absolute with `origin` (PUBLIC_URL)
 * when it is a path of the app and an origin is known, else as it is.
 */
function notificationLink(actionUrl: string | null, origin: string | undefined): string | null {
  if (!actionUrl) return null;
  if (origin && actionUrl.startsWith('/') && !actionUrl.startsWith('//')) return `${origin}${actionUrl}`;
  return actionUrl;
}

/**
 * Queues an e-mail for each notification of the last hour to each staff member who chose its kind on
 * their profile (active, with an address, and who sees it). Each is recorded in the transaction that
 * queues it, and only once (claimNotificationEmail), so runs that overlap or repeat send nothing twice.
 * Answers how many were queued.
 */
export async function sendNotificationEmails(
  db: Kysely<Database>,
  outbox: Outbox,
  options: { publicUrl?: string | undefined; now?: Date } = {},
): Promise<number> {
  const since = new Date((options.now ?? new Date()).getTime() - LOOK_BACK_MS);
  let queued = 0;
  for (const owed of await notificationEmailsOwed(db, since, BATCH)) {
    queued += await db.transaction().execute(async (trx) => {
      if (!(await claimNotificationEmail(trx, owed.notificationId, owed.userId))) return 0;
      const link = notificationLink(owed.actionUrl, options.publicUrl);
      const emailId = await outbox.queue(trx, {
        to: owed.email,
        subject: owed.title,
        html: paragraphs(link ? `${owed.message}\n\n${link}` : owed.message),
      });
      await linkNotificationEmail(trx, owed.notificationId, owed.userId, emailId);
      return 1;
    });
  }
  return queued;
}
