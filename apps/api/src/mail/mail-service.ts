import { type AppDatabase, forgetExpiredChallenges, queuedEmailIds } from '@app/db';
import { JobQueue, type JobQueueOptions } from '../jobs/job-queue.ts';
import { PAYMENT_RECEIPT, sendPaymentReceipt } from '../services/invoices/send-receipt.ts';
import { sendOverdueReminders } from '../services/invoices/send-reminders.ts';
import { sendNotificationEmails } from '../services/notifications/email-notifications.ts';
import { DELIVER_EMAIL, type DeliveryRetries, deliveryJob } from './delivery.ts';
import { createMailer, type Mailer, type MailSettings } from './mailer.ts';
import { Outbox } from './outbox.ts';

/** The hourly sweep that queues the overdue reminders owed. */
const SEND_REMINDERS = 'send-overdue-reminders';

/** The sweep that e-mails staff the notifications they chose on their profile. */
const NOTIFICATION_EMAILS = 'notification-emails';

/** The hourly sweep that forgets the public forms' spent challenges once they have expired anyway. */
const FORGET_SPENT_CHALLENGES = 'forget-spent-challenges';

/** How many waiting messages a start puts back in the queue at once (the rest at the next start). */
const SWEEP_LIMIT = 10_000;

export type MailService = { outbox: Outbox; jobs: JobQueue; stop(): Promise<void> };

/**
 * Starts the job queue with the e-mail delivery worker, and answers the outbox to give the app. With
 * `settings` null (no mail server), messages are written and stay queued with a note. On start, the
 * messages left queued (written without a mail server, or whose job was lost) are queued for delivery
 * again; a message is claimed once, so one that already has a job is not sent twice.
 */
export async function startMail(
  database: AppDatabase,
  settings: MailSettings | null,
  options: JobQueueOptions & {
    mailer?: Mailer;
    retries?: DeliveryRetries;
    /** The origin the links in notification e-mails start with (PUBLIC_URL); without it, the path. */
    publicUrl?: string | undefined;
  } = {},
): Promise<MailService> {
  const mailer = options.mailer ?? (settings ? createMailer(settings) : null);
  const jobs = new JobQueue(database, options);
  const outbox = new Outbox(jobs, mailer ? mailer.from : null);
  jobs.define(deliveryJob(database.db, mailer, options.retries));
  jobs.define<{ paymentId: number }>({
    name: PAYMENT_RECEIPT,
    retryLimit: 5,
    retryDelaySeconds: 10,
    retryDelayMaxSeconds: 300,
    expireInSeconds: 120,
    run: (job) => sendPaymentReceipt(database.db, outbox, job.data.paymentId),
  });
  jobs.define({
    name: SEND_REMINDERS,
    retryLimit: 2,
    retryDelaySeconds: 300,
    retryDelayMaxSeconds: 600,
    expireInSeconds: 900,
    // Hourly: the day turns in the company's time zone, whatever hour that is in UTC.
    cron: '7 * * * *',
    run: async () => {
      await sendOverdueReminders(database.db, outbox);
    },
  });
  jobs.define({
    name: NOTIFICATION_EMAILS,
    // No retry: the next minute's run sends what this one did not.
    retryLimit: 0,
    retryDelaySeconds: 60,
    retryDelayMaxSeconds: 60,
    expireInSeconds: 300,
    // Every minute: a notification's e-mail follows it closely; a missed run is caught by the next.
    cron: '* * * * *',
    run: async () => {
      await sendNotificationEmails(database.db, outbox, { publicUrl: options.publicUrl });
    },
  });
  jobs.define({
    name: FORGET_SPENT_CHALLENGES,
    retryLimit: 0,
    retryDelaySeconds: 60,
    retryDelayMaxSeconds: 60,
    expireInSeconds: 300,
    // A spent challenge is refused as expired once it is; until then its row refuses its replay.
    cron: '23 * * * *',
    run: async () => {
      await forgetExpiredChallenges(database.db);
    },
  });
  await jobs.start();
  if (mailer) {
    for (const emailId of await queuedEmailIds(database.db, SWEEP_LIMIT))
      await jobs.enqueueNow(DELIVER_EMAIL, { emailId });
  }
  return {
    outbox,
    jobs,
    async stop() {
      await jobs.stop();
      mailer?.close();
    },
  };
}
