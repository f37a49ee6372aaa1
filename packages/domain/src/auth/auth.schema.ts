import { z } from 'zod';
import { requiredEnum } from '../common/enums.ts';
import { ZRowId } from '../common/ids.ts';
import { password } from '../common/passwords.ts';
import { tooLong } from '../common/text.ts';
import { COLOR_SCHEMES, PASSWORD_MAX, PASSWORD_MIN, SHORT_TEXT_MAX, USER_ROLES } from '../constants.ts';
import { CONFIRM_PASSWORD_REQUIRED, PASSWORD_TOO_SHORT, PASSWORDS_DONT_MATCH } from '../users/user.schema.ts';
import { TWO_FACTOR_TEXTS, ZTwoFactorChallenge } from './two-factor.schema.ts';

/** POST /api/auth/login. The password is checked as typed (never trimmed). */
export const ZLoginInput = z.object({
  username: z
    .string({ error: 'Username is required' })
    .trim()
    .min(1, 'Username is required')
    .max(SHORT_TEXT_MAX, tooLong(SHORT_TEXT_MAX)),
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(PASSWORD_MAX, tooLong(PASSWORD_MAX)),
  /**
   * The second factor, for an account with two-factor sign-in: the app's 6-digit code or one of the
   * recovery codes. Without it such an account answers `{ twoFactorRequired: true }`.
   */
  code: z
    .string({ error: TWO_FACTOR_TEXTS.codeRequired })
    .trim()
    .min(1, TWO_FACTOR_TEXTS.codeRequired)
    .max(SHORT_TEXT_MAX, tooLong(SHORT_TEXT_MAX))
    .optional()
    .meta({
      description:
        'The 6-digit code of the authenticator app, or a recovery code (`xxxx-xxxx-xxxx-xxxx`), when the account has two-factor sign-in.',
    }),
});
export type LoginInput = z.infer<typeof ZLoginInput>;

/** The signed-in user (GET /api/auth/me, login response): enough for the header and sidebar. */
export const ZCurrentUser = z.object({
  id: ZRowId,
  username: z.string(),
  email: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  role: z.enum(USER_ROLES),
  profileImage: z.string().nullable(),
  twoFactorPending: z.boolean().meta({
    description:
      'The company requires two-factor sign-in of this user, who has not set it up: until they do, only the set-up, the session and sign-out answer (every other operation is a 403).',
  }),
  colorScheme: z.enum(COLOR_SCHEMES).meta({
    description:
      "The user's colour scheme for the web app: `light`, `dark`, or `system` (follow the device's setting; the default). Changed with `POST /api/users/me/color-scheme`.",
  }),
});
export type CurrentUser = z.infer<typeof ZCurrentUser>;

/** POST /api/users/me/color-scheme: the signed-in user's colour scheme. */
export const ZColorSchemeInput = z.object({
  colorScheme: requiredEnum(COLOR_SCHEMES).meta({ description: '`light`, `dark` or `system`.' }),
});
export type ColorSchemeInput = z.infer<typeof ZColorSchemeInput>;

/** Session response: `{ user }`. */
export const ZSession = z.object({ user: ZCurrentUser });
export type Session = z.infer<typeof ZSession>;
/** POST /api/auth/login: signed in, or asked for the second factor (nobody signed in yet). */
export const ZLoginResult = z.union([ZSession, ZTwoFactorChallenge]);
export type LoginResult = z.infer<typeof ZLoginResult>;
/** The web app's session check: the signed-in user, or null for a visitor. */
export const ZSessionState = z.object({ user: ZCurrentUser.nullable() });

const currentPassword = z
  .string({ error: 'Current password is required' })
  .min(1, 'Current password is required')
  .max(PASSWORD_MAX, tooLong(PASSWORD_MAX));

/** POST /api/users/{id}/change-password with a personal API token: a script never proves or sets a password. */
export const PASSWORD_CHANGE_NOT_FOR_TOKENS =
  'Your password is changed while signed in, not with an API token';

/** POST /api/users/{id}/change-password. */
export const ZChangePasswordInput = z.object({
  currentPassword,
  newPassword: password(PASSWORD_MIN, PASSWORD_TOO_SHORT),
});
export type ChangePasswordInput = z.infer<typeof ZChangePasswordInput>;

/** The change-password form; confirmPassword is never sent. */
export const ZChangePasswordForm = ZChangePasswordInput.extend({
  confirmPassword: z.string({ error: CONFIRM_PASSWORD_REQUIRED }).min(1, CONFIRM_PASSWORD_REQUIRED),
}).refine((value) => value.newPassword === value.confirmPassword, {
  message: PASSWORDS_DONT_MATCH,
  path: ['confirmPassword'],
});
export type ChangePasswordForm = z.infer<typeof ZChangePasswordForm>;
