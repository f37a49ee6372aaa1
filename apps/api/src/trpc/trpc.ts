// The request's `session` (its type comes with the plugin's module augmentation of Fastify).

import { type Database, type Kysely, setAuditActor } from '@app/db';
import { PORTAL_TEXTS, TWO_FACTOR_TEXTS } from '@app/domain';
import type {} from '@fastify/session';
import { initTRPC, TRPCError } from '@trpc/server';
import { middlewareMarker } from '@trpc/server/unstable-core-do-not-import';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { OpenApiMeta } from 'trpc-to-openapi';
import { ZodError } from 'zod';
import {
  isFailedCheck,
  releaseSignInAttempt,
  reserveSignInAttempt,
  type SignInKeys,
  signInKeys,
} from '../auth/login-throttle.ts';
import { type PortalCaller, resolvePortalCaller } from '../auth/portal-session.ts';
import type { SessionCache } from '../auth/session-cache.ts';
import type { SessionTimeouts, SessionUser } from '../auth/session-user.ts';
import { AppError, appErrorToTRPC } from '../lib/app-error.ts';
import { ADMIN_ONLY, FieldIssuesError, mapDatabaseError, RowRefusalError } from '../lib/errors.ts';
import type { SecretBox } from '../lib/secret-box.ts';
import type { Outbox } from '../mail/outbox.ts';
import type { Reason } from '../openapi/errors.ts';
import { idempotencyKeyOf, idempotentCall, requestFingerprint } from './idempotency.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The in-process copy of the sessions (session.plugin.ts), when the database's announcements keep it. */
    sessionCache: SessionCache | undefined;
  }
}

export type Services = {
  db: Kysely<Database>;
  secrets: SecretBox;
  /** The session rules, for the client portal's own sessions (auth/portal-session.ts). */
  sessions: { timeouts: SessionTimeouts; secureCookies: boolean };
  /** Where e-mails go (mail/outbox.ts). */
  outbox: Outbox;
  /** The origin links in e-mails start with, when configured (lib/link-origin.ts). */
  publicUrl?: string | undefined;
};

export type Context = Services & {
  req: FastifyRequest;
  res: FastifyReply;
  user: SessionUser | null;
  /** Set when a personal API token (not a session) authenticated the request: the token's id. */
  apiTokenId?: number;
};

type ErrorIssue = { path: string; message: string; id?: number; name?: string };

/**
 * Who may call a procedure, set by the procedure builders below (tRPC merges meta along the chain), so
 * the OpenAPI document states each operation's security and its 401/403 without a list kept by hand.
 * 'portal' is the client portal's realm: a client's portal session, never a staff session or token.
 */
export type Access = 'public' | 'signed-in' | 'admin' | 'portal';
/**
 * `entity` names what an `{id}` designates in the document's 404 ('Client' -> 'Client not found').
 * `duringTwoFactorSetup` marks the signed-in procedures a user whose company requires a second factor
 * may call before setting one up (the set-up itself); every other one answers 403 meanwhile.
 * `checksSecret` marks the signed-in mutations that check the caller's own password or second-factor
 * code (protectedProcedure below): never with an API token (403 with `tokenRefused`).
 */
export type ProcedureMeta = OpenApiMeta<{
  access?: Access;
  entity?: string;
  duringTwoFactorSetup?: boolean;
  checksSecret?: { tokenRefused: string };
  /** The OpenAPI document's examples of the operation (test/openapi.test.ts validates them). */
  examples?: OperationExamples;
  /**
   * The refusals only this procedure knows, by status, beside those openapi/statuses.ts derives for
   * every operation (not signed in, cross-site, unknown id, stale version…): who is refused what,
   * which values are unique, which rule answers 409. Each reason's message is the one the code throws.
   */
  errors?: StatusReasons;
  /** Statuses those rules would give the operation that it never answers. */
  withoutErrors?: readonly number[];
  /**
   * Set by crudProcedures on the procedures it makes: the resource's REST path and which standard
   * operation this is, so the API tests find every CRUD resource from the router itself.
   */
  crud?: { path: string; operation: CrudOperation };
}>;

export type CrudOperation = 'list' | 'page' | 'byId' | 'create' | 'update' | 'bulk' | 'delete';

/** An operation's own error reasons, by status (the document's examples of its refusals). */
export type StatusReasons = Readonly<Record<number, readonly Reason[]>>;

/** An operation's examples: `request` for its JSON body, `response` for its success answer. */
export type OperationExamples = { request?: unknown; response?: unknown };

const t = initTRPC
  .context<Context>()
  .meta<ProcedureMeta>()
  .create({
    // Error bodies carry the message, the field issues and a request id; never a stack, SQL or schema.
    errorFormatter({ shape, error, ctx }) {
      const issues: ErrorIssue[] | undefined =
        error.cause instanceof ZodError
          ? error.cause.issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message }))
          : error.cause instanceof FieldIssuesError || error.cause instanceof RowRefusalError
            ? error.cause.issues
            : undefined;
      const internal = error.code === 'INTERNAL_SERVER_ERROR';
      // A bulk refusal's message sums up its rows; a field refusal's is its first field's.
      const summary = error.cause instanceof RowRefusalError ? error.message : issues?.[0]?.message;
      return {
        message: internal ? 'Internal server error' : (summary ?? error.message),
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

/**
 * Turns a service's AppError into its status and message (lib/app-error.ts's table), and database
 * failures into the status a client should see (409, 400, 503) instead of a 500.
 */
const mapErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok) {
    if (result.error.cause instanceof AppError) throw appErrorToTRPC(result.error.cause);
    const mapped = mapDatabaseError(result.error.cause);
    if (mapped) throw mapped;
  }
  return result;
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const publicProcedure = t.procedure.use(mapErrors).meta({ access: 'public' });

