import { z } from 'zod';
import { queryBoolean } from '../common/counts.ts';
import { filterEnum, requiredEnum } from '../common/enums.ts';
import { ZRowId } from '../common/ids.ts';
import { makeListInput, ZListInput } from '../common/list.ts';
import { optionalNewPassword, password } from '../common/passwords.ts';
import { ROW_FIELDS, UPDATE_FIELDS } from '../common/row.ts';
import { optionalEmail, optionalText, requiredText } from '../common/text.ts';
import { ZIsoDateTime } from '../common/timestamps.ts';
import { optionalFileReference } from '../common/urls.ts';
import {
  DEFAULTS,
  NAME_MAX,
  PASSWORD_MIN,
  PHONE_MAX,
  SHORT_TEXT_MAX,
  TEXT_MAX,
  USER_ROLES,
} from '../constants.ts';

export const PASSWORD_TOO_SHORT = `Password must be at least ${PASSWORD_MIN} characters`;
export const CONFIRM_PASSWORD_REQUIRED = 'Please confirm your password';
export const PASSWORDS_DONT_MATCH = "Passwords don't match";

/** A user as the API returns it. Never carries the password or its hash. */
export const ZUser = z.object({
  ...ROW_FIELDS,
  username: z.string(),
  email: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  role: z.enum(USER_ROLES),
  department: z.string().nullable(),
  jobTitle: z.string().nullable(),
  phone: z.string().nullable(),
  bio: z.string().nullable(),
  profileImage: z.string().nullable(),
  isActive: z.boolean(),
  lastLogin: ZIsoDateTime.nullable(),
  twoFactorEnabled: z.boolean().meta({
    description: 'Two-factor sign-in is on for this user (an admin can reset it).',
  }),
});
export type User = z.infer<typeof ZUser>;

/**
 * A colleague as any staff member may see them, to pick one (an owner, an assignee): the name and
 * nothing else. E-mail, role, active flag and sign-ins are the administrators' (ZUser), so this
 * allow-list is the whole answer of GET /api/users/options.
 */
export const ZUserOption = z.object({
  id: ZRowId,
  username: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
});
export type UserOption = z.infer<typeof ZUserOption>;

/** The picker's search (username, first and last name: never the e-mail) and paging. */
export const ZUserOptionsInput = ZListInput;
export type UserOptionsInput = z.infer<typeof ZUserOptionsInput>;

/** The 403 of GET /api/users/{id} for someone else's account, asked by anyone but an administrator. */
export const OWN_ACCOUNT_ONLY = 'You can only read your own account';

// Fields an admin edits, shared by create and update; the password is handled per operation.
const userFields = {
  username: requiredText('Username is required', SHORT_TEXT_MAX),
  email: optionalEmail(),
  firstName: optionalText(SHORT_TEXT_MAX),
  lastName: optionalText(SHORT_TEXT_MAX),
  role: requiredEnum(USER_ROLES),
  department: optionalText(NAME_MAX),
  jobTitle: optionalText(NAME_MAX),
  phone: optionalText(PHONE_MAX),
  bio: optionalText(TEXT_MAX),
  profileImage: optionalFileReference(),
  isActive: z.boolean(),
};

export const ZUserCreateInput = z.object({
  ...userFields,
  password: password(PASSWORD_MIN, PASSWORD_TOO_SHORT),
  role: userFields.role.default(DEFAULTS.userRole),
  isActive: userFields.isActive.default(DEFAULTS.userIsActive),
});
export type UserCreateInput = z.infer<typeof ZUserCreateInput>;

/** A blank password means "unchanged" and is dropped. */
export const ZUserUpdateInput = z
  .object(userFields)
  .partial()
  .extend({ ...UPDATE_FIELDS, password: optionalNewPassword(PASSWORD_MIN, PASSWORD_TOO_SHORT) });
export type UserUpdateInput = z.infer<typeof ZUserUpdateInput>;

function checkConfirmation(
  value: { password?: string | undefined; confirmPassword?: string | undefined },
  ctx: z.RefinementCtx,
) {
  if (!value.password) return;
  if (!value.confirmPassword) {
    ctx.addIssue({ code: 'custom', message: CONFIRM_PASSWORD_REQUIRED, path: ['confirmPassword'] });
  } else if (value.confirmPassword !== value.password) {
    ctx.addIssue({ code: 'custom', message: PASSWORDS_DONT_MATCH, path: ['confirmPassword'] });
  }
}

/** The create-user form: the API input plus a confirmation that is never sent. */
export const ZUserForm = ZUserCreateInput.extend({
  confirmPassword: z.string().optional(),
}).superRefine(checkConfirmation);
export type UserForm = z.infer<typeof ZUserForm>;

/** The edit-user form: a blank password keeps the current one; a new one must be confirmed. */
export const ZUserEditForm = ZUserUpdateInput.extend({
  confirmPassword: z.string().optional(),
}).superRefine(checkConfirmation);
export type UserEditForm = z.infer<typeof ZUserEditForm>;

export const ZUserListInput = makeListInput(['createdAt', 'username', 'email', 'role', 'lastLogin'], {
  role: filterEnum(USER_ROLES),
  isActive: queryBoolean().optional(),
});
export type UserListInput = z.infer<typeof ZUserListInput>;
