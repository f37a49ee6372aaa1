import { z } from 'zod';
import { filterEnum, optionalEnum } from '../common/enums.ts';
import { optionalId, ZId } from '../common/ids.ts';
import { makeListInput } from '../common/list.ts';
import { ROW_FIELDS, UPDATE_FIELDS } from '../common/row.ts';
import { requiredText } from '../common/text.ts';
import { NAME_MAX } from '../constants.ts';
import { EMAIL_BODY_MAX, EMAIL_SUBJECT_MAX } from '../emails/email.schema.ts';

/**
 * E-mail templates: a named subject and HTML body staff start a message from, with merge fields that
 * the server fills from a client, an event, an invoice and the company (apps/api/src/mail/merge.ts).
 * Not the Templates screen's files (templates/template.schema.ts): those are documents to download.
 */

/** What a template is for; none means any message. */
export const EMAIL_TEMPLATE_PURPOSES = [
  'invoice',
  'receipt',
  'reminder',
  'portal-invitation',
  'password-reset',
  'general',
] as const;
export type EmailTemplatePurpose = (typeof EMAIL_TEMPLATE_PURPOSES)[number];

/**
 * The purposes of the e-mails the product writes on its own from a template marked `inUse` (one per
 * purpose): an invoice sent, a payment's receipt, an overdue reminder. Invitations and password resets
 * carry a one-time link and keep the product's own text.
 */
export const EMAIL_TEMPLATE_IN_USE_PURPOSES = [
  'invoice',
  'receipt',
  'reminder',
] as const satisfies readonly EmailTemplatePurpose[];
export type EmailTemplateInUsePurpose = (typeof EMAIL_TEMPLATE_IN_USE_PURPOSES)[number];

export const canBeInUse = (
  purpose: EmailTemplatePurpose | null | undefined,
): purpose is EmailTemplateInUsePurpose =>
  (EMAIL_TEMPLATE_IN_USE_PURPOSES as readonly (string | null | undefined)[]).includes(purpose);

export const EMAIL_TEMPLATE_PURPOSE_LABELS: Record<EmailTemplatePurpose, string> = {
  invoice: 'Invoice',
  receipt: 'Payment receipt',
  reminder: 'Payment reminder',
  'portal-invitation': 'Portal invitation',
  'password-reset': 'Password reset',
  general: 'General',
};

/**
 * The merge fields, in the order the editor's "Insert field" menu lists them: `{{client.name}}` in a
 * subject or body becomes the value. The server knows no other: any other `{{…}}` becomes nothing.
 */
export const MERGE_FIELDS = [
  { key: 'client.contactName', label: "Client's contact name" },
  { key: 'client.name', label: 'Client name' },
  { key: 'event.name', label: 'Event name' },
  { key: 'event.date', label: 'Event date' },
  { key: 'invoice.number', label: 'Invoice number' },
  { key: 'invoice.total', label: 'Invoice total' },
  { key: 'invoice.balance', label: 'Invoice balance due' },
  { key: 'invoice.dueDate', label: 'Invoice due date' },
  { key: 'portal.link', label: 'Client portal sign-in link' },
  { key: 'payment.amount', label: "Payment amount (a receipt's)" },
  { key: 'payment.date', label: "Payment date (a receipt's)" },
  { key: 'company.name', label: 'Company name' },
] as const;
export type MergeField = (typeof MERGE_FIELDS)[number]['key'];

/** `{{client.name}}`: what a field looks like in a template. */
export const mergeTag = (field: MergeField) => `{{${field}}}`;

export const EMAIL_TEMPLATE_TEXTS = {
  notFound: 'E-mail template not found',
  nameRequired: 'Name is required',
  subjectRequired: 'Subject is required',
  bodyRequired: 'Body is required',
  /** The editor's hint under the "Insert field" menu. */
  /** The editor's switch, and what it says when the purpose is not one the product sends. */
  inUseLabel: 'Use for the e-mails the product sends',
  inUseHint:
    'The product writes its own e-mails of this purpose from this template instead of its built-in text.',
  inUseNotAllowed:
    'Only an invoice, payment receipt or payment reminder template can be used for the e-mails the product sends',
  mergeHint:
    'Fields in double braces, such as {{client.name}}, are filled in when the e-mail is written. A field with no value, or one not in this list, becomes empty.',
} as const;

export const ZEmailTemplate = z.object({
  ...ROW_FIELDS,
  name: z.string(),
  subject: z.string(),
  html: z.string(),
  purpose: z.enum(EMAIL_TEMPLATE_PURPOSES).nullable(),
  /** The template the product writes its own e-mails of this purpose from (at most one per purpose). */
  inUse: z.boolean(),
});
export type EmailTemplate = z.infer<typeof ZEmailTemplate>;

const emailTemplateFields = {
  name: requiredText(EMAIL_TEMPLATE_TEXTS.nameRequired, NAME_MAX),
  subject: requiredText(EMAIL_TEMPLATE_TEXTS.subjectRequired, EMAIL_SUBJECT_MAX),
  /** HTML; the server keeps formatting and links only (scripts, styles and handlers are removed). */
  html: requiredText(EMAIL_TEMPLATE_TEXTS.bodyRequired, EMAIL_BODY_MAX),
  purpose: optionalEnum(EMAIL_TEMPLATE_PURPOSES),
  /** Marking one unmarks the template of the same purpose that was in use. */
  inUse: z.boolean().optional(),
};

export const ZEmailTemplateCreateInput = z.object(emailTemplateFields);
export type EmailTemplateCreateInput = z.infer<typeof ZEmailTemplateCreateInput>;

export const ZEmailTemplateUpdateInput = z.object(emailTemplateFields).partial().extend(UPDATE_FIELDS);
export type EmailTemplateUpdateInput = z.infer<typeof ZEmailTemplateUpdateInput>;

/** Search matches the name and the subject; sorted by name unless told otherwise. */
export const ZEmailTemplateListInput = makeListInput(
  ['name', 'purpose', 'subject', 'updatedAt', 'createdAt'],
  { purpose: filterEnum(EMAIL_TEMPLATE_PURPOSES) },
  { sortBy: 'name', sortDir: 'asc' },
);
export type EmailTemplateListInput = z.infer<typeof ZEmailTemplateListInput>;

/** The records a template is merged against; each optional (its fields are then empty). */
export const ZMergeRecords = z.object({
  clientId: optionalId(),
  eventId: optionalId(),
  invoiceId: optionalId(),
});
export type MergeRecords = z.infer<typeof ZMergeRecords>;

export const ZEmailTemplatePreviewInput = ZMergeRecords.extend({ id: ZId });
export type EmailTemplatePreviewInput = z.infer<typeof ZEmailTemplatePreviewInput>;

/** A subject and body not saved yet (the editor's), merged as a stored template would be. */
export const ZEmailTemplateDraftPreviewInput = ZMergeRecords.extend({
  subject: emailTemplateFields.subject,
  html: emailTemplateFields.html,
});
export type EmailTemplateDraftPreviewInput = z.infer<typeof ZEmailTemplateDraftPreviewInput>;

/** A template merged: the subject, the HTML body and its plain-text part, as the e-mail would carry them. */
export const ZMergedEmail = z.object({ subject: z.string(), html: z.string(), text: z.string() });
export type MergedEmail = z.infer<typeof ZMergedEmail>;
