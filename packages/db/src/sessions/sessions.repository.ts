import type { CurrentUser } from '@app/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';
import { twoFactorPendingOf } from '../two-factor/two-factor.repository.ts';
import { CURRENT_USER_COLUMNS } from '../users/user-accounts.repository.ts';

/** A stored session: its data as JSON text, its user, and when the row expires. */
export type StoredSession = { sid: string; userId: number | null; data: string; expiresAt: Date };

/** A live session's data, its row's expiry and, when it has a user, that user's current row (one query). */
export type SessionWithAccount = {
  data: unknown;
  expiresAt: Date;
  account: (CurrentUser & { isActive: boolean }) | null;
};

/**
 * The channel on which the database announces a changed or deleted session ('s:<sid>') or user
 * ('u:<id>'), from triggers (migration 0034), so that copies of them kept in memory can be dropped.
 */
export const SESSION_CHANGES_CHANNEL = 'session_changes';

/** Writes the session row (insert, or replace its data, user and expiry). */
export async function saveSession(db: Kysely<Database>, session: StoredSession): Promise<void> {
  const { sid, userId, data, expiresAt } = session;
  await db
    .insertInto('sessions')
    .values({ sid, userId, data, expiresAt })
    .onConflict((oc) => oc.column('sid').doUpdateSet({ userId, data, expiresAt }))
    .execute();
}

/** The unexpired session `sid` with its user's row read in the same query, or undefined. */
export async function sessionWithAccount(
  db: Kysely<Database>,
  sid: string,
): Promise<SessionWithAccount | undefined> {
  const row = await db
    .selectFrom('sessions as s')
    .leftJoin('users as u', 'u.id', 's.userId')
    .select([
      's.data',
      's.expiresAt',
      ...CURRENT_USER_COLUMNS.map((column) => `u.${column}` as const),
      'u.isActive',
      twoFactorPendingOf('u').as('twoFactorPending'),
    ])
    .where('s.sid', '=', sid)
    .where('s.expiresAt', '>', new Date().toISOString())
    .executeTakeFirst();
  if (!row) return undefined;
  const { data, expiresAt, id, role, username, isActive, twoFactorPending, colorScheme, ...profile } = row;
  const account =
    id !== null && username !== null && role !== null && isActive !== null
      ? {
          id,
          username,
          role,
          isActive,
          twoFactorPending: twoFactorPending === true,
          colorScheme: colorScheme ?? 'system',
          ...profile,
        }
      : null;
  return { data, expiresAt: new Date(expiresAt), account };
}

export async function deleteSession(db: Kysely<Database>, sid: string): Promise<void> {
  await db.deleteFrom('sessions').where('sid', '=', sid).execute();
}

/** Ends every session of a user except (optionally) one, and answers how many ended. */
export async function destroyUserSessions(
  db: Kysely<Database>,
  userId: number,
  exceptSid?: string,
): Promise<number> {
  let query = db.deleteFrom('sessions').where('userId', '=', userId);
  if (exceptSid) query = query.where('sid', '!=', exceptSid);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Removes expired rows; called periodically by the server. */
export async function purgeExpiredSessions(db: Kysely<Database>): Promise<void> {
  await db.deleteFrom('sessions').where('expiresAt', '<=', new Date().toISOString()).execute();
}
