import { TRPCError } from '@trpc/server';
import { COMPANY_SETTINGS_ERRORS } from '../services/company-settings/errors.ts';
import { EMAIL_TEMPLATE_ERRORS } from '../services/email-templates/errors.ts';
import { EMAIL_ERRORS } from '../services/emails/errors.ts';
import { EVENT_ERRORS } from '../services/events/errors.ts';
import { IMPORT_ERRORS } from '../services/imports/errors.ts';
import { INVOICE_ERRORS } from '../services/invoices/errors.ts';
import { LEAD_FORM_ERRORS } from '../services/lead-forms/errors.ts';
import { LEAD_ERRORS } from '../services/leads/errors.ts';
import { PASSWORD_RESET_ERRORS } from '../services/password-reset/errors.ts';
import { PIPELINE_STAGE_ERRORS } from '../services/pipeline-stages/errors.ts';
import { PORTAL_ACCESS_ERRORS } from '../services/portal-access/errors.ts';
import { RESERVATION_ERRORS } from '../services/reservations/errors.ts';
import { TWO_FACTOR_ERRORS } from '../services/two-factor/errors.ts';
import { USER_ERRORS } from '../services/users/errors.ts';

/**
 * The refusals of the business rules (apps/api/src/services): each code with the HTTP status and the
 * message a client gets. Each resource keeps its table beside its services
 * (services/<resource>/errors.ts); this is their union. A service throws `new AppError(code, ...args)`;
 * the tRPC middleware in trpc/trpc.ts turns it into the TRPCError of that status, so RPC and REST
 * answer alike.
 */
type Message = string | ((...args: (string | null)[]) => string);
/**
 * `failedCheck`: a wrong password or code, whose attempt stays counted against the sign-in throttle
 * (auth/login-throttle.ts, isFailedCheck).
 */
export type AppErrorEntry = { status: AppErrorStatus; message: Message; failedCheck?: true };
export type AppErrorStatus = 400 | 401 | 403 | 404 | 409 | 413;

export const APP_ERRORS = {
  ...INVOICE_ERRORS,
  ...EVENT_ERRORS,
  ...EMAIL_ERRORS,
  ...EMAIL_TEMPLATE_ERRORS,
  ...TWO_FACTOR_ERRORS,
  ...IMPORT_ERRORS,
  ...USER_ERRORS,
  ...COMPANY_SETTINGS_ERRORS,
  ...RESERVATION_ERRORS,
  ...PORTAL_ACCESS_ERRORS,
  ...PASSWORD_RESET_ERRORS,
  ...LEAD_ERRORS,
  ...LEAD_FORM_ERRORS,
  ...PIPELINE_STAGE_ERRORS,
} as const satisfies Record<string, AppErrorEntry>;

export type AppErrorCode = keyof typeof APP_ERRORS;

const TRPC_CODES = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
} as const satisfies Record<AppErrorStatus, TRPCError['code']>;

/** A coded refusal of a business rule; its status and message come from APP_ERRORS. */
export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly status: AppErrorStatus;
  constructor(code: AppErrorCode, ...args: (string | null)[]) {
    const entry: AppErrorEntry = APP_ERRORS[code];
    super(typeof entry.message === 'string' ? entry.message : entry.message(...args));
    this.name = 'AppError';
    this.code = code;
    this.status = entry.status;
  }
}

/** The TRPCError an AppError answers as (its status's tRPC code, its message, itself as the cause). */
export function appErrorToTRPC(err: AppError): TRPCError {
  return new TRPCError({ code: TRPC_CODES[err.status], message: err.message, cause: err });
}
