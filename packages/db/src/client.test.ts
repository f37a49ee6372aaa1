import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createDatabase } from './client.ts';
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
    const { rows } = await sql<{ money: string; day: string; total: number; at: Date; days: string[] }>`
      select 12.5::numeric(10, 2) as money, date '2026-03-09' as day, count(*) as total,
        timestamptz '2026-03-09 10:00:00+00' as at, array[date '2026-01-02'] as days
      from generate_series(1, 3)`.execute(testDb.db);
    expect(rows[0]).toEqual({
      money: '12.50',
      day: '2026-03-09',
      total: 3,
      at: new Date('2026-03-09T10:00:00Z'),
      days: ['2026-01-02'],
    });
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
    expect(inserted.createdAt).toBeInstanceOf(Date);
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
