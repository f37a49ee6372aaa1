import type { ColorScheme, CurrentUser } from '@app/domain';
import { type Kysely, type Selectable, sql, type Transaction } from 'kysely';
import { likePattern } from '../crud/crud.repository.ts';
import type { Database, UsersTable } from '../schema.ts';
import { twoFactorPendingOf } from '../two-factor/two-factor.repository.ts';

type UserFields<K extends keyof Selectable<UsersTable>> = Pick<Selectable<UsersTable>, K>;

/** The users columns of the session response (spec section 3, "Current user"). */
export const CURRENT_USER_COLUMNS = [
  'id',
  'username',
  'email',
  'firstName',
  'lastName',
  'role',
  'profileImage',
  'colorScheme',
] as const;

/** The fields of the session response (spec section 3, "Current user"), with whether 2FA set-up is pending. */
export async function currentUser(db: Kysely<Database>, id: number): Promise<CurrentUser> {
  return db
    .selectFrom('users')
    .select([...CURRENT_USER_COLUMNS, twoFactorPendingOf('users').as('twoFactorPending')])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

/** What a request's session check needs of its user, if the account exists. */
export async function sessionUserAccount(
  db: Kysely<Database>,
  id: number,
): Promise<
  (UserFields<'id' | 'username' | 'role' | 'isActive'> & { twoFactorPending: boolean }) | undefined
> {
  return db
    .selectFrom('users')
    .select(['id', 'username', 'role', 'isActive', twoFactorPendingOf('users').as('twoFactorPending')])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** What signing in checks: the account of a username, if any. */
export async function userCredentials(
  db: Kysely<Database>,
  username: string,
): Promise<UserFields<'id' | 'passwordHash' | 'isActive'> | undefined> {
  return db
    .selectFrom('users')
    .select(['id', 'passwordHash', 'isActive'])
    .where('username', '=', username)
    .executeTakeFirst();
}

/** Stamps a successful sign-in; `rehashedPassword` replaces a hash made with outdated parameters. */
export async function recordSignIn(
  db: Kysely<Database>,
  userId: number,
  rehashedPassword?: string,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ lastLogin: new Date(), ...(rehashedPassword ? { passwordHash: rehashedPassword } : {}) })
    .where('id', '=', userId)
    .execute();
}

/** The Users screen's cards: all accounts, the active and the disabled ones. */
export async function userCounts(
  db: Kysely<Database>,
): Promise<{ total: number; active: number; inactive: number }> {
  return db
    .selectFrom('users')
    .select([
      sql<number>`count(*)::int`.as('total'),
      sql<number>`(count(*) filter (where is_active))::int`.as('active'),
      sql<number>`(count(*) filter (where not is_active))::int`.as('inactive'),
    ])
    .executeTakeFirstOrThrow();
}

/** A user's role, active flag and version, locked until the transaction ends (a change checks them). */
export async function userAccessForUpdate(
  trx: Transaction<Database>,
  userId: number,
): Promise<UserFields<'role' | 'isActive' | 'version'> | undefined> {
  return trx
    .selectFrom('users')
    .select(['role', 'isActive', 'version'])
    .where('id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
}

/**
 * The ids of the active administrators other than `exceptUserId`, locked: two concurrent demotions
 * cannot both see the other admin and leave none.
 */
export async function lockOtherActiveAdmins(
  trx: Transaction<Database>,
  exceptUserId: number,
): Promise<number[]> {
  const rows = await trx
    .selectFrom('users')
    .select('id')
    .where('role', '=', 'admin')
    .where('isActive', '=', true)
    .where('id', '<>', exceptUserId)
    .forUpdate()
    .execute();
  return rows.map((row) => row.id);
}

export async function userExists(db: Kysely<Database>, userId: number): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
  return row !== undefined;
}

export async function passwordHashOf(db: Kysely<Database>, userId: number): Promise<string | undefined> {
  const row = await db.selectFrom('users').select('passwordHash').where('id', '=', userId).executeTakeFirst();
  return row?.passwordHash;
}

/** Replaces a user's password hash and dates the change. */
export async function setPasswordHash(
  db: Kysely<Database>,
  userId: number,
  passwordHash: string,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ passwordHash, passwordChangedAt: new Date() })
    .where('id', '=', userId)
    .execute();
}

/**
 * Saves a user's colour scheme; false when the account does not exist. A preference: it bumps neither
 * the row's version nor writes an audit entry (migration 0038).
 */
export async function setColorScheme(
  db: Kysely<Database>,
  userId: number,
  colorScheme: ColorScheme,
): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ colorScheme })
    .where('id', '=', userId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function deleteUser(trx: Transaction<Database>, userId: number): Promise<void> {
  await trx.deleteFrom('users').where('id', '=', userId).execute();
}

/** The columns any staff member may see of a colleague (a picker's option): the name, nothing else. */
const USER_OPTION_COLUMNS = ['id', 'username', 'firstName', 'lastName'] as const;

/**
 * The active accounts a picker offers, by the name shown (first and last name when both are given,
 * else the username; the header's rule), `search` matching username, first or last name. Never the
 * e-mail, not even as a search: the e-mail is the administrators' to see.
 */
export async function userOptions(
  db: Kysely<Database>,
  params: { search?: string | undefined; limit: number; offset: number },
): Promise<UserFields<(typeof USER_OPTION_COLUMNS)[number]>[]> {
  const term = params.search?.trim();
  const shownName = sql<string>`lower(case
    when nullif(trim(first_name), '') is not null and nullif(trim(last_name), '') is not null
    then trim(first_name) || ' ' || trim(last_name) else username end)`;
  let query = db
    .selectFrom('users')
    .select(USER_OPTION_COLUMNS)
    .where('isActive', '=', true)
    .orderBy(shownName)
    .orderBy('id')
    .limit(params.limit)
    .offset(params.offset);
  if (term) {
    const pattern = likePattern(term);
    query = query.where((eb) =>
      eb.or([
        eb('username', 'ilike', pattern),
        eb('firstName', 'ilike', pattern),
        eb('lastName', 'ilike', pattern),
      ]),
    );
  }
  return query.execute();
}
