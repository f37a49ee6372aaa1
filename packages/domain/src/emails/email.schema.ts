import { z } from 'zod';
import { filterEnum } from '../common/enums.ts';
import { optionalId, ZId, ZRowId, ZRowIdNullable } from '../common/ids.ts';
import { makeListInput } from '../common/list.ts';
import { requiredEmail, requiredText } from '../common/text.ts';
import { ZIsoDateTime } from '../common/timestamps.ts';

/**
 * What becomes of an e-mail in the outbox (packages/db migration 0057 says what each means):
 * `unconfirmed` is a delivery interrupted after it began, which a person checks before resending.
 */
export const EMAIL_STATUSES = ['queued', 'sending', 'sent', 'failed', 'cancelled', 'unconfirmed'] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];

export const EMAIL_STATUS_LABELS: Record<EmailStatus, string> = {
  queued: 'Queued',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
  cancelled: 'Cancelled',
  unconfirmed: 'Check delivery',
};

export const EMAIL_SUBJECT_MAX = 500;
export const EMAIL_BODY_MAX = 100_000;
/** How many documents one message may carry. */
export const EMAIL_ATTACHMENTS_MAX = 10;
/**
 * How many bytes of documents one message may carry, all together: base64 makes them a third larger
 * on the way, and 20 MB stays under the 25 MB most mail servers accept.
 */
export const EMAIL_ATTACHMENTS_BYTES_MAX = 15 * 1024 * 1024;

export const EMAIL_TEXTS = {
  notFound: 'E-mail not found',
  noMailServer: 'Not sent: no mail server configured',
  /** What the outbox shows instead of the body of a message that holds a one-time link (a password reset). */
  hiddenBody: 'This message holds a one-time link for its recipient alone: its text is not shown here.',
  interrupted:
    'The delivery was interrupted after it began: it may have reached the mail server. Check with the recipient before sending it again.',
  onlyQueuedCancel: 'Only a queued e-mail can be cancelled',
  onlyUnsentResend: 'Only a failed, cancelled or unconfirmed e-mail can be sent again',
  attachmentDeleted: (name: string) => `The attachment ${name} was deleted before the e-mail was sent`,
  documentNotFound: 'One of the attached documents does not exist or has no file stored here',
  tooManyAttachments: `At most ${EMAIL_ATTACHMENTS_MAX} attachments`,
  attachmentsTooLarge:
    'The attachments come to more than 15 MB: attach fewer documents, or share them from the client portal',
  /** A client's document in a message that is not about that client. */
  documentOfAnotherClient:
    "A document of another client can't be attached: choose one of this client's documents",
  subjectRequired: 'Subject is required',
  bodyRequired: 'Message is required',
  recipientRequired: 'Recipient is required',
  /** A message from a template names no subject or body of its own. */
  templateOrBody: 'Send either templateId, or subject and html, not both',
  templateUnknown: 'The chosen e-mail template does not exist',
  recordUnknown: (what: string) => `The chosen ${what} does not exist`,
  /** A template's subject that came out blank once merged (its fields had no value). */
  emptySubject: "The template's subject is empty once its fields are filled in: choose the records it names",
} as const;

export const ZEmailAttachment = z.object({
  documentId: ZRowIdNullable,
  fileName: z.string(),
  mimeType: z.string(),
  sizeBytes: z.int().min(0),
});
export type EmailAttachment = z.infer<typeof ZEmailAttachment>;

/** An e-mail of the outbox as the list shows it. */
export const ZEmailSummary = z.object({
  id: ZRowId,
  status: z.enum(EMAIL_STATUSES),
  to: z.string(),
  subject: z.string(),
  createdAt: ZIsoDateTime,
  sentAt: ZIsoDateTime.nullable(),
  error: z.string().nullable(),
  attempts: z.int().min(0),
  clientId: ZRowIdNullable,
  clientName: z.string().nullable(),
  eventId: ZRowIdNullable,
  eventName: z.string().nullable(),
  invoiceId: ZRowIdNullable,
  invoiceNumber: z.string().nullable(),
});
export type EmailSummary = z.infer<typeof ZEmailSummary>;

/** One e-mail, as it was (or will be) sent. */
export const ZEmail = ZEmailSummary.extend({
  html: z.string(),
  text: z.string(),
  messageId: z.string(),
  smtpResponse: z.string().nullable(),
  createdBy: z.string().nullable(),
  attachments: z.array(ZEmailAttachment),
});
export type Email = z.infer<typeof ZEmail>;

/** Search matches the recipient and the subject. */
export const ZEmailListInput = makeListInput(['createdAt', 'status', 'to', 'subject'], {
  status: filterEnum(EMAIL_STATUSES),
  clientId: optionalId(),
  eventId: optionalId(),
});
export type EmailListInput = z.infer<typeof ZEmailListInput>;

/**
 * A message written by staff: to one address, about a client, event or invoice, with a subject and a
 * body, or from an e-mail template (`templateId`) that the server merges against the client, event and
 * invoice named. Exactly one of the two: emailCreateIssues says what is missing or too much (no zod
 * refinement here, so that forms can still `.pick` fields of this schema).
 */
export const ZEmailCreateInput = z.object({
  to: requiredEmail(EMAIL_TEXTS.recipientRequired),
  subject: requiredText(EMAIL_TEXTS.subjectRequired, EMAIL_SUBJECT_MAX).optional(),
  html: requiredText(EMAIL_TEXTS.bodyRequired, EMAIL_BODY_MAX).optional(),
  templateId: optionalId(),
  clientId: optionalId(),
  eventId: optionalId(),
  invoiceId: optionalId(),
  documentIds: z.array(ZRowId).max(EMAIL_ATTACHMENTS_MAX, EMAIL_TEXTS.tooManyAttachments).optional(),
});
export type EmailCreateInput = z.infer<typeof ZEmailCreateInput>;

type FieldIssue = { path: string; message: string };

/**
 * What emails.create refuses beyond its schema: with a template, a subject or body of its own; without
 * one, a missing subject or body (each named, as the schema would).
 */
export function emailCreateIssues(
  input: Pick<EmailCreateInput, 'subject' | 'html' | 'templateId'>,
): FieldIssue[] {
  if (input.templateId != null) {
    return input.subject !== undefined || input.html !== undefined
      ? [{ path: 'templateId', message: EMAIL_TEXTS.templateOrBody }]
      : [];
  }
  const issues: FieldIssue[] = [];
  if (input.subject === undefined) issues.push({ path: 'subject', message: EMAIL_TEXTS.subjectRequired });
  if (input.html === undefined) issues.push({ path: 'html', message: EMAIL_TEXTS.bodyRequired });
  return issues;
}

export const ZEmailIdInput = z.object({ id: ZId });
