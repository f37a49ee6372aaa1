import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { compiledOnce } from './compiled-once.ts';
import { createTestDatabase, resetTables, type TestDatabase } from './testing.ts';

let testDb: TestDatabase;

beforeAll(async () => {
  testDb = await createTestDatabase();
  await resetTables(testDb.db);
  await sql`insert into clients (name, industry, contact_name, contact_email, status) values
    ('Ada Events', 'Events', 'Ada', 'ada@example.test', 'active'),
    ('Ben Catering', 'Events', 'Ben', 'ben@example.test', 'inactive'),
    ('Cy Sound', 'Events', 'Cy', 'cy@example.test', 'active')`.execute(testDb.db);
}, 120_000);
afterAll(() => testDb?.close());

describe('compiledOnce', () => {
  // A parameter of the call (the name) beside a constant of the builder's own (the status).
  const build = vi.fn((db: TestDatabase['db'], name: string) =>
    db
      .selectFrom('clients')
      .select(['name', 'contactEmail'])
      .where('status', '=', 'active')
      .where('name', '>=', name)
      .orderBy('name'),
  );
  const activeFrom = compiledOnce(build);

  it("answers each call with its own values, the builder's constants kept, rows in camelCase", async () => {
    expect(await activeFrom(testDb.db, 'A')).toEqual([
      { name: 'Ada Events', contactEmail: 'ada@example.test' },
      { name: 'Cy Sound', contactEmail: 'cy@example.test' },
    ]);
    expect(await activeFrom(testDb.db, 'B')).toEqual([{ name: 'Cy Sound', contactEmail: 'cy@example.test' }]);
    expect(await activeFrom(testDb.db, 'D')).toEqual([]);
  });

  it('builds the query once per database handle; a transaction compiles its own', async () => {
    build.mockClear();
    await activeFrom(testDb.db, 'A');
    await activeFrom(testDb.db, 'C');
    expect(build).not.toHaveBeenCalled();
    const inTransaction = await testDb.db.transaction().execute(async (trx) => {
      await sql`update clients set status = 'active' where name = 'Ben Catering'`.execute(trx);
      return activeFrom(trx, 'B');
    });
    // The transaction's copy reads inside it: it sees the transaction's own write.
    expect(inTransaction.map((row) => row.name)).toEqual(['Ben Catering', 'Cy Sound']);
    expect(build).toHaveBeenCalledTimes(1);
  });
});
