import type { Database, Kysely } from '@app/db';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionTimeouts } from '../../auth/session-user.ts';

/**
 * What a service of the client's side of the portal is given (it has no staff user): the database, the
 * request and its reply (the portal session's cookie; the sign-in throttle's address and Retry-After)
 * and the session rules. A tRPC procedure's ctx is one.
 */
export type PortalRequestContext = {
  db: Kysely<Database>;
  req: FastifyRequest;
  res: FastifyReply;
  sessions: { timeouts: SessionTimeouts; secureCookies: boolean };
};
