import { PASSWORD_RESET_TEXTS } from '@app/domain';
import type { AppErrorEntry } from '../../lib/app-error.ts';

/**
 * The refusals of a staff password reset link. A token no link has says nothing about any account; a
 * used or expired one is told apart, for the person holding a real link (who can only ask for a new one).
 */
export const PASSWORD_RESET_ERRORS = {
  /** No link has this token (never made, replaced by a reset through another link, or its user disabled). */
  PASSWORD_RESET_LINK_INVALID: { status: 404, message: PASSWORD_RESET_TEXTS.linkInvalid },
  PASSWORD_RESET_LINK_USED: { status: 409, message: PASSWORD_RESET_TEXTS.linkUsed },
  PASSWORD_RESET_LINK_EXPIRED: { status: 409, message: PASSWORD_RESET_TEXTS.linkExpired },
} as const satisfies Record<string, AppErrorEntry>;
