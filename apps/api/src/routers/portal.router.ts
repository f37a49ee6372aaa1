import {
  companyBrand,
  endPortalSessions,
  hashPassword,
  portalAccount,
  portalCredentials,
  portalDocuments,
  portalEvents,
  portalInvoices,
  previousPortalLogin,
  setPortalPassword,
  verifyPassword,
} from '@app/db';
import {
  PORTAL_TEXTS,
  toIsoDateTime,
  ZPortalBrand,
  ZPortalChangePasswordInput,
  ZPortalDocument,
  ZPortalEvent,
  ZPortalInvoice,
  ZPortalLoginInput,
  ZPortalSession,
  ZPortalSessionState,
} from '@app/domain';
import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import {
  countFailedSignIn,
  dummyPasswordHash,
  forgetFailedSignIns,
  refuseWhileLocked,
  signInKeys,
} from '../auth/login-throttle.ts';
import { endPortalSessionOf, resolvePortalCaller, startPortalSession } from '../auth/portal-session.ts';
import { toApiRow } from '../lib/serialize.ts';
import { portalProcedure, publicProcedure, router } from '../trpc/trpc.ts';

/*
 * The client portal (issue 16): what a client does after signing in with the portal's e-mail and
 * password. Every read is scoped to the caller's own portal in its SQL (packages/db
 * portal-access.repository.ts), so another portal's records answer nothing, never 403.
 */

const TAGS = ['portal'];
const SESSIONS_NOT_FOR_TOKENS =
  'Clients sign in to their portal with its e-mail and password, not an API token';

async function accountOf(db: Parameters<typeof portalAccount>[0], portalId: number, sessionId: string) {
  const account = await portalAccount(db, portalId);
  if (!account) throw new TRPCError({ code: 'UNAUTHORIZED', message: PORTAL_TEXTS.notSignedIn });
  const previous = await previousPortalLogin(db, portalId, sessionId);
  return {
    portal: {
      id: account.id,
      clientName: account.clientName,
      email: account.email,
      eventName: account.eventName,
      previousLogin: previous ? toIsoDateTime(previous) : null,
    },
  };
}

