import { type Kysely, type RawBuilder, sql, type Transaction } from 'kysely';
import type { Database } from '../schema.ts';

/*
 * A user's second factor (migration 0035): the encrypted TOTP secret (the API encrypts and decrypts
 * it; this file only stores it), the last time step accepted, and the hashed recovery codes.
 */

/**
 * True when the company requires a second factor of the user row `table` (a table name or alias) and
 * they have none in force (the migration's two_factor_pending): read with the session's user.
 */
export function twoFactorPendingOf(table: 'u' | 'users'): RawBuilder<boolean> {
  return sql<boolean>`two_factor_pending(${sql.ref(`${table}.id`)}, ${sql.ref(`${table}.role`)})`;
}

/** The user's second factor, in force (`enabledAt`) or waiting for its first code. */
export async function userTwoFactor(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('user_two_factor')
    .select(['secretCiphertext', 'enabledAt', 'lastUsedStep'])
    .where('userId', '=', userId)
    .executeTakeFirst();
}

/**
 * Stores a new secret waiting for its first code, replacing one that waits already. Answers false,
 * changing nothing, when the user's second factor is in force.
 */
export async function storePendingTwoFactor(
  db: Kysely<Database>,
  userId: number,
  secretCiphertext: string,
): Promise<boolean> {
  const row = await db
    .insertInto('user_two_factor')
    .values({ userId, secretCiphertext })
    .onConflict((oc) =>
      oc
        .column('userId')
        .doUpdateSet({ secretCiphertext, lastUsedStep: null })
        .where('user_two_factor.enabledAt', 'is', null),
    )
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Puts the waiting secret in force with the step of its first code; false when none was waiting. */
export async function enableTwoFactor(db: Kysely<Database>, userId: number, step: number): Promise<boolean> {
  const row = await db
    .updateTable('user_two_factor')
    .set({ enabledAt: sql<Date>`now()`, lastUsedStep: step })
    .where('userId', '=', userId)
    .where('enabledAt', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Records the time step of an accepted code, in one statement: false when a code of this step or a
 * later one was accepted already (a replay, even by a concurrent request), or nothing is in force.
 */
export async function claimTimeStep(db: Kysely<Database>, userId: number, step: number): Promise<boolean> {
  const row = await db
    .updateTable('user_two_factor')
    .set({ lastUsedStep: step })
    .where('userId', '=', userId)
    .where('enabledAt', 'is not', null)
    .where((eb) => eb.or([eb('lastUsedStep', 'is', null), eb('lastUsedStep', '<', step)]))
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Replaces the user's recovery codes by these hashes. */
export async function replaceRecoveryCodes(
  trx: Transaction<Database>,
  userId: number,
  codeHashes: readonly string[],
): Promise<void> {
  await trx.deleteFrom('user_recovery_codes').where('userId', '=', userId).execute();
  if (codeHashes.length === 0) return;
  await trx
    .insertInto('user_recovery_codes')
    .values(codeHashes.map((codeHash) => ({ userId, codeHash })))
    .execute();
}

/** Spends an unused recovery code of the user, in one statement: false when it is unknown or used. */
export async function useRecoveryCode(
  db: Kysely<Database>,
  userId: number,
  codeHash: string,
): Promise<boolean> {
  const row = await db
    .updateTable('user_recovery_codes')
    .set({ usedAt: sql<Date>`now()` })
    .where('userId', '=', userId)
    .where('codeHash', '=', codeHash)
    .where('usedAt', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Removes the user's second factor (in force or waiting) and recovery codes. Answers whether there
 * was one.
 */
export async function removeTwoFactor(trx: Transaction<Database>, userId: number): Promise<boolean> {
  const removed = await trx
    .deleteFrom('user_two_factor')
    .where('userId', '=', userId)
    .returning('id')
    .executeTakeFirst();
  await trx.deleteFrom('user_recovery_codes').where('userId', '=', userId).execute();
  return removed !== undefined;
}

/** The Profile screen's view: in force since when, recovery codes left, and whether the company requires it. */
export async function twoFactorStatus(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('users as u')
    .leftJoin('user_two_factor as f', 'f.userId', 'u.id')
    .select([
      'f.enabledAt',
      sql<number>`(select count(*)::int from user_recovery_codes r where r.user_id = u.id and r.used_at is null)`.as(
        'recoveryCodesLeft',
      ),
      sql<boolean>`exists (select 1 from company_settings cs
        where cs.require_two_factor_everyone or (cs.require_two_factor_admins and u.role = 'admin'))`.as(
        'required',
      ),
    ])
    .where('u.id', '=', userId)
    .executeTakeFirst();
}

/** Every stored second-factor secret, locked, for key rotation. */
export async function twoFactorCiphertextsForUpdate(trx: Transaction<Database>) {
  return trx
    .selectFrom('user_two_factor')
    .select(['userId', 'secretCiphertext'])
    .orderBy('userId')
    .forUpdate()
    .execute();
}

/** Replaces a stored secret's ciphertext (key rotation: the same secret under the current key). */
export async function replaceTwoFactorCiphertext(
  trx: Transaction<Database>,
  userId: number,
  secretCiphertext: string,
): Promise<void> {
  await trx.updateTable('user_two_factor').set({ secretCiphertext }).where('userId', '=', userId).execute();
}
