import { TWO_FACTOR_TEXTS } from '@app/domain';
import type { AppErrorEntry } from '../../lib/app-error.ts';

const UNREADABLE =
  'Your second factor cannot be read with the keys this server has. Ask an administrator to reset it.';

/**
 * The refusals of two-factor sign-in. A wrong or used code is a failed check: it counts like a wrong
 * password against the sign-in throttle.
 */
export const TWO_FACTOR_ERRORS = {
  TWO_FACTOR_ALREADY_ON: { status: 409, message: TWO_FACTOR_TEXTS.alreadyOn },
  TWO_FACTOR_NOT_STARTED: { status: 409, message: TWO_FACTOR_TEXTS.notStarted },
  TWO_FACTOR_NOT_ON: { status: 409, message: TWO_FACTOR_TEXTS.notOn },
  TWO_FACTOR_WRONG_CODE: { status: 400, message: TWO_FACTOR_TEXTS.wrongCode, failedCheck: true },
  TWO_FACTOR_CODE_USED: { status: 400, message: TWO_FACTOR_TEXTS.codeUsed, failedCheck: true },
  TWO_FACTOR_NOTHING_TO_RESET: { status: 409, message: TWO_FACTOR_TEXTS.nothingToReset },
  /** The stored secret opens with no loaded key, while turning it on or off. */
  TWO_FACTOR_UNREADABLE: { status: 409, message: UNREADABLE },
  /** The same, at sign-in. */
  TWO_FACTOR_SIGN_IN_UNREADABLE: { status: 401, message: UNREADABLE },
  TWO_FACTOR_SIGN_IN_INVALID: { status: 401, message: TWO_FACTOR_TEXTS.invalidCode, failedCheck: true },
  TWO_FACTOR_SIGN_IN_CODE_USED: { status: 401, message: TWO_FACTOR_TEXTS.codeUsed, failedCheck: true },
} as const satisfies Record<string, AppErrorEntry>;
