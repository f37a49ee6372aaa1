import type { Database } from '@app/db';
import type { SessionStore } from '@fastify/session';
import type { Session } from 'fastify';
import type { Kysely } from 'kysely';
import { CURRENT_USER_COLUMNS } from './current-user.ts';
import type { SessionAccount } from './session-user.ts';

/**
 * @fastify/session store on the `sessions` table, so every API instance sees the same sessions.
 * A row lives until its cookie's expiry (rolled forward on activity) or until it is destroyed.
 *
 * Reading a session also reads its user's row in the same query (`session.account`), so a signed-in
 * request costs one query before its own work instead of two. The account is read afresh on every
 * request (a disabled user or a changed role counts at once) and never written back to the row.
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
    const { account: _readWithTheSession, ...stored } = session;
    const data = JSON.stringify(stored);
    this.#db
      .insertInto('sessions')
      .values({ sid, userId: session.userId ?? null, data, expiresAt })
      .onConflict((oc) => oc.column('sid').doUpdateSet({ userId: session.userId ?? null, data, expiresAt }))
      .execute()
      .then(() => callback(), callback);
  }

  get(sid: string, callback: (err: unknown, result?: Session | null) => void): void {
    this.#db
      .selectFrom('sessions as s')
      .leftJoin('users as u', 'u.id', 's.userId')
      .select(['s.data', ...CURRENT_USER_COLUMNS.map((column) => `u.${column}` as const), 'u.isActive'])
      .where('s.sid', '=', sid)
      .where('s.expiresAt', '>', new Date())
      .executeTakeFirst()
      .then((row) => {
        if (!row) return callback(null, null);
        const { data: stored, id, role, username, isActive, ...profile } = row;
        const data = (typeof stored === 'string' ? JSON.parse(stored) : stored) as Session;
        // The cookie's expiry travels as an ISO string in JSON; the session library expects a Date.
        if (data.cookie?.expires) data.cookie.expires = new Date(data.cookie.expires);
        delete data.account;
        if (id !== null && username !== null && role !== null && isActive !== null) {
          data.account = { id, username, role: role as SessionAccount['role'], isActive, ...profile };
        }
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
