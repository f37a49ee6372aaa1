import { invoiceNumberTaken } from '@app/domain';
import type { AppErrorEntry } from '../../lib/app-error.ts';
import { VERSION_CONFLICT } from '../../lib/errors.ts';

/** The refusals of the company settings rules. */
export const COMPANY_SETTINGS_ERRORS = {
  COMPANY_SETTINGS_VERSION_STALE: { status: 409, message: VERSION_CONFLICT },
  /** The next invoice number would give out a number issued this year (the argument: the next one free). */
  INVOICE_NUMBER_TAKEN: { status: 409, message: (next) => invoiceNumberTaken(Number(next)) },
} as const satisfies Record<string, AppErrorEntry>;
