import { portalDocuments, portalEvents, portalInvoices } from '@app/db';
import {
  PORTAL_RESETS_PER_HOUR,
  portalResetsTooFrequent,
  ZPortalBrand,
  ZPortalChangePasswordInput,
  ZPortalDocument,
  ZPortalEvent,
  ZPortalForgotPasswordInput,
  ZPortalInvoice,
  ZPortalLoginInput,
  ZPortalResetPasswordInput,
  ZPortalSession,
  ZPortalSessionState,
} from '@app/domain';
import { z } from 'zod';
import { endPortalSessionOf, resolvePortalCaller } from '../auth/portal-session.ts';
import { AppError } from '../lib/app-error.ts';
import { linkOrigin } from '../lib/link-origin.ts';
import { toApiRow } from '../lib/serialize.ts';
import {
  EXAMPLE_INVOICE,
  EXAMPLE_PORTAL_ACCOUNT,
  EXAMPLE_PORTAL_DOCUMENT,
  EXAMPLE_PORTAL_UPLOAD,
} from '../openapi/example-business.ts';
import { passwordChecksLocked } from '../openapi/statuses.ts';
import { defineTag } from '../openapi/tags.ts';
import { portalSessionAnswer } from '../services/portal-access/account.ts';
import { portalBrand } from '../services/portal-access/brand.ts';
import { changePortalPassword } from '../services/portal-access/change-password.ts';
import { PORTAL_ACCESS_ERRORS } from '../services/portal-access/errors.ts';
import {
  PORTAL_RESET_REQUESTS_PER_IP,
  requestPortalReset,
} from '../services/portal-access/forgot-password.ts';
import { resetPortalPassword } from '../services/portal-access/reset-password.ts';
import { signInToPortal } from '../services/portal-access/sign-in.ts';
import { portalProcedure, publicProcedure, router } from '../trpc/trpc.ts';

defineTag(
  'portal',
  "The client portal, for clients rather than staff: a client signs in with their portal's e-mail and password (a `portal_sid` session of its own, never a staff session or token), sees their events, the documents shared with them and their invoices (with each invoice's PDF), and sends files to staff.",
);

/*
 * The client portal: what a client does after signing in with the portal's e-mail and
 * password. Every read is scoped to the caller's own portal in its SQL (packages/db
 * portal-access.repository.ts), so another portal's records answer nothing, never 403. The rules of
 * signing in and of the portal's password live in the services (services/portal-access).
 */

