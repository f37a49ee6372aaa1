// Invoices and payments (issue 17): drafts with their lines and computed totals, issuing with a number
// from the year's gapless sequence, voiding, and payments that never exceed the balance. Every function
// expects to run in the caller's transaction (the API's mutation transaction names the audit actor).
import { invoiceTotals, type PaymentMethod } from '@app/domain';
import { type Kysely, sql } from 'kysely';
import { likePattern } from '../crud/crud.repository.ts';
import type { Database } from '../schema.ts';

type Db = Kysely<Database>;

/** A refusal of the invoice rules, with what the API should answer. */
export class InvoiceRuleError extends Error {
  readonly kind: 'not-found' | 'conflict' | 'invalid';
  constructor(kind: 'not-found' | 'conflict' | 'invalid', message: string) {
    super(message);
    this.name = 'InvoiceRuleError';
    this.kind = kind;
  }
}

export const INVOICE_RULES = {
  notFound: 'Invoice not found',
  onlyDrafts: 'Only draft invoices can be changed or deleted',
  notIssuable: 'Only a draft invoice can be sent',
  notVoidable: 'Only a sent or partially paid invoice can be voided',
  noPayments: 'This invoice takes no payments',
  overBalance: (balance: string) => `The payment is more than the balance of ${balance}`,
  paymentNotFound: 'Payment not found',
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

async function lockInvoice(db: Db, id: number) {
  const invoice = await db
    .selectFrom('invoices')
    .selectAll()
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!invoice) throw new InvoiceRuleError('not-found', INVOICE_RULES.notFound);
  return invoice;
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

/** Replaces a draft's fields and lines (a stale `version` is a conflict). */
export async function updateInvoiceDraft(
  db: Db,
  id: number,
  version: number | undefined,
  draft: InvoiceDraft,
) {
  const invoice = await lockInvoice(db, id);
  if (invoice.status !== 'draft') throw new InvoiceRuleError('conflict', INVOICE_RULES.onlyDrafts);
  if (version !== undefined && invoice.version !== version)
    throw new InvoiceRuleError(
      'conflict',
      'This invoice was changed by someone else. Reload it and try again.',
    );
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
  const invoice = await lockInvoice(db, id);
  if (invoice.status !== 'draft') throw new InvoiceRuleError('conflict', INVOICE_RULES.onlyDrafts);
  await db.deleteFrom('invoices').where('id', '=', id).execute();
}

/**
 * Issues a draft: the next number of the issue date's year (`PREFIX-YYYY-0001`), status sent. The
 * sequence row is taken in this transaction, so concurrent issues queue on it and a rolled-back issue
 * gives its number back: no gap, no duplicate.
 */
export async function issueInvoice(db: Db, id: number, issueDate: string): Promise<string> {
  const invoice = await lockInvoice(db, id);
  if (invoice.status !== 'draft') throw new InvoiceRuleError('conflict', INVOICE_RULES.notIssuable);
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
  const invoice = await lockInvoice(db, id);
  if (invoice.status !== 'sent' && invoice.status !== 'partially_paid')
    throw new InvoiceRuleError('conflict', INVOICE_RULES.notVoidable);
  await db
    .updateTable('invoices')
    .set({ status: 'void', voidReason: reason, voidedAt: sql<string>`now()` })
    .where('id', '=', id)
    .execute();
}

export type NewPayment = { amount: string; date: string; method: PaymentMethod; reference: string | null };

/**
 * Records a payment under a lock on the invoice: refused when the invoice takes no payments (draft,
 * void, paid) or the amount is above the balance. Its income financial record (Event Services, the
 * invoice's client and event, reference = the invoice number) is made in the same transaction.
 */
export async function recordPayment(db: Db, invoiceId: number, payment: NewPayment) {
  const invoice = await lockInvoice(db, invoiceId);
  if (invoice.status !== 'sent' && invoice.status !== 'partially_paid')
    throw new InvoiceRuleError('conflict', INVOICE_RULES.noPayments);
  const { rows } = await sql<{ balance: string; over: boolean; settles: boolean }>`
    select (${invoice.total}::numeric - ${invoice.paid}::numeric)::text as balance,
           ${payment.amount}::numeric > ${invoice.total}::numeric - ${invoice.paid}::numeric as over,
           ${payment.amount}::numeric = ${invoice.total}::numeric - ${invoice.paid}::numeric as settles`.execute(
    db,
  );
  const check = rows[0]!;
  if (check.over) throw new InvoiceRuleError('conflict', INVOICE_RULES.overBalance(check.balance));
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
  await db
    .updateTable('invoices')
    .set({
      paid: sql<string>`paid + ${payment.amount}::numeric`,
      status: check.settles ? 'paid' : 'partially_paid',
      paidAt: check.settles ? sql<string>`now()` : null,
    })
    .where('id', '=', invoiceId)
    .execute();
  return created;
}

/** Deletes a payment and its financial record; the invoice's paid amount and status follow. */
export async function deletePayment(db: Db, invoiceId: number, paymentId: number) {
  const invoice = await lockInvoice(db, invoiceId);
  const payment = await db
    .deleteFrom('invoice_payments')
    .where('id', '=', paymentId)
    .where('invoiceId', '=', invoiceId)
    .returning(['amount', 'financialRecordId'])
    .executeTakeFirst();
  if (!payment) throw new InvoiceRuleError('not-found', INVOICE_RULES.paymentNotFound);
  if (payment.financialRecordId !== null)
    await db.deleteFrom('financial_records').where('id', '=', payment.financialRecordId).execute();
  await db
    .updateTable('invoices')
    .set({
      paid: sql<string>`paid - ${payment.amount}::numeric`,
      status:
        invoice.status === 'void'
          ? 'void'
          : sql<
              'sent' | 'partially_paid'
            >`case when paid - ${payment.amount}::numeric > 0 then 'partially_paid' else 'sent' end`,
      paidAt: null,
    })
    .where('id', '=', invoiceId)
    .execute();
}

/** The invoice columns as the API shows them, with the client's and event's names, balance and overdue. */
function invoiceRows(db: Db) {
  return db
    .selectFrom('invoices as i')
    .innerJoin('clients as c', 'c.id', 'i.clientId')
    .leftJoin('events as e', 'e.id', 'i.eventId')
    .selectAll('i')
    .select([
      'c.name as clientName',
      'e.name as eventName',
      sql<string>`(i.total - i.paid)::text`.as('balance'),
      sql<boolean>`i.status in ('sent', 'partially_paid') and i.due_date < company_today()`.as('overdue'),
    ]);
}

async function withLines<T extends { id: number }>(db: Db, invoices: T[]) {
  if (invoices.length === 0) return [];
  const lines = await db
    .selectFrom('invoice_items')
    .select(['invoiceId', 'description', 'quantity', 'unitPrice', 'taxRate', 'amount', 'tax'])
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

/** A page of invoices (newest first by default) and how many match: search, status (or overdue), client. */
export async function invoicesPage(db: Db, query: InvoicesQuery) {
  let base = invoiceRows(db);
  if (query.search) {
    const pattern = likePattern(query.search);
    base = base.where((eb) =>
      eb.or([
        eb('i.number', 'ilike', pattern),
        eb('c.name', 'ilike', pattern),
        eb('e.name', 'ilike', pattern),
      ]),
    );
  }
  if (query.status === 'overdue')
    base = base.where(sql<boolean>`i.status in ('sent', 'partially_paid') and i.due_date < company_today()`);
  else if (query.status) base = base.where('i.status', '=', query.status);
  if (query.clientId) base = base.where('i.clientId', '=', query.clientId);
  const column = {
    createdAt: 'i.createdAt',
    dueDate: 'i.dueDate',
    number: 'i.number',
    total: 'i.total',
    status: 'i.status',
  } as const;
  const [rows, count] = await Promise.all([
    base
      .orderBy(column[query.sortBy], query.sortDir)
      .orderBy('i.id', query.sortDir)
      .limit(query.limit)
      .offset(query.offset)
      .execute(),
    base
      .clearSelect()
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { items: await withLines(db, rows), total: Number(count.n) };
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
