import { OWN_ACCOUNT_ONLY } from '@app/domain';
import type { AppErrorEntry } from '../../lib/app-error.ts';
import { VERSION_CONFLICT } from '../../lib/errors.ts';

/** The refusals of the staff account rules. */
export const USER_ERRORS = {
  USER_NOT_FOUND: { status: 404, message: 'User not found' },
  USER_VERSION_STALE: { status: 409, message: VERSION_CONFLICT },
  LAST_ACTIVE_ADMIN: { status: 409, message: 'At least one active administrator must remain' },
  OWN_ACCOUNT_ONLY: { status: 403, message: OWN_ACCOUNT_ONLY },
  OWN_PROFILE_ONLY: { status: 403, message: 'You can only edit your own profile' },
  ADMIN_ONLY_ACCOUNT_FIELDS: {
    status: 403,
    message: 'Only administrators can change usernames, roles, passwords or the active flag',
  },
  OWN_ADMIN_ACCESS_KEPT: { status: 403, message: 'You cannot remove your own administrator access' },
  OWN_ACCOUNT_NOT_DELETABLE: { status: 409, message: 'You cannot delete your own account' },
  OWN_PASSWORD_ONLY: { status: 403, message: 'You can only change your own password' },
  CURRENT_PASSWORD_WRONG: { status: 400, message: 'Current password is incorrect', failedCheck: true },
} as const satisfies Record<string, AppErrorEntry>;
