// Invoices and payments: drafts with their lines and computed totals, issuing with a number
// from the year's gapless sequence, voiding, and payments. Every function expects to run in the
// caller's transaction (the API's mutation transaction names the audit actor).
import { invoiceTotals, type PaymentMethod, ZInvoice } from '@app/domain';
import { type Kysely, type RawBuilder, type Selectable, sql } from 'kysely';
import { keptOpenInvoicesBalance, keptStatusCountQuery } from '../counts/kept-counts.repository.ts';
import { boundedTotal, exactTotal, likePattern, rowColumns } from '../crud/crud.repository.ts';
import { inBatches } from '../crud/in-batches.ts';
import type { Database } from '../schema.ts';

type Db = Kysely<Database>;

/*
 * The SQL of invoices and payments. The rules (only drafts change, what may be issued, voided or paid,
 * never above the balance) are the API's services' (apps/api/src/services/invoices): a service takes
 * lockInvoice's row, checks it, then calls the writes below in the same transaction.
 */

/** The texts of the invoice rules' refusals (the API's AppError table answers them). */
export const INVOICE_RULES = {
  notFound: 'Invoice not found',
  onlyDrafts: 'Only draft invoices can be changed or deleted',
  notIssuable: 'Only a draft invoice can be sent',
  notVoidable: 'Only a sent or partially paid invoice can be voided',
  noPayments: 'This invoice takes no payments',
  overBalance: (balance: string) => `The payment is more than the balance of ${balance}`,
  paymentNotFound: 'Payment not found',
  voidKeepsPayments: 'The payments of a void invoice cannot be deleted',
  paymentRecord: (number: string | null) =>
    `This income was recorded by a payment on invoice ${number}: change or delete the payment on the invoice`,
} as const;

export type InvoiceLine = { description: string; quantity: string; unitPrice: string; taxRate: string };
export type InvoiceDraft = {
  clientId: number;
  eventId: number | null;
  dueDate: string;
  paymentTerms: string | null;
  notes: string | null;
  discount: string;
  items: InvoiceLine[];
};

/**
 * The invoice's row under a lock held to the end of the transaction (undefined when there is none):
 * concurrent changes of one invoice queue here, so a rule checked on this row still holds at commit.
 */
