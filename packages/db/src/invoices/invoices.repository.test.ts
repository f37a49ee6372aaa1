import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../schema.ts';
import { createTestDatabase, resetTables, type TestDatabase } from '../testing.ts';
import {
  createInvoiceDraft,
  deletePayment,
  type InvoiceDraft,
  invoiceById,
  invoiceFigures,
  issueInvoice,
  recordPayment,
  updateInvoiceDraft,
} from './invoices.repository.ts';

// The invoices' SQL on both database kinds; on PostgreSQL the parallel calls really run side by side
// (each in its own transaction, as the API runs them), on PGlite they queue and must agree. The rules
// (what may change, be voided or paid) are the API's services', tested in apps/api/test/invoice-rules.test.ts.

let testDb: TestDatabase;
let db: Kysely<Database>;
let clientId: number;
let eventId: number;

beforeAll(async () => {
  testDb = await createTestDatabase();
  db = testDb.db;
});
afterAll(() => testDb?.close());
beforeEach(async () => {
  await resetTables(db);
  await sql`delete from invoice_sequences`.execute(db);
  clientId = (
    await db
      .insertInto('clients')
      .values({
        name: 'Harbor Lights',
        industry: 'Events',
        contactName: 'Ana',
        contactEmail: 'ana@harbor.test',
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  eventId = (
    await db
      .insertInto('events')
      .values({
        name: 'Gala',
        type: 'Party',
        clientId,
        clientName: 'Harbor Lights',
        date: '2027-05-01',
        time: '18:00',
        venue: 'Hall',
        budget: '1000',
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
});

const draft = (
  items: InvoiceDraft['items'] = [
    { description: 'Chairs', quantity: '120', unitPrice: '8.50', taxRate: '8.25' },
  ],
): InvoiceDraft => ({
  clientId,
  eventId,
  dueDate: '2027-04-01',
  paymentTerms: 'Net 30',
  notes: null,
  discount: '0',
  items,
});
const inTransaction = <T>(work: (trx: Kysely<Database>) => Promise<T>) => db.transaction().execute(work);
describe('invoice drafts', () => {
  it('stores the lines with the totals the server computes', async () => {
    const id = await inTransaction((trx) =>
      createInvoiceDraft(trx, {
        ...draft([
          { description: 'Chairs', quantity: '120', unitPrice: '8.50', taxRate: '8.25' },
          { description: 'Planning', quantity: '1', unitPrice: '2500', taxRate: '0' },
        ]),
        discount: '100',
      }),
    );
    const invoice = await invoiceById(db, id);
    expect(invoice).toMatchObject({
      status: 'draft',
      number: null,
      subtotal: '3520.00',
      tax: '84.15',
      discount: '100.00',
      total: '3504.15',
      paid: '0.00',
    });
    expect(invoice!.items.map((i) => [i.description, i.amount, i.tax])).toEqual([
      ['Chairs', '1020.00', '84.15'],
      ['Planning', '2500.00', '0.00'],
    ]);
    await inTransaction((trx) => updateInvoiceDraft(trx, id, draft()));
    expect(await invoiceById(db, id)).toMatchObject({ total: '1104.15', discount: '0.00' });
  });

  it("keeps a tax rate's third decimal and taxes with it", async () => {
    const id = await inTransaction((trx) =>
      createInvoiceDraft(
        trx,
        draft([
          { description: 'Rentals', quantity: '1', unitPrice: '100.00', taxRate: '8.875' },
          { description: 'Linens', quantity: '1', unitPrice: '100.00', taxRate: '8.25' },
          { description: 'Planning', quantity: '1', unitPrice: '100.00', taxRate: '0' },
        ]),
      ),
    );
    const invoice = await invoiceById(db, id);
    // Read as typed: the column's '8.250' and '0.000' are the API's '8.25' and '0.00'.
    expect(invoice!.items.map((i) => [i.taxRate, i.tax])).toEqual([
      ['8.875', '8.88'],
      ['8.25', '8.25'],
      ['0.00', '0.00'],
    ]);
    expect(invoice).toMatchObject({ subtotal: '300.00', tax: '17.13', total: '317.13' });
  });
});

describe('invoice numbers', () => {
  it('numbers 50 invoices issued at once 1 to 50 with no gap and no duplicate', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 50; i++) ids.push(await inTransaction((trx) => createInvoiceDraft(trx, draft())));
    const numbers = await Promise.all(
      ids.map((id) => inTransaction((trx) => issueInvoice(trx, id, '2026-11-25'))),
    );
    expect([...numbers].sort()).toEqual(
      Array.from({ length: 50 }, (_, i) => `INV-2026-${String(i + 1).padStart(4, '0')}`),
    );
    // Another year starts again at 1.
    const next = await inTransaction((trx) => createInvoiceDraft(trx, draft()));
    expect(await inTransaction((trx) => issueInvoice(trx, next, '2027-01-02'))).toBe('INV-2027-0001');
  });

  it('gives a rolled-back issue its number back', async () => {
    const a = await inTransaction((trx) => createInvoiceDraft(trx, draft()));
    const b = await inTransaction((trx) => createInvoiceDraft(trx, draft()));
    await expect(
      inTransaction(async (trx) => {
        await issueInvoice(trx, a, '2026-11-25');
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await inTransaction((trx) => issueInvoice(trx, b, '2026-11-25'))).toBe('INV-2026-0001');
  });
});

describe('payments', () => {
  it('settles the invoice with the last payment, and deleting a payment takes its record with it', async () => {
    const id = await inTransaction((trx) => createInvoiceDraft(trx, draft()));
    await inTransaction((trx) => issueInvoice(trx, id, '2026-11-25'));
    const first = await inTransaction((trx) =>
      recordPayment(trx, id, { amount: '500', date: '2026-11-26', method: 'Check', reference: '1042' }),
    );
    await inTransaction((trx) =>
      recordPayment(trx, id, { amount: '604.15', date: '2026-12-01', method: 'Stripe', reference: null }),
    );
    expect(await invoiceById(db, id)).toMatchObject({ status: 'paid', paid: '1104.15' });
    await inTransaction((trx) => deletePayment(trx, id, first.id));
    const after = await invoiceById(db, id);
    expect(after).toMatchObject({ status: 'partially_paid', paid: '604.15', paidAt: null });
    const records = await db.selectFrom('financial_records').select('amount').execute();
    expect(records.map((r) => r.amount)).toEqual(['604.15']);
  });
  it("figures the Invoices screen's cards: owed, overdue, paid this month, days to pay in full", async () => {
    const { rows } = await sql<{ today: string; month: string }>`select company_today()::text as today,
      date_trunc('month', company_today())::date::text as month`.execute(db);
    const today = rows[0]!.today;
    const daysFrom = (date: string, days: number) =>
      new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
    const invoice = async (dueDate: string, issueDate: string) => {
      const id = await inTransaction((trx) => createInvoiceDraft(trx, { ...draft(), dueDate }));
      await inTransaction((trx) => issueInvoice(trx, id, issueDate));
      return id; // total 1104.15
    };
    const pay = (id: number, amount: string, date: string) =>
      inTransaction((trx) => recordPayment(trx, id, { amount, date, method: 'Check', reference: null }));
    // Past due and partly paid this month; due later and unpaid; paid in full: the settling payment is
    // dated before an earlier-entered one, so the day it was paid is the latest payment's date.
    const late = await invoice(daysFrom(today, -1), daysFrom(today, -40));
    await pay(late, '100.00', rows[0]!.month);
    await invoice(daysFrom(today, 30), today);
    const settled = await invoice(daysFrom(today, 10), daysFrom(today, -20));
    await pay(settled, '1000.00', daysFrom(today, -5));
    await pay(settled, '104.15', daysFrom(today, -12));
    expect(await invoiceById(db, settled)).toMatchObject({ status: 'paid' });
    // The payments dated this month (the month's first day's always; the others as the calendar falls).
    const paidSince = (month: string) => {
      const cents = [
        [10_000, month],
        [100_000, daysFrom(today, -5)],
        [10_415, daysFrom(today, -12)],
      ].reduce((sum, [amount, date]) => (String(date) >= month ? sum + Number(amount) : sum), 0);
      return (cents / 100).toFixed(2);
    };

    expect(await invoiceFigures(db)).toEqual({
      outstanding: '2108.30', // 1004.15 + 1104.15
      overdue: '1004.15',
      overdueCount: 1,
      paidThisMonth: paidSince(rows[0]!.month),
      averageDaysToPay: 15, // issued 20 days ago, last payment 5 days ago
    });
    // Deleting a payment of the paid invoice opens it again: no longer counted as paid in full.
    const payments = await db
      .selectFrom('invoice_payments')
      .select(['id', 'amount'])
      .where('invoiceId', '=', settled)
      .execute();
    await inTransaction((trx) =>
      deletePayment(trx, settled, payments.find((p) => p.amount === '104.15')!.id),
    );
    expect(await invoiceFigures(db)).toMatchObject({ outstanding: '2212.45', averageDaysToPay: null });
  });
});
