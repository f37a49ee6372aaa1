import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { Database } from '../schema.ts';

/** The events matching a list's search and filters, before any order (crud.repository's `where`). */
// biome-ignore lint/complexity/noBannedTypes: a query that selects nothing yet
export type MatchingEvents = SelectQueryBuilder<Database, 'events', {}>;

const today = sql<string>`company_today()`;

/**
 * The events list's default order: the events from the company's today on, soonest first,
 * then the past ones, most recent first; within a day by time, then id.
 *
 * "Upcoming or past" depends on today, so no index can hold that order itself; sorting by a CASE
 * expression would read and sort every matching event for each page (100,000 on a big book). Instead
 * each part is read in its own order straight off `events_date_idx` (date, time, id): forwards from
 * today for the upcoming part, backwards from yesterday for the past part, each stopping after the
 * rows the page can reach (offset + limit). The union of those at most 2 × (offset + limit) rows is
 * put in order and cut to the page. The outer query names its rows `events` (crud.repository.ts adds
 * the computed values to it). Without a limit (an export) both parts are read whole.
 */
export function upcomingThenPast(
  db: Kysely<Database>,
  matching: () => MatchingEvents,
  page: { limit: number | null; offset: number },
  /** The columns to answer, or undefined for every column. */
  columns: readonly string[] | undefined,
) {
  // Every row when there is no limit (an export).
  const reach = page.limit === null ? null : page.offset + page.limit;
  const upcoming = matching()
    .selectAll()
    .where('date', '>=', today)
    .orderBy('date', 'asc')
    .orderBy('time', 'asc')
    .orderBy('id', 'asc')
    .limit(reach);
  const past = matching()
    .selectAll()
    .where('date', '<', today)
    .orderBy('date', 'desc')
    .orderBy('time', 'desc')
    .orderBy('id', 'desc')
    .limit(reach);
  const parts = db
    .selectFrom(upcoming.as('upcoming'))
    .selectAll()
    .unionAll(db.selectFrom(past.as('past')).selectAll());
  // A subquery, so that today is worked out once (an InitPlan), not once for each row sorted.
  const isUpcoming = sql`events.date >= (select company_today())`;
  const rows = db.selectFrom(parts.as('events'));
  return (columns ? rows.select(columns.map((c) => `events.${c}` as 'events.id')) : rows.selectAll('events'))
    .orderBy(sql`case when ${isUpcoming} then 0 else 1 end`)
    .orderBy(sql`case when ${isUpcoming} then events.date end`, 'asc')
    .orderBy(sql`case when ${isUpcoming} then events.time end`, 'asc')
    .orderBy(sql`case when ${isUpcoming} then events.id end`, 'asc')
    .orderBy('events.date', 'desc')
    .orderBy('events.time', 'desc')
    .orderBy('events.id', 'desc')
    .limit(page.limit)
    .offset(page.offset);
}