const TAGS = ['portal'];

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
      return portalSessionAnswer(ctx.db, caller.portalId, caller.sessionId);
    }),

  /** The company's name and logo for the portal's own pages (its sign-in page too). */
  brand: publicProcedure
    .input(z.void())
    .output(ZPortalBrand)
    .query(({ ctx }) => portalBrand(ctx.db)),

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
      examples: {
        request: { email: 'maya.lopez@example.com', password: 'Our-Big-Day-2027' },
        response: { portal: EXAMPLE_PORTAL_ACCOUNT },
      },
      errors: {
        400: [
          {
            key: 'invalidInput',
            summary: 'A field is missing or invalid: `issues` names each one.',
            message: 'Email is required',
            issues: [{ path: 'email', message: 'Email is required' }],
          },
        ],
        401: [
          {
            key: 'invalidCredentials',
            summary: 'Wrong password or unknown e-mail: the same answer for each, on purpose.',
            message: PORTAL_ACCESS_ERRORS.PORTAL_INVALID_CREDENTIALS.message,
          },
        ],
        403: [
          {
            key: 'portalClosed',
            summary: 'The password is right but staff closed the portal (inactive).',
            message: PORTAL_ACCESS_ERRORS.PORTAL_CLOSED.message,
          },
          {
            key: 'tokenNoPortalSession',
            summary: 'Sent with an API token: clients sign in with the portal e-mail and password.',
            message: PORTAL_ACCESS_ERRORS.PORTAL_SIGN_IN_NOT_FOR_TOKENS.message,
          },
        ],
        429: [
          {
            key: 'locked',
            summary:
              'Too many failed portal sign-ins for this e-mail (5 in 15 minutes) or from this address (50): locked for 15 minutes.',
            message: 'Too many failed sign-in attempts. Try again in 15 minutes.',
          },
        ],
      },
    })
    .input(ZPortalLoginInput)
    .output(ZPortalSession)
    .mutation(({ ctx, input }) => {
      if (ctx.apiTokenId !== undefined) throw new AppError('PORTAL_SIGN_IN_NOT_FOR_TOKENS');
      return signInToPortal(ctx, input);
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
      examples: { response: { success: true } },
    })
    .input(z.void())
    .output(z.object({ success: z.literal(true) }))
    .mutation(async ({ ctx }) => {
      await endPortalSessionOf(ctx.db, ctx.req, ctx.res);
      return { success: true as const };
    }),

  forgotPassword: publicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/portal/auth/forgot-password',
        tags: TAGS,
        summary: 'Send a client a link to reset their portal password',
        description: `When an open portal signs in with this e-mail, queues an e-mail to it with a link to \`/portal/set-password\` where the client chooses a new password; the link works once, for 1 hour. The answer is the same whether or not a portal has this e-mail. One portal is sent at most ${PORTAL_RESETS_PER_HOUR} such links an hour: past that, nothing more is sent (and the answer is still the same). From one address at most ${PORTAL_RESET_REQUESTS_PER_IP.maxFailures} requests in 15 minutes, whatever their e-mail: then 429 with \`Retry-After\` for 15 minutes.`,
      },
      examples: { request: { email: 'maya.lopez@example.com' }, response: { success: true } },
      errors: {
        429: [
          {
            key: 'tooManyRequests',
            summary: `More than ${PORTAL_RESET_REQUESTS_PER_IP.maxFailures} requests from this address in 15 minutes: \`Retry-After\` says how long to wait.`,
            message: portalResetsTooFrequent(15 * 60),
          },
        ],
      },
    })
    .input(ZPortalForgotPasswordInput)
    .output(z.object({ success: z.literal(true) }))
    .mutation(({ ctx, input }) => requestPortalReset(ctx, input, linkOrigin(ctx))),

  resetPassword: publicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/portal/auth/reset-password',
        tags: TAGS,
        summary: "Set a portal's password from an e-mailed link",
        description:
          "Takes the `token` of an invitation or reset link (`/portal/set-password?token=…`) and the new password (at least 8 characters). Sets the portal's password, uses the link up, makes the portal's other unused links stop working and ends every session of the portal; the client then signs in with the new password. A link that is unknown, used or expired is refused, saying which, and nothing else about the portal.",
      },
      examples: {
        request: { token: 'q3Jx0c8mRzW1d7vN5bT2kY9pLsA4eH6uFgC1oZiXw8E', newPassword: 'Sunset-On-The-Bay-9' },
        response: { success: true },
      },
      errors: {
        403: [
          {
            key: 'portalClosed',
            summary: 'Staff closed the portal (inactive) since the link was sent.',
            message: PORTAL_ACCESS_ERRORS.PORTAL_CLOSED.message,
          },
        ],
        404: [
          {
            key: 'invalidLink',
            summary: 'No link has this token (or a newer invitation replaced it).',
            message: PORTAL_ACCESS_ERRORS.PORTAL_LINK_INVALID.message,
          },
        ],
        409: [
          {
            key: 'linkUsed',
            summary: 'The link already set a password: each link works once.',
            message: PORTAL_ACCESS_ERRORS.PORTAL_LINK_USED.message,
          },
          {
            key: 'linkExpired',
            summary: 'The link is past its expiry (7 days for an invitation, 1 hour for a reset).',
            message: PORTAL_ACCESS_ERRORS.PORTAL_LINK_EXPIRED.message,
          },
        ],
      },
    })
    .input(ZPortalResetPasswordInput)
    .output(z.object({ success: z.literal(true) }))
    .mutation(({ ctx, input }) => resetPortalPassword(ctx, input)),

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
      examples: { response: { portal: EXAMPLE_PORTAL_ACCOUNT } },
    })
    .input(z.void())
    .output(ZPortalSession)
    .query(({ ctx }) => portalSessionAnswer(ctx.db, ctx.portal.portalId, ctx.portal.sessionId)),

  changePassword: portalProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/portal/me/change-password',
        tags: TAGS,
        summary: "Change the portal's password",
        description:
          "Checks the current password (400 when wrong) and sets the new one (at least 8 characters). The portal's other sessions end; this one stays signed in. A wrong current password counts like a failed portal sign-in of the portal's e-mail (the same limit: 5 in 15 minutes, 50 from one address), counted before it is checked; past the limit 429 with `Retry-After`.",
      },
      examples: {
        request: { currentPassword: 'Our-Big-Day-2027', newPassword: 'Sunset-On-The-Bay-9' },
        response: { success: true },
      },
      errors: {
        400: [
          {
            key: 'wrongCurrentPassword',
            summary: '`currentPassword` is not the current password.',
            message: PORTAL_ACCESS_ERRORS.PORTAL_WRONG_PASSWORD.message,
          },
        ],
        429: [passwordChecksLocked("the portal's e-mail")],
      },
    })
    .input(ZPortalChangePasswordInput)
    .output(z.object({ success: z.literal(true) }))
    .mutation(({ ctx, input }) => changePortalPassword(ctx, ctx.portal, input)),

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
      examples: {
        response: [
          {
            id: 31,
            name: 'Lopez-Nguyen Wedding',
            type: 'Wedding',
            date: '2027-06-12',
            time: '16:00',
            venue: 'Fort Mason Center, San Francisco',
            status: 'confirmed',
            budget: null,
          },
        ],
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
      examples: { response: [EXAMPLE_PORTAL_DOCUMENT, { ...EXAMPLE_PORTAL_UPLOAD }] },
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
      examples: {
        response: [
          {
            id: EXAMPLE_INVOICE.id,
            number: EXAMPLE_INVOICE.number,
            status: EXAMPLE_INVOICE.status,
            overdue: EXAMPLE_INVOICE.overdue,
            issueDate: EXAMPLE_INVOICE.issueDate,
            dueDate: EXAMPLE_INVOICE.dueDate,
            total: EXAMPLE_INVOICE.total,
            paid: EXAMPLE_INVOICE.paid,
            balance: EXAMPLE_INVOICE.balance,
            eventName: EXAMPLE_INVOICE.eventName,
          },
        ],
      },
    })
    .input(z.void())
    .output(z.array(ZPortalInvoice))
    .query(async ({ ctx }) => (await portalInvoices(ctx.db, ctx.portal.portalId)).map(toApiRow)),
});
