import { INVOICE_RULES } from '@app/db';
import type { AppErrorEntry } from '../../lib/app-error.ts';

/** The refusals of the invoice and payment rules. */
export const INVOICE_ERRORS = {
  INVOICE_NOT_FOUND: { status: 404, message: INVOICE_RULES.notFound },
  INVOICE_NOT_DRAFT: { status: 409, message: INVOICE_RULES.onlyDrafts },
  INVOICE_VERSION_STALE: {
    status: 409,
    message: 'This invoice was changed by someone else. Reload it and try again.',
  },
  INVOICE_NOT_ISSUABLE: { status: 409, message: INVOICE_RULES.notIssuable },
  INVOICE_NOT_VOIDABLE: { status: 409, message: INVOICE_RULES.notVoidable },
  INVOICE_TAKES_NO_PAYMENTS: { status: 409, message: INVOICE_RULES.noPayments },
  PAYMENT_OVER_BALANCE: { status: 409, message: (balance) => INVOICE_RULES.overBalance(balance ?? '') },
  PAYMENT_NOT_FOUND: { status: 404, message: INVOICE_RULES.paymentNotFound },
  VOID_INVOICE_KEEPS_PAYMENTS: { status: 409, message: INVOICE_RULES.voidKeepsPayments },
  PAYMENT_RECORD_LOCKED: { status: 409, message: (number) => INVOICE_RULES.paymentRecord(number ?? null) },
} as const satisfies Record<string, AppErrorEntry>;
