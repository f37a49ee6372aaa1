import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestDatabase } from '../testing.ts';
import { createTestDatabase } from '../testing.ts';
import { bulkSeedCounts, seedBulk } from './bulk.ts';

describe('seedBulk (small)', () => {
  let testDb: TestDatabase;
  const given = { clients: 60, events: 150, inventory: 40, financial: 900 };
  beforeAll(async () => {
    testDb = await createTestDatabase();
    await seedBulk(testDb.db, given);
  });
  afterAll(() => testDb?.close());

  it('inserts the requested and proportionate counts', async () => {
    const expected = bulkSeedCounts(given);
    const { rows } = await sql<{
      clients: number;
      events: number;
      inventory: number;
      financial: number;
      vendors: number;
    }>`
      select (select count(*) from clients) as clients, (select count(*) from events) as events,
        (select count(*) from inventory) as inventory, (select count(*) from financial_records) as financial,
        (select count(*) from vendors) as vendors`.execute(testDb.db);
    expect(rows[0]).toEqual({
      clients: 60,
      events: 150,
      inventory: 40,
      financial: 900,
      vendors: expected.vendors,
    });
  });

  it('leaves events_count and revenue equal to a full recount', async () => {
    const { rows } = await sql<{ mismatches: number; withRevenue: number }>`
      select count(*) filter (where c.events_count <> coalesce(e.n, 0) or c.revenue <> coalesce(f.total, 0)) as mismatches,
        count(*) filter (where c.revenue > 0) as with_revenue
      from clients c
      left join (select client_id, count(*) as n from events group by client_id) e on e.client_id = c.id
      left join (select client_id, sum(amount) as total from financial_records where type = 'income'
                 group by client_id) f on f.client_id = c.id`.execute(testDb.db);
    expect(rows[0]?.mismatches).toBe(0);
    expect(rows[0]?.withRevenue).toBeGreaterThan(30);
  });

  it('leaves the kept financial totals and status counts equal to a full recount', async () => {
    const { rows } = await sql<{ mismatches: number }>`
      select
        (select count(*) from (
          select type, date_trunc('month', date)::date as month, count(*) as n, sum(amount) as total
          from financial_records group by 1, 2
          except select type, month, record_count, amount_total from financial_totals where record_count <> 0
        ) f)
        + (select count(*) from (
          select 'clients' as t, status, count(*) as n from clients group by status
          union all select 'events', status, count(*) from events group by status
          union all select 'invoices', status, count(*) from invoices group by status
          except select table_name, status, row_count from status_counts where row_count <> 0
        ) s)
        + (select count(*) from invoices i where (i.paid_on is not null) <> (i.status = 'paid')
            or i.paid_on <> (select max(p.date) from invoice_payments p where p.invoice_id = i.id))
        + (select count(*) from (
          select status, sum(total - paid) as balance from invoices group by status
          except select status, balance from status_counts where table_name = 'invoices' and row_count <> 0
        ) b) as mismatches`.execute(testDb.db);
    expect(rows[0]?.mismatches).toBe(0);
  });

  it('makes invoices in every state as the invoice rules would: totals from their lines, numbers in issue order, payments with their income records', async () => {
    const expected = bulkSeedCounts(given);
    const { rows } = await sql<{
      invoices: number;
      statuses: string[];
      wrongTotals: number;
      wrongPaid: number;
      wrongEvent: number;
      unmatchedPayments: number;
      payments: number;
    }>`
      select (select count(*)::int from invoices) as invoices,
        (select array_agg(distinct status order by status) from invoices) as statuses,
        (select count(*)::int from invoices i
           join (select invoice_id, sum(amount) as amount, sum(tax) as tax,
                   bool_and(amount = round(quantity * unit_price, 2)
                            and tax = round(amount * tax_rate / 100, 2)) as lines_right
                 from invoice_items group by invoice_id) l on l.invoice_id = i.id
           where not l.lines_right or i.subtotal <> l.amount or i.tax <> l.tax
             or i.total <> l.amount + l.tax - i.discount) as wrong_totals,
        (select count(*)::int from invoices i
           where i.paid <> coalesce((select sum(amount) from invoice_payments p where p.invoice_id = i.id), 0)
             or (i.status = 'paid') <> (i.paid = i.total and i.total > 0)
             or (i.status = 'partially_paid') <> (i.paid > 0 and i.paid < i.total)) as wrong_paid,
        (select count(*)::int from invoices i join events e on e.id = i.event_id
           where e.client_id <> i.client_id) as wrong_event,
        (select count(*)::int from invoice_payments p join invoices i on i.id = p.invoice_id
           left join financial_records f on f.id = p.financial_record_id
           where f.id is null or f.type <> 'income' or f.category <> 'Event Services' or f.amount <> p.amount
             or f.reference <> i.number or f.client_id <> i.client_id) as unmatched_payments,
        (select count(*)::int from invoice_payments) as payments`.execute(testDb.db);
    expect(rows[0]).toMatchObject({
      invoices: expected.invoices,
      statuses: ['draft', 'paid', 'partially_paid', 'sent', 'void'],
      wrongTotals: 0,
      wrongPaid: 0,
      wrongEvent: 0,
      unmatchedPayments: 0,
    });
    expect(rows[0]?.payments).toBeGreaterThan(expected.invoices / 3);

    // Each year's numbers are 1, 2, 3 … in the order of the issue dates, and its sequence goes on after them.
    const numbering = await sql<{ year: number; gaps: number; last: number; next: number }>`
      select y.year, count(*) filter (where n.number <> n.rank)::int as gaps, max(n.number)::int as last,
        (select next_number from invoice_sequences s where s.year = y.year) as next
      from (select extract(year from issue_date)::int as year, split_part(number, '-', 3)::int as number,
              row_number() over (partition by extract(year from issue_date) order by issue_date, id) as rank
            from invoices where number is not null) n
      cross join lateral (select n.year) y
      group by y.year`.execute(testDb.db);
    expect(numbering.rows.length).toBeGreaterThan(0);
    for (const year of numbering.rows) expect(year).toMatchObject({ gaps: 0, next: year.last + 1 });
  });

  it("makes reservations spread over the events and items, in the states their events' dates give them", async () => {
    const expected = bulkSeedCounts(given);
    const { rows } = await sql<{
      reservations: number;
      events: number;
      items: number;
      statuses: string[];
      short: number;
      wrongState: number;
    }>`
      select (select count(*)::int from reservations) as reservations,
        (select count(distinct event_id)::int from reservations) as events,
        (select count(distinct inventory_id)::int from reservations) as items,
        (select array_agg(distinct status order by status) from reservations) as statuses,
        (select count(*)::int from reservations where shortfall_reason is not null) as short,
        (select count(*)::int from reservations r join events e on e.id = r.event_id
           where r.status <> case when e.status = 'cancelled' or e.date > current_date + 1 then 'reserved'
             when e.date >= current_date - 1 then 'checked_out' else 'returned' end
             or (r.status = 'reserved') <> (r.checked_out_at is null)
             or (r.status = 'returned') <> (r.returned_at is not null)) as wrong_state`.execute(testDb.db);
    expect(expected.reservations).toBe(750);
    expect(rows[0]).toMatchObject({
      reservations: 750,
      events: 150,
      items: 40,
      wrongState: 0,
    });
    expect(rows[0]?.statuses).toContain('returned');
    expect(rows[0]?.statuses).toContain('reserved');
    expect(rows[0]?.short).toBeGreaterThan(0);
  });

  it('enables the derived-value triggers again', async () => {
    const { rows } = await sql<{ tgname: string; tgenabled: string }>`
      select tgname, tgenabled from pg_trigger
      where tgname in ('events_maintain_client_events_count', 'financial_records_maintain_client_revenue')`.execute(
      testDb.db,
    );
    expect(rows).toHaveLength(2);
    expect(rows.every((row) => row.tgenabled === 'O')).toBe(true);
    const disabled = await sql<{ tgname: string }>`
      select tgname from pg_trigger where not tgisinternal and tgenabled = 'D'`.execute(testDb.db);
    expect(disabled.rows).toEqual([]);
  });

  it('can run a second time (SKUs are unique per run, invoice numbers go on from the sequences)', async () => {
    await seedBulk(testDb.db, { clients: 5, events: 5, inventory: 5, financial: 20 });
    const { rows } = await sql<{ n: number; invoices: number; numbers: number; reservations: number }>`
      select (select count(*) from clients) as n, (select count(*)::int from invoices) as invoices,
        (select count(distinct number)::int + count(*) filter (where number is null)::int from invoices) as numbers,
        (select count(*)::int from reservations) as reservations`.execute(testDb.db);
    // The second load's 25 reservations take its own 5 items: no (event, item) pair is made twice.
    expect(rows[0]).toEqual({ n: 65, invoices: 130, numbers: 130, reservations: 775 });
  });
});
