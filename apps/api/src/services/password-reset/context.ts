import type { Database, Kysely } from '@app/db';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Outbox } from '../../mail/outbox.ts';

/**
 * What the "Forgot password?" services are given (nobody is signed in): the database, the outbox, the
 * request and its reply (the address the throttle counts, Retry-After, the origin of the link) and the
 * configured public origin, if any. A tRPC procedure's ctx is one.
 */
export type PasswordResetContext = {
  db: Kysely<Database>;
  outbox: Outbox;
  req: FastifyRequest;
  res: FastifyReply;
  publicUrl?: string | undefined;
};