export const portalRouter = router({
  /**
   * The portal app's session check: the signed-in portal, or `portal: null`. A visitor who is not signed
   * in is not an error, so this answers 200 either way (the documented `GET /api/portal/me` keeps its 401).
   */
  session: publicProcedure
    .input(z.void())
    .output(ZPortalSessionState)
    .query(async ({ ctx }) => {
      const caller =
        ctx.apiTokenId === undefined
          ? await resolvePortalCaller(ctx.db, ctx.req, ctx.res, ctx.sessions.timeouts)
          : null;
      if (!caller) return { portal: null };
      return accountOf(ctx.db, caller.portalId, caller.sessionId);
    }),

  /** The company's name and logo for the portal's own pages (its sign-in page too). */
  brand: publicProcedure
    .input(z.void())
    .output(ZPortalBrand)
    .query(async ({ ctx }) => {
      const brand = await companyBrand(ctx.db);
      // Only a logo stored here: the portal page shows nothing from elsewhere.
      return {
        companyName: brand.companyName ?? 'EventFlow',
        logoUrl: brand.logoUrl?.startsWith('/api/files/') ? brand.logoUrl : null,
      };
    }),

  login: publicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/portal/auth/login',
        tags: TAGS,
        summary: 'Sign a client in to their portal',
        description:
          "Checks the portal's e-mail and password, answers the portal and sets the portal session cookie `portal_sid` (never a staff session). A closed (inactive) portal is refused with 403; a pending one signs in and becomes active. A wrong password or an unknown e-mail answer the same 401. After 5 failures in 15 minutes for one e-mail (or 50 from one address) portal sign-in is locked for 15 minutes: 429 with `Retry-After`; staff sign-in is counted apart.",
      },
    })
    .input(ZPortalLoginInput)
    .output(ZPortalSession)
    .mutation(async ({ ctx, input }) => {
      if (ctx.apiTokenId !== undefined)
        throw new TRPCError({ code: 'FORBIDDEN', message: SESSIONS_NOT_FOR_TOKENS });
      // Counted apart from staff sign-ins (keys of the portal realm), with the same limits.
      const keys = signInKeys('portal', input.email, ctx.req.ip);
      await refuseWhileLocked(ctx.db, ctx.res, keys);
      const candidates = await portalCredentials(ctx.db, input.email);
      let matched: (typeof candidates)[number] | undefined;
      for (const candidate of candidates) {
        if (await verifyPassword(candidate.passwordHash, input.password)) {
          matched = candidate;
          break;
        }
      }
      // Verifying against a real hash when no portal matches keeps the answer's timing the same.
      if (candidates.length === 0) await verifyPassword(await dummyPasswordHash(), input.password);
      if (!matched) {
        await countFailedSignIn(ctx.db, keys);
        throw new TRPCError({ code: 'UNAUTHORIZED', message: PORTAL_TEXTS.invalidCredentials });
      }
      // The password was right: saying the portal is closed tells nothing to someone without it.
      if (matched.status === 'inactive')
        throw new TRPCError({ code: 'FORBIDDEN', message: PORTAL_TEXTS.closed });
      await forgetFailedSignIns(ctx.db, keys);
      const opened = await ctx.db.transaction().execute(async (trx) => {
        await endPortalSessionOf(trx, ctx.req, ctx.res);
        const session = await startPortalSession(
          trx,
          ctx.req,
          ctx.res,
          matched.id,
          ctx.sessions.timeouts,
          ctx.sessions.secureCookies,
        );
        return { session, account: await portalAccount(trx, matched.id) };
      });
      const account = opened.account!;
      return {
        portal: {
          id: account.id,
          clientName: account.clientName,
          email: account.email,
          eventName: account.eventName,
          previousLogin: opened.session.previousLogin ? toIsoDateTime(opened.session.previousLogin) : null,
        },
      };
    }),

  logout: publicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/portal/auth/logout',
        tags: TAGS,
        summary: 'Sign a client out of their portal',
        description:
          'Ends the portal session of the cookie sent, if any; answers 200 even when no portal was signed in.',
      },
    })
    .input(z.void())
    .output(z.object({ success: z.literal(true) }))
    .mutation(async ({ ctx }) => {
      await endPortalSessionOf(ctx.db, ctx.req, ctx.res);
      return { success: true as const };
    }),

  me: portalProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/portal/me',
        tags: TAGS,
        summary: 'Read the signed-in portal',
        description:
          'The portal the `portal_sid` cookie belongs to, with the sign-in before the current one.',
      },
    })
    .input(z.void())
    .output(ZPortalSession)
    .query(({ ctx }) => accountOf(ctx.db, ctx.portal.portalId, ctx.portal.sessionId)),

  changePassword: portalProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/portal/me/change-password',
        tags: TAGS,
        summary: "Change the portal's password",
        description:
          "Checks the current password (400 when wrong) and sets the new one (at least 8 characters). The portal's other sessions end; this one stays signed in.",
      },
    })
    .input(ZPortalChangePasswordInput)
    .output(z.object({ success: z.literal(true) }))
    .mutation(async ({ ctx, input }) => {
      const account = await portalAccount(ctx.db, ctx.portal.portalId);
      if (!account || !(await verifyPassword(account.passwordHash, input.currentPassword))) {
        throw new TRPCError({ code: 'BAD_REQUEST', message: PORTAL_TEXTS.wrongCurrentPassword });
      }
      const passwordHash = await hashPassword(input.newPassword);
      await ctx.db.transaction().execute(async (trx) => {
        await setPortalPassword(trx, ctx.portal.portalId, passwordHash);
        await endPortalSessions(trx, ctx.portal.portalId, 'password-reset', ctx.portal.sessionId);
      });
      return { success: true as const };
    }),

  events: portalProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/portal/events',
        tags: TAGS,
        summary: "The client's events",
        description:
          "The portal's event and the client's other events staff chose to show, soonest first. `budget` is null unless staff let the client see it.",
      },
    })
    .input(z.void())
    .output(z.array(ZPortalEvent))
    .query(async ({ ctx }) => (await portalEvents(ctx.db, ctx.portal.portalId)).map(toApiRow)),

  documents: portalProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/portal/documents',
        tags: TAGS,
        summary: 'The documents shared with the client',
        description:
          'The documents staff shared with this portal and the files the client sent (`fromClient`), newest first. Download one at `/api/portal/documents/{id}/download`.',
      },
    })
    .input(z.void())
    .output(z.array(ZPortalDocument))
    .query(async ({ ctx }) => (await portalDocuments(ctx.db, ctx.portal.portalId)).map(toApiRow)),

  invoices: portalProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/portal/invoices',
        tags: TAGS,
        summary: "The client's invoices",
        description:
          "The client's issued invoices (never a draft), newest first, with what is paid and what is left to pay; `overdue` when sent or partially paid past the due date. Download one as a PDF at `/api/portal/invoices/{id}/pdf`.",
      },
    })
    .input(z.void())
    .output(z.array(ZPortalInvoice))
    .query(async ({ ctx }) => (await portalInvoices(ctx.db, ctx.portal.portalId)).map(toApiRow)),
});
