import {
  currentUser,
  hashPassword,
  needsRehash,
  recordSignIn,
  userCredentials,
  userTwoFactor,
  verifyPassword,
} from '@app/db';
import {
  type LoginInput,
  PASSWORD_RESET_LINK_MINUTES,
  PASSWORD_RESET_LINKS_PER_HOUR,
  PASSWORD_RESET_TEXTS,
  ZForgotPasswordInput,
  ZForgotPasswordResult,
  ZLoginInput,
  ZLoginResult,
  ZResetPasswordInput,
  ZResetPasswordResult,
  ZSession,
  ZSessionState,
} from '@app/domain';
import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import {
  dummyPasswordHash,
  FailedCheck,
  forgetFailedSignIns,
  releaseSignInAttempt,
  reserveSignInAttempt,
  settleRefusedAttempt,
  signInKeys,
} from '../auth/login-throttle.ts';
import type { Reason } from '../openapi/errors.ts';
import { EXAMPLE_CURRENT_USER } from '../openapi/example-business.ts';
import { defineTag } from '../openapi/tags.ts';
import { PASSWORD_RESET_ERRORS } from '../services/password-reset/errors.ts';
import { requestPasswordReset } from '../services/password-reset/request-link.ts';
import { resetPassword } from '../services/password-reset/reset.ts';
import { passwordResetTooFrequent } from '../services/password-reset/throttle.ts';
import { checkSignInCode } from '../services/two-factor/check-sign-in-code.ts';
import { TWO_FACTOR_ERRORS } from '../services/two-factor/errors.ts';
import { type Context, publicProcedure, router } from '../trpc/trpc.ts';
import { twoFactorRouter } from './two-factor.router.ts';

defineTag(
  'auth',
  "Signing in and out, the signed-in user, and their two-factor sign-in (TOTP, RFC 6238: set up with an authenticator app, recovery codes, the company's requirement).",
);

const INVALID_CREDENTIALS = 'Invalid credentials';
const SESSIONS_NOT_FOR_TOKENS = 'Sign in and out without an API token; revoke a token to end it';

const tokenNoSession: Reason = {
  key: 'tokenNoSession',
  summary: 'Sent with an API token: sessions are for people signing in; revoke a token to end it.',
  message: SESSIONS_NOT_FOR_TOKENS,
};

const SECOND_FACTOR_NEXT = Symbol('second factor next');

/**
 * The password and, for an account with two-factor sign-in, the code (see the login's description): the
 * user, SECOND_FACTOR_NEXT for the right password of such an account without a code, or a failed check
 * (a FailedCheck, or the AppError of a wrong code).
 */
async function checkCredentials(ctx: Context, input: LoginInput) {
  const user = await userCredentials(ctx.db, input.username);
  // Verifying against a real hash when the user does not exist keeps the answer's timing the same.
  const passwordOk = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), input.password);
  if (!user || !passwordOk || !user.isActive)
    throw new FailedCheck({ code: 'UNAUTHORIZED', message: INVALID_CREDENTIALS });
  const secondFactor = await userTwoFactor(ctx.db, user.id);
  if (!secondFactor?.enabledAt) return user;
  if (input.code === undefined) return SECOND_FACTOR_NEXT;
  await checkSignInCode(
    ctx,
    { userId: user.id, secretCiphertext: secondFactor.secretCiphertext },
    input.code,
  );
  return user;
}

