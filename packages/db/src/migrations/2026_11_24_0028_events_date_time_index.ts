import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/*
 * The events list sorts by date and, within a day, by time (issue 14: upcoming events soonest first,
 * past ones most recent first; the Date header both ways). events_date_idx gains `time` between date
 * and the `id` tie-breaker, so every one of those orders is read straight off the index, forwards or
 * backwards, instead of sorting each day's events. The calendar's per-day ranking (date, then time and
 * id) reads the same order.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function up(db: Kysely<any>): Promise<void> {
  await sql`drop index events_date_idx`.execute(db);
  await sql`create index events_date_idx on events (date, time, id)`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index events_date_idx`.execute(db);
  await sql`create index events_date_idx on events (date, id)`.execute(db);
}
