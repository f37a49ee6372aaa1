import { invoiceNumberTaken, TEST_EMAIL_TEXTS } from '@app/domain';
import type { AppErrorEntry } from '../../lib/app-error.ts';
import { VERSION_CONFLICT } from '../../lib/errors.ts';

/** The refusals of the company settings rules. */
export const COMPANY_SETTINGS_ERRORS = {
  COMPANY_SETTINGS_VERSION_STALE: { status: 409, message: VERSION_CONFLICT },
  /** The next invoice number would give out a number issued this year (the argument: the next one free). */
  INVOICE_NUMBER_TAKEN: { status: 409, message: (next) => invoiceNumberTaken(Number(next)) },
  /** "Send test e-mail" while neither the company settings nor the environment name a mail server. */
  TEST_EMAIL_NO_MAIL_SERVER: { status: 409, message: TEST_EMAIL_TEXTS.noMailServer },
  /** "Send test e-mail" by an administrator whose profile has no e-mail address. */
  TEST_EMAIL_NO_ADDRESS: { status: 409, message: TEST_EMAIL_TEXTS.noAddress },
} as const satisfies Record<string, AppErrorEntry>;
