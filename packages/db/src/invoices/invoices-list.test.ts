import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../schema.ts';
import { createTestDatabase, resetTables, type TestDatabase } from '../testing.ts';
import {
  createInvoiceDraft,
  deleteInvoiceDraft,
  type InvoicesQuery,
  invoicesList,
  invoicesPage,
  issueInvoice,
  recordPayment,
  voidInvoice,
} from './invoices.repository.ts';

// The Invoices list: its search (the number, the client's name, the event's name), its
// filters and its total, which comes from the kept status counts (migration 0033), a short page or a
// count, and must always equal a recount.

let testDb: TestDatabase;
let db: Kysely<Database>;
let harbor: number;
let summit: number;
let gala: number;

beforeAll(async () => {
  testDb = await createTestDatabase();
  db = testDb.db;
});
afterAll(() => testDb?.close());
beforeEach(async () => {
  await resetTables(db);
  await sql`delete from invoice_sequences`.execute(db);
  const client = async (name: string) =>
    (
      await db
        .insertInto('clients')
        .values({ name, industry: 'Events', contactName: 'Ana', contactEmail: 'ana@example.test' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  harbor = await client('Harbor Lights');
  summit = await client('Summit Partners');
  gala = (
    await db
      .insertInto('events')
      .values({
        name: 'Winter Gala',
        type: 'Party',
        clientId: summit,
        clientName: 'Summit Partners',
        date: '2027-01-15',
        time: '19:00',
        venue: 'Hall',
        budget: '5000',
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
});

const draft = (clientId: number, eventId: number | null, dueDate = '2099-01-01') =>
  createInvoiceDraft(db, {
    clientId,
    eventId,
    dueDate,
    paymentTerms: null,
    notes: null,
    discount: '0.00',
    items: [{ description: 'Chiavari chairs rental', quantity: '120', unitPrice: '4.50', taxRate: '8.25' }],
  });

const query = (extra: Partial<InvoicesQuery> = {}): InvoicesQuery => ({
  sortBy: 'createdAt',
  sortDir: 'desc',
  limit: 50,
  offset: 0,
  ...extra,
});

/** The page's invoice ids and total, and the total recounted from the rows the filters keep. */
async function listed(extra: Partial<InvoicesQuery>) {
  const page = await invoicesPage(db, query(extra));
  return { ids: page.items.map((invoice) => invoice.id).sort((a, b) => a - b), total: page.total };
}

describe('the invoices list', () => {
  it('finds invoices by number, client name or event name, in any case, with the page and its total', async () => {
    const harborDraft = await draft(harbor, null);
    const summitGala = await draft(summit, gala);
    const summitOther = await draft(summit, null);
    const number = await issueInvoice(db, summitGala, '2026-11-02');
    await issueInvoice(db, summitOther, '2026-11-03');

    expect(await listed({ search: 'harbor LIGHTS' })).toEqual({ ids: [harborDraft], total: 1 });
    expect(await listed({ search: 'winter gala' })).toEqual({ ids: [summitGala], total: 1 });
    expect(await listed({ search: 'summit' })).toEqual({ ids: [summitGala, summitOther], total: 2 });
    expect(await listed({ search: number.toLowerCase() })).toEqual({ ids: [summitGala], total: 1 });
    // LIKE wildcards are text: '%' finds nothing here.
    expect(await listed({ search: '%' })).toEqual({ ids: [], total: 0 });
    // A search with a filter keeps what both keep.
    expect(await listed({ search: 'summit', status: 'draft' })).toEqual({ ids: [], total: 0 });
    expect((await invoicesList(db, query({ search: 'summit' }))).map((i) => i.items.length)).toEqual([1, 1]);
  });

  it('totals every status, overdue and client filter right through issues, payments, voids and deletes', async () => {
    const ids = [];
    for (let index = 0; index < 7; index++)
      ids.push(await draft(index % 2 ? harbor : summit, null, index < 3 ? '2020-01-31' : '2099-01-31'));
    for (const id of ids.slice(0, 5)) await issueInvoice(db, id, '2026-11-02');
    await recordPayment(db, ids[0]!, {
      amount: '100.00',
      date: '2026-11-05',
      method: 'Cash',
      reference: null,
    });
    await recordPayment(db, ids[3]!, {
      amount: '584.55',
      date: '2026-11-05',
      method: 'Cash',
      reference: null,
    });
    await voidInvoice(db, ids[4]!, 'Duplicate');
    await deleteInvoiceDraft(db, ids[6]!);

    const { rows } = await sql<{ status: string; n: number }>`
      select status, count(*)::int as n from invoices group by status order by status`.execute(db);
    expect(rows).toEqual([
      { status: 'draft', n: 1 },
      { status: 'paid', n: 1 },
      { status: 'partially_paid', n: 1 },
      { status: 'sent', n: 2 },
      { status: 'void', n: 1 },
    ]);
    for (const { status, n } of rows)
      expect((await invoicesPage(db, query({ status: status as InvoicesQuery['status'] }))).total).toBe(n);
    // Past due and still owed: the partially paid one and the two sent ones.
    expect(await listed({ status: 'overdue' })).toEqual({ ids: [ids[0], ids[1], ids[2]], total: 3 });
    expect((await listed({ clientId: harbor })).total).toBe(3);
    // A page shorter than the matches still gets the whole total.
    expect(await invoicesPage(db, query({ limit: 2 }))).toMatchObject({ total: 6 });
    expect(await invoicesPage(db, query({ limit: 2, clientId: summit }))).toMatchObject({ total: 3 });
    expect((await invoicesPage(db, query({ limit: 2, offset: 2, search: 'partners' }))).total).toBe(3);
  });
});
