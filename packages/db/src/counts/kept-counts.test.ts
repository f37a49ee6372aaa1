import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clientsRepository } from '../clients/clients.repository.ts';
import { dashboardStats, monthlyTotals } from '../dashboard/dashboard.repository.ts';
import { eventsRepository } from '../events/events.repository.ts';
import { financialRecordsRepository } from '../financial-records/financial-records.repository.ts';
import { inventorySummary } from '../inventory/inventory-summary.repository.ts';
import type { Database, NewFinancialRecord } from '../schema.ts';
import type { TestDatabase } from '../testing.ts';
import { createTestDatabase, resetTables } from '../testing.ts';
import { keptFinancialTypeCountQuery, keptStatusCountQuery } from './kept-counts.repository.ts';

const keptFinancialTypeCount = async (...args: Parameters<typeof keptFinancialTypeCountQuery>) =>
  (await keptFinancialTypeCountQuery(...args).executeTakeFirstOrThrow()).total;
const keptStatusCount = async (...args: Parameters<typeof keptStatusCountQuery>) =>
  (await keptStatusCountQuery(...args).executeTakeFirstOrThrow()).total;

describe('trigger-kept financial_totals and status_counts', () => {
  let testDb: TestDatabase;
  let db: Kysely<Database>;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    db = testDb.db;
  });
  afterAll(() => testDb?.close());
  beforeEach(() => resetTables(db));

  const record = (type: 'income' | 'expense', amount: string, date: string): NewFinancialRecord => ({
    type,
    category: type === 'income' ? 'Consulting' : 'Catering',
    description: `${type} ${amount}`,
    amount,
    date,
  });

  /** The kept rows, and the same figures recounted from financial_records: they must be equal. */
  const financial = async () => {
    const kept = await sql<{ type: string; month: string; n: number; total: string }>`
      select type, month, record_count as n, amount_total::text as total from financial_totals
      where record_count <> 0 or amount_total <> 0 order by type, month`.execute(db);
    const recount = await sql<{ type: string; month: string; n: number; total: string }>`
      select type, date_trunc('month', date)::date as month, count(*) as n, sum(amount)::text as total
      from financial_records group by 1, 2 order by 1, 2`.execute(db);
    return { kept: kept.rows, recount: recount.rows };
  };

  const statuses = async (table: 'clients' | 'events') => {
    const kept = await sql<{ status: string; n: number }>`
      select status, row_count as n from status_counts where table_name = ${table} and row_count <> 0
      order by status`.execute(db);
    const recount = await sql<{ status: string; n: number }>`
      select status, count(*) as n from ${sql.table(table)} group by status order by status`.execute(db);
    return { kept: kept.rows, recount: recount.rows };
  };

  it('adds a multi-row insert per type and month', async () => {
    await db
      .insertInto('financial_records')
      .values([
        record('income', '100.10', '2026-01-05'),
        record('income', '200.20', '2026-01-31'),
        record('income', '0.05', '2026-02-01'),
        record('expense', '50.00', '2026-01-15'),
      ])
      .execute();
    const { kept, recount } = await financial();
    expect(kept).toEqual([
      { type: 'expense', month: '2026-01-01', n: 1, total: '50.00' },
      { type: 'income', month: '2026-01-01', n: 2, total: '300.30' },
      { type: 'income', month: '2026-02-01', n: 1, total: '0.05' },
    ]);
    expect(kept).toEqual(recount);
  });

  it('moves a record between types, months and amounts on update, and takes it out on delete', async () => {
    const [a, b] = await db
      .insertInto('financial_records')
      .values([record('income', '100.00', '2026-03-10'), record('expense', '40.00', '2026-03-11')])
      .returning('id')
      .execute();
    await db.updateTable('financial_records').set({ amount: '125.50' }).where('id', '=', a!.id).execute();
    await db.updateTable('financial_records').set({ date: '2026-04-01' }).where('id', '=', b!.id).execute();
    await db
      .updateTable('financial_records')
      .set({ type: 'expense', category: 'Marketing', date: '2025-12-31', amount: '10.01' })
      .where('id', '=', a!.id)
      .execute();
    // A change of anything else leaves the totals alone.
    await db.updateTable('financial_records').set({ description: 'renamed' }).execute();
    let state = await financial();
    expect(state.kept).toEqual([
      { type: 'expense', month: '2025-12-01', n: 1, total: '10.01' },
      { type: 'expense', month: '2026-04-01', n: 1, total: '40.00' },
    ]);
    expect(state.kept).toEqual(state.recount);

    await db.deleteFrom('financial_records').where('id', '=', b!.id).execute();
    state = await financial();
    expect(state.kept).toEqual([{ type: 'expense', month: '2025-12-01', n: 1, total: '10.01' }]);
    expect(state.kept).toEqual(state.recount);
  });

  it('stays equal to a full recount through a mixed sequence of bulk writes', async () => {
    const values = Array.from({ length: 60 }, (_, i) =>
      record(
        i % 3 === 0 ? 'expense' : 'income',
        `${(i * 37.13) % 900}`.replace(/(\.\d\d)\d+$/, '$1'),
        `2026-0${1 + (i % 6)}-1${i % 10}`,
      ),
    );
    await db.insertInto('financial_records').values(values).execute();
    await sql`update financial_records set amount = amount + 1.99 where id % 4 = 0`.execute(db);
    await sql`update financial_records set date = date + 20 where id % 5 = 0`.execute(db);
    await sql`update financial_records set type = 'expense', category = 'Utilities' where id % 7 = 0`.execute(
      db,
    );
    await sql`delete from financial_records where id % 6 = 0`.execute(db);
    const { kept, recount } = await financial();
    expect(kept.length).toBeGreaterThan(6);
    expect(kept).toEqual(recount);
    const counts = await sql<{ type: string; n: number }>`
      select type, count(*) as n from financial_records group by type`.execute(db);
    for (const row of counts.rows) expect(await keptFinancialTypeCount(db, row.type)).toBe(row.n);
    expect(await keptFinancialTypeCount(db, undefined)).toBe(60 - 10);
  });

  it('forgets everything when the records are truncated', async () => {
    await db
      .insertInto('financial_records')
      .values(record('income', '5.00', '2026-01-01'))
      .execute();
    // (cascade: invoice payments point at their financial records)
    await sql`truncate financial_records cascade`.execute(db);
    expect((await financial()).kept).toEqual([]);
    expect(await keptFinancialTypeCount(db, 'income')).toBe(0);
  });

  it('counts clients and events per status through inserts, status changes and deletes', async () => {
    const clients = await db
      .insertInto('clients')
      .values(
        (['active', 'active', 'pending', 'inactive', 'active'] as const).map((status, i) => ({
          name: `C${i}`,
          industry: 'Retail',
          contactName: 'c',
          contactEmail: `c${i}@example.com`,
          status,
        })),
      )
      .returning('id')
      .execute();
    await db.updateTable('clients').set({ status: 'inactive' }).where('id', '=', clients[0]!.id).execute();
    await db.updateTable('clients').set({ name: 'Renamed' }).where('id', '=', clients[1]!.id).execute();
    await db.deleteFrom('clients').where('id', '=', clients[2]!.id).execute();
    const state = await statuses('clients');
    expect(state.kept).toEqual([
      { status: 'active', n: 2 },
      { status: 'inactive', n: 2 },
    ]);
    expect(state.kept).toEqual(state.recount);
    expect(await keptStatusCount(db, 'clients')).toBe(4);
    expect(await keptStatusCount(db, 'clients', ['pending'])).toBe(0);

    await db
      .insertInto('events')
      .values(
        (['planning', 'confirmed', 'completed', 'in_progress'] as const).map((status) => ({
          name: status,
          type: 'Party',
          clientName: 'C',
          date: '2026-12-01',
          time: '18:00',
          venue: 'Hall',
          status,
        })),
      )
      .execute();
    await sql`update events set status = 'cancelled' where status = 'confirmed'`.execute(db);
    expect(await statuses('events')).toEqual({
      kept: [
        { status: 'cancelled', n: 1 },
        { status: 'completed', n: 1 },
        { status: 'in_progress', n: 1 },
        { status: 'planning', n: 1 },
      ],
      recount: [
        { status: 'cancelled', n: 1 },
        { status: 'completed', n: 1 },
        { status: 'in_progress', n: 1 },
        { status: 'planning', n: 1 },
      ],
    });
  });

  it('gives the dashboard exact figures from the kept rows', async () => {
    await db
      .insertInto('clients')
      .values([
        { name: 'A', industry: 'Retail', contactName: 'a', contactEmail: 'a@example.com' },
        {
          name: 'B',
          industry: 'Retail',
          contactName: 'b',
          contactEmail: 'b@example.com',
          status: 'inactive',
        },
      ])
      .execute();
    const thisMonth = (await sql<{ day: string }>`select current_date as day`.execute(db)).rows[0]!.day;
    await db
      .insertInto('financial_records')
      .values([
        record('income', '99999999.99', thisMonth),
        record('income', '99999999.99', thisMonth),
        record('expense', '0.99', thisMonth),
        record('expense', '1000.00', '2001-01-01'),
      ])
      .execute();
    expect(await dashboardStats(db)).toMatchObject({
      totalClients: 2,
      activeEvents: 0,
      totalIncome: '199999999.98',
      totalExpenses: '1000.99',
      netProfit: '199998998.99',
    });
    const months = await monthlyTotals(db, 12);
    expect(months).toHaveLength(12);
    expect(months.at(-1)).toEqual({ month: thisMonth.slice(0, 7), income: '199999999.98', expenses: '0.99' });
    expect(months.slice(0, -1).every((m) => m.income === '0.00' && m.expenses === '0.00')).toBe(true);
  });

  it('answers list totals from the kept counts, a short page, or a count', async () => {
    await db
      .insertInto('clients')
      .values(
        Array.from({ length: 7 }, (_, i) => ({
          name: i < 3 ? `Acme ${i}` : `Other ${i}`,
          industry: 'Retail',
          contactName: 'c',
          contactEmail: `c${i}@example.com`,
          status: i % 2 === 0 ? ('active' as const) : ('pending' as const),
        })),
      )
      .execute();
    const page = (params: Parameters<typeof clientsRepository.list>[1]) => clientsRepository.list(db, params);
    const first = await page({ limit: 2, offset: 0 });
    expect(first.total).toBe(7);
    // The kept total is read in the page's own query; the rows come back as the table has them.
    expect(first.items.map((c) => c.name)).toEqual(['Other 6', 'Other 5']);
    expect(Object.keys(first.items[0]!).sort()).toEqual(
      Object.keys((await clientsRepository.byId(db, first.items[0]!.id))!).sort(),
    );
    expect((await page({ limit: 2, offset: 0, filters: { status: 'active' } })).total).toBe(4);
    expect((await page({ limit: 2, offset: 6 })).total).toBe(7);
    expect((await page({ limit: 2, offset: 20 })).total).toBe(7);
    expect((await page({ limit: 2, offset: 0, search: 'ACME' })).total).toBe(3);
    expect(
      await page({ limit: 50, offset: 0, search: 'acme', filters: { status: 'pending' } }),
    ).toMatchObject({
      total: 1,
    });
    expect((await eventsRepository.list(db, { limit: 1, offset: 0 })).total).toBe(0);
    await db
      .insertInto('financial_records')
      .values([
        record('income', '1.00', '2026-01-01'),
        record('income', '2.00', '2026-01-02'),
        record('expense', '3.00', '2026-01-03'),
      ])
      .execute();
    expect(
      (await financialRecordsRepository.list(db, { limit: 1, offset: 0, filters: { type: 'income' } })).total,
    ).toBe(2);
    expect(
      (
        await financialRecordsRepository.list(db, {
          limit: 1,
          offset: 0,
          filters: { type: 'income', category: 'Consulting' },
        })
      ).total,
    ).toBe(2);
  });

  it('keeps the inventory cards through inserts, stock changes, price changes and deletes', async () => {
    const kept = async () => {
      const rows = await sql<{ status: string; n: number; value: string }>`
        select status, item_count as n, value_total::numeric(16,2)::text as value from inventory_totals
        where item_count <> 0 or value_total <> 0 order by status`.execute(db);
      const recount = await sql<{ status: string; n: number; value: string }>`
        select status, count(*) as n, sum(unit_value * quantity)::numeric(16,2)::text as value
        from inventory group by status order by status`.execute(db);
      return { kept: rows.rows, recount: recount.rows };
    };
    const items = await db
      .insertInto('inventory')
      .values(
        [
          [10, 2, '12.50'],
          [2, 2, '100.00'],
          [0, 1, '7.25'],
          [50, 5, '0.99'],
        ].map(([quantity, minQuantity, unitValue], i) => ({
          name: `Item ${i}`,
          sku: `SKU-${i}`,
          category: 'Lighting' as const,
          quantity: quantity as number,
          minQuantity: minQuantity as number,
          unitValue: unitValue as string,
        })),
      )
      .returning('id')
      .execute();
    expect(await inventorySummary(db)).toEqual({
      totalItems: 4,
      lowStock: 1,
      outOfStock: 1,
      totalValue: '374.50',
    });

    await db.updateTable('inventory').set({ quantity: 0 }).where('id', '=', items[0]!.id).execute();
    await db.updateTable('inventory').set({ unitValue: '1.01' }).where('id', '=', items[3]!.id).execute();
    await db.updateTable('inventory').set({ name: 'Renamed' }).where('id', '=', items[1]!.id).execute();
    await db.deleteFrom('inventory').where('id', '=', items[2]!.id).execute();
    const state = await kept();
    expect(state.kept).toEqual(state.recount);
    expect(await inventorySummary(db)).toEqual({
      totalItems: 3,
      lowStock: 1,
      outOfStock: 1,
      totalValue: '250.50',
    });

    await sql`truncate inventory cascade`.execute(db);
    expect(await inventorySummary(db)).toEqual({
      totalItems: 0,
      lowStock: 0,
      outOfStock: 0,
      totalValue: '0.00',
    });
  });
  it("keeps each invoice status's balance (total − paid) through issue, payments, edits, voids and deletes", async () => {
    const [client] = await db
      .insertInto('clients')
      .values({ name: 'Owing Co', industry: 'Events', contactName: 'Ola', contactEmail: 'ola@example.test' })
      .returning('id')
      .execute();
    const balances = async () => {
      const kept = await sql<{ status: string; n: number; balance: string }>`
        select status, row_count as n, balance::text from status_counts
        where table_name = 'invoices' and (row_count <> 0 or balance <> 0) order by status`.execute(db);
      const recount = await sql<{ status: string; n: number; balance: string }>`
        select status, count(*)::int as n, sum(total - paid)::text as balance from invoices
        group by status order by status`.execute(db);
      return { kept: kept.rows, recount: recount.rows };
    };
    // Three drafts in one statement, then issued, paid in part and in full, edited, voided, deleted.
    await sql`insert into invoices (client_id, due_date, total)
      select ${client!.id}, date '2099-01-01', t from unnest(array[100.10, 250.00, 49.90]::numeric[]) t`.execute(
      db,
    );
    const ids = (await db.selectFrom('invoices').select('id').orderBy('id').execute()).map((r) => r.id);
    await sql`update invoices set total = 120.10 where id = ${ids[0]}`.execute(db);
    await sql`update invoices set status = 'sent', number = 'INV-T-' || id where id <> ${ids[2]}`.execute(db);
    await sql`update invoices set paid = 20.05, status = 'partially_paid' where id = ${ids[0]}`.execute(db);
    await sql`update invoices set paid = 30.00 where id = ${ids[0]}`.execute(db);
    await sql`update invoices set paid = 250.00, status = 'paid' where id = ${ids[1]}`.execute(db);
    let state = await balances();
    expect(state.kept).toEqual([
      { status: 'draft', n: 1, balance: '49.90' },
      { status: 'paid', n: 1, balance: '0.00' },
      { status: 'partially_paid', n: 1, balance: '90.10' },
    ]);
    expect(state.kept).toEqual(state.recount);
    expect((await dashboardStats(db)).outstanding).toBe('90.10');

    await sql`update invoices set status = 'void', void_reason = 'Cancelled' where id = ${ids[0]}`.execute(
      db,
    );
    await db.deleteFrom('invoices').where('id', '=', ids[2]!).execute();
    state = await balances();
    expect(state.kept).toEqual(state.recount);
    expect((await dashboardStats(db)).outstanding).toBe('0.00');
  });
});
