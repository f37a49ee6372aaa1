// The outbox's SQL: writing a message with its attachments, the delivery's steps (claim, sent, back to
// the queue, failed, interrupted), and the lists. The rules (what may be cancelled or resent, what a
// delivery does with each answer of the mail server) are the API's (apps/api/src/services/emails and
// apps/api/src/mail).
import type { EmailStatus } from '@app/domain';
import { type Kysely, sql } from 'kysely';
import { boundedTotal, likePattern } from '../crud/crud.repository.ts';
import type { Database } from '../schema.ts';

type Db = Kysely<Database>;

export type NewEmail = {
  to: string;
  subject: string;
  html: string;
  text: string;
  messageId: string;
  clientId?: number | null;
  eventId?: number | null;
  invoiceId?: number | null;
  createdBy?: number | null;
  /** The payment a receipt is for: one e-mail per payment at most. */
  paymentId?: number | null;
  /** Documents to attach, in order: their names and types are copied so the history keeps them. */
  documentIds?: readonly number[];
  /** A note kept with a queued message (e.g. that no mail server is configured). */
  note?: string | null;
  /** The body holds a secret (a one-time link): delivered as written, never shown through the API. */
  confidential?: boolean;
};

/** The documents of these ids with what an attachment keeps of them (in the order asked). */
export async function attachableDocuments(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('documents as d')
    .innerJoin('stored_files as f', 'f.id', 'd.fileId')
    .leftJoin('events as e', 'e.id', 'd.eventId')
    .select(['d.id', 'd.name', 'f.originalName', 'f.mimeType', 'f.sizeBytes'])
    // Whose the document is: its client's, or its event's client's (null: the company's own).
    .select((eb) => eb.fn.coalesce('d.clientId', 'e.clientId').as('clientId'))
    .where('d.id', 'in', [...ids])
    .execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id) ?? null);
}

/**
 * Writes a queued message and its attachments; returns its id. A payment's receipt already written
 * answers null and writes nothing.
 */
export async function insertEmail(db: Db, email: NewEmail): Promise<number | null> {
  const row = await db
    .insertInto('emails')
    .values({
      toAddress: email.to,
      subject: email.subject,
      html: email.html,
      textBody: email.text,
      messageId: email.messageId,
      clientId: email.clientId ?? null,
      eventId: email.eventId ?? null,
      invoiceId: email.invoiceId ?? null,
      createdBy: email.createdBy ?? null,
      error: email.note ?? null,
      confidential: email.confidential ?? false,
      paymentId: email.paymentId ?? null,
    })
    .onConflict((oc) => oc.column('paymentId').where('paymentId', 'is not', null).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!row) return null;
  const documents = await attachableDocuments(db, email.documentIds ?? []);
  const attachments = documents.flatMap((d, position) =>
    d
      ? [
          {
            emailId: row.id,
            position,
            documentId: d.id,
            fileName: d.originalName,
            mimeType: d.mimeType,
            sizeBytes: d.sizeBytes,
          },
        ]
      : [],
  );
  if (attachments.length > 0) await db.insertInto('email_attachments').values(attachments).execute();
  return row.id;
}

/**
 * The message with a row lock, for a rule that depends on its status; `sendingForSeconds` is how long
 * ago a delivery claimed it (null unless sending), by the database's clock.
 */
