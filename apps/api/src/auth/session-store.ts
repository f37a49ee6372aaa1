import type { Database } from '@app/db';
import type { SessionStore } from '@fastify/session';
import type { Session } from 'fastify';
import type { Kysely } from 'kysely';

/**
 * @fastify/session store on the `sessions` table, so every API instance sees the same sessions.
 * A row lives until its cookie's expiry (rolled forward on activity) or until it is destroyed.
 */
export class PostgresSessionStore implements SessionStore {
  readonly #db: Kysely<Database>;
  readonly #ttlMs: number;

  constructor(db: Kysely<Database>, ttlMs: number) {
    this.#db = db;
    this.#ttlMs = ttlMs;
  }

  set(sid: string, session: Session, callback: (err?: unknown) => void): void {
    const expiresAt = new Date(Date.now() + this.#ttlMs);
    const data = JSON.stringify(session);
    this.#db
      .insertInto('sessions')
      .values({ sid, userId: session.userId ?? null, data, expiresAt })
      .onConflict((oc) => oc.column('sid').doUpdateSet({ userId: session.userId ?? null, data, expiresAt }))
      .execute()
      .then(() => callback(), callback);
  }

  get(sid: string, callback: (err: unknown, result?: Session | null) => void): void {
    this.#db
      .selectFrom('sessions')
      .select('data')
      .where('sid', '=', sid)
      .where('expiresAt', '>', new Date())
      .executeTakeFirst()
      .then((row) => {
        if (!row) return callback(null, null);
        const data = (typeof row.data === 'string' ? JSON.parse(row.data) : row.data) as Session;
        // The cookie's expiry travels as an ISO string in JSON; the session library expects a Date.
        if (data.cookie?.expires) data.cookie.expires = new Date(data.cookie.expires);
        callback(null, data);
      }, callback);
  }

  destroy(sid: string, callback: (err?: unknown) => void): void {
    this.#db
      .deleteFrom('sessions')
      .where('sid', '=', sid)
      .execute()
      .then(() => callback(), callback);
  }
}

/** Ends every session of a user except (optionally) the one making the request. */
export async function destroyUserSessions(db: Kysely<Database>, userId: number, exceptSid?: string) {
  let query = db.deleteFrom('sessions').where('userId', '=', userId);
  if (exceptSid) query = query.where('sid', '!=', exceptSid);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Removes expired rows; called periodically by the server. */
export async function purgeExpiredSessions(db: Kysely<Database>) {
  await db.deleteFrom('sessions').where('expiresAt', '<=', new Date()).execute();
}
