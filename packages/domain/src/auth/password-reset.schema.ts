import { z } from 'zod';
import { password } from '../common/passwords.ts';
import { tooLong } from '../common/text.ts';
import { EMAIL_MAX, PASSWORD_MIN, SHORT_TEXT_MAX } from '../constants.ts';
import { CONFIRM_PASSWORD_REQUIRED, PASSWORD_TOO_SHORT, PASSWORDS_DONT_MATCH } from '../users/user.schema.ts';

/** How long a staff password reset link works, and how many one account may be sent an hour. */
export const PASSWORD_RESET_LINK_MINUTES = 60;
export const PASSWORD_RESET_LINKS_PER_HOUR = 3;

/** The texts of "Forgot password?" (POST /api/auth/forgot-password, /reset-password, their pages). */
export const PASSWORD_RESET_TEXTS = {
  /** The one answer to a request for a link, whether an account matched or not. */
  linkSent: 'If an account matches, we sent a link to reset its password.',
  nameRequired: 'Enter your username or e-mail address',
  linkInvalid: 'This link is not valid. Ask for a new one.',
  linkUsed: 'This link was already used. Ask for a new one.',
  linkExpired: 'This link has expired. Ask for a new one.',
  passwordChanged: 'Your password was changed. Sign in with your new password.',
  emailSubject: 'Reset your password',
} as const;

/**
 * POST /api/auth/forgot-password: the account by its username (exactly, as at sign-in) or its e-mail
 * address (whatever the case); either or both. Not checked as an address: it is only looked up.
 */
export const ZForgotPasswordInput = z
  .object({
    username: z
      .string()
      .trim()
      .max(SHORT_TEXT_MAX, tooLong(SHORT_TEXT_MAX))
      .optional()
      .transform((value) => value || undefined)
      .meta({ description: 'The username, as typed at sign-in.' }),
    email: z
      .string()
      .trim()
      .max(EMAIL_MAX, tooLong(EMAIL_MAX))
      .optional()
      .transform((value) => value || undefined)
      .meta({ description: "The account's e-mail address (the case does not matter)." }),
  })
  .refine((value) => value.username !== undefined || value.email !== undefined, {
    message: PASSWORD_RESET_TEXTS.nameRequired,
    path: ['username'],
  });
export type ForgotPasswordInput = z.infer<typeof ZForgotPasswordInput>;

export const ZForgotPasswordResult = z.object({
  ok: z.literal(true),
  message: z.literal(PASSWORD_RESET_TEXTS.linkSent),
});

/** The form on the page: one field, the username or the e-mail address. */
export const ZForgotPasswordForm = z.object({
  name: z
    .string({ error: PASSWORD_RESET_TEXTS.nameRequired })
    .trim()
    .min(1, PASSWORD_RESET_TEXTS.nameRequired)
    .max(EMAIL_MAX, tooLong(EMAIL_MAX)),
});

/** POST /api/auth/reset-password: the link's token and the new password (the rule of every staff password). */
export const ZResetPasswordInput = z.object({
  token: z
    .string({ error: PASSWORD_RESET_TEXTS.linkInvalid })
    .trim()
    .min(1, PASSWORD_RESET_TEXTS.linkInvalid)
    .max(200, PASSWORD_RESET_TEXTS.linkInvalid)
    .meta({ description: 'The `token` of the link the e-mail carried.' }),
  newPassword: password(PASSWORD_MIN, PASSWORD_TOO_SHORT),
});
export type ResetPasswordInput = z.infer<typeof ZResetPasswordInput>;

export const ZResetPasswordResult = z.object({
  success: z.literal(true),
  message: z.literal(PASSWORD_RESET_TEXTS.passwordChanged),
});

/** The reset page's form: the new password twice (the confirmation is never sent). */
export const ZResetPasswordForm = z
  .object({
    newPassword: password(PASSWORD_MIN, PASSWORD_TOO_SHORT),
    confirmPassword: z.string({ error: CONFIRM_PASSWORD_REQUIRED }).min(1, CONFIRM_PASSWORD_REQUIRED),
  })
  .refine((value) => value.newPassword === value.confirmPassword, {
    message: PASSWORDS_DONT_MATCH,
    path: ['confirmPassword'],
  });
export type ResetPasswordForm = z.infer<typeof ZResetPasswordForm>;
