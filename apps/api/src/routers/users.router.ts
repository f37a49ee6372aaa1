import {
  type Database,
  deleteUser,
  destroyUserSessions,
  hashPassword,
  lockOtherActiveAdmins,
  passwordHashOf,
  removeTwoFactor,
  setColorScheme,
  setPasswordHash,
  type Transaction,
  userAccessForUpdate,
  userCounts,
  userExists,
  usersRepository,
  verifyPassword,
} from '@app/db';
import {
  makeListResult,
  TWO_FACTOR_TEXTS,
  ZChangePasswordInput,
  ZColorSchemeInput,
  ZId,
  ZIdInput,
  ZTwoFactorReset,
  ZUser,
  ZUserCreateInput,
  ZUserListInput,
  ZUserUpdateInput,
} from '@app/domain';
import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { notFound, versionConflict } from '../lib/errors.ts';
import { toApiRow } from '../lib/serialize.ts';
import { adminProcedure, inTransaction, protectedProcedure, router } from '../trpc/trpc.ts';
import { apiTokensRouter } from './api-tokens.router.ts';
import { calendarFeedRouter } from './calendar-feed.router.ts';

const tags = ['users'];
/** Fields a user may change on their own profile (PATCH /api/users/{me}). */
const SELF_EDITABLE = [
  'email',
  'firstName',
  'lastName',
  'department',
  'jobTitle',
  'phone',
  'bio',
  'profileImage',
] as const;

/** Refuses a change that would leave no active admin. Runs inside the write's transaction. */
async function assertAnotherActiveAdmin(trx: Transaction<Database>, exceptUserId: number) {
  if ((await lockOtherActiveAdmins(trx, exceptUserId)).length === 0) {
    throw new TRPCError({ code: 'CONFLICT', message: 'At least one active administrator must remain' });
  }
}

