import { type Expression, type Kysely, sql } from 'kysely';
import type { Database } from '../schema.ts';

/** At most this many rows a fetch: what one batch may hold. */
const MAX_BATCH = 10_000;

/**
 * The rows of `query`, in its order, `batchSize` at a time, read through a server-side cursor: the
 * query runs once, in one read-only transaction (so one snapshot: a row changed meanwhile is neither
 * skipped nor read twice), and only the batch being handed out is held in memory. Any order works,
 * computed columns and custom sorts included, which keyset paging could not follow generically.
 *
 * Lazy: nothing is read before the first `next()`. The transaction holds one pooled connection until
 * the last batch is read or the consumer stops (`return()`, e.g. a download cancelled), when it is
 * rolled back. A consumer that stalls longer than the pool's idle-in-transaction timeout loses the
 * connection and the next fetch fails.
 */
export async function* inBatches<Row>(
  db: Kysely<Database>,
  query: Expression<unknown>,
  batchSize: number,
): AsyncGenerator<Row[]> {
  if (!Number.isInteger(batchSize) || batchSize < 1 || batchSize > MAX_BATCH)
    throw new RangeError(`batchSize must be an integer from 1 to ${MAX_BATCH}`);
  const trx = await db.startTransaction().setAccessMode('read only').execute();
  let ended = false;
  try {
    await sql`declare export_rows no scroll cursor for ${query}`.execute(trx);
    for (;;) {
      const { rows } = await sql<Row>`fetch forward ${sql.lit(batchSize)} from export_rows`.execute(trx);
      if (rows.length > 0) yield rows;
      if (rows.length < batchSize) break;
    }
    await trx.commit().execute();
    ended = true;
  } finally {
    // Cancelled or failed: end the transaction, whatever state its connection is in.
    if (!ended)
      await trx
        .rollback()
        .execute()
        .catch(() => {});
  }
}
