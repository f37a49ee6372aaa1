import { type Database, deleteSession, type Kysely, saveSession, sessionWithAccount } from '@app/db';
import type { SessionStore } from '@fastify/session';
import type { Session } from 'fastify';
import type { SessionCache } from './session-cache.ts';

/**
 * @fastify/session store on the `sessions` table, so every API instance sees the same sessions.
 * A row lives until its cookie's expiry (rolled forward on activity) or until it is destroyed.
 *
 * Reading a session also reads its user's row in the same query (`session.account`), so a signed-in
 * request costs one query before its own work instead of two. The account is read afresh on every
 * request (a disabled user or a changed role counts at once) and never written back to the row.
 * With a SessionCache, that query is skipped while the database has announced no change to the
 * session or its user (session-cache.ts).
 */
export class PostgresSessionStore implements SessionStore {
  readonly #db: Kysely<Database>;
  readonly #ttlMs: number;
  readonly #cache: SessionCache | undefined;

  constructor(db: Kysely<Database>, ttlMs: number, cache?: SessionCache) {
    this.#db = db;
    this.#ttlMs = ttlMs;
    this.#cache = cache;
  }

  set(sid: string, session: Session, callback: (err?: unknown) => void): void {
    const { account: _readWithTheSession, ...stored } = session;
    this.#cache?.forget(sid);
    saveSession(this.#db, {
      sid,
      userId: session.userId ?? null,
      data: JSON.stringify(stored),
      expiresAt: new Date(Date.now() + this.#ttlMs),
    }).then(() => {
      // Again once written: a read of this instance may have kept the old row meanwhile.
      this.#cache?.forget(sid);
      callback();
    }, callback);
  }

  get(sid: string, callback: (err: unknown, result?: Session | null) => void): void {
    const load = () => sessionWithAccount(this.#db, sid);
    (this.#cache ? this.#cache.read(sid, load) : load()).then((row) => {
      if (!row) return callback(null, null);
      const data = (typeof row.data === 'string' ? JSON.parse(row.data) : row.data) as Session;
      // The cookie's expiry travels as an ISO string in JSON; the session library expects a Date.
      if (data.cookie?.expires) data.cookie.expires = new Date(data.cookie.expires);
      delete data.account;
      if (row.account) data.account = row.account;
      callback(null, data);
    }, callback);
  }

  destroy(sid: string, callback: (err?: unknown) => void): void {
    this.#cache?.forget(sid);
    deleteSession(this.#db, sid).then(() => {
      this.#cache?.forget(sid);
      callback();
    }, callback);
  }
}
