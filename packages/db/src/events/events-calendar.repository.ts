import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';

/**
 * Events dated from `from` to `to` inclusive ('YYYY-MM-DD'), in date and time order, for the
 * calendar views; `limit` bounds a crowded range.
 */
export async function eventsBetween(db: Kysely<Database>, range: { from: string; to: string; limit: number }) {
  return db
    .selectFrom('events')
    .selectAll()
    .where('date', '>=', range.from)
    .where('date', '<=', range.to)
    .orderBy('date', 'asc')
    .orderBy('time', 'asc')
    .orderBy('id', 'asc')
    .limit(range.limit)
    .execute();
}