export const authRouter = router({
  /** The signed-in user's second factor: /api/auth/2fa/…. */
  twoFactor: twoFactorRouter,

  login: publicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/auth/login',
        tags: ['auth'],
        summary: 'Sign in',
        description:
          'Checks the username and password, answers the user and sets the session cookie `sid` (a new session id at every sign-in). A wrong password, an unknown or a disabled user all answer the same 401. After 5 failures in 15 minutes for one username (or 50 from one address) sign-in is locked for 15 minutes: 429 with `Retry-After`.\n\n' +
          '**Two-factor sign-in** is a second step of the same request: for an account with two-factor sign-in, the right password without `code` answers 200 `{ "twoFactorRequired": true }` and signs no one in; send the same request again with `code`, the current 6-digit code of the authenticator app or one of the recovery codes. A request is complete on its own (no half-signed-in session to keep or expire, nothing for a script to carry between the two calls), and the password is checked again with the code. A wrong code answers 401 and counts like a wrong password (the same lock: each attempt is counted before its password and code are checked, so parallel attempts past the limit are refused too); an app code is accepted once (the same code again is a 401) and a recovery code works once. Without `code`, an account without two-factor sign-in signs in as before (a `code` sent for it is ignored). When the company requires two-factor sign-in of a user who has not set it up, the sign-in succeeds with `user.twoFactorPending: true`, and until set-up (`POST /api/auth/2fa/setup`, then `/enable`) every other operation answers 403.',
      },
      examples: {
        request: { username: 'jordan.reyes', password: 'Welcome-2026!' },
        response: { user: EXAMPLE_CURRENT_USER },
      },
      errors: {
        400: [
          {
            key: 'invalidInput',
            summary: 'A field is missing or invalid: `issues` names each one.',
            message: 'Username is required',
            issues: [{ path: 'username', message: 'Username is required' }],
          },
        ],
        401: [
          {
            key: 'invalidCredentials',
            summary:
              'Wrong password, unknown user or disabled account: the same answer for each, on purpose.',
            message: INVALID_CREDENTIALS,
          },
          {
            key: 'invalidCode',
            summary:
              'The password is right but `code` is neither a current code of the app nor an unused recovery code; counted like a wrong password.',
            message: TWO_FACTOR_ERRORS.TWO_FACTOR_SIGN_IN_INVALID.message,
          },
          {
            key: 'codeUsed',
            summary: 'This code of the app was accepted already (a code works once).',
            message: TWO_FACTOR_ERRORS.TWO_FACTOR_SIGN_IN_CODE_USED.message,
          },
        ],
        403: [tokenNoSession],
        429: [
          {
            key: 'locked',
            summary:
              'Too many failed sign-ins for this username (5 in 15 minutes) or from this address (50): locked for 15 minutes.',
            message: 'Too many failed sign-in attempts. Try again in 15 minutes.',
          },
        ],
      },
    })
    .input(ZLoginInput)
    .output(ZLoginResult)
    .mutation(async ({ ctx, input }) => {
      // A request authenticated by an API token never makes or touches a session.
      if (ctx.apiTokenId !== undefined)
        throw new TRPCError({ code: 'FORBIDDEN', message: SESSIONS_NOT_FOR_TOKENS });
      const keys = signInKeys('staff', input.username, ctx.req.ip);
      // Counted before the password is checked, so a burst checks at most the limit's number of them.
      await reserveSignInAttempt(ctx.db, ctx.res, keys);
      const user = await checkCredentials(ctx, input).catch(async (err: unknown) => {
        throw await settleRefusedAttempt(ctx.db, keys, err);
      });
      if (user === SECOND_FACTOR_NEXT) {
        await releaseSignInAttempt(ctx.db, keys);
        return { twoFactorRequired: true as const };
      }
      await forgetFailedSignIns(ctx.db, keys);
      await recordSignIn(
        ctx.db,
        user.id,
        needsRehash(user.passwordHash) ? await hashPassword(input.password) : undefined,
      );

      // A fresh session id at sign-in; the pre-login session is destroyed in the store.
      await ctx.req.session.regenerate();
      const now = Date.now();
      ctx.req.session.userId = user.id;
      ctx.req.session.authenticatedAt = now;
      ctx.req.session.lastSeenAt = now;
      return { user: await currentUser(ctx.db, user.id) };
    }),

  // Public in tRPC (the web app asks it to learn whether anyone is signed in), yet it answers only a
  // signed-in caller: documented as such.
  me: publicProcedure
    .meta({
      access: 'signed-in',
      duringTwoFactorSetup: true,
      openapi: {
        method: 'GET',
        path: '/auth/me',
        tags: ['auth'],
        summary: 'Read the signed-in user',
        description:
          'The user the session cookie or API token belongs to; 401 when there is none (signed out, expired, disabled).',
      },
      examples: { response: { user: EXAMPLE_CURRENT_USER } },
    })
    .input(z.void())
    .output(ZSession)
    .query(async ({ ctx }) => {
      if (!ctx.user) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Not signed in' });
      // The row was read with the session (see PostgresSessionStore); the output schema keeps the
      // fields of ZCurrentUser.
      const account = ctx.req.session?.account;
      return { user: account?.id === ctx.user.id ? account : await currentUser(ctx.db, ctx.user.id) };
    }),

  /**
   * The web app's session check: who is signed in, or `user: null`. A visitor who is not signed in is
   * not an error, so this answers 200 either way (the documented REST `GET /api/auth/me` keeps its 401).
   */
  session: publicProcedure
    .input(z.void())
    .output(ZSessionState)
    .query(async ({ ctx }) => {
      if (!ctx.user) return { user: null };
      const account = ctx.req.session?.account;
      return { user: account?.id === ctx.user.id ? account : await currentUser(ctx.db, ctx.user.id) };
    }),

  logout: publicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/auth/logout',
        tags: ['auth'],
        summary: 'Sign out',
        description:
          'Ends the session of the cookie sent, if any, in the store too; answers 200 even when no one was signed in.',
      },
      examples: { response: { success: true } },
      errors: { 403: [tokenNoSession] },
    })
    .input(z.void())
    .output(z.object({ success: z.literal(true) }))
    .mutation(async ({ ctx }) => {
      if (ctx.apiTokenId !== undefined)
        throw new TRPCError({ code: 'FORBIDDEN', message: SESSIONS_NOT_FOR_TOKENS });
      if (ctx.req.session) await ctx.req.session.destroy();
      return { success: true as const };
    }),

  forgotPassword: publicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/auth/forgot-password',
        tags: ['auth'],
        summary: 'Ask for a password reset link',
        description: `"Forgot password?": when \`username\` (exactly, as at sign-in) or \`email\` (whatever the case) names an active staff account with an e-mail address, that address is sent a link, \`<origin>/reset-password?token=…\`, that sets a new password once within ${PASSWORD_RESET_LINK_MINUTES} minutes (\`POST /api/auth/reset-password\`). The answer is the same 200 whether or not an account matched, is disabled or has no address, so it tells nothing about accounts. One account is sent at most ${PASSWORD_RESET_LINKS_PER_HOUR} links an hour: more requests answer the same and send nothing. One address may ask 30 times in 15 minutes; past that, 429 with \`Retry-After\`. The link starts with PUBLIC_URL when the server has it, else with the scheme and host of this request. The e-mail is in the outbox, its body hidden (\`GET /api/emails/{id}\` shows a note instead of the link).`,
      },
      examples: {
        request: { username: 'jordan.reyes' },
        response: { ok: true, message: PASSWORD_RESET_TEXTS.linkSent },
      },
      errors: {
        400: [
          {
            key: 'invalidInput',
            summary: 'Neither `username` nor `email` was given (or one is too long): `issues` names it.',
            message: PASSWORD_RESET_TEXTS.nameRequired,
            issues: [{ path: 'username', message: PASSWORD_RESET_TEXTS.nameRequired }],
          },
        ],
        429: [
          {
            key: 'tooManyRequests',
            summary:
              'Too many requests for a link from this address (30 in 15 minutes): refused for 15 minutes, `Retry-After` says how long.',
            message: passwordResetTooFrequent(15 * 60),
          },
        ],
      },
    })
    .input(ZForgotPasswordInput)
    .output(ZForgotPasswordResult)
    .mutation(({ ctx, input }) => requestPasswordReset(ctx, input)),

  resetPassword: publicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/auth/reset-password',
        tags: ['auth'],
        summary: 'Set a new password from a reset link',
        description:
          "Takes the `token` of a link sent by `POST /api/auth/forgot-password` and the new password (the rules of every staff password). A link works once and within its hour: it then sets the password, ends every session of the account (signed in anywhere, it must sign in again) and makes the account's other links unusable. A token no link has is a 404 that says nothing about any account; a used or an expired link is a 409 that says so (ask for a new one). Two-factor sign-in, if on, stays on. The change is in the audit log as the user's own.",
      },
      examples: {
        request: {
          token: 'q7Xb2m0K3yVvR9sLwP4tN8cJ1hF6gD5aZ0eU2iO3kMw',
          newPassword: 'Golden-Gate-At-Dusk-7',
        },
        response: { success: true, message: PASSWORD_RESET_TEXTS.passwordChanged },
      },
      errors: {
        400: [
          {
            key: 'invalidInput',
            summary: 'The new password breaks the rules (or a field is missing): `issues` names each one.',
            message: 'Password must be at least 6 characters',
            issues: [{ path: 'newPassword', message: 'Password must be at least 6 characters' }],
          },
        ],
        404: [
          {
            key: 'linkInvalid',
            summary:
              "No link has this token (never made, or one of the account's other links set the password already).",
            message: PASSWORD_RESET_ERRORS.PASSWORD_RESET_LINK_INVALID.message,
          },
        ],
        409: [
          {
            key: 'linkUsed',
            summary: 'The link set a password already: a link works once.',
            message: PASSWORD_RESET_ERRORS.PASSWORD_RESET_LINK_USED.message,
          },
          {
            key: 'linkExpired',
            summary: `The link is older than ${PASSWORD_RESET_LINK_MINUTES} minutes.`,
            message: PASSWORD_RESET_ERRORS.PASSWORD_RESET_LINK_EXPIRED.message,
          },
        ],
      },
    })
    .input(ZResetPasswordInput)
    .output(ZResetPasswordResult)
    .mutation(({ ctx, input }) => resetPassword(ctx, input)),
});
