import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestDatabase } from '../testing.ts';
import { createTestDatabase, resetTables } from '../testing.ts';
import { eventsRepository } from './events.repository.ts';
import { upcomingThenPast } from './events-list-order.ts';

describe('the events list order', () => {
  let testDb: TestDatabase;
  let today: string;
  /** The company's today plus `days`, as 'YYYY-MM-DD'. */
  const day = async (days: number) => {
    const { rows } = await sql<{
      d: string;
    }>`select to_char(company_today() + ${days}::int, 'YYYY-MM-DD') as d`.execute(testDb.db);
    return rows[0]!.d;
  };
  const add = async (name: string, days: number, time = '12:00', extra: Record<string, unknown> = {}) =>
    eventsRepository.insert(testDb.db, {
      name,
      type: 'Party',
      clientName: 'Walk-in',
      date: await day(days),
      time,
      venue: 'Hall',
      budget: '100.00',
      ...extra,
    });
  const names = async (params: Partial<Parameters<typeof eventsRepository.list>[1]> = {}) => {
    const page = await eventsRepository.list(testDb.db, {
      limit: 50,
      offset: 0,
      sortBy: 'upcoming',
      ...params,
    });
    return page.items.map((row) => row.name);
  };

  beforeAll(async () => {
    testDb = await createTestDatabase();
  });
  afterAll(() => testDb?.close());
  beforeEach(async () => {
    await resetTables(testDb.db);
    today = await day(0);
  });

  it('lists upcoming events soonest first (today included, a day by time), then past ones most recent first', async () => {
    // Inserted out of order, so that neither id nor creation order can pass for the date order.
    await add('last year', -365);
    await add('next month', 30);
    await add('yesterday', -1);
    await add('today evening', 0, '19:00');
    await add('next week', 7);
    await add('today morning', 0, '08:30');
    await add('last week late', -7, '21:00');
    await add('last week early', -7, '09:00');
    expect(today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(await names()).toEqual([
      'today morning',
      'today evening',
      'next week',
      'next month',
      'yesterday',
      'last week late',
      'last week early',
      'last year',
    ]);
  });

  it('pages across the turn from upcoming to past without losing or repeating an event', async () => {
    for (let i = 0; i < 7; i++) await add(`up ${i}`, i + 1);
    for (let i = 0; i < 6; i++) await add(`past ${i}`, -(i + 1));
    const all = await names();
    expect(all).toHaveLength(13);
    const pages: string[] = [];
    for (let offset = 0; offset < 13; offset += 3) pages.push(...(await names({ limit: 3, offset })));
    expect(pages).toEqual(all);
    expect(all.slice(6, 8)).toEqual(['up 6', 'past 0']);
    const page = await eventsRepository.list(testDb.db, { limit: 3, offset: 6, sortBy: 'upcoming' });
    expect(page.total).toBe(13);
  });

  it('keeps the order under a search and a filter, and answers their totals', async () => {
    await add('Gala past', -3, '12:00', { status: 'completed' });
    await add('Gala soon', 2, '12:00', { status: 'confirmed' });
    await add('Gala later', 9, '12:00', { status: 'confirmed' });
    await add('Picnic soon', 1, '12:00', { status: 'confirmed' });
    expect(await names({ search: 'gala' })).toEqual(['Gala soon', 'Gala later', 'Gala past']);
    const confirmed = await eventsRepository.list(testDb.db, {
      limit: 2,
      offset: 0,
      sortBy: 'upcoming',
      filters: { status: 'confirmed' },
    });
    expect(confirmed.items.map((row) => row.name)).toEqual(['Picnic soon', 'Gala soon']);
    expect(confirmed.total).toBe(3);
  });

  it('sorts by date both ways with a day in time order, and by budget and status', async () => {
    await add('b', 1, '18:00', { budget: '300.00', status: 'planning' });
    await add('a', 1, '09:00', { budget: '50.00', status: 'confirmed' });
    await add('c', -2, '10:00', { budget: '1000.00', status: 'cancelled' });
    expect(await names({ sortBy: 'date', sortDir: 'asc' })).toEqual(['c', 'a', 'b']);
    expect(await names({ sortBy: 'date', sortDir: 'desc' })).toEqual(['b', 'a', 'c']);
    expect(await names({ sortBy: 'budget', sortDir: 'desc' })).toEqual(['c', 'b', 'a']);
    expect(await names({ sortBy: 'status', sortDir: 'asc' })).toEqual(['c', 'a', 'b']);
  });

  it('reads each part off the date index instead of sorting every matching event', async () => {
    for (let i = 0; i < 40; i++) await add(`e${i}`, (i % 2 === 0 ? 1 : -1) * (i + 1));
    await sql`analyze events`.execute(testDb.db);
    const query = upcomingThenPast(
      testDb.db,
      () => testDb.db.selectFrom('events'),
      {
        limit: 25,
        offset: 0,
      },
      undefined,
    ).compile();
    const plan = await testDb.db.transaction().execute(async (trx) => {
      // A table this small is cheaper to read whole; forbid that to see the plan a big one gets.
      await sql`set local enable_seqscan = off`.execute(trx);
      await sql`set local enable_bitmapscan = off`.execute(trx);
      const explained = await trx.executeQuery({ ...query, sql: `explain ${query.sql}` });
      return explained.rows.map((row) => Object.values(row as object)[0]).join('\n');
    });
    expect(plan).toMatch(/Index Scan using events_date_idx/);
    expect(plan).toMatch(/Index Scan Backward using events_date_idx/);
  });
});
