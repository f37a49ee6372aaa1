import fc from 'fast-check';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createDatabase, isoTimestamp } from './client.ts';
import type { TestDatabase } from './testing.ts';
import { createTestDatabase, resetTables, testDatabaseKind } from './testing.ts';

describe('createDatabase type parsing and naming', () => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase();
  });
  afterAll(() => testDb?.close());
  beforeEach(() => resetTables(testDb.db));

  it('returns numeric as a string with its scale, date as YYYY-MM-DD, int8 as a number', async () => {
    const { rows } = await sql<{ money: string; day: string; total: number; at: string; days: string[] }>`
      select 12.5::numeric(10, 2) as money, date '2026-03-09' as day, count(*) as total,
        timestamptz '2026-03-09 10:00:00+00' as at, array[date '2026-01-02'] as days
      from generate_series(1, 3)`.execute(testDb.db);
    expect(rows[0]).toEqual({
      money: '12.50',
      day: '2026-03-09',
      total: 3,
      at: '2026-03-09T10:00:00.000Z',
      days: ['2026-01-02'],
    });
  });

  it('reads a timestamptz as the ISO text Date#toISOString gives, in any session time zone', async () => {
    const instants = [
      '2026-03-29 00:59:59.999999+00',
      '2026-03-29 01:00:00+00',
      '2026-10-25 00:30:00.5+00',
      '1999-12-31 23:59:59.123+00',
    ];
    for (const zone of ['UTC', 'Europe/Berlin', 'America/New_York', 'Asia/Kolkata']) {
      const rows = await testDb.db.transaction().execute(async (trx) => {
        await sql`set local time zone ${sql.lit(zone)}`.execute(trx);
        return (await sql<{ at: string }>`select unnest(${instants}::timestamptz[]) as at`.execute(trx)).rows;
      });
      expect(
        rows.map((r) => r.at),
        zone,
      ).toEqual([
        '2026-03-29T00:59:59.999Z',
        '2026-03-29T01:00:00.000Z',
        '2026-10-25T00:30:00.500Z',
        '1999-12-31T23:59:59.123Z',
      ]);
    }
  });

  it('round-trips money and dates through a table without a float in between', async () => {
    const inserted = await testDb.db
      .insertInto('financial_records')
      .values({
        type: 'income',
        category: 'Consulting',
        description: 'Big one',
        amount: '99999999.99',
        date: '2026-12-31',
        attachments: ['a.pdf', 'b, c.pdf'],
      })
      .returning(['amount', 'date', 'attachments', 'createdAt', 'taxDeductible'])
      .executeTakeFirstOrThrow();
    expect(inserted.amount).toBe('99999999.99');
    expect(inserted.date).toBe('2026-12-31');
    expect(inserted.attachments).toEqual(['a.pdf', 'b, c.pdf']);
    expect(inserted.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(inserted.taxDeductible).toBe(false);
  });

  it('maps camelCase properties to snake_case columns and back', async () => {
    const row = await testDb.db
      .insertInto('clients')
      .values({ name: 'Acme', industry: 'Retail', contactName: 'Ann', contactEmail: 'ann@example.com' })
      .returningAll()
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      contactName: 'Ann',
      eventsCount: 0,
      revenue: '0.00',
      version: 1,
      status: 'active',
    });
    const { rows } = await sql<{ contactName: string }>`select contact_name from clients`.execute(testDb.db);
    expect(rows[0]?.contactName).toBe('Ann');
  });

  it('keeps the keys inside jsonb as they were written', async () => {
    const row = await testDb.db
      .insertInto('notifications')
      .values({
        type: 't',
        title: 't',
        message: 'm',
        metadata: { snake_key: 1, nested: { other_key: [1, 2] } },
      })
      .returning('metadata')
      .executeTakeFirstOrThrow();
    expect(row.metadata).toEqual({ snake_key: 1, nested: { other_key: [1, 2] } });
  });

  describe.runIf(testDatabaseKind() === 'postgres')('PostgreSQL pool', () => {
    it('survives an idle connection being killed, reports it, and reconnects', async () => {
      const errors: Error[] = [];
      const app = await createDatabase({
        databaseUrl: testDb.databaseUrl,
        onPoolError: (error) => errors.push(error),
      });
      try {
        const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(app.db);
        await sql`select pg_terminate_backend(${rows[0]?.pid})`.execute(testDb.db);
        for (let waited = 0; errors.length === 0 && waited < 5_000; waited += 50) {
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        expect(errors).toHaveLength(1);
        const after = await sql<{ one: number }>`select 1 as one`.execute(app.db);
        expect(after.rows[0]?.one).toBe(1);
      } finally {
        await app.close();
      }
    });

    it('cancels a statement that runs longer than statement_timeout', async () => {
      const app = await createDatabase({ databaseUrl: testDb.databaseUrl, statementTimeoutMs: 100 });
      try {
        await expect(sql`select pg_sleep(2)`.execute(app.db)).rejects.toMatchObject({ code: '57014' });
      } finally {
        await app.close();
      }
    });
  });
});

describe('isoTimestamp', () => {
  // Held to node-postgres' own timestamptz parser (postgres-date) followed by Date#toISOString: the
  // Date round trip it replaces.
  const throughDate = (text: string) => (pg.types.getTypeParser(1184, 'text')(text) as Date).toISOString();
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');

  it('gives what a Date would, for any instant and any offset PostgreSQL writes', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('1900-01-01T00:00:00Z'),
          max: new Date('2200-12-31T23:59:59Z'),
          noInvalidDate: true,
        }),
        fc.integer({ min: 0, max: 999 }),
        fc.constantFrom(0, 60, -300, 330, 345, -570),
        fc.boolean(),
        (date, micros, offsetMinutes, withFraction) => {
          const local = new Date(date.getTime() + offsetMinutes * 60_000);
          const ms = withFraction ? local.getUTCMilliseconds() : 0;
          const fraction = withFraction ? `.${pad(ms, 3)}${pad(micros, 3)}`.replace(/0+$/, '') : '';
          const sign = offsetMinutes < 0 ? '-' : '+';
          const abs = Math.abs(offsetMinutes);
          const offset = `${sign}${pad(Math.floor(abs / 60))}${abs % 60 ? `:${pad(abs % 60)}` : ''}`;
          const text = `${local.getUTCFullYear()}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())} ${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}:${pad(local.getUTCSeconds())}${fraction === '.' ? '' : fraction}${offset}`;
          expect(isoTimestamp(text)).toBe(throughDate(text));
        },
      ),
      { numRuns: 2_000 },
    );
  });

  it('leaves a text no Date can hold as it is', () => {
    expect(isoTimestamp('infinity')).toBe('infinity');
    expect(isoTimestamp('-infinity')).toBe('-infinity');
  });
});
