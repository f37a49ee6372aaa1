import { INVALID_API_TOKEN } from '@app/domain';
import { TRPCError } from '@trpc/server';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type ApiTokenUser, bearerToken, resolveApiTokenUser } from '../auth/api-token-user.ts';
import { resolveSessionUser, type SessionTimeouts } from '../auth/session-user.ts';
import { mapDatabaseError } from '../lib/errors.ts';
import type { Context, Services } from './trpc.ts';

export type ContextOptions = {
  /**
   * Authenticate `Authorization: Bearer …` requests with a personal API token: true for the REST face
   * only. The web app's own RPC never takes a token (a bearer header there is ignored), so a token that
   * leaks cannot drive the screens' calls.
   */
  acceptApiTokens?: boolean;
};

/**
 * Builds each request's context: the shared services plus the signed-in user, if any. With
 * `acceptApiTokens`, a request carrying a bearer token is authenticated by it alone (never by a cookie
 * as well: the security plugin drops the cookie of such a request); an unknown or revoked token, or one
 * of a disabled user, is a 401.
 */
export function createContextFactory(
  services: Services,
  timeouts: SessionTimeouts,
  options: ContextOptions = {},
) {
  return async ({ req, res }: { req: FastifyRequest; res: FastifyReply }): Promise<Context> => {
    const token = options.acceptApiTokens ? bearerToken(req) : undefined;
    let tokenUser: ApiTokenUser | null = null;
    try {
      if (token === undefined)
        return { ...services, req, res, user: await resolveSessionUser(services.db, req, timeouts) };
      tokenUser = await resolveApiTokenUser(services.db, token);
    } catch (err) {
      throw mapDatabaseError(err) ?? err;
    }
    if (!tokenUser) throw new TRPCError({ code: 'UNAUTHORIZED', message: INVALID_API_TOKEN });
    const { apiTokenId, ...user } = tokenUser;
    return { ...services, req, res, user, apiTokenId };
  };
}
