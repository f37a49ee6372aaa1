import { type Kysely, sql } from 'kysely';
import { compiledOnce } from '../compiled-once.ts';
import type { Database } from '../schema.ts';

/*
 * Counts of a list's matches kept until the list's table changes.
 *
 * A broad search counts 10,001 of its matches on every call (19 ms of PostgreSQL for "okafor" among
 * 100,000 clients), and the same search comes back as a user pages through it, sorts it, or another
 * member of staff opens the same list. The table's generation (migration 0045: a number that grows in
 * the same transaction as every statement that writes to the table) is read first, in one indexed read
 * of a few rows; a count made at that generation is answered again as long as the generation stays the
 * same, and counted anew as soon as any change to the table commits.
 *
 * Why a count kept at generation g is still exact when g is read again: the generation is read before
 * counting, in an earlier snapshot, so the count sees every change g stands for (and perhaps one that
 * commits in between, whose commit then moves every later reader to g + 1). Each instance of the API
 * keeps its own counts; the generation is the database's, so none can answer what another has changed.
 * Inside a transaction nothing is kept or answered: its own uncommitted writes would count.
 */

/** How many counts a database handle keeps: the least recently answered goes first. */
const MAX_KEPT = 1_000;

const keptCounts = new WeakMap<Kysely<Database>, Map<string, number>>();

const generationRows = compiledOnce((db, table: string) =>
  db
    .selectFrom('list_generations')
    .select(sql<string>`coalesce(sum(changes), 0)::text`.as('generation'))
    .where('tableName', '=', table),
);

/** The table's generation (migration 0045), as text: it only grows, with every committed change. */
export async function listGeneration(db: Kysely<Database>, table: string): Promise<string> {
  return (await generationRows(db, table))[0]!.generation;
}

/**
 * How many rows `count` finds in `table`, answered again without counting while the table has not
 * changed. `key` names what is counted (the search, the filters, the cap): two counts with one key must
 * be the same query.
 */
export async function keptCount(
  db: Kysely<Database>,
  table: string,
  key: string,
  count: () => Promise<number>,
): Promise<number> {
  if (db.isTransaction) return count();
  let counts = keptCounts.get(db);
  if (!counts) {
    counts = new Map();
    keptCounts.set(db, counts);
  }
  const at = `${table}\u0000${await listGeneration(db, table)}\u0000${key}`;
  const known = counts.get(at);
  if (known !== undefined) {
    // Answered: now the most recently used (a Map keeps insertion order).
    counts.delete(at);
    counts.set(at, known);
    return known;
  }
  const n = await count();
  counts.set(at, n);
  if (counts.size > MAX_KEPT) counts.delete(counts.keys().next().value!);
  return n;
}

/**
 * Folds the generation rows of connections that have ended into each table's row 0, keeping every
 * table's sum (one statement: no reader sees it half done). Answers how many rows were folded. Run now
 * and then (the API's housekeeping): every connection that ever wrote to a list's table left a row.
 */
export async function foldListGenerations(db: Kysely<Database>): Promise<number> {
  const { rows } = await sql<{ folded: number }>`
    with gone as (
      delete from list_generations g
      where g.backend <> 0 and not exists (select 1 from pg_stat_activity a where a.pid = g.backend)
      returning table_name, changes
    ), folded as (
      insert into list_generations as g (table_name, backend, changes)
      select table_name, 0, sum(changes)::bigint from gone group by table_name
      on conflict (table_name, backend) do update set changes = g.changes + excluded.changes
    )
    select count(*)::int as folded from gone`.execute(db);
  return rows[0]!.folded;
}
