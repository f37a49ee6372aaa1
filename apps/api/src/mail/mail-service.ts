import {
  type AppDatabase,
  forgetExpiredChallenges,
  queuedEmailIds,
  takeEmailsWaitingForServer,
} from '@app/db';
import { EMAIL_TEXTS } from '@app/domain';
import { JobQueue, type JobQueueOptions } from '../jobs/job-queue.ts';
import type { SecretBox } from '../lib/secret-box.ts';
import { PAYMENT_RECEIPT, sendPaymentReceipt } from '../services/invoices/send-receipt.ts';
import { sendOverdueReminders } from '../services/invoices/send-reminders.ts';
import { sendNotificationEmails } from '../services/notifications/email-notifications.ts';
import { DELIVER_EMAIL, type DeliveryRetries, deliveryJob } from './delivery.ts';
import { MailConfig } from './mail-config.ts';
import type { MailSettings } from './mailer.ts';
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
 * Starts the job queue with the e-mail delivery worker, and answers the outbox to give the app.
 * `settings` is the environment's mail server (SMTP_URL and MAIL_FROM; null: none); one set in the
 * company settings is used instead (its password decrypted with `secrets`). Without either, messages
 * are written and stay queued with a note. On start with a server, the messages left queued (written
 * without a mail server, or whose job was lost) are queued for delivery again; a message is claimed
 * once, so one that already has a job is not sent twice.
 */
export async function startMail(
  database: AppDatabase,
  settings: MailSettings | null,
  options: JobQueueOptions & {
    /** The keys the company settings' mail server password is encrypted with. */
    secrets?: SecretBox;
    retries?: DeliveryRetries;
    /**
     * The origin the links in notification, receipt and reminder e-mails start with (PUBLIC_URL);
     * without it, a notification links by path and a template's {{portal.link}} is empty.
     */
    publicUrl?: string | undefined;
  } = {},
): Promise<MailService> {
  const config = new MailConfig(settings, options.secrets ?? null);
  const jobs = new JobQueue(database, options);
  const outbox = new Outbox(jobs, config);
  jobs.define(deliveryJob(database.db, config, options.retries));
  jobs.define<{ paymentId: number }>({
    name: PAYMENT_RECEIPT,
    retryLimit: 5,
    retryDelaySeconds: 10,
    retryDelayMaxSeconds: 300,
    expireInSeconds: 120,
    run: (job) => sendPaymentReceipt(database.db, outbox, job.data.paymentId, options.publicUrl),
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
      await sendOverdueReminders(database.db, outbox, undefined, options.publicUrl);
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
  if (await outbox.configured(database.db)) {
    // The notes of the messages written without a server go first, so a settings change queues none
    // of these a second time.
    await takeEmailsWaitingForServer(database.db, EMAIL_TEXTS.noMailServer, SWEEP_LIMIT);
    const waiting = await queuedEmailIds(database.db, SWEEP_LIMIT);
    await jobs.enqueueMany(
      database.db,
      DELIVER_EMAIL,
      waiting.map((emailId) => ({ emailId })),
    );
  }
  return {
    outbox,
    jobs,
    async stop() {
      await jobs.stop();
    },
  };
}
