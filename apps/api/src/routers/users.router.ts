import { userCounts, userOptions, usersRepository } from '@app/db';
import {
  makeListResult,
  PASSWORD_CHANGE_NOT_FOR_TOKENS,
  ZChangePasswordInput,
  ZColorSchemeInput,
  ZId,
  ZIdInput,
  ZTwoFactorReset,
  ZUser,
  ZUserCreateInput,
  ZUserListInput,
  ZUserOption,
  ZUserOptionsInput,
  ZUserUpdateInput,
} from '@app/domain';
import { z } from 'zod';
import { toApiRow } from '../lib/serialize.ts';
import { EXAMPLE_USER, EXAMPLE_USER_ROW, exampleRow } from '../openapi/example-business.ts';
import { duplicateValue, passwordChecksLocked } from '../openapi/statuses.ts';
import { defineTag } from '../openapi/tags.ts';
import { TWO_FACTOR_ERRORS } from '../services/two-factor/errors.ts';
import { resetTwoFactor } from '../services/two-factor/reset.ts';
import { changeOwnPassword } from '../services/users/change-password.ts';
import { createUser } from '../services/users/create.ts';
import { deleteUser } from '../services/users/delete.ts';
import { endUserSessions } from '../services/users/end-sessions.ts';
import { USER_ERRORS } from '../services/users/errors.ts';
import { readUser } from '../services/users/read.ts';
import { setOwnColorScheme } from '../services/users/set-color-scheme.ts';
import { updateUser } from '../services/users/update.ts';
import { adminProcedure, protectedProcedure, router } from '../trpc/trpc.ts';
import { apiTokensRouter } from './api-tokens.router.ts';
import { calendarFeedRouter } from './calendar-feed.router.ts';
import { emailNotificationsRouter } from './email-notifications.router.ts';

defineTag(
  'users',
  'Staff accounts and their roles (admin, manager, user); admins manage them, everyone edits their own profile.',
);

/*
 * Staff accounts: the rules (who edits what, an active administrator always remains, the own password
 * needs the current one) live in services/users and throw AppError; this router checks the input and
 * who may call, calls the service and answers.
 */

const tags = ['users'];

