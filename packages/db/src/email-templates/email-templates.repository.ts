import { type Kysely, sql } from 'kysely';
import { createCrudRepository } from '../crud/crud.repository.ts';
import type { Database } from '../schema.ts';

type Db = Kysely<Database>;

// The E-mail Templates screen's list, read, create, update and delete. A company keeps a few dozen
// templates at most: the search (name, subject) reads the table without a trigram index.
export const emailTemplatesRepository = createCrudRepository({
  table: 'email_templates',
  searchColumns: ['name', 'subject'],
  sortColumns: ['name', 'purpose', 'subject', 'updatedAt', 'createdAt'],
  defaultSort: ['name', 'asc'],
});

/** One template, to merge (an e-mail written from it, a preview). */
export function emailTemplateById(db: Db, id: number) {
  return db.selectFrom('email_templates').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The template the product writes its own e-mails of `purpose` from, when one is marked. */
export function emailTemplateInUse(db: Db, purpose: 'invoice' | 'receipt' | 'reminder') {
  return db
    .selectFrom('email_templates')
    .selectAll()
    .where('purpose', '=', purpose)
    .where('inUse', '=', true)
    .executeTakeFirst();
}

/**
 * Unmarks the template of `purpose` in use, but `exceptId`: another is about to be marked. Two marks of
 * one purpose at once take turns on a lock held to the end of the caller's transaction, so the second
 * unmarks the first's template instead of colliding with it on the unique index.
 */
export async function releaseEmailTemplateInUse(
  db: Db,
  purpose: 'invoice' | 'receipt' | 'reminder',
  exceptId: number | null,
) {
  await sql`select pg_advisory_xact_lock(hashtext(${`email_templates.in_use:${purpose}`}))`.execute(db);
  let query = db
    .updateTable('email_templates')
    .set({ inUse: false })
    .where('purpose', '=', purpose)
    .where('inUse', '=', true);
  if (exceptId !== null) query = query.where('id', '<>', exceptId);
  await query.execute();
}

/*
 * What merge fields are filled from (apps/api/src/mail/merge.ts): a client, an event, an invoice and the
 * company, read as stored. Formatting (money, dates in the company's format) is the API's.
 */

/** A client's names, as `{{client.name}}` and `{{client.contactName}}` show them. */
export function mergeClient(db: Db, id: number) {
  return db
    .selectFrom('clients')
    .select(['id', 'name', 'contactName'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** An event's name and first day, and its client (the client a message about it goes to). */
export function mergeEvent(db: Db, id: number) {
  return db
    .selectFrom('events')
    .select(['id', 'name', 'date', 'clientId'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** An invoice's number (null for a draft), total, balance and due date, its client and event. */
export function mergeInvoice(db: Db, id: number) {
  return db
    .selectFrom('invoices as i')
    .select([
      'i.id',
      'i.number',
      'i.total',
      sql<string>`(i.total - i.paid)::text`.as('balance'),
      'i.dueDate',
      'i.clientId',
      'i.eventId',
    ])
    .where('i.id', '=', id)
    .executeTakeFirst();
}

/** Whether the client has a client portal that can be signed in to (an active one). */
export async function clientHasOpenPortal(db: Db, clientId: number): Promise<boolean> {
  const row = await db
    .selectFrom('client_portals')
    .select('id')
    .where('clientId', '=', clientId)
    .where('status', '=', 'active')
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
