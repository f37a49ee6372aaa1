import {
  currentUser,
  hashPassword,
  needsRehash,
  recordSignIn,
  userCredentials,
  userTwoFactor,
  verifyPassword,
} from '@app/db';
import { TWO_FACTOR_TEXTS, ZLoginInput, ZLoginResult, ZSession, ZSessionState } from '@app/domain';
import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import {
  countFailedSignIn,
  dummyPasswordHash,
  forgetFailedSignIns,
  refuseWhileLocked,
  signInKeys,
} from '../auth/login-throttle.ts';
import { checkSecondFactor } from '../auth/second-factor.ts';
import { publicProcedure, router } from '../trpc/trpc.ts';
import { twoFactorRouter } from './two-factor.router.ts';

const INVALID_CREDENTIALS = 'Invalid credentials';
const SESSIONS_NOT_FOR_TOKENS = 'Sign in and out without an API token; revoke a token to end it';

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
          '**Two-factor sign-in** is a second step of the same request: for an account with two-factor sign-in, the right password without `code` answers 200 `{ "twoFactorRequired": true }` and signs no one in; send the same request again with `code`, the current 6-digit code of the authenticator app or one of the recovery codes. A request is complete on its own (no half-signed-in session to keep or expire, nothing for a script to carry between the two calls), and the password is checked again with the code. A wrong code answers 401 and counts like a wrong password (the same lock); an app code is accepted once (the same code again is a 401) and a recovery code works once. Without `code`, an account without two-factor sign-in signs in as before (a `code` sent for it is ignored). When the company requires two-factor sign-in of a user who has not set it up, the sign-in succeeds with `user.twoFactorPending: true`, and until set-up (`POST /api/auth/2fa/setup`, then `/enable`) every other operation answers 403.',
      },
    })
    .input(ZLoginInput)
    .output(ZLoginResult)
    .mutation(async ({ ctx, input }) => {
      // A request authenticated by an API token never makes or touches a session.
      if (ctx.apiTokenId !== undefined)
        throw new TRPCError({ code: 'FORBIDDEN', message: SESSIONS_NOT_FOR_TOKENS });
      const keys = signInKeys('staff', input.username, ctx.req.ip);
      await refuseWhileLocked(ctx.db, ctx.res, keys);
      const user = await userCredentials(ctx.db, input.username);
      // Verifying against a real hash when the user does not exist keeps the answer's timing the same.
      const passwordOk = await verifyPassword(
        user?.passwordHash ?? (await dummyPasswordHash()),
        input.password,
      );
      if (!user || !passwordOk || !user.isActive) {
        await countFailedSignIn(ctx.db, keys);
        throw new TRPCError({ code: 'UNAUTHORIZED', message: INVALID_CREDENTIALS });
      }
      const secondFactor = await userTwoFactor(ctx.db, user.id);
      if (secondFactor?.enabledAt) {
        // The password is right: the second step of the same request (see the description above).
        if (input.code === undefined) return { twoFactorRequired: true as const };
        const outcome = await checkSecondFactor(
          ctx.db,
          ctx.secrets,
          { userId: user.id, secretCiphertext: secondFactor.secretCiphertext },
          input.code,
        );
        if (outcome !== 'accepted') {
          await countFailedSignIn(ctx.db, keys);
          throw new TRPCError({
            code: 'UNAUTHORIZED',
            message: outcome === 'replayed' ? TWO_FACTOR_TEXTS.codeUsed : TWO_FACTOR_TEXTS.invalidCode,
          });
        }
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
    })
    .input(z.void())
    .output(z.object({ success: z.literal(true) }))
    .mutation(async ({ ctx }) => {
      if (ctx.apiTokenId !== undefined)
        throw new TRPCError({ code: 'FORBIDDEN', message: SESSIONS_NOT_FOR_TOKENS });
      if (ctx.req.session) await ctx.req.session.destroy();
      return { success: true as const };
    }),
});
