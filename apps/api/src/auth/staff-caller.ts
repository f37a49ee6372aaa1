import type { Database, Kysely } from '@app/db';
import { INVALID_API_TOKEN, TWO_FACTOR_TEXTS } from '@app/domain';
import type { FastifyRequest } from 'fastify';
import { bearerToken, resolveApiTokenUser } from './api-token-user.ts';
import { resolveSessionUser, type SessionTimeouts, type SessionUser } from './session-user.ts';

/** Why a plain route refuses its caller: the status and the message it answers with. */
export type StaffRefusal = {
  reason: 'signed-out' | 'invalid-token' | 'two-factor-pending';
  status: 401 | 403;
  message: string;
};

/**
 * The staff member behind a plain (non-tRPC) route's request, as the REST face takes them: a session,
 * or a personal API token in its stead (see trpc/context.ts); a client portal session is none. A 401
 * without one, and a 403 while their second factor's set-up is pending (like every staff procedure).
 */
export async function staffCaller(
  db: Kysely<Database>,
  req: FastifyRequest,
  timeouts: SessionTimeouts,
): Promise<{ user: SessionUser } | { refusal: StaffRefusal }> {
  const token = bearerToken(req);
  const user =
    token === undefined ? await resolveSessionUser(db, req, timeouts) : await resolveApiTokenUser(db, token);
  if (!user && token === undefined)
    return { refusal: { reason: 'signed-out', status: 401, message: 'Not signed in' } };
  if (!user) return { refusal: { reason: 'invalid-token', status: 401, message: INVALID_API_TOKEN } };
  if (user.twoFactorPending)
    return {
      refusal: { reason: 'two-factor-pending', status: 403, message: TWO_FACTOR_TEXTS.setupRequired },
    };
  return { user };
}
