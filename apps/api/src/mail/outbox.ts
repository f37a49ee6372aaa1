import { type Database, insertEmail, type Kysely, type NewEmail } from '@app/db';
import { EMAIL_TEXTS } from '@app/domain';
import type { JobQueue } from '../jobs/job-queue.ts';
import { DELIVER_EMAIL } from './delivery.ts';
import { emailText, sanitizeEmailHtml } from './html.ts';
import { newMessageId } from './mailer.ts';

export type OutboxMessage = Omit<NewEmail, 'messageId' | 'note' | 'text'> & { text?: string };

/**
 * Where the product puts the e-mails it sends: `queue` writes the message in the caller's transaction
 * and queues its delivery there too, so a change that rolls back sends nothing. Without a mail server
 * (no `from`), a message is kept queued with a note saying so, and nothing fails.
 */
export class Outbox {
  readonly #jobs: JobQueue | null;
  readonly #from: string | null;

  constructor(jobs: JobQueue | null, from: string | null) {
    this.#jobs = jobs;
    this.#from = from;
  }

  get configured() {
    return this.#from !== null;
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
    const id = await insertEmail(db, {
      ...message,
      html,
      text: message.text ?? emailText(html),
      messageId: newMessageId(this.#from ?? undefined),
      note: this.configured ? null : EMAIL_TEXTS.noMailServer,
    });
    if (id === null) return null;
    if (this.configured) await this.#jobs?.enqueue(db, DELIVER_EMAIL, { emailId: id });
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
    if (this.configured) await this.#jobs?.enqueue(db, DELIVER_EMAIL, { emailId: id });
  }
}

/** An outbox that keeps every message queued: for apps built without a job queue (most tests). */
export const OFFLINE_OUTBOX = new Outbox(null, null);