export const usersRouter = router({
  /** The signed-in user's personal API tokens: /api/users/me/tokens. */
  tokens: apiTokensRouter,
  /** The signed-in user's calendar feed link: POST /api/users/me/calendar-token. */
  calendarFeed: calendarFeedRouter,
  /** The signed-in user's notifications by e-mail: /api/users/me/email-notifications. */
  emailNotifications: emailNotificationsRouter,

  /**
   * Colleagues to pick from, for every staff member: names only. The full rows (e-mail, role, active
   * flag, last sign-in) are the administrators' (list, page, byId), as the users export is.
   */
  options: protectedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/users/options',
        tags,
        summary: 'Pick a colleague',
        description:
          'The active staff accounts as a JSON array of `id`, `username`, `firstName` and `lastName`, for choosing a colleague (an owner, an assignee); show first and last name when both are given, else the username. Open to every signed-in user; nothing else of an account (e-mail, role, active flag, sign-ins) is in it: that is `GET /api/users`, for administrators. Sorted by the name shown; `search` matches username, first and last name; page with `limit` and `offset`.',
      },
      examples: {
        response: [
          { id: 4, username: 'jdoe', firstName: null, lastName: null },
          {
            id: 12,
            username: EXAMPLE_USER.username,
            firstName: EXAMPLE_USER.firstName,
            lastName: EXAMPLE_USER.lastName,
          },
        ],
      },
    })
    .input(ZUserOptionsInput)
    .output(z.array(ZUserOption))
    .query(({ ctx, input }) => userOptions(ctx.db, input)),

  list: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/users',
        tags,
        summary: 'List users (admin)',
        description:
          'Staff accounts as a JSON array (never a password or its hash), for administrators (403 for anyone else: to choose a colleague, `GET /api/users/options` gives every staff member the names). `search` matches username, name and e-mail; filter by `role` and `isActive`; page with `limit` and `offset`.',
      },
      examples: { response: [EXAMPLE_USER_ROW] },
    })
    .input(ZUserListInput)
    .output(z.array(ZUser))
    .query(async ({ ctx, input }) => {
      const { search, limit, offset, sortBy, sortDir, ...filters } = input;
      const rows = await usersRepository.rows(ctx.db, { search, limit, offset, sortBy, sortDir, filters });
      return rows.map(toApiRow);
    }),

  page: adminProcedure
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

  counts: adminProcedure
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
        description:
          'One staff account, by id: administrators read anyone, everyone else only their own account (403 for another).',
      },
      examples: { response: EXAMPLE_USER_ROW },
      errors: {
        403: [
          {
            key: 'ownAccountOnly',
            summary: "Someone else's account, asked by anyone but an administrator.",
            message: USER_ERRORS.OWN_ACCOUNT_ONLY.message,
          },
        ],
      },
    })
    .input(ZIdInput)
    .output(ZUser)
    .query(async ({ ctx, input }) => toApiRow(await readUser(ctx, input.id))),

  /** The signed-in user's own record (the Profile screen): no id to wait for, so it can be asked for
   *  in the same request as the session check. */
  me: protectedProcedure
    .input(z.void())
    .output(ZUser)
    .query(async ({ ctx }) => toApiRow(await readUser(ctx, ctx.user.id))),

  /**
   * The signed-in user's colour scheme. A call of its own rather than a field of PATCH
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
      examples: { request: { colorScheme: 'dark' }, response: { colorScheme: 'dark' } },
    })
    .input(ZColorSchemeInput)
    .output(ZColorSchemeInput)
    .mutation(({ ctx, input }) => setOwnColorScheme(ctx, input.colorScheme)),

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
      examples: {
        request: { ...EXAMPLE_USER, password: 'Welcome-2026!' },
        response: exampleRow(12, 1, { ...EXAMPLE_USER, lastLogin: null, twoFactorEnabled: false }),
      },
      errors: { 409: [duplicateValue('username'), duplicateValue('email')] },
    })
    .input(ZUserCreateInput)
    .output(ZUser)
    .mutation(async ({ ctx, input }) => toApiRow(await createUser(ctx, input))),

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
      examples: { request: { jobTitle: 'Senior Event Manager', version: 1 }, response: EXAMPLE_USER_ROW },
      errors: {
        403: [
          {
            key: 'notYourProfile',
            summary: 'Only administrators edit other users.',
            message: USER_ERRORS.OWN_PROFILE_ONLY.message,
          },
          {
            key: 'adminFields',
            summary: 'Only administrators change usernames, roles, passwords or the active flag.',
            message: USER_ERRORS.ADMIN_ONLY_ACCOUNT_FIELDS.message,
          },
          {
            key: 'ownAdminAccess',
            summary: 'An administrator cannot demote or disable themselves.',
            message: USER_ERRORS.OWN_ADMIN_ACCESS_KEPT.message,
          },
        ],
        409: [duplicateValue('username'), duplicateValue('email')],
      },
    })
    .input(ZUserUpdateInput.extend({ id: ZId }))
    .output(ZUser)
    .mutation(async ({ ctx, input }) => {
      const { id, ...changes } = input;
      return toApiRow(await updateUser(ctx, id, changes, ctx.req.session?.sessionId));
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
      examples: { response: { id: 12, deleted: true } },
      errors: {
        409: [
          {
            key: 'ownAccount',
            summary: 'You cannot delete your own account.',
            message: USER_ERRORS.OWN_ACCOUNT_NOT_DELETABLE.message,
          },
          {
            key: 'lastAdmin',
            summary: 'At least one active administrator must remain.',
            message: USER_ERRORS.LAST_ACTIVE_ADMIN.message,
          },
        ],
      },
    })
    .input(ZIdInput)
    .output(z.object({ id: z.int(), deleted: z.literal(true) }))
    .mutation(({ ctx, input }) => deleteUser(ctx, input.id)),

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
      examples: { response: { id: 12, endedSessions: 2 } },
    })
    .input(ZIdInput)
    .output(z.object({ id: z.int(), endedSessions: z.int() }))
    .mutation(({ ctx, input }) => endUserSessions(ctx, input.id, ctx.req.session?.sessionId)),

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
      examples: { response: { id: 12, reset: true, endedSessions: 1 } },
      errors: {
        409: [
          {
            key: 'nothingToReset',
            summary: 'The user has no second factor (nor one being set up).',
            message: TWO_FACTOR_ERRORS.TWO_FACTOR_NOTHING_TO_RESET.message,
          },
        ],
      },
    })
    .input(ZIdInput)
    .output(ZTwoFactorReset)
    .mutation(({ ctx, input }) => resetTwoFactor(ctx, input.id, ctx.req.session?.sessionId)),

  changePassword: protectedProcedure
    .meta({
      checksSecret: { tokenRefused: PASSWORD_CHANGE_NOT_FOR_TOKENS },
      openapi: {
        method: 'POST',
        path: '/users/{id}/change-password',
        tags,
        summary: 'Change your own password',
        description:
          'Needs the current password (400 when it is wrong); `id` must be your own (403 otherwise). Ends your other sessions; this one stays. A wrong current password counts like a failed sign-in of your username, before it is checked (the same limit: 5 in 15 minutes, 50 from one address; past it sign-in and this answer 429 with `Retry-After`). Not with an API token (403).',
      },
      examples: {
        request: { currentPassword: 'Welcome-2026!', newPassword: 'Golden-Gate-At-Dusk-7' },
        response: { success: true, message: 'Password changed successfully' },
      },
      errors: {
        400: [
          {
            key: 'wrongCurrentPassword',
            summary: '`currentPassword` is not the current password.',
            message: USER_ERRORS.CURRENT_PASSWORD_WRONG.message,
          },
        ],
        403: [
          {
            key: 'notYours',
            summary: '`id` is not your own.',
            message: USER_ERRORS.OWN_PASSWORD_ONLY.message,
          },
          {
            key: 'tokenNotAllowed',
            summary: 'Sent with an API token: a password is changed while signed in.',
            message: PASSWORD_CHANGE_NOT_FOR_TOKENS,
          },
        ],
        429: [passwordChecksLocked('your username')],
      },
      // `id` must be the caller's own, which exists: an unknown id is refused as someone else's (403).
      withoutErrors: [404],
    })
    .input(ZChangePasswordInput.extend({ id: ZId }))
    .output(z.object({ success: z.literal(true), message: z.string() }))
    .mutation(({ ctx, input }) => {
      const { id, ...passwords } = input;
      return changeOwnPassword(ctx, id, passwords, ctx.req.session?.sessionId);
    }),
});
