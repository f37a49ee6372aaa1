import { z } from 'zod';
import { formatFileSize } from '../calculators/file-size.ts';
import { ZDateString, ZTimeString } from '../common/dates.ts';
import { ZId, ZRowId } from '../common/ids.ts';
import { ZMoneyString, ZMoneyTotal } from '../common/money.ts';
import { password } from '../common/passwords.ts';
import { requiredEmail, tooLong } from '../common/text.ts';
import { ZIsoDateTime } from '../common/timestamps.ts';
import {
  DOCUMENT_CATEGORIES,
  EVENT_STATUSES,
  EVENT_TYPES,
  INVOICE_STATUSES,
  PASSWORD_MAX,
  PORTAL_PASSWORD_MIN,
} from '../constants.ts';
import { CONFIRM_PASSWORD_REQUIRED, PASSWORDS_DONT_MATCH } from '../users/user.schema.ts';
import { PORTAL_PASSWORD_TOO_SHORT } from './client-portal.schema.ts';

/*
 * The client's side of a portal: what a client signs in with and what the portal shows
 * them. Nothing here carries staff data a client should not see (budgets only when staff allow it).
 */

/**
 * What one client portal may send staff: at most this many bytes of files kept (the files of its
 * uploads that are still on the Documents screen), and at most PORTAL_UPLOADS_PER_HOUR uploads an
 * hour, refused ones too.
 */
export const PORTAL_UPLOAD_QUOTA_BYTES = 100 * 1024 * 1024;
export const PORTAL_UPLOADS_PER_HOUR = 20;

export const PORTAL_TEXTS = {
  invalidCredentials: 'Invalid email or password',
  closed: 'This portal is closed. Please contact us to have it reopened.',
  notSignedIn: 'Please sign in to your portal',
  wrongCurrentPassword: 'Current password is incorrect',
  documentNotFound: 'Document not found',
  invoiceNotFound: 'Invoice not found',
  /** An upload naming an event the portal does not show (another client's, or none at all). */
  uploadEventNotShown: 'Please choose one of the events shown in your portal',
} as const;

/** The refusal of an upload that does not fit in what the portal may keep. */
export function portalUploadQuotaFull(quotaBytes: number = PORTAL_UPLOAD_QUOTA_BYTES): string {
  return `Your portal can hold ${formatFileSize(quotaBytes)} of files, and this file does not fit in the space left. Please contact us to make room.`;
}

