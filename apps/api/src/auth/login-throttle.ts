import {
  clearFailures,
  type Database,
  hashPassword,
  type Kysely,
  releaseAttempt,
  reserveAttempt,
  type ThrottlePolicy,
} from '@app/db';
import { TRPCError } from '@trpc/server';
import type { FastifyReply } from 'fastify';
import { APP_ERRORS, AppError, type AppErrorEntry } from '../lib/app-error.ts';

/**
 * Password and code checks are counted per account and per IP in the database (packages/db
 * login-throttle), so every instance shares them. Each check is counted before it is made, so a burst
 * of parallel attempts checks at most the limit's number of passwords. Staff and client-portal sign-ins
 * use the same limits under keys of their own realm, so a client's failures never lock a staff account
 * or the other way round; a signed-in user's own password and code checks count under their sign-in's
 * keys.
 */

const ACCOUNT_POLICY: ThrottlePolicy = { maxFailures: 5, windowMs: 15 * 60_000, lockMs: 15 * 60_000 };
const IP_POLICY: ThrottlePolicy = { maxFailures: 50, windowMs: 15 * 60_000, lockMs: 15 * 60_000 };

export type SignInKeys = { account: string; ip: string };

/** The keys a sign-in is counted under: 'account:…'/'ip:…' for staff, 'portal:account:…'/'portal:ip:…' for clients. */
export function signInKeys(realm: 'staff' | 'portal', account: string, ip: string): SignInKeys {
  const prefix = realm === 'portal' ? 'portal:' : '';
  return { account: `${prefix}account:${account.trim().toLowerCase()}`, ip: `${prefix}ip:${ip}` };
}

/**
 * Counts one attempt against the address and the account before its password or code is checked.
 * Past either limit: 429 with Retry-After, and nothing is checked (an address's attempt at a locked
 * account is not counted against the address). A check that fails keeps the attempt counted: that is
 * the failure. One that succeeds, or an attempt that checked nothing, gives it back
 * (forgetFailedSignIns, releaseSignInAttempt).
 */
export async function reserveSignInAttempt(db: Kysely<Database>, reply: FastifyReply, keys: SignInKeys) {
  let lockedSeconds = await reserveAttempt(db, keys.ip, IP_POLICY);
  if (lockedSeconds === 0) {
    lockedSeconds = await reserveAttempt(db, keys.account, ACCOUNT_POLICY);
    if (lockedSeconds > 0) await releaseAttempt(db, keys.ip, IP_POLICY);
  }
  if (lockedSeconds === 0) return;
  reply.header('retry-after', String(lockedSeconds));
  throw new TRPCError({
    code: 'TOO_MANY_REQUESTS',
    message: `Too many failed sign-in attempts. Try again in ${Math.ceil(lockedSeconds / 60)} minutes.`,
  });
}

/** Gives back an attempt that neither failed nor signed in (a closed portal, a second factor still to come). */
export async function releaseSignInAttempt(db: Kysely<Database>, keys: SignInKeys) {
  await releaseAttempt(db, keys.account, ACCOUNT_POLICY);
  await releaseAttempt(db, keys.ip, IP_POLICY);
}

/** A successful sign-in forgets the account's failures; the address gets its attempt back (its failures stay). */
export async function forgetFailedSignIns(db: Kysely<Database>, keys: SignInKeys) {
  await clearFailures(db, keys.account);
  await releaseAttempt(db, keys.ip, IP_POLICY);
}

/**
 * A wrong password or code: the refusal that keeps its reserved attempt counted. Any other refusal after
 * a reservation gives the attempt back. A service says it with an AppError whose code is marked
 * `failedCheck` (lib/app-error.ts).
 */
export class FailedCheck extends TRPCError {}

/** Whether `err` is a failed check: a FailedCheck, or such an AppError, as thrown or as tRPC wrapped it. */
export function isFailedCheck(err: unknown): boolean {
  if (err instanceof FailedCheck) return true;
  const cause = err instanceof TRPCError ? err.cause : err;
  return cause instanceof AppError && (APP_ERRORS[cause.code] as AppErrorEntry).failedCheck === true;
}

/** Releases the reserved attempt unless `err` is a failed check; answers `err` to throw on. */
export async function settleRefusedAttempt(db: Kysely<Database>, keys: SignInKeys, err: unknown) {
  if (!isFailedCheck(err)) await releaseSignInAttempt(db, keys);
  return err;
}

let dummyHash: Promise<string> | undefined;
/** A real hash to verify against when no account matches, so the answer takes as long either way. */
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword('not-a-real-password-but-a-real-hash');
  return dummyHash;
}
