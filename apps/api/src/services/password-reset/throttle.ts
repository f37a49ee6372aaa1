import { type Database, type Kysely, reserveAttempt, type ThrottlePolicy } from '@app/db';
import { TRPCError } from '@trpc/server';
import type { FastifyReply } from 'fastify';

/**
 * Requests for a staff reset link are counted per address in the sign-in throttle's table (shared by
 * every instance) under keys of their own ('reset:ip:…'): 30 in 15 minutes, then 429 with Retry-After
 * for 15 minutes. Each account's own cap (a few links an hour) is the service's, and answers as usual.
 */
const PASSWORD_RESET_IP_POLICY: ThrottlePolicy = {
  maxFailures: 30,
  windowMs: 15 * 60_000,
  lockMs: 15 * 60_000,
};

export const passwordResetTooFrequent = (seconds: number) =>
  `Too many requests for a password reset link from this address. Try again in ${Math.max(1, Math.ceil(seconds / 60))} minutes.`;

/** Counts one request from `ip`; past the limit, 429 with Retry-After and nothing is looked up. */
export async function reservePasswordResetRequest(db: Kysely<Database>, reply: FastifyReply, ip: string) {
  const lockedSeconds = await reserveAttempt(db, `reset:ip:${ip}`, PASSWORD_RESET_IP_POLICY);
  if (lockedSeconds === 0) return;
  reply.header('retry-after', String(lockedSeconds));
  throw new TRPCError({ code: 'TOO_MANY_REQUESTS', message: passwordResetTooFrequent(lockedSeconds) });
}