/** The refusal of an upload past the hourly number, with the wait (rounded up to a minute). */
export function portalUploadsTooFrequent(
  retryAfterSeconds: number,
  perHour: number = PORTAL_UPLOADS_PER_HOUR,
): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `You can send up to ${perHour} files an hour. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

/** POST /api/portal/auth/login. The password is checked as typed (never trimmed). */
export const ZPortalLoginInput = z.object({
  email: requiredEmail('Email is required'),
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(PASSWORD_MAX, tooLong(PASSWORD_MAX)),
});
export type PortalLoginInput = z.infer<typeof ZPortalLoginInput>;

/**
 * Links that let a client set their portal's password themselves: staff's invitation (valid
 * PORTAL_INVITE_DAYS days) and the reset a client asks for on the sign-in page (PORTAL_RESET_HOURS),
 * each working once. A client asks for at most PORTAL_RESETS_PER_HOUR resets of one portal an hour
 * (more are silently not sent).
 */
export const PORTAL_INVITE_DAYS = 7;
export const PORTAL_RESET_HOURS = 1;
export const PORTAL_RESETS_PER_HOUR = 3;

export const PORTAL_LINK_TEXTS = {
  invalid: 'This link is not valid.',
  used: 'This link was already used.',
  expired: 'This link has expired. Ask for a new one.',
  /** Staff: an invitation needs an open portal with an address. */
  inviteClosed: 'This portal is closed. Activate it before sending an invitation.',
  inviteNoEmail: 'This portal has no e-mail address to send an invitation to.',
  /** The sign-in page's answer to "Forgot password?", whatever the e-mail. */
  resetRequested: `If a portal uses this e-mail, we have sent it a link to set a new password. The link works for ${PORTAL_RESET_HOURS} hour.`,
  /** The sign-in page after a password was set from a link. */
  passwordSet: 'Your password is set. Sign in with it.',
} as const;

/** The refusal of "Forgot password?" asked too often from one address, with the wait. */
export function portalResetsTooFrequent(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many password reset requests. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

/** POST /api/portal/auth/forgot-password. */
export const ZPortalForgotPasswordInput = z.object({ email: requiredEmail('Email is required') });
export type PortalForgotPasswordInput = z.infer<typeof ZPortalForgotPasswordInput>;

/** POST /api/portal/auth/reset-password: the token of an invitation or reset link, and the new password. */
export const ZPortalResetPasswordInput = z.object({
  token: z
    .string({ error: PORTAL_LINK_TEXTS.invalid })
    .min(1, PORTAL_LINK_TEXTS.invalid)
    .max(200, PORTAL_LINK_TEXTS.invalid),
  newPassword: password(PORTAL_PASSWORD_MIN, PORTAL_PASSWORD_TOO_SHORT),
});
export type PortalResetPasswordInput = z.infer<typeof ZPortalResetPasswordInput>;

/** The set-password page's form (the token comes from the link); confirmPassword is never sent. */
export const ZPortalSetPasswordForm = z
  .object({
    newPassword: password(PORTAL_PASSWORD_MIN, PORTAL_PASSWORD_TOO_SHORT),
    confirmPassword: z.string({ error: CONFIRM_PASSWORD_REQUIRED }).min(1, CONFIRM_PASSWORD_REQUIRED),
  })
  .refine((value) => value.newPassword === value.confirmPassword, {
    message: PASSWORDS_DONT_MATCH,
    path: ['confirmPassword'],
  });
export type PortalSetPasswordForm = z.infer<typeof ZPortalSetPasswordForm>;

/** An invitation sent: where to, and until when its link works. */
export const ZPortalInvitation = z.object({ sentTo: z.string(), expiresAt: ZIsoDateTime });
export type PortalInvitation = z.infer<typeof ZPortalInvitation>;

/** The signed-in portal: who it is for, and when it was last signed in before this session. */
export const ZPortalAccount = z.object({
  id: ZRowId,
  clientName: z.string(),
  email: z.string(),
  eventName: z.string().nullable(),
  /** The sign-in before the current one (null at the first). */
  previousLogin: ZIsoDateTime.nullable(),
});
export type PortalAccount = z.infer<typeof ZPortalAccount>;
export const ZPortalSession = z.object({ portal: ZPortalAccount });
export type PortalSession = z.infer<typeof ZPortalSession>;
/** The portal app's session check: the signed-in portal, or null for a visitor. */
export const ZPortalSessionState = z.object({ portal: ZPortalAccount.nullable() });

/** The company as the portal shows it: its name, and its logo when one is uploaded (served to anyone). */
export const ZPortalBrand = z.object({ companyName: z.string(), logoUrl: z.string().nullable() });
export type PortalBrand = z.infer<typeof ZPortalBrand>;

/** POST /api/portal/me/change-password. */
export const ZPortalChangePasswordInput = z.object({
  currentPassword: z
    .string({ error: 'Current password is required' })
    .min(1, 'Current password is required')
    .max(PASSWORD_MAX, tooLong(PASSWORD_MAX)),
  newPassword: password(PORTAL_PASSWORD_MIN, PORTAL_PASSWORD_TOO_SHORT),
});
export type PortalChangePasswordInput = z.infer<typeof ZPortalChangePasswordInput>;

/** The portal's change-password form; confirmPassword is never sent. */
export const ZPortalChangePasswordForm = ZPortalChangePasswordInput.extend({
  confirmPassword: z.string({ error: CONFIRM_PASSWORD_REQUIRED }).min(1, CONFIRM_PASSWORD_REQUIRED),
}).refine((value) => value.newPassword === value.confirmPassword, {
  message: PASSWORDS_DONT_MATCH,
  path: ['confirmPassword'],
});

/** An event as its client sees it: the budget only when staff tick "show budget" (else null). */
export const ZPortalEvent = z.object({
  id: ZRowId,
  name: z.string(),
  type: z.enum(EVENT_TYPES),
  date: ZDateString,
  time: ZTimeString,
  venue: z.string(),
  status: z.enum(EVENT_STATUSES),
  budget: ZMoneyString.nullable(),
});
export type PortalEvent = z.infer<typeof ZPortalEvent>;

/** A document shared with the portal (or uploaded by its client). */
export const ZPortalDocument = z.object({
  id: ZRowId,
  name: z.string(),
  description: z.string().nullable(),
  category: z.enum(DOCUMENT_CATEGORIES),
  mimeType: z.string(),
  fileSize: z.string(),
  /** When it was shared with the portal, or uploaded by the client. */
  sharedAt: ZIsoDateTime,
  /** True for the files the client sent. */
  fromClient: z.boolean(),
});
export type PortalDocument = z.infer<typeof ZPortalDocument>;

/**
 * One of the client's issued invoices, as their portal lists it: never a draft. The PDF is at
 * `/api/portal/invoices/{id}/pdf`. `overdue`: sent or partially paid past the due date.
 */
export const ZPortalInvoice = z.object({
  id: ZRowId,
  number: z.string(),
  status: z.enum(INVOICE_STATUSES).exclude(['draft']),
  overdue: z.boolean(),
  issueDate: ZDateString,
  dueDate: ZDateString,
  total: ZMoneyTotal,
  paid: ZMoneyTotal,
  balance: ZMoneyTotal,
  eventName: z.string().nullable(),
});
export type PortalInvoice = z.infer<typeof ZPortalInvoice>;

/** A staff share of a document with a portal. */
export const ZPortalShare = z.object({
  documentId: ZRowId,
  name: z.string(),
  category: z.enum(DOCUMENT_CATEGORIES),
  sharedAt: ZIsoDateTime,
});
export type PortalShare = z.infer<typeof ZPortalShare>;
export const ZPortalShareInput = z.object({ id: ZId, documentId: ZId });
/** GET /api/portal/documents/{id}/download and the like: one id of the portal's own. */
export const ZPortalItemInput = z.object({ id: ZId });

/** "View as client": the portal as its client sees it, for staff. */
export const ZPortalPreview = z.object({
  portal: ZPortalAccount,
  events: z.array(ZPortalEvent),
  documents: z.array(ZPortalDocument),
});
export type PortalPreview = z.infer<typeof ZPortalPreview>;

/** A portal a document is shared with, as the Documents screen lists it. */
export const ZDocumentPortal = z.object({
  id: ZRowId,
  clientName: z.string(),
  email: z.string(),
  sharedAt: ZIsoDateTime,
});
export type DocumentPortal = z.infer<typeof ZDocumentPortal>;
