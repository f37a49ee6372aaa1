import type { FastifyReply, FastifyRequest } from 'fastify';
import { resolveSessionUser, type SessionTimeouts } from '../auth/session-user.ts';
import { mapDatabaseError } from '../lib/errors.ts';
import type { Context, Services } from './trpc.ts';

/** Builds each request's context: the shared services plus the signed-in user, if any. */
export function createContextFactory(services: Services, timeouts: SessionTimeouts) {
  return async ({ req, res }: { req: FastifyRequest; res: FastifyReply }): Promise<Context> => {
    try {
      return { ...services, req, res, user: await resolveSessionUser(services.db, req, timeouts) };
    } catch (err) {
      throw mapDatabaseError(err) ?? err;
    }
  };
}
