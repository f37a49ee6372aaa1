import {
  EMAIL_TEXTS,
  makeListResult,
  ZEmail,
  ZEmailCreateInput,
  ZEmailListInput,
  ZEmailSummary,
  ZIdInput,
} from '@app/domain';
import { z } from 'zod';
import { linkOrigin } from '../lib/link-origin.ts';
import { toApiRow } from '../lib/serialize.ts';
import { defineTag } from '../openapi/tags.ts';
import { EMAIL_TEMPLATE_ERRORS } from '../services/email-templates/errors.ts';
import { cancelEmail, emailAnswer } from '../services/emails/cancel.ts';
import { createEmail, listEmails } from '../services/emails/create.ts';
import { EMAIL_ERRORS } from '../services/emails/errors.ts';
import { resendEmail } from '../services/emails/resend.ts';
import { unchecked } from '../trpc/answer-schema.ts';
import { protectedProcedure, router } from '../trpc/trpc.ts';

defineTag(
  'emails',
  "The outbox: every e-mail the product sends (invoices, reminders, staff's own messages), written with the change that causes it and delivered by a background job through the company's mail server; queued, sent, failed (with the server's reason), cancelled, or unconfirmed (a delivery interrupted after it began, for a person to check).",
);

/*
 * The outbox: every e-mail the product sent or will send, readable as it went out; staff write to a
 * client, cancel a queued message, or send a failed one again. The rules are the services'
 * (services/emails); delivery is the job's (mail/delivery.ts).
 */

const tags = ['emails'];
const ENTITY = 'E-mail';

const EXAMPLE_EMAIL = {
  id: 311,
  status: 'sent',
  to: 'maya@harborandvine.com',
  subject: 'Invoice INV-2026-0042 from Golden Hour Events',
  createdAt: '2026-11-20T18:05:33.000Z',
  sentAt: '2026-11-20T18:05:35.000Z',
  error: null,
  attempts: 1,
  clientId: 42,
  clientName: 'Harbor & Vine Weddings',
  eventId: 57,
  eventName: 'Lopez–Nguyen Wedding',
  invoiceId: 118,
  invoiceNumber: 'INV-2026-0042',
};
const EXAMPLE_EMAIL_FULL = {
  ...EXAMPLE_EMAIL,
  html: '<p>Dear Maya Lopez,</p>\n<p>Please find attached invoice INV-2026-0042 for $3,504.15, due on Jan 5, 2027.</p>',
  text: 'Dear Maya Lopez,\n\nPlease find attached invoice INV-2026-0042 for $3,504.15, due on Jan 5, 2027.',
  messageId: '<2b6f0c1e-93a4-4d57-8e1f-6a0c9b2d7e55@goldenhour.example>',
  smtpResponse: '250 2.0.0 OK: queued as 4F2A81C0',
  createdBy: 'admin',
  attachments: [
    { documentId: 233, fileName: 'INV-2026-0042.pdf', mimeType: 'application/pdf', sizeBytes: 48213 },
  ],
};

