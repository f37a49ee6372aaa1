// Staff's "Forgot password?" links: who may get one, writing one, and using it. The e-mail carries a
// random token; the table keeps its SHA-256 only. Whether a link has expired is decided by the
// database's clock, the one that wrote its expiry. The rules (the lifetime, the hourly cap, what a used
// or expired link answers) are the API's (apps/api/src/services/password-reset).
import { createHash, randomBytes } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../schema.ts';

type Db = Kysely<Database>;

/** Links expired this long ago are deleted when their user gets a new one (until then they say "expired"). */
const KEEP_EXPIRED_DAYS = 30;

/** The stored form of a link's token: lower-case hex SHA-256 of the token as the link carries it. */
export function hashPasswordResetToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export type PasswordResetAccount = {
  id: number;
  username: string;
  email: string | null;
  firstName: string | null;
};

/**
 * The active accounts a request for a link names: the one whose username is `username` (exactly, as
 * signing in compares it), and those whose e-mail is `email` (whatever the case). Their rows stay locked
 * (for no key update) until the transaction ends, so two requests for one account are counted against
 * its hourly cap one after the other. Disabled accounts are never found.
 */
export function lockPasswordResetAccounts(
  db: Db,
  names: { username?: string | undefined; email?: string | undefined },
): Promise<PasswordResetAccount[]> {
  const { username, email } = names;
  if (username === undefined && email === undefined) return Promise.resolve([]);
  return db
    .selectFrom('users')
    .select(['id', 'username', 'email', 'firstName'])
    .where('isActive', '=', true)
    .where((eb) =>
      eb.or([
        ...(username !== undefined ? [eb('username', '=', username)] : []),
        ...(email !== undefined ? [eb(sql<string>`lower(email)`, '=', email.toLowerCase())] : []),
      ]),
    )
    .orderBy('id')
    .limit(10)
    .forNoKeyUpdate()
    .execute();
}

/** How many links the user was sent in the last `withinMs`. */
export async function countRecentPasswordResetTokens(
  db: Db,
  userId: number,
  withinMs: number,
): Promise<number> {
  const row = await db
    .selectFrom('password_reset_tokens')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('userId', '=', userId)
    .where('createdAt', '>', sql<string>`now() - make_interval(secs => ${withinMs / 1000})`)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * A new link for the user, valid for `lifetimeMs`: answers its token (for the e-mail only) and expiry.
 * The user's links that expired long ago are deleted on the way.
 */
export async function createPasswordResetToken(
  db: Db,
  userId: number,
  lifetimeMs: number,
): Promise<{ token: string; expiresAt: string }> {
  await db
    .deleteFrom('password_reset_tokens')
    .where('userId', '=', userId)
    .where('expiresAt', '<', sql<string>`now() - make_interval(days => ${KEEP_EXPIRED_DAYS})`)
    .execute();
  const token = randomBytes(32).toString('base64url');
  const row = await db
    .insertInto('password_reset_tokens')
    .values({
      userId,
      tokenHash: hashPasswordResetToken(token),
      expiresAt: sql<string>`now() + make_interval(secs => ${lifetimeMs / 1000})`,
    })
    .returning('expiresAt')
    .executeTakeFirstOrThrow();
  return { token, expiresAt: row.expiresAt };
}

export type PasswordResetTokenState = {
  id: number;
  userId: number;
  username: string;
  used: boolean;
  expired: boolean;
  userActive: boolean;
};

/**
 * The link with this token hash, with its user's name and active flag, or undefined when there is none.
 * With `lock` (in a transaction), the link's row stays locked until it ends: two uses of one link run
 * one after the other, and the second finds it used.
 */
export async function findPasswordResetToken(
  db: Db,
  tokenHash: string,
  lock = false,
): Promise<PasswordResetTokenState | undefined> {
  let query = db
    .selectFrom('password_reset_tokens as t')
    .innerJoin('users as u', 'u.id', 't.userId')
    .select([
      't.id',
      't.userId',
      'u.username',
      sql<boolean>`t.used_at is not null`.as('used'),
      sql<boolean>`t.expires_at <= now()`.as('expired'),
      'u.isActive as userActive',
    ])
    .where('t.tokenHash', '=', tokenHash);
  if (lock) query = query.forUpdate('t');
  return query.executeTakeFirst();
}

/**
 * Marks the link used, and deletes the user's other links not used yet: once the password is set, the
 * other e-mails' links have done their work.
 */
export async function usePasswordResetToken(db: Db, link: { id: number; userId: number }): Promise<void> {
  await db
    .updateTable('password_reset_tokens')
    .set({ usedAt: sql<string>`now()` })
    .where('id', '=', link.id)
    .execute();
  await db
    .deleteFrom('password_reset_tokens')
    .where('userId', '=', link.userId)
    .where('id', '<>', link.id)
    .where('usedAt', 'is', null)
    .execute();
}
