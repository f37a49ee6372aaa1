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
          except select table_name, status, row_count from status_counts where row_count <> 0
        ) s) as mismatches`.execute(testDb.db);
    expect(rows[0]?.mismatches).toBe(0);
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

  it('can run a second time (SKUs are unique per run)', async () => {
    await seedBulk(testDb.db, { clients: 5, events: 5, inventory: 5, financial: 20 });
    const { rows } = await sql<{ n: number }>`select count(*) as n from clients`.execute(testDb.db);
    expect(rows[0]?.n).toBe(65);
  });
});
