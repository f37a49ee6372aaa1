import { CompiledQuery, type Kysely } from 'kysely';
import type { Database } from '../schema.ts';

/*
 * For a library that brings its own SQL (the job queue, pg-boss): a way to run it on one of our
 * handles, inside the caller's transaction when the handle is one.
 */

/** Runs SQL text with positional parameters on `db`, answering its rows raw (no camelCase mapping). */
export function runForeignSql(db: Kysely<Database>) {
  const raw = db.withoutPlugins();
  return async (text: string, values?: unknown[]) => {
    const result = await raw.executeQuery(CompiledQuery.raw(text, values ?? []));
    return { rows: [...result.rows] };
  };
}

/**
 * Runs `work` while holding `db`'s connection. On embedded PGlite there is one session: holding it
 * means no transaction of ours is open on it while `work` runs, and none opens until it is done.
 */
export function holdingConnection<T>(db: Kysely<Database>, work: () => Promise<T>): Promise<T> {
  return db.connection().execute(() => work());
}