export function lockInvoice(db: Db, id: number) {
  return db.selectFrom('invoices').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

async function writeLines(db: Db, invoiceId: number, draft: InvoiceDraft) {
  const totals = invoiceTotals(draft.items, draft.discount);
  await db.deleteFrom('invoice_items').where('invoiceId', '=', invoiceId).execute();
  if (draft.items.length > 0) {
    await db
      .insertInto('invoice_items')
      .values(
        draft.items.map((item, index) => ({
          invoiceId,
          position: index + 1,
          description: item.description,
          quantity: item.quantity,
          unitPrice: item.unitPrice,
          taxRate: item.taxRate,
          amount: totals.lines[index]!.amount,
          tax: totals.lines[index]!.tax,
        })),
      )
      .execute();
  }
  return totals;
}

/** A new draft with its lines; subtotal, tax and total computed here, never taken from the caller. */
export async function createInvoiceDraft(db: Db, draft: InvoiceDraft): Promise<number> {
  const { id } = await db
    .insertInto('invoices')
    .values({
      clientId: draft.clientId,
      eventId: draft.eventId,
      dueDate: draft.dueDate,
      paymentTerms: draft.paymentTerms,
      notes: draft.notes,
      discount: draft.discount,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const totals = await writeLines(db, id, draft);
  await db
    .updateTable('invoices')
    .set({ subtotal: totals.subtotal, tax: totals.tax, total: totals.total })
    .where('id', '=', id)
    .execute();
  return id;
}

/** Replaces a draft's fields and lines, with the totals computed again. */
export async function updateInvoiceDraft(db: Db, id: number, draft: InvoiceDraft) {
  const totals = await writeLines(db, id, draft);
  await db
    .updateTable('invoices')
    .set({
      clientId: draft.clientId,
      eventId: draft.eventId,
      dueDate: draft.dueDate,
      paymentTerms: draft.paymentTerms,
      notes: draft.notes,
      discount: draft.discount,
      subtotal: totals.subtotal,
      tax: totals.tax,
      total: totals.total,
    })
    .where('id', '=', id)
    .execute();
}

export async function deleteInvoiceDraft(db: Db, id: number) {
  await db.deleteFrom('invoices').where('id', '=', id).execute();
}

/** The number the next invoice issued in `year` takes (1 before the year's first). */
export async function invoiceNextNumber(db: Db, year: number): Promise<number> {
  const row = await db
    .selectFrom('invoice_sequences')
    .select('nextNumber')
    .where('year', '=', year)
    .executeTakeFirst();
  return row?.nextNumber ?? 1;
}

/**
 * Moves the year's numbering forward to `next` (a company starting at 1001, say), under the sequence
 * row's lock so no issue slips in between. Answers the current next number, unchanged, when `next` is
 * below it: numbers already issued are never given out again.
 */
export async function setInvoiceNextNumber(
  db: Db,
  year: number,
  next: number,
): Promise<{ moved: true } | { moved: false; current: number }> {
  await sql`insert into invoice_sequences (year, next_number) values (${year}, 1) on conflict (year) do nothing`.execute(
    db,
  );
  const { nextNumber } = await db
    .selectFrom('invoice_sequences')
    .select('nextNumber')
    .where('year', '=', year)
    .forUpdate()
    .executeTakeFirstOrThrow();
  if (next < nextNumber) return { moved: false, current: nextNumber };
  await db.updateTable('invoice_sequences').set({ nextNumber: next }).where('year', '=', year).execute();
  return { moved: true };
}

/**
 * Issues a draft: the next number of the issue date's year (`PREFIX-YYYY-0001`), status sent. The
 * sequence row is taken in this transaction, so concurrent issues queue on it and a rolled-back issue
 * gives its number back: no gap, no duplicate.
 */
export async function issueInvoice(db: Db, id: number, issueDate: string): Promise<string> {
  const year = Number(issueDate.slice(0, 4));
  const { rows } = await sql<{ number: number }>`
    insert into invoice_sequences (year, next_number) values (${year}, 2)
    on conflict (year) do update set next_number = invoice_sequences.next_number + 1
    returning next_number - 1 as number`.execute(db);
  const settings = await db.selectFrom('company_settings').select('invoicePrefix').executeTakeFirst();
  const number = `${settings?.invoicePrefix ?? 'INV'}-${year}-${String(rows[0]!.number).padStart(4, '0')}`;
  await db
    .updateTable('invoices')
    .set({ number, status: 'sent', issueDate, sentAt: sql<string>`now()` })
    .where('id', '=', id)
    .execute();
  return number;
}

export async function voidInvoice(db: Db, id: number, reason: string) {
  await db
    .updateTable('invoices')
    .set({ status: 'void', voidReason: reason, voidedAt: sql<string>`now()` })
    .where('id', '=', id)
    .execute();
}

/**
 * The number of the invoice whose payment made this financial record (invoice_payments
 * .financial_record_id), or undefined for any other record: such a record changes only with its
 * payment, so the invoice, the records and the dashboard agree to the cent (its delete is also refused
 * by the foreign key, 0043).
 */
export async function paymentRecordInvoice(db: Db, financialRecordId: number) {
  return db
    .selectFrom('invoice_payments as p')
    .innerJoin('invoices as i', 'i.id', 'p.invoiceId')
    .select('i.number')
    .where('p.financialRecordId', '=', financialRecordId)
    .executeTakeFirst();
}

export type NewPayment = { amount: string; date: string; method: PaymentMethod; reference: string | null };

/**
 * Records a payment and its income financial record (Event Services, the invoice's client and event,
 * reference = the invoice number); the invoice's paid amount follows, and its status: paid when the
 * payment settles the balance, partially paid otherwise. The caller holds the invoice's lock.
 */
export async function recordPayment(db: Db, invoiceId: number, payment: NewPayment) {
  const invoice = await db
    .selectFrom('invoices')
    .select(['number', 'clientId', 'eventId'])
    .where('id', '=', invoiceId)
    .executeTakeFirstOrThrow();
  const record = await db
    .insertInto('financial_records')
    .values({
      type: 'income',
      category: 'Event Services',
      description: `Payment for invoice ${invoice.number}`,
      amount: payment.amount,
      date: payment.date,
      paymentMethod: payment.method,
      reference: invoice.number,
      clientId: invoice.clientId,
      eventId: invoice.eventId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const created = await db
    .insertInto('invoice_payments')
    .values({
      invoiceId,
      amount: payment.amount,
      date: payment.date,
      method: payment.method,
      reference: payment.reference,
      financialRecordId: record.id,
    })
    .returning(['id', 'invoiceId', 'amount', 'date', 'method', 'reference', 'createdAt'])
    .executeTakeFirstOrThrow();
  const settles = sql<boolean>`paid + ${payment.amount}::numeric = total`;
  const { status } = await db
    .updateTable('invoices')
    .set({
      paid: sql<string>`paid + ${payment.amount}::numeric`,
      status: sql<'paid' | 'partially_paid'>`case when ${settles} then 'paid' else 'partially_paid' end`,
      paidAt: sql<string | null>`case when ${settles} then now() end`,
      // The day it was paid in full: its latest payment's (this one, or an earlier one dated later).
      paidOn: sql<
        string | null
      >`case when ${settles} then (select max(date) from invoice_payments where invoice_id = ${invoiceId}) end`,
    })
    .where('id', '=', invoiceId)
    .returning('status')
    .executeTakeFirstOrThrow();
  if (status === 'paid') await notifyPaidInFull(db, invoiceId, created.id);
  return created;
}

/** 'Invoice paid' for everyone, in the payment's transaction (once per settling payment). */
async function notifyPaidInFull(db: Db, invoiceId: number, paymentId: number) {
  await sql`
    insert into notifications (type, title, message, priority, related_id, related_type, action_url, dedupe_key)
    select 'invoice', 'Invoice paid',
           i.number || ' from ' || c.name || ' is paid in full: $' || to_char(i.total, 'FM999,999,999,990.00'),
           'normal', i.id, 'invoice', '/invoices?invoice=' || i.id, 'invoice-paid:' || i.id || ':' || ${paymentId}::int
    from invoices i join clients c on c.id = i.client_id
    where i.id = ${invoiceId}
    on conflict (dedupe_key) do nothing`.execute(db);
}

/**
 * Deletes a payment and its financial record; the invoice's paid amount and status follow (a void
 * invoice stays void). False when the invoice has no such payment. The caller holds the invoice's lock.
 */
export async function deletePayment(db: Db, invoiceId: number, paymentId: number): Promise<boolean> {
  const payment = await db
    .deleteFrom('invoice_payments')
    .where('id', '=', paymentId)
    .where('invoiceId', '=', invoiceId)
    .returning(['amount', 'financialRecordId'])
    .executeTakeFirst();
  if (!payment) return false;
  if (payment.financialRecordId !== null)
    await db.deleteFrom('financial_records').where('id', '=', payment.financialRecordId).execute();
  await db
    .updateTable('invoices')
    .set({
      paid: sql<string>`paid - ${payment.amount}::numeric`,
      status: sql<
        'void' | 'sent' | 'partially_paid'
      >`case when status = 'void' then 'void' when paid - ${payment.amount}::numeric > 0 then 'partially_paid' else 'sent' end`,
      paidAt: null,
      paidOn: null,
    })
    .where('id', '=', invoiceId)
    .execute();
  return true;
}

/** Sent or partially paid and past its due date in the company's time zone (today worked out once). */
const overdue = sql<boolean>`(i.status in ('sent', 'partially_paid') and i.due_date < (select company_today()))`;

/**
 * The invoice columns as the API shows them, with the client's and event's names, balance and overdue.
 * The names are subqueries on the primary keys, worked out for the rows answered only (a page's 50),
 * and today is worked out once (an InitPlan). Joined instead, PostgreSQL 15 put a Memoize over the
 * clients sized for all 200,000 invoices under the page's LIMIT: 25-40 ms a page instead of 1.
 */
/** The stored columns the API answers: every one but `paidOn` (the cards' figure, not an invoice field). */
type AnsweredColumn = Exclude<keyof Selectable<Database['invoices']>, 'paidOn'>;
/** They are ZInvoice's fields but the computed ones below and the lines (answer-schemas.test.ts holds them equal). */
const INVOICE_COLUMNS = rowColumns(ZInvoice, {
  clientName: 0,
  eventName: 0,
  balance: 0,
  overdue: 0,
  items: 0,
}).map((column) => `i.${column}`) as `i.${AnsweredColumn}`[];

function invoiceRows(db: Db) {
  return db
    .selectFrom('invoices as i')
    .select(INVOICE_COLUMNS)
    .select([
      sql<string>`(select c.name from clients c where c.id = i.client_id)`.as('clientName'),
      sql<string | null>`(select e.name from events e where e.id = i.event_id)`.as('eventName'),
      sql<string>`(i.total - i.paid)::text`.as('balance'),
      overdue.as('overdue'),
    ]);
}

async function withLines<T extends { id: number }>(db: Db, invoices: T[]) {
  if (invoices.length === 0) return [];
  const lines = await db
    .selectFrom('invoice_items')
    .select(['invoiceId', 'description', 'quantity', 'unitPrice'])
    // The column keeps three decimals; a rate that does not use the third reads as typed ('8.25', not
    // '8.250'), as ZInvoiceItem has it.
    .select(
      sql<string>`case when tax_rate = round(tax_rate, 2) then round(tax_rate, 2)::text else tax_rate::text end`.as(
        'taxRate',
      ),
    )
    .select(['amount', 'tax'])
    .where(
      'invoiceId',
      'in',
      invoices.map((i) => i.id),
    )
    .orderBy('invoiceId')
    .orderBy('position')
    .execute();
  return invoices.map((invoice) => ({
    ...invoice,
    items: lines.filter((line) => line.invoiceId === invoice.id).map(({ invoiceId: _, ...line }) => line),
  }));
}

/** An invoice with its lines, or undefined. */
export async function invoiceById(db: Db, id: number) {
  const invoice = await invoiceRows(db).where('i.id', '=', id).executeTakeFirst();
  return invoice ? (await withLines(db, [invoice]))[0] : undefined;
}

export type InvoicesQuery = {
  search?: string | undefined;
  status?: 'draft' | 'sent' | 'partially_paid' | 'paid' | 'void' | 'overdue' | undefined;
  clientId?: number | null | undefined;
  sortBy: 'createdAt' | 'dueDate' | 'number' | 'total' | 'status';
  sortDir: 'asc' | 'desc';
  limit: number;
  offset: number;
};

/**
 * The invoices whose number, client's name or event's name contains the term: the union of three index
 * lookups (the trigram indexes of invoices.number, clients.name and events.name, then
 * invoices_client_id_idx and invoices_event_id_idx). An OR over the joined rows read all 200,000
 * invoices with their clients and events for every search (about a second).
 */
function matchingIds(db: Db, term: string) {
  const pattern = likePattern(term);
  const named = (table: 'clients' | 'events') =>
    db.selectFrom(table).select('id').where('name', 'ilike', pattern);
  return db
    .selectFrom('invoices')
    .select('id')
    .where('number', 'ilike', pattern)
    .union(db.selectFrom('invoices').select('id').where('clientId', 'in', named('clients')))
    .union(db.selectFrom('invoices').select('id').where('eventId', 'in', named('events')));
}

/** The conditions on invoices `i` of a list query: search, status (or overdue), client. */
function listConditions(db: Db, query: Pick<InvoicesQuery, 'search' | 'status' | 'clientId'>) {
  const conditions: RawBuilder<boolean>[] = [];
  const term = query.search?.trim();
  if (term) conditions.push(sql<boolean>`i.id in (${matchingIds(db, term)})`);
  if (query.status === 'overdue') conditions.push(overdue);
  else if (query.status) conditions.push(sql<boolean>`i.status = ${query.status}`);
  if (query.clientId) conditions.push(sql<boolean>`i.client_id = ${query.clientId}`);
  return conditions;
}

const sortColumns = {
  createdAt: 'i.createdAt',
  dueDate: 'i.dueDate',
  number: 'i.number',
  total: 'i.total',
  status: 'i.status',
} as const;

/**
 * One page of the matching invoices with their lines, in the asked order (`id` breaking ties), without
 * a total: `GET /api/invoices`.
 */
export async function invoicesList(db: Db, query: InvoicesQuery) {
  let page = invoiceRows(db);
  for (const condition of listConditions(db, query)) page = page.where(condition);
  const rows = await page
    .orderBy(sortColumns[query.sortBy], query.sortDir)
    .orderBy('i.id', query.sortDir)
    .limit(query.limit)
    .offset(query.offset)
    .execute();
  return withLines(db, rows);
}

/**
 * Every matching invoice, in the list's order, `batchSize` at a time (inBatches): the CSV export, one
 * row per invoice without its lines (they are in the invoice's PDF).
 */
export function invoicesBatches(
  db: Db,
  query: Omit<InvoicesQuery, 'limit' | 'offset'>,
  batchSize: number,
): AsyncGenerator<object[]> {
  let rows = invoiceRows(db);
  for (const condition of listConditions(db, query)) rows = rows.where(condition);
  return inBatches(
    db,
    rows.orderBy(sortColumns[query.sortBy], query.sortDir).orderBy('i.id', query.sortDir),
    batchSize,
  );
}

/**
 * A page of invoices and how many match, as crud.repository.ts's lists: without a search or a client,
 * the exact total is read from the trigger-kept status_counts (migration 0033) beside the page;
 * otherwise boundedTotal: a short page tells where the rows end, and only a full one costs a count (of
 * the invoices alone, with the search's index lookups) of at most LIST_TOTAL_CAP + 1 rows.
 */
export async function invoicesPage(db: Db, query: InvoicesQuery) {
  if (!query.search?.trim() && !query.clientId && query.status !== 'overdue') {
    const [items, kept] = await Promise.all([
      invoicesList(db, query),
      keptStatusCountQuery(
        db,
        'invoices',
        query.status ? [query.status] : undefined,
      ).executeTakeFirstOrThrow(),
    ]);
    return { items, ...exactTotal(kept.total) };
  }
  const items = await invoicesList(db, query);
  let matching = db.selectFrom('invoices as i').select('i.id');
  for (const condition of listConditions(db, query)) matching = matching.where(condition);
  return {
    items,
    ...(await boundedTotal(db, matching, { limit: query.limit, offset: query.offset, shown: items.length })),
  };
}

/** An invoice's payments, oldest first. */
export function invoicePayments(db: Db, invoiceId: number) {
  return db
    .selectFrom('invoice_payments')
    .select(['id', 'amount', 'date', 'method', 'reference', 'createdAt'])
    .where('invoiceId', '=', invoiceId)
    .orderBy('date')
    .orderBy('id')
    .execute();
}

export type InvoiceFigures = {
  outstanding: string;
  overdue: string;
  overdueCount: number;
  paidThisMonth: string;
  averageDaysToPay: number | null;
};

/**
 * The Invoices screen's cards: what clients owe (sent and partially paid), how much of it is past due,
 * the payments received this month, and the average days from issue to the last payment of the
 * invoices paid in full over the last year (dates in the company's time zone).
 */
export async function invoiceFigures(db: Db): Promise<InvoiceFigures> {
  const { rows } = await sql<InvoiceFigures>`
    select
      ${keptOpenInvoicesBalance} as outstanding,
      coalesce(sum(total - paid), 0)::text as overdue,
      count(*)::int as "overdueCount",
      (select coalesce(sum(amount), 0)::text from invoice_payments
        where date >= date_trunc('month', company_today())::date) as "paidThisMonth",
      (select round(avg(paid_on - issue_date))::int from invoices
        where status = 'paid' and paid_at > now() - interval '365 days') as "averageDaysToPay"
    from invoices
    where status in ('sent', 'partially_paid') and due_date < (select company_today())`.execute(db);
  return rows[0]!;
}