/** Carries a failed result out of the transaction callback so the transaction rolls back. */
class Rollback extends Error {
  readonly result: unknown;
  constructor(result: unknown) {
    super('rollback');
    this.result = result;
  }
}

/**
 * Requires a signed-in, active user; narrows ctx.user for the procedures below it. A user the company
 * requires a second factor of, who has none yet, may only set one up.
 */
const signedIn = publicProcedure
  .use(({ ctx, meta, next }) => {
    if (!ctx.user) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Not signed in' });
    if (ctx.user.twoFactorPending && !meta?.duringTwoFactorSetup)
      throw new TRPCError({ code: 'FORBIDDEN', message: TWO_FACTOR_TEXTS.setupRequired });
    return next({ ctx: { ...ctx, user: ctx.user } });
  })
  .meta({ access: 'signed-in' });

/**
 * Every signed-in mutation runs in one transaction that names its actor for the audit log (see
 * migration 0020): ctx.db is that transaction, so all the rows a call writes commit or roll back
 * together, and each changed row is logged with who changed it and the request id.
 *
 * A mutation that checks the caller's password or code (`checksSecret`) first counts the attempt
 * against the sign-in throttle under the caller's sign-in keys, before the transaction opens: counted
 * at once, so parallel calls see each other's (429 past the limit, nothing checked), and kept although
 * a wrong password's refusal rolls the call back (isFailedCheck). Any other outcome gives it back.
 *
 * A POST with an `Idempotency-Key` (REST and RPC alike) claims the key in that transaction before it
 * runs (idempotency.ts): the same key and request again answers the first answer without running, a
 * different request is a 422, and a refused call releases the key with its rollback.
 */
export const protectedProcedure = signedIn.use(async ({ ctx, meta, type, path, getRawInput, next }) => {
  if (type !== 'mutation') return next();
  type Result = Awaited<ReturnType<typeof next>>;
  let attempt: SignInKeys | undefined;
  if (meta?.checksSecret) {
    if (ctx.apiTokenId !== undefined)
      throw new TRPCError({ code: 'FORBIDDEN', message: meta.checksSecret.tokenRefused });
    attempt = signInKeys('staff', ctx.user.username, ctx.req.ip);
    await reserveSignInAttempt(ctx.db, ctx.res, attempt);
  }
  let failedCheck = false;
  const key = idempotencyKeyOf(ctx.req);
  const request =
    key === undefined
      ? undefined
      : {
          userId: ctx.user.id,
          key,
          procedure: path,
          fingerprint: requestFingerprint(path, await getRawInput()),
        };
  try {
    const result = await ctx.db.transaction().execute(async (trx) => {
      await setAuditActor(trx, { id: ctx.user.id, username: ctx.user.username, requestId: ctx.req.id });
      const answer = request ? await idempotentCall(trx, ctx.secrets, request, ctx.req?.log) : undefined;
      // The first answer again, as the procedure gave it (its output was checked then). A middleware
      // that answers without calling next() needs tRPC's result marker, which it exports only here.
      if (answer?.replayed) return { ok: true, data: answer.data, marker: middlewareMarker } as Result;
      const result = await next({ ctx: { ...ctx, db: trx } });
      if (!result.ok) throw new Rollback(result);
      await answer?.record(result.data);
      return result;
    });
    // Committed: this instance's own session copies must not outlive what the write changed.
    ctx.req?.server?.sessionCache?.afterCommit();
    return result;
  } catch (err) {
    if (!(err instanceof Rollback)) throw err;
    const refused = err.result as Result;
    failedCheck = !refused.ok && isFailedCheck(refused.error);
    return refused;
  } finally {
    if (attempt && !failedCheck) await releaseSignInAttempt(ctx.db, attempt);
  }
});

export { inTransaction } from '../services/transaction.ts';

export const adminProcedure = protectedProcedure
  .use(({ ctx, next }) => {
    if (ctx.user.role !== 'admin') throw new TRPCError({ code: 'FORBIDDEN', message: ADMIN_ONLY });
    return next({ ctx });
  })
  .meta({ access: 'admin' });

/**
 * The client portal's procedures: a signed-in portal session (its own cookie) and nothing
 * else. A staff session or an API token is no portal session: 401. ctx.portal is the caller.
 */
export const portalProcedure = publicProcedure
  .use(async ({ ctx, next }) => {
    const portal: PortalCaller | null =
      ctx.apiTokenId === undefined
        ? await resolvePortalCaller(ctx.db, ctx.req, ctx.res, ctx.sessions.timeouts)
        : null;
    if (!portal) throw new TRPCError({ code: 'UNAUTHORIZED', message: PORTAL_TEXTS.notSignedIn });
    return next({ ctx: { ...ctx, portal } });
  })
  .meta({ access: 'portal' });
