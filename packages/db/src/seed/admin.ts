import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { hashPassword } from '../passwords.ts';
import type { Database } from '../schema.ts';

export interface EnsureAdminOptions {
  username: string;
  /** At least 8 characters. When omitted, a random 144-bit password is generated and returned. */
  password?: string | undefined;
  email?: string | undefined;
  firstName?: string | undefined;
  lastName?: string | undefined;
}

export interface EnsureAdminResult {
  created: boolean;
  username: string;
  /** Only present when this call generated the password; show it once and never log it again. */
  password?: string;
}

const minimumAdminPasswordLength = 8;

/**
 * Creates the admin user (role admin, argon2id hash) unless a user with that username exists.
 * An existing user is left untouched, whatever its role or password. Safe to run on every start,
 * also from several instances at once (the insert is `on conflict do nothing`).
 */
export async function ensureAdmin(
  db: Kysely<Database>,
  options: EnsureAdminOptions,
): Promise<EnsureAdminResult> {
  const username = options.username.trim();
  if (username === '') throw new Error('ensureAdmin: username must not be empty');
  if (options.password !== undefined && options.password.length < minimumAdminPasswordLength) {
    throw new Error(
      `ensureAdmin: the admin password must be at least ${minimumAdminPasswordLength} characters`,
    );
  }

  const existing = await db
    .selectFrom('users')
    .select('id')
    .where('username', '=', username)
    .executeTakeFirst();
  if (existing) return { created: false, username };

  const generated = options.password === undefined ? randomBytes(18).toString('base64url') : undefined;
  const password = options.password ?? (generated as string);
  const inserted = await db
    .insertInto('users')
    .values({
      username,
      passwordHash: await hashPassword(password),
      email: options.email ?? null,
      firstName: options.firstName ?? null,
      lastName: options.lastName ?? null,
      role: 'admin',
      isActive: true,
      passwordChangedAt: new Date(),
    })
    .onConflict((conflict) => conflict.column('username').doNothing())
    .returning('id')
    .executeTakeFirst();

  if (!inserted) return { created: false, username };
  return generated === undefined
    ? { created: true, username }
    : { created: true, username, password: generated };
}
