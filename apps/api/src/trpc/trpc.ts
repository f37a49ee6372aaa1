import type { Database } from '@app/db';
import { initTRPC, TRPCError } from '@trpc/server';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { OpenApiMeta } from 'trpc-to-openapi';
import { ZodError } from 'zod';
import type { SessionUser } from '../auth/session-user.ts';
import type { SecretBox } from '../lib/secret-box.ts';
import { mapDatabaseError } from '../lib/errors.ts';

export type Services = {
  db: Kysely<Database>;
  secrets: SecretBox;
};

export type Context = Services & {
  req: FastifyRequest;
  res: FastifyReply;
  user: SessionUser | null;
};

export type ErrorIssue = { path: string; message: string };

const t = initTRPC
  .context<Context>()
  .meta<OpenApiMeta>()
  .create({
    // Error bodies carry the message, the field issues and a request id; never a stack, SQL or schema.
    errorFormatter({ shape, error, ctx }) {
      const issues: ErrorIssue[] | undefined =
        error.cause instanceof ZodError
          ? error.cause.issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message }))
          : undefined;
      const internal = error.code === 'INTERNAL_SERVER_ERROR';
      return {
        message: internal ? 'Internal server error' : (issues?.[0]?.message ?? error.message),
        code: shape.code,
        data: {
          code: shape.data.code,
          httpStatus: shape.data.httpStatus,
          path: shape.data.path,
          issues,
          requestId: ctx?.req.id,
        },
      };
    },
  });

/** Turns database failures into the status a client should see (409, 400, 503) instead of a 500. */
const mapErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok) {
    const mapped = mapDatabaseError(result.error.cause);
    if (mapped) throw mapped;
  }
  return result;
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const publicProcedure = t.procedure.use(mapErrors);

/** Requires a signed-in, active user; narrows ctx.user for the procedures below it. */
export const protectedProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.user) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Not signed in' });
  return next({ ctx: { ...ctx, user: ctx.user } });
});

export const adminProcedure = protectedProcedure.use(({ ctx, next }) => {
  if (ctx.user.role !== 'admin') throw new TRPCError({ code: 'FORBIDDEN', message: 'Only administrators can do this' });
  return next({ ctx });
});
