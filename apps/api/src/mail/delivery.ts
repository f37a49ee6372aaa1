import {
  claimEmail,
  type Database,
  failEmail,
  type Kysely,
  lockEmail,
  markEmailSent,
  markEmailUnconfirmed,
  noteEmailWaitingForServer,
  requeueEmail,
} from '@app/db';
import { EMAIL_TEXTS } from '@app/domain';
import type { JobWithMetadata } from 'pg-boss';
import type { JobDefinition } from '../jobs/job-queue.ts';
import { sanitizeEmailHtml } from './html.ts';
import type { MailConfig } from './mail-config.ts';
import { createMailer, type Mailer } from './mailer.ts';

export const DELIVER_EMAIL = 'deliver-email';
export type DeliverEmail = { emailId: number };

export type DeliveryRetries = Pick<
  JobDefinition<DeliverEmail>,
  'retryLimit' | 'retryDelaySeconds' | 'retryDelayMaxSeconds'
> & { expireInSeconds?: number };

/** 1 min, 2, 4 … up to an hour apart: a mail server down for about half a day is waited for. */
const DELIVERY_RETRIES: DeliveryRetries = {
  retryLimit: 16,
  retryDelaySeconds: 60,
  retryDelayMaxSeconds: 3600,
};

/** An SMTP reply code of 5xx: the server refuses the message for good; retrying changes nothing. */
function isPermanent(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

const reasonOf = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).replace(/\s+/g, ' ').trim().slice(0, 2000);

/**
 * The delivery of one outbox message, as a job.
 *
 * Before talking to the mail server, the message is claimed in a committed transaction (status
 * `sending`, one more attempt). So whatever stops this process afterwards (a crash, a kill, the
 * database failing before `sent` is recorded), the next attempt finds it `sending`: it may or may not
 * have been handed over, and it is marked `unconfirmed` for a person to check rather than sent again.
 * Receivers cannot be relied on to drop a copy by its Message-ID, so a blind resend could reach the
 * client twice; a person asking the client, or resending knowingly, costs less than that.
 *
 * A refusal that says nothing was handed over (no connection, a 4xx reply) puts it back in the queue
 * and lets pg-boss retry with backoff; a 5xx reply, or the last retry, fails it with the server's
 * reason. Only one worker can claim a queued message, so two instances never both send it.
 *
 * The mail server is the one in force when the delivery runs (`config`, read from the database each
 * time): a change of the company settings applies to the next delivery on every instance. Without one,
 * the message stays queued with the note saying so, and is queued again when a server is configured.
 */
export function deliveryJob(
  db: Kysely<Database>,
  config: MailConfig,
  retries: DeliveryRetries = DELIVERY_RETRIES,
): JobDefinition<DeliverEmail> {
  // Longer than the mailer's timeouts, so a job still running is never taken as lost.
  const expireInSeconds = retries.expireInSeconds ?? 300;
  // A delivery still running is younger than this: half the job's expiry, itself longer than the
  // mailer's timeouts; a job retried after expiring finds its claim at least the whole expiry old.
  const liveDeliverySeconds = expireInSeconds / 2;
  return {
    name: DELIVER_EMAIL,
    ...retries,
    expireInSeconds,
    async run(job) {
      const id = job.data.emailId;
      let mailer: Mailer | null;
      try {
        const settings = await config.current(db);
        mailer = settings ? createMailer(settings) : null;
      } catch (error) {
        // The stored password does not decrypt: nothing was handed over; retried, then failed with why.
        if (job.retryCount >= job.retryLimit) await failEmail(db, id, reasonOf(error));
        else await requeueEmail(db, id, reasonOf(error));
        throw error;
      }
      if (!mailer) {
        await noteEmailWaitingForServer(db, id, EMAIL_TEXTS.noMailServer);
        return;
      }
      try {
        await deliver(id, mailer, job);
      } finally {
        mailer.close();
      }
    },
  };

  async function deliver(
    id: number,
    mailer: Mailer,
    job: Pick<JobWithMetadata<DeliverEmail>, 'retryCount' | 'retryLimit'>,
  ) {
    const claimed = await db.transaction().execute(async (trx) => {
      const row = await lockEmail(trx, id);
      if (row?.status === 'sending') {
        // Claimed moments ago: another job for the same message (a sweep and a settings change can
        // both queue one) is delivering it now, and its own retry covers a crash. Claimed longer ago
        // than a live delivery takes (its job has expired since), that delivery was cut off.
        if ((row.sendingForSeconds ?? Number.POSITIVE_INFINITY) < liveDeliverySeconds) return undefined;
        await markEmailUnconfirmed(trx, id, EMAIL_TEXTS.interrupted);
        return undefined;
      }
      return row?.status === 'queued' ? claimEmail(trx, id) : undefined;
    });
    if (!claimed) return;
    const missing = claimed.attachments.find((a) => a.content === null);
    if (missing) {
      await failEmail(db, id, EMAIL_TEXTS.attachmentDeleted(missing.fileName));
      return;
    }
    let accepted: { response: string };
    try {
      accepted = await mailer.send({
        to: claimed.toAddress,
        subject: claimed.subject,
        // Cleaned again: a message written by older code, or by hand in the database, is too.
        html: sanitizeEmailHtml(claimed.html),
        text: claimed.textBody,
        messageId: claimed.messageId,
        attachments: claimed.attachments.map((a) => ({
          filename: a.fileName,
          contentType: a.mimeType,
          content: Buffer.from(a.content ?? new Uint8Array()),
        })),
      });
    } catch (error) {
      if (isPermanent(error) || job.retryCount >= job.retryLimit) {
        await failEmail(db, id, reasonOf(error));
        return;
      }
      await requeueEmail(db, id, reasonOf(error));
      throw error;
    }
    await markEmailSent(db, id, accepted.response.slice(0, 2000));
  }
}
