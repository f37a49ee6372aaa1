import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/*
 * How many times each list's table has changed, so that a count of a search's or a filter's matches can
 * be kept and answered again until the table changes (issue 20, broad searches: counting 10,001 of
 * 100,000 clients costs 19 ms of PostgreSQL on every call of the same search; see countCache in
 * src/crud/count-cache.ts).
 *
 * A statement-level trigger adds 1 for each INSERT, UPDATE, DELETE or TRUNCATE statement on the table,
 * in the writing transaction, to the row of the writing connection (`backend`, its pg_backend_pid()).
 * The table's generation is the sum of its rows, read in one snapshot: it grows exactly when a change
 * to the table commits, and a rolled-back change never counts. One row per connection means no two
 * transactions ever wait for each other's counter (one row per table would queue every writer of the
 * table behind the slowest, an import for seconds) and none can deadlock on them. The rows of
 * connections that have ended are folded into row 0 (foldListGenerations, the API's housekeeping),
 * which keeps every sum as it was.
 *
 * Row 0 starts at a random number, so a table made again (migrated down and up) does not repeat the
 * generations of the one before it. Never truncated (resetTables leaves it), for the same reason.
 */

/** The tables whose lists keep their counts (`countCache` in their repositories). */
const LIST_GENERATION_TABLES = [
  'campaigns',
  'clients',
  'digital_products',
  'documents',
  'events',
  'financial_records',
  'inventory',
  'marketing_assets',
  'templates',
  'vendors',
] as const;

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table list_generations (
    table_name text not null,
    backend integer not null,
    changes bigint not null,
    primary key (table_name, backend)
  )`.execute(db);
  await sql`create function list_generations_bump() returns trigger language plpgsql as $$
begin
  insert into list_generations as g (table_name, backend, changes) values (tg_table_name, pg_backend_pid(), 1)
  on conflict (table_name, backend) do update set changes = g.changes + 1;
  return null;
end
$$`.execute(db);
  for (const table of LIST_GENERATION_TABLES) {
    await sql`create trigger ${sql.id(`${table}_list_generation`)}
      after insert or update or delete or truncate on ${sql.table(table)}
      for each statement execute function list_generations_bump()`.execute(db);
    await sql`insert into list_generations (table_name, backend, changes)
      values (${table}, 0, floor(random() * 1e12)::bigint)`.execute(db);
  }
}

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of LIST_GENERATION_TABLES)
    await sql`drop trigger ${sql.id(`${table}_list_generation`)} on ${sql.table(table)}`.execute(db);
  await sql`drop function list_generations_bump()`.execute(db);
  await sql`drop table list_generations`.execute(db);
}