export const emailsRouter = router({
  list: protectedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/emails',
        tags,
        summary: 'List e-mails',
        description:
          "The outbox, newest first by default: every message the product sent or will send. `search` matches the recipient and the subject; `status`, `clientId` and `eventId` filter (a client's or an event's communication history).",
      },
      examples: { response: [EXAMPLE_EMAIL] },
    })
    .input(ZEmailListInput)
    .output(unchecked(z.array(ZEmailSummary)))
    .query(async ({ ctx, input }) => (await listEmails(ctx, input)).items.map(toApiRow)),
  page: protectedProcedure
    .input(ZEmailListInput)
    .output(unchecked(makeListResult(ZEmailSummary)))
    .query(async ({ ctx, input }) => {
      const page = await listEmails(ctx, input);
      return {
        items: page.items.map(toApiRow),
        total: page.total,
        totalIsLowerBound: page.totalIsLowerBound,
      };
    }),
  byId: protectedProcedure
    .meta({
      entity: ENTITY,
      openapi: {
        method: 'GET',
        path: '/emails/{id}',
        tags,
        summary: 'Read an e-mail',
        description:
          'The message as it was (or will be) sent: its HTML and text parts, attachments and delivery.',
      },
      examples: { response: EXAMPLE_EMAIL_FULL },
    })
    .input(ZIdInput)
    .output(ZEmail)
    .query(async ({ ctx, input }) => toApiRow(await emailAnswer(ctx.db, input.id))),
  create: protectedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/emails',
        tags,
        summary: 'Write an e-mail',
        description:
          'Queues a message to one address, about a client, an event or an invoice, with documents attached (`documentIds`: at most 10 and 15 MB together: a document of a client only in a message about that client, one of no client in any). Send either `subject` and `html`, or `templateId` alone: the e-mail template merged against the client, event and invoice named (as `POST /api/email-templates/{id}/preview` shows it). The HTML keeps formatting, links and images only: scripts, styles and event handlers are removed before it is stored. A plain-text part is made from it. Answers 201 with the message, queued.',
      },
      examples: {
        request: {
          to: 'maya@harborandvine.com',
          subject: 'Your timeline for June 12',
          html: '<p>Dear Maya,</p><p>Attached is the day-of timeline. Call me with any change.</p>',
          clientId: 42,
          eventId: 57,
          documentIds: [233],
        },
        response: {
          ...EXAMPLE_EMAIL_FULL,
          status: 'queued',
          sentAt: null,
          attempts: 0,
          subject: 'Your timeline for June 12',
          invoiceId: null,
          invoiceNumber: null,
          smtpResponse: null,
        },
      },
      errors: {
        400: [
          {
            key: 'documentNotFound',
            summary: 'An id of `documentIds` names no document.',
            message: EMAIL_ERRORS.EMAIL_DOCUMENT_NOT_FOUND.message,
          },
          {
            key: 'documentOfAnotherClient',
            summary:
              'A document of `documentIds` belongs to another client than the one the message is about.',
            message: EMAIL_ERRORS.EMAIL_DOCUMENT_OF_ANOTHER_CLIENT.message,
          },
          {
            key: 'attachmentsTooLarge',
            summary: 'The documents of `documentIds` come to more than 15 MB together.',
            message: EMAIL_ERRORS.EMAIL_ATTACHMENTS_TOO_LARGE.message,
          },
          {
            key: 'templateNotFound',
            summary: '`templateId` names no e-mail template.',
            message: EMAIL_TEMPLATE_ERRORS.EMAIL_TEMPLATE_UNKNOWN.message,
          },
          ...(['client', 'event', 'invoice'] as const).map((kind) => ({
            key: `${kind}NotFound`,
            summary: `With \`templateId\`: \`${kind}Id\` names no ${kind}.`,
            message: EMAIL_TEXTS.recordUnknown(kind),
          })),
          {
            key: 'emptySubject',
            summary:
              "With `templateId`: the template's subject is nothing but merge fields that have no value for the records named.",
            message: EMAIL_TEMPLATE_ERRORS.EMAIL_TEMPLATE_EMPTY_SUBJECT.message,
          },
        ],
      },
    })
    .input(ZEmailCreateInput)
    .output(ZEmail)
    .mutation(async ({ ctx, input }) => toApiRow(await createEmail(ctx, input, linkOrigin(ctx)))),
  resend: protectedProcedure
    .meta({
      entity: ENTITY,
      openapi: {
        method: 'POST',
        path: '/emails/{id}/resend',
        tags,
        summary: 'Send an e-mail again',
        description:
          'Queues a failed, cancelled or unconfirmed message again, as written and with the same Message-ID. For an unconfirmed one (its delivery was interrupted), check first that it did not arrive.',
      },
      examples: { response: { ...EXAMPLE_EMAIL_FULL, status: 'queued', sentAt: null } },
      errors: {
        409: [
          {
            key: 'notResendable',
            summary: 'The message is queued, being sent, or sent.',
            message: EMAIL_ERRORS.EMAIL_NOT_RESENDABLE.message,
          },
        ],
      },
    })
    .input(ZIdInput)
    .output(ZEmail)
    .mutation(async ({ ctx, input }) => toApiRow(await resendEmail(ctx, input.id))),
  cancel: protectedProcedure
    .meta({
      entity: ENTITY,
      openapi: {
        method: 'POST',
        path: '/emails/{id}/cancel',
        tags,
        summary: 'Cancel a queued e-mail',
        description:
          'A queued message is not sent. A message being sent, sent or failed cannot be cancelled.',
      },
      examples: {
        response: { ...EXAMPLE_EMAIL_FULL, status: 'cancelled', sentAt: null, smtpResponse: null },
      },
      errors: {
        409: [
          {
            key: 'notCancellable',
            summary: 'The message is not queued.',
            message: EMAIL_ERRORS.EMAIL_NOT_CANCELLABLE.message,
          },
        ],
      },
    })
    .input(ZIdInput)
    .output(ZEmail)
    .mutation(async ({ ctx, input }) => toApiRow(await cancelEmail(ctx, input.id))),
});