export function lockEmail(db: Db, id: number) {
  return db
    .selectFrom('emails')
    .select(['id', 'status', 'messageId', 'sendingSince', 'attempts'])
    .select(sql<number | null>`extract(epoch from now() - sending_since)::float8`.as('sendingForSeconds'))
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

/**
 * Takes a queued message for delivery (status sending, one more attempt) and answers what is needed to
 * send it; undefined when it is not queued (sent, cancelled, or taken by another worker meanwhile).
 */
export async function claimEmail(db: Db, id: number) {
  const claimed = await db
    .updateTable('emails')
    .set({ status: 'sending', sendingSince: sql`now()`, attempts: sql`attempts + 1` })
    .where('id', '=', id)
    .where('status', '=', 'queued')
    .returning(['id', 'toAddress', 'subject', 'html', 'textBody', 'messageId', 'attempts'])
    .executeTakeFirst();
  if (!claimed) return undefined;
  const attachments = await db
    .selectFrom('email_attachments as a')
    .leftJoin('documents as d', 'd.id', 'a.documentId')
    .leftJoin('stored_files as f', 'f.id', 'd.fileId')
    .select(['a.fileName', 'a.mimeType', 'f.content'])
    .where('a.emailId', '=', id)
    .orderBy('a.position')
    .execute();
  return { ...claimed, attachments };
}

/** The message reached the mail server. */
export async function markEmailSent(db: Db, id: number, smtpResponse: string) {
  await db
    .updateTable('emails')
    .set({ status: 'sent', sentAt: sql`now()`, sendingSince: null, smtpResponse, error: null })
    .where('id', '=', id)
    .where('status', '=', 'sending')
    .execute();
}

/** A delivery that did not reach the mail server: queued again, with why it did not. */
export async function requeueEmail(db: Db, id: number, error: string) {
  await db
    .updateTable('emails')
    .set({ status: 'queued', sendingSince: null, error: error.slice(0, 2000) })
    .where('id', '=', id)
    .where('status', 'in', ['sending', 'queued'])
    .execute();
}

/** A delivery refused for good (or after every retry). */
export async function failEmail(db: Db, id: number, error: string) {
  await db
    .updateTable('emails')
    .set({ status: 'failed', sendingSince: null, error: error.slice(0, 2000) })
    .where('id', '=', id)
    .where('status', 'in', ['sending', 'queued'])
    .execute();
}

/** A delivery found begun by an attempt that never finished: a person decides whether to resend. */
export async function markEmailUnconfirmed(db: Db, id: number, error: string) {
  await db
    .updateTable('emails')
    .set({ status: 'unconfirmed', sendingSince: null, error })
    .where('id', '=', id)
    .where('status', '=', 'sending')
    .execute();
}

/** Sets a message's status (cancel, resend) with the note to keep; the caller checked the rule. */
export async function setEmailStatus(db: Db, id: number, status: EmailStatus, error: string | null) {
  await db.updateTable('emails').set({ status, error, sendingSince: null }).where('id', '=', id).execute();
}

/**
 * A queued message whose delivery found no mail server: it keeps `note` (that no server is configured)
 * and waits, without a job, for one to be configured.
 */
export async function noteEmailWaitingForServer(db: Db, id: number, note: string) {
  await db
    .updateTable('emails')
    .set({ error: note, sendingSince: null })
    .where('id', '=', id)
    .where('status', '=', 'queued')
    .execute();
}

/**
 * The queued messages that wait for a mail server (they carry `note`, and no job), the note removed:
 * their ids (oldest first), for their deliveries to be queued in the same transaction.
 */
export async function takeEmailsWaitingForServer(db: Db, note: string, limit: number) {
  const rows = await db
    .updateTable('emails')
    .set({ error: null })
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('emails')
        .select('id')
        .where('status', '=', 'queued')
        .where('error', '=', note)
        .orderBy('id')
        .limit(limit),
    )
    .returning('id')
    .execute();
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

/** Ids of the messages waiting for delivery (oldest first): for a worker starting up. */
export async function queuedEmailIds(db: Db, limit: number) {
  const rows = await db
    .selectFrom('emails')
    .select('id')
    .where('status', '=', 'queued')
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

export type EmailsQuery = {
  search?: string | undefined;
  status?: EmailStatus | undefined;
  clientId?: number | null | undefined;
  eventId?: number | null | undefined;
  sortBy: 'createdAt' | 'status' | 'to' | 'subject';
  sortDir: 'asc' | 'desc';
  limit: number;
  offset: number;
};

const SORT_COLUMNS = {
  createdAt: 'e.createdAt',
  status: 'e.status',
  to: 'e.toAddress',
  subject: 'e.subject',
} as const;

/** The messages the search and filters keep (no selection yet). */
function matching(db: Db, filters: Partial<EmailsQuery> = {}) {
  let q = db.selectFrom('emails as e');
  const term = filters.search?.trim();
  if (term) {
    const pattern = likePattern(term);
    q = q.where((eb) => eb.or([eb('e.toAddress', 'ilike', pattern), eb('e.subject', 'ilike', pattern)]));
  }
  if (filters.status) q = q.where('e.status', '=', filters.status);
  if (filters.clientId) q = q.where('e.clientId', '=', filters.clientId);
  if (filters.eventId) q = q.where('e.eventId', '=', filters.eventId);
  return q;
}

function summaries(db: Db, filters: Partial<EmailsQuery> = {}) {
  return matching(db, filters)
    .leftJoin('clients as c', 'c.id', 'e.clientId')
    .leftJoin('events as ev', 'ev.id', 'e.eventId')
    .leftJoin('invoices as i', 'i.id', 'e.invoiceId')
    .select([
      'e.id',
      'e.status',
      'e.toAddress as to',
      'e.subject',
      'e.createdAt',
      'e.sentAt',
      'e.error',
      'e.attempts',
      'e.clientId',
      'c.name as clientName',
      'e.eventId',
      'ev.name as eventName',
      'e.invoiceId',
      'i.number as invoiceNumber',
    ]);
}

/** A page of the outbox, newest first by default, and how many messages match. */
export async function emailsPage(db: Db, query: EmailsQuery) {
  const items = await summaries(db, query)
    .orderBy(SORT_COLUMNS[query.sortBy], query.sortDir)
    .orderBy('e.id', query.sortDir)
    .limit(query.limit)
    .offset(query.offset)
    .execute();
  const total = await boundedTotal(db, matching(db, query).select('e.id'), {
    limit: query.limit,
    offset: query.offset,
    shown: items.length,
  });
  return { items, ...total };
}

/** One message with its bodies, attachments and who wrote it; `confidential`: its bodies are not to be shown. */
export async function emailById(db: Db, id: number) {
  const row = await summaries(db)
    .leftJoin('users as u', 'u.id', 'e.createdBy')
    .select([
      'e.html',
      'e.textBody as text',
      'e.messageId',
      'e.smtpResponse',
      'u.username as createdBy',
      'e.confidential',
    ])
    .where('e.id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const attachments = await db
    .selectFrom('email_attachments')
    .select(['documentId', 'fileName', 'mimeType', 'sizeBytes'])
    .where('emailId', '=', id)
    .orderBy('position')
    .execute();
  return { ...row, attachments };
}
