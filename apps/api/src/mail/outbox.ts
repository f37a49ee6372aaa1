import { type Database, insertEmail, type Kysely, type NewEmail, takeEmailsWaitingForServer } from '@app/db';
import { EMAIL_TEXTS } from '@app/domain';
import type { JobQueue } from '../jobs/job-queue.ts';
import { DELIVER_EMAIL } from './delivery.ts';
import { emailText, sanitizeEmailHtml } from './html.ts';
import { MailConfig } from './mail-config.ts';
import { newMessageId } from './mailer.ts';

export type OutboxMessage = Omit<NewEmail, 'messageId' | 'note' | 'text'> & { text?: string };

/** How many waiting messages a mail server's arrival queues for delivery at once. */
const WAITING_LIMIT = 10_000;

/**
 * Where the product puts the e-mails it sends: `queue` writes the message in the caller's transaction
 * and queues its delivery there too, so a change that rolls back sends nothing. Without a mail server
 * (neither the company settings nor the environment name one, read in the caller's transaction), a
 * message is kept queued with a note saying so, without a job, and nothing fails; `deliverWaiting`
 * queues those once a server is configured.
 */
export class Outbox {
  readonly #jobs: JobQueue | null;
  readonly config: MailConfig;

  constructor(jobs: JobQueue | null, config: MailConfig) {
    this.#jobs = jobs;
    this.config = config;
  }

  /** Whether a mail server is configured now (seen from the caller's transaction). */
  async configured(db: Kysely<Database>): Promise<boolean> {
    return (await this.config.sender(db)).from !== null;
  }

  /** What a message kept queued without a mail server says. */
  readonly offlineNote = EMAIL_TEXTS.noMailServer;

  /**
   * Writes a message and queues its delivery, in the caller's transaction. Answers its id, or null
   * for a payment's receipt that was written already (nothing is written again).
   */
  async queue(db: Kysely<Database>, message: OutboxMessage): Promise<number> {
    const id = await this.queueOnce(db, message);
    if (id === null) throw new Error('queue: a message with a paymentId goes through queueOnce');
    return id;
  }

  /** As `queue`, for a message that exists at most once (a payment's receipt): null when it does. */
  async queueOnce(db: Kysely<Database>, message: OutboxMessage): Promise<number | null> {
    const html = sanitizeEmailHtml(message.html);
    const { from } = await this.config.sender(db);
    const id = await insertEmail(db, {
      ...message,
      html,
      text: message.text ?? emailText(html),
      messageId: newMessageId(from ?? undefined),
      note: from ? null : EMAIL_TEXTS.noMailServer,
    });
    if (id === null) return null;
    if (from) await this.#jobs?.enqueue(db, DELIVER_EMAIL, { emailId: id });
    return id;
  }

  /**
   * Queues a job in the caller's transaction (work that writes mail after the change commits, outside
   * its locks); nothing without a job queue.
   */
  async later(db: Kysely<Database>, job: string, data: object): Promise<void> {
    await this.#jobs?.enqueue(db, job, data);
  }

  /** Queues the delivery of a message already in the outbox again (a resend). */
  async deliverAgain(db: Kysely<Database>, id: number): Promise<void> {
    if (await this.configured(db)) await this.#jobs?.enqueue(db, DELIVER_EMAIL, { emailId: id });
  }

  /**
   * Once a mail server is configured (a change of the company settings, in its transaction): the
   * messages written while there was none lose their note and have their deliveries queued. Answers
   * how many.
   */
  async deliverWaiting(db: Kysely<Database>): Promise<number> {
    if (!this.#jobs || !(await this.configured(db))) return 0;
    const ids = await takeEmailsWaitingForServer(db, EMAIL_TEXTS.noMailServer, WAITING_LIMIT);
    await this.#jobs.enqueueMany(
      db,
      DELIVER_EMAIL,
      ids.map((emailId) => ({ emailId })),
    );
    return ids.length;
  }
}

/**
 * An outbox without a job queue (apps built without one: most tests): every message stays queued, with
 * the note while no mail server is configured.
 */
export const OFFLINE_OUTBOX = new Outbox(null, new MailConfig(null));
