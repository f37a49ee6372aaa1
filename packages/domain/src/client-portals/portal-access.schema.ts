import { z } from 'zod';
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
 * The client's side of a portal (issue 16): what a client signs in with and what the portal shows
 * them. Nothing here carries staff data a client should not see (budgets only when staff allow it).
 */

export const PORTAL_TEXTS = {
  invalidCredentials: 'Invalid email or password',
  closed: 'This portal is closed. Please contact us to have it reopened.',
  notSignedIn: 'Please sign in to your portal',
  wrongCurrentPassword: 'Current password is incorrect',
  documentNotFound: 'Document not found',
  invoiceNotFound: 'Invoice not found',
} as const;

/** POST /api/portal/auth/login. The password is checked as typed (never trimmed). */
export const ZPortalLoginInput = z.object({
  email: requiredEmail('Email is required'),
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(PASSWORD_MAX, tooLong(PASSWORD_MAX)),
});
export type PortalLoginInput = z.infer<typeof ZPortalLoginInput>;

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
 * One of the client's issued invoices (issue 17), as their portal lists it: never a draft. The PDF is at
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