export const usersRouter = router({
  /** The signed-in user's personal API tokens: /api/users/me/tokens. */
  tokens: apiTokensRouter,
  /** The signed-in user's calendar feed link: POST /api/users/me/calendar-token. */
  calendarFeed: calendarFeedRouter,

  list: protectedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/users',
        tags,
        summary: 'List users',
        description:
          'Staff accounts as a JSON array (never a password or its hash). `search` matches username, name and e-mail; filter by `role` and `isActive`; page with `limit` and `offset`.',
      },
    })
    .input(ZUserListInput)
    .output(z.array(ZUser))
    .query(async ({ ctx, input }) => {
      const { search, limit, offset, sortBy, sortDir, ...filters } = input;
      const rows = await usersRepository.rows(ctx.db, { search, limit, offset, sortBy, sortDir, filters });
      return rows.map(toApiRow);
    }),

  page: protectedProcedure
    .input(ZUserListInput)
    .output(makeListResult(ZUser))
    .query(async ({ ctx, input }) => {
      const { search, limit, offset, sortBy, sortDir, ...filters } = input;
      const page = await usersRepository.list(ctx.db, { search, limit, offset, sortBy, sortDir, filters });
      return {
        items: page.items.map(toApiRow),
        total: page.total,
        totalIsLowerBound: page.totalIsLowerBound,
      };
    }),

  counts: protectedProcedure
    .input(z.void())
    .output(z.object({ total: z.int(), active: z.int(), inactive: z.int() }))
    .query(({ ctx }) => userCounts(ctx.db)),

  byId: protectedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/users/{id}',
        tags,
        summary: 'Read a user',
        description: 'One staff account, by id.',
      },
    })
    .input(ZIdInput)
    .output(ZUser)
    .query(async ({ ctx, input }) => {
      const row = await usersRepository.byId(ctx.db, input.id);
      if (!row) throw notFound('User');
      return toApiRow(row);
    }),

  /** The signed-in user's own record (the Profile screen): no id to wait for, so it can be asked for
   *  in the same request as the session check. */
  me: protectedProcedure
    .input(z.void())
    .output(ZUser)
    .query(async ({ ctx }) => {
      const row = await usersRepository.byId(ctx.db, ctx.user.id);
      if (!row) throw notFound('User');
      return toApiRow(row);
    }),

  /**
   * The signed-in user's colour scheme (issue 19). A call of its own rather than a field of PATCH
   * /users/{id}: a preference, not a profile edit, so it takes no `version`, never conflicts with an
   * open profile form, and is no audit entry (migration 0038).
   */
  setColorScheme: protectedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/users/me/color-scheme',
        tags,
        summary: 'Choose your colour scheme',
        description:
          "Saves the web app's colour scheme for your account: `light`, `dark` or `system` (follow the device's setting, the default for every account). It comes back as `user.colorScheme` with the session (`GET /api/auth/me`, the login response), so it follows you from one browser to the next. A preference, not a profile edit: no `version`, it never conflicts with an edit of your profile, and it is not in the audit log. Answers the saved choice.",
      },
    })
    .input(ZColorSchemeInput)
    .output(ZColorSchemeInput)
    .mutation(async ({ ctx, input }) => {
      if (!(await setColorScheme(ctx.db, ctx.user.id, input.colorScheme))) throw notFound('User');
      return { colorScheme: input.colorScheme };
    }),

  create: adminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/users',
        tags,
        summary: 'Create a user (admin)',
        description:
          'Creates a staff account with its password (stored as an argon2id hash) and answers 201 with it. Usernames and e-mails are unique (409).',
      },
    })
    .input(ZUserCreateInput)
    .output(ZUser)
    .mutation(async ({ ctx, input }) => {
      const { password, ...rest } = input;
      const row = await usersRepository.insert(ctx.db, {
        ...rest,
        passwordHash: await hashPassword(password),
      });
      return toApiRow(row);
    }),

  update: protectedProcedure
    .meta({
      openapi: {
        method: 'PATCH',
        path: '/users/{id}',
        tags,
        summary: 'Update a user',
        description:
          "Admins edit anyone (a new `password` or `isActive: false` ends that user's other sessions) but cannot remove their own admin access; a user edits their own profile fields only, never their username, role, password or active flag (403). Send `version` as read to be refused with 409 when someone changed the account since.",
      },
    })
    .input(ZUserUpdateInput.extend({ id: ZId }))
    .output(ZUser)
    .mutation(async ({ ctx, input }) => {
      const { id, version, password, ...changes } = input;
      const isAdmin = ctx.user.role === 'admin';
      const isSelf = ctx.user.id === id;
      if (!isAdmin && !isSelf)
        throw new TRPCError({ code: 'FORBIDDEN', message: 'You can only edit your own profile' });
      const allowed: Record<string, unknown> = isAdmin
        ? { ...changes }
        : Object.fromEntries(SELF_EDITABLE.filter((k) => k in changes).map((k) => [k, changes[k]]));
      if (
        !isAdmin &&
        (changes.role !== undefined ||
          changes.isActive !== undefined ||
          changes.username !== undefined ||
          password)
      ) {
        throw new TRPCError({
          code: 'FORBIDDEN',
          message: 'Only administrators can change usernames, roles, passwords or the active flag',
        });
      }
      if (isAdmin && isSelf && (changes.isActive === false || (changes.role && changes.role !== 'admin'))) {
        throw new TRPCError({
          code: 'FORBIDDEN',
          message: 'You cannot remove your own administrator access',
        });
      }
      if (password) {
        allowed.passwordHash = await hashPassword(password);
        allowed.passwordChangedAt = new Date();
      }
      const row = await inTransaction(ctx.db, async (trx) => {
        const existing = await userAccessForUpdate(trx, id);
        if (!existing) throw notFound('User');
        if (version !== undefined && existing.version !== version) throw versionConflict();
        const losesAdmin =
          existing.role === 'admin' &&
          existing.isActive &&
          (allowed.isActive === false || (allowed.role !== undefined && allowed.role !== 'admin'));
        if (losesAdmin) await assertAnotherActiveAdmin(trx, id);
        const outcome = await usersRepository.update(trx, id, allowed, version);
        if (outcome.status === 'not_found') throw notFound('User');
        if (outcome.status === 'conflict') throw versionConflict();
        // A disabled user or a new password ends the user's other sessions.
        if (allowed.isActive === false || password) {
          await destroyUserSessions(trx, id, isSelf ? ctx.req.session?.sessionId : undefined);
        }
        return outcome.row;
      });
      return toApiRow(row);
    }),

  delete: adminProcedure
    .meta({
      openapi: {
        method: 'DELETE',
        path: '/users/{id}',
        tags,
        summary: 'Delete a user (admin)',
        description:
          'Deletes the account and its sessions. Refused (409) for your own account and for the last active administrator.',
      },
    })
    .input(ZIdInput)
    .output(z.object({ id: z.int(), deleted: z.literal(true) }))
    .mutation(async ({ ctx, input }) => {
      if (input.id === ctx.user.id)
        throw new TRPCError({ code: 'CONFLICT', message: 'You cannot delete your own account' });
      await inTransaction(ctx.db, async (trx) => {
        const existing = await userAccessForUpdate(trx, input.id);
        if (!existing) throw notFound('User');
        if (existing.role === 'admin' && existing.isActive) await assertAnotherActiveAdmin(trx, input.id);
        await deleteUser(trx, input.id);
      });
      return { id: input.id, deleted: true as const };
    }),

  /** Signs a user out everywhere (a lost laptop, a departing colleague); the admin's own session stays. */
  endSessions: adminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/users/{id}/end-sessions',
        tags,
        summary: "End a user's sessions (admin)",
        description:
          'Signs the user out everywhere (a lost laptop, a departing colleague); your own current session stays. No body; answers how many sessions ended.',
      },
    })
    .input(ZIdInput)
    .output(z.object({ id: z.int(), endedSessions: z.int() }))
    .mutation(async ({ ctx, input }) => {
      if (!(await userExists(ctx.db, input.id))) throw notFound('User');
      const endedSessions = await destroyUserSessions(ctx.db, input.id, ctx.req.session?.sessionId);
      return { id: input.id, endedSessions };
    }),

  /** A lost phone: the user signs in with the password alone again (and sets up anew if required). */
  resetTwoFactor: adminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/users/{id}/2fa/reset',
        tags,
        summary: "Reset a user's two-factor sign-in (admin)",
        description:
          "Removes the user's second factor (the authenticator secret and the recovery codes; a set-up in progress too) and ends all their sessions, your own current one excepted. They sign in with the password alone again; when the company requires two-factor sign-in of them, they set it up at that sign-in. In the audit log. 409 when the user has none. No body.",
      },
    })
    .input(ZIdInput)
    .output(ZTwoFactorReset)
    .mutation(async ({ ctx, input }) => {
      if (!(await userExists(ctx.db, input.id))) throw notFound('User');
      const endedSessions = await inTransaction(ctx.db, async (trx) => {
        if (!(await removeTwoFactor(trx, input.id)))
          throw new TRPCError({ code: 'CONFLICT', message: TWO_FACTOR_TEXTS.nothingToReset });
        return destroyUserSessions(trx, input.id, ctx.req.session?.sessionId);
      });
      return { id: input.id, reset: true as const, endedSessions };
    }),

  changePassword: protectedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/users/{id}/change-password',
        tags,
        summary: 'Change your own password',
        description:
          'Needs the current password (400 when it is wrong); `id` must be your own (403 otherwise). Ends your other sessions; this one stays.',
      },
    })
    .input(ZChangePasswordInput.extend({ id: ZId }))
    .output(z.object({ success: z.literal(true), message: z.string() }))
    .mutation(async ({ ctx, input }) => {
      if (input.id !== ctx.user.id)
        throw new TRPCError({ code: 'FORBIDDEN', message: 'You can only change your own password' });
      const passwordHash = await passwordHashOf(ctx.db, input.id);
      if (passwordHash === undefined) throw notFound('User');
      if (!(await verifyPassword(passwordHash, input.currentPassword))) {
        throw new TRPCError({ code: 'BAD_REQUEST', message: 'Current password is incorrect' });
      }
      await inTransaction(ctx.db, async (trx) => {
        await setPasswordHash(trx, input.id, await hashPassword(input.newPassword));
        await destroyUserSessions(trx, input.id, ctx.req.session?.sessionId);
      });
      return { success: true as const, message: 'Password changed successfully' };
    }),
});
