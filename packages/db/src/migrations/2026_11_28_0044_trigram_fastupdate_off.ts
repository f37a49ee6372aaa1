import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/*
 * The search indexes (pg_trgm GIN, one per searched column) without GIN's pending list (issue 20).
 * With `fastupdate` on, PostgreSQL's default, a new or changed row's trigrams go to a pending list that
 * every search reads in full until a vacuum or a 4 MB list merges it into the index: after 13,000 new
 * clients a narrow search took 12.4 ms instead of 0.8 ms, and ten at once queued on two cores. Written
 * straight into the index, a row costs its insert a little more and no search pays for it. The lists
 * already pending are merged here. A trigram index made later is created `with (fastupdate = off)`
 * (migrations.test.ts checks every one).
 */

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
async function trigramIndexes(db: Kysely<any>): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select indexname as name from pg_indexes
    where schemaname = current_schema() and indexdef like '%gin_trgm_ops%'
    order by indexname`.execute(db);
  return rows.map((row) => row.name);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function up(db: Kysely<any>): Promise<void> {
  for (const name of await trigramIndexes(db)) {
    await sql`alter index ${sql.id(name)} set (fastupdate = off)`.execute(db);
    await sql`select gin_clean_pending_list(${name}::regclass)`.execute(db);
  }
}

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function down(db: Kysely<any>): Promise<void> {
  for (const name of await trigramIndexes(db))
    await sql`alter index ${sql.id(name)} reset (fastupdate)`.execute(db);
}
