import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientsRepository } from '../clients/clients.repository.ts';
import type { Database } from '../schema.ts';
import { createTestDatabase, resetTables, type TestDatabase } from '../testing.ts';
import { inBatches } from './in-batches.ts';

// Exports read a list's rows through a cursor, a batch at a time: every row once, in the
// list's order, and the transaction ended whether the reader finishes or stops early (on PGlite, with one
// connection, a transaction left open would stall every later query).

let testDb: TestDatabase;
let db: Kysely<Database>;

beforeAll(async () => {
  testDb = await createTestDatabase();
  db = testDb.db;
  await resetTables(db);
  await sql`insert into clients (name, industry, contact_name, contact_email, status)
    select 'Cursor ' || lpad(g::text, 4, '0'), 'Events', 'Ana', 'c' || g || '@example.test',
      case when g % 4 = 0 then 'pending' else 'active' end
    from generate_series(1, 1050) g`.execute(db);
}, 120_000);
afterAll(() => testDb?.close());

describe('batches (a list without paging, through a cursor)', () => {
  it("hands out every matching row once, in the list's order, a batch at a time", async () => {
    const params = {
      search: 'cursor',
      filters: { status: 'active' },
      sortBy: 'name',
      sortDir: 'desc',
    } as const;
    const sizes: number[] = [];
    const names: string[] = [];
    for await (const batch of clientsRepository.batches(db, params, 100)) {
      sizes.push(batch.length);
      names.push(...batch.map((row) => row.name));
    }
    const page = await clientsRepository.rows(db, { ...params, limit: 500, offset: 0 });
    const rest = await clientsRepository.rows(db, { ...params, limit: 500, offset: 500 });
    expect(names).toEqual([...page, ...rest].map((row) => row.name));
    expect(names).toHaveLength(788);
    expect(sizes).toEqual([100, 100, 100, 100, 100, 100, 100, 88]);
  });

  it('ends its transaction when the reader stops early, so the connection serves the next query', async () => {
    for await (const batch of clientsRepository.batches(db, {}, 10)) {
      expect(batch).toHaveLength(10);
      break;
    }
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from clients`.execute(db);
    expect(rows[0]?.n).toBe(1050);
  });

  it('ends its transaction when a fetch fails', async () => {
    const failing = sql`select 1 / (g - 3) from generate_series(1, 5) g`;
    await expect(async () => {
      for await (const _ of inBatches(db, failing, 1)) {
        // reads until the division by zero
      }
    }).rejects.toThrow(/division by zero/);
    const { rows } = await sql<{ one: number }>`select 1 as one`.execute(db);
    expect(rows[0]?.one).toBe(1);
  });

  it('refuses a batch size it cannot fetch', async () => {
    await expect(inBatches(db, sql`select 1`, 0).next()).rejects.toThrow(RangeError);
  });
});
