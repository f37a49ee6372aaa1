import type { Database, Kysely, Transaction } from '@app/db';

/**
 * Runs `work` in the caller's transaction when there is one (a mutation's ctx.db is), in a new one
 * otherwise: for the repositories that take a transaction (row locks).
 */
export function inTransaction<T>(
  db: Kysely<Database>,
  work: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  return db.isTransaction ? work(db as Transaction<Database>) : db.transaction().execute(work);
}
