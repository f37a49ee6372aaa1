import { hashPassword, needsRehash, verifyPassword } from '@app/db';
import { ZLoginInput, ZSession } from '@app/domain';
import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { accountKey, ACCOUNT_POLICY, clearFailures, IP_POLICY, ipKey, lockedForSeconds, recordFailure } from '../auth/login-throttle.ts';
import { loadCurrentUser } from '../auth/current-user.ts';
import { publicProcedure, router } from '../trpc/trpc.ts';

const INVALID_CREDENTIALS = 'Invalid credentials';

// Verifying against a real hash when the user does not exist keeps the answer's timing the same.
let dummyHash: Promise<string> | undefined;
const getDummyHash = () => {
  dummyHash ??= hashPassword('not-a-real-password-but-a-real-hash');
  return dummyHash;
};

export const authRouter = router({
  login: publicProcedure
    .meta({ openapi: { method: 'POST', path: '/auth/login', tags: ['auth'], summary: 'Sign in', description: 'Sets the session cookie. Failures answer 401 { message }; too many answer 429.' } })
    .input(ZLoginInput)
    .output(ZSession)
    .mutation(async ({ ctx, input }) => {
      const keys = [accountKey(input.username), ipKey(ctx.req.ip)];
      const lockedSeconds = await lockedForSeconds(ctx.db, keys);
      if (lockedSeconds > 0) {
        ctx.res.header('retry-after', String(lockedSeconds));
        throw new TRPCError({
          code: 'TOO_MANY_REQUESTS',
          message: `Too many failed sign-in attempts. Try again in ${Math.ceil(lockedSeconds / 60)} minutes.`,
        });
      }
      const user = await ctx.db
        .selectFrom('users')
        .select(['id', 'passwordHash', 'isActive'])
        .where('username', '=', input.username)
        .executeTakeFirst();
      const passwordOk = await verifyPassword(user?.passwordHash ?? (await getDummyHash()), input.password);
      if (!user || !passwordOk || !user.isActive) {
        await recordFailure(ctx.db, keys[0]!, ACCOUNT_POLICY);
        await recordFailure(ctx.db, keys[1]!, IP_POLICY);
        throw new TRPCError({ code: 'UNAUTHORIZED', message: INVALID_CREDENTIALS });
      }
      await clearFailures(ctx.db, keys[0]!);
      await ctx.db
        .updateTable('users')
        .set({
          lastLogin: new Date(),
          ...(needsRehash(user.passwordHash) ? { passwordHash: await hashPassword(input.password) } : {}),
        })
        .where('id', '=', user.id)
        .execute();

      // A fresh session id at sign-in; the pre-login session is destroyed in the store.
      await ctx.req.session.regenerate();
      const now = Date.now();
      ctx.req.session.userId = user.id;
      ctx.req.session.authenticatedAt = now;
      ctx.req.session.lastSeenAt = now;
      return { user: await loadCurrentUser(ctx.db, user.id) };
    }),

  me: publicProcedure
    .meta({ openapi: { method: 'GET', path: '/auth/me', tags: ['auth'], summary: 'The signed-in user', description: '401 when signed out.' } })
    .input(z.void())
    .output(ZSession)
    .query(async ({ ctx }) => {
      if (!ctx.user) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Not signed in' });
      // The row was read with the session (see PostgresSessionStore); the output schema keeps the
      // fields of ZCurrentUser.
      const account = ctx.req.session?.account;
      return { user: account?.id === ctx.user.id ? account : await loadCurrentUser(ctx.db, ctx.user.id) };
    }),

  logout: publicProcedure
    .meta({ openapi: { method: 'POST', path: '/auth/logout', tags: ['auth'], summary: 'Sign out', description: 'Destroys the session.' } })
    .input(z.void())
    .output(z.object({ success: z.literal(true) }))
    .mutation(async ({ ctx }) => {
      if (ctx.req.session) await ctx.req.session.destroy();
      return { success: true as const };
    }),
});
