// Overdue reminders' SQL: which invoices are owed one today, and the record that a step was sent
// (unique per invoice and step). The rule (the company's steps, the message) is the API's
// (apps/api/src/services/invoices/send-reminders.ts).
import { type Kysely, sql } from 'kysely';
import type { Database } from '../schema.ts';

type Db = Kysely<Database>;

/** The company's reminder steps, in days after the due date (empty: reminders are off). */
export async function overdueReminderDays(db: Db): Promise<number[]> {
  const row = await db.selectFrom('company_settings').select('overdueReminderDays').executeTakeFirst();
  return [...(row?.overdueReminderDays ?? [])].sort((a, b) => a - b);
}

/**
 * The open invoices (sent or partially paid) owed a reminder on `today` ('YYYY-MM-DD', the company's
 * day): for each, the latest step reached (due date + step ≤ today) when no reminder of that step or a
 * later one was sent. An invoice that reached two steps since the last sweep gets one reminder, the
 * latest's.
 */
export async function invoicesOwedReminder(db: Db, today: string, steps: readonly number[]) {
  if (steps.length === 0) return [];
  const { rows } = await sql<{ invoiceId: number; step: number }>`
    select i.id as "invoiceId", max(s.step)::int as step
    from invoices i
    cross join unnest(${sql.val([...steps])}::int[]) as s(step)
    where i.status in ('sent', 'partially_paid')
      and i.due_date + s.step <= ${today}::date
      and not exists (
        select 1 from invoice_reminders r where r.invoice_id = i.id and r.step >= s.step
      )
    group by i.id
    order by i.id`.execute(db);
  return rows;
}

/**
 * Records that the reminder of `step` is being sent; false when another sweep recorded it first (the
 * caller then sends nothing). In the transaction that queues the e-mail.
 */
export async function claimReminder(db: Db, invoiceId: number, step: number): Promise<boolean> {
  const row = await db
    .insertInto('invoice_reminders')
    .values({ invoiceId, step })
    .onConflict((oc) => oc.columns(['invoiceId', 'step']).doNothing())
    .returning('invoiceId')
    .executeTakeFirst();
  return row !== undefined;
}

export async function linkReminderEmail(db: Db, invoiceId: number, step: number, emailId: number) {
  await db
    .updateTable('invoice_reminders')
    .set({ emailId })
    .where('invoiceId', '=', invoiceId)
    .where('step', '=', step)
    .execute();
}

/** What a reminder says of an invoice, with the PDF filed when it was sent (to attach). */
export async function reminderFacts(db: Db, invoiceId: number) {
  return db
    .selectFrom('invoices as i')
    .innerJoin('clients as c', 'c.id', 'i.clientId')
    .leftJoin('company_settings as cs', (join) => join.onTrue())
    .select((eb) => [
      'i.id',
      'i.number',
      'i.status',
      'i.total',
      sql<string>`(i.total - i.paid)::text`.as('balance'),
      'i.dueDate',
      'i.clientId',
      'i.eventId',
      'c.name as clientName',
      'c.contactName',
      'c.contactEmail',
      'cs.companyName',
      eb
        .selectFrom('documents as d')
        .select('d.id')
        .whereRef('d.invoiceId', '=', 'i.id')
        .where('d.category', '=', 'invoices')
        .orderBy('d.id', 'desc')
        .limit(1)
        .as('documentId'),
    ])
    .where('i.id', '=', invoiceId)
    .forUpdate('i')
    .executeTakeFirst();
}

/**
 * A payment as its receipt tells it, with the invoice's balance right after it (payments are numbered
 * in the order they were recorded under the invoice's lock); undefined when it was deleted.
 */
export function paymentForReceipt(db: Db, paymentId: number) {
  return db
    .selectFrom('invoice_payments as p')
    .innerJoin('invoices as i', 'i.id', 'p.invoiceId')
    .select([
      'p.invoiceId',
      'p.amount',
      'p.date',
      'p.method',
      sql<string>`(i.total - (select sum(q.amount) from invoice_payments q
        where q.invoice_id = p.invoice_id and q.id <= p.id))::text`.as('balanceAfter'),
    ])
    .where('p.id', '=', paymentId)
    .executeTakeFirst();
}
