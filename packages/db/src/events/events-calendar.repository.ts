import { type Kysely, sql } from 'kysely';
import type { Database } from '../schema.ts';
import { eventInvoiceFigures } from './events.repository.ts';

/**
 * Events dated from `from` to `to` inclusive ('YYYY-MM-DD'), in date and time order, for the calendar
 * views: each day's first `perDay` events, each row with its day's total (`dayTotal`), so that a busy
 * month (thousands of events) sends three per day and a count instead of the first few days only.
 * `limit` bounds a crowded range. Each row has its invoiced and paid amounts, as the list's rows.
 */
export async function eventsBetween(
  db: Kysely<Database>,
  range: { from: string; to: string; perDay: number; limit: number },
) {
  const ranked = db
    .selectFrom('events')
    .selectAll()
    .select([
      sql<number>`(row_number() over (partition by date order by time, id))::int`.as('dayRank'),
      sql<number>`(count(*) over (partition by date))::int`.as('dayTotal'),
    ])
    .where('date', '>=', range.from)
    .where('date', '<=', range.to);
  return db
    .selectFrom(ranked.as('ranked'))
    .selectAll()
    .select([
      eventInvoiceFigures.invoiced('ranked').as('invoiced'),
      eventInvoiceFigures.paid('ranked').as('paid'),
    ])
    .where('dayRank', '<=', range.perDay)
    .orderBy('date', 'asc')
    .orderBy('time', 'asc')
    .orderBy('id', 'asc')
    .limit(range.limit)
    .execute();
}
