import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateDownAll, migrateToLatest, migrationNames } from '../migrate.ts';
import { tableNames } from '../schema.ts';
import type { TestDatabase } from '../testing.ts';
import { createTestDatabase } from '../testing.ts';

/** What is left in the schema that does not belong to an extension (pg_trgm stays on purpose). */
async function leftovers(testDb: TestDatabase) {
  const { rows } = await sql<{ kind: string; name: string }>`
    select 'relation' as kind, c.relname as name
    from pg_class c
    where c.relnamespace = current_schema()::regnamespace
      and c.relname not like 'kysely_migration%'
      and not exists (select 1 from pg_depend d where d.objid = c.oid and d.deptype = 'e')
    union all
    select 'function', p.proname
    from pg_proc p
    where p.pronamespace = current_schema()::regnamespace
      and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')
    union all
    select 'type', t.typname
    from pg_type t
    where t.typnamespace = current_schema()::regnamespace
      and t.typrelid = 0 and t.typelem = 0
      and not exists (select 1 from pg_depend d where d.objid = t.oid and d.deptype = 'e')
    order by 1, 2`.execute(testDb.db);
  return rows;
}

describe('migrating down', () => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase();
  });
  afterAll(() => testDb?.close());

  it('runs every down and leaves no table, function, type or sequence behind', async () => {
    const results = await migrateDownAll(testDb.db);
    expect(results.map((result) => result.migrationName)).toEqual([...migrationNames].reverse());
    expect(results.every((result) => result.status === 'Success' && result.direction === 'Down')).toBe(true);
    expect(await leftovers(testDb)).toEqual([]);
  });

  it('keeps pg_trgm, which may predate the migrations', async () => {
    const { rows } = await sql`select 1 from pg_extension where extname = 'pg_trgm'`.execute(testDb.db);
    expect(rows).toHaveLength(1);
  });

  it('migrates up again to the full schema', async () => {
    const results = await migrateToLatest(testDb.db);
    expect(results).toHaveLength(migrationNames.length);
    const { rows } = await sql<{ count: number }>`
      select count(*) as count from information_schema.tables
      where table_schema = current_schema() and table_name <> all (array['kysely_migration', 'kysely_migration_lock'])`.execute(
      testDb.db,
    );
    expect(rows[0]?.count).toBe(tableNames.length);
  });

  it('reports a failing migration by name and rolls the whole run back', async () => {
    await migrateDownAll(testDb.db);
    await sql`create table inventory (id integer)`.execute(testDb.db);
    await expect(migrateToLatest(testDb.db)).rejects.toThrow(/migration "2026_11_22_0005_inventory" failed/);
    const { rows } = await sql`select 1 from information_schema.tables where table_name = 'users'`.execute(
      testDb.db,
    );
    expect(rows).toHaveLength(0);
    await sql`drop table inventory`.execute(testDb.db);
    await migrateToLatest(testDb.db);
  });
});
