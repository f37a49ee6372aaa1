import {
  clearFailures,
  type Database,
  hashPassword,
  type Kysely,
  lockedForSeconds,
  recordFailure,
  type ThrottlePolicy,
} from '@app/db';
import { TRPCError } from '@trpc/server';
import type { FastifyReply } from 'fastify';

/**
 * Failed sign-ins are counted per account and per IP in the database (packages/db login-throttle), so
 * every instance shares them. Staff and client-portal sign-ins use the same limits under keys of their
 * own realm, so a client's failures never lock a staff account or the other way round.
 */

const ACCOUNT_POLICY: ThrottlePolicy = { maxFailures: 5, windowMs: 15 * 60_000, lockMs: 15 * 60_000 };
const IP_POLICY: ThrottlePolicy = { maxFailures: 50, windowMs: 15 * 60_000, lockMs: 15 * 60_000 };

export type SignInKeys = { account: string; ip: string };

/** The keys a sign-in is counted under: 'account:…'/'ip:…' for staff, 'portal:account:…'/'portal:ip:…' for clients. */
export function signInKeys(realm: 'staff' | 'portal', account: string, ip: string): SignInKeys {
  const prefix = realm === 'portal' ? 'portal:' : '';
  return { account: `${prefix}account:${account.trim().toLowerCase()}`, ip: `${prefix}ip:${ip}` };
}

/** While the account or the address is locked: 429 with Retry-After, before any password is checked. */
export async function refuseWhileLocked(db: Kysely<Database>, reply: FastifyReply, keys: SignInKeys) {
  const lockedSeconds = await lockedForSeconds(db, [keys.account, keys.ip]);
  if (lockedSeconds <= 0) return;
  reply.header('retry-after', String(lockedSeconds));
  throw new TRPCError({
    code: 'TOO_MANY_REQUESTS',
    message: `Too many failed sign-in attempts. Try again in ${Math.ceil(lockedSeconds / 60)} minutes.`,
  });
}

/** Counts a failed sign-in against the account and the address. */
export async function countFailedSignIn(db: Kysely<Database>, keys: SignInKeys) {
  await recordFailure(db, keys.account, ACCOUNT_POLICY);
  await recordFailure(db, keys.ip, IP_POLICY);
}

/** A successful sign-in forgets the account's failures (the address's stay counted). */
export function forgetFailedSignIns(db: Kysely<Database>, keys: SignInKeys) {
  return clearFailures(db, keys.account);
}

let dummyHash: Promise<string> | undefined;
/** A real hash to verify against when no account matches, so the answer takes as long either way. */
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword('not-a-real-password-but-a-real-hash');
  return dummyHash;
}
