import {
  INVOICE_RULES,
  invoiceById,
  invoiceFigures,
  invoicePayments,
  invoicesList,
  invoicesPage,
} from '@app/db';
import {
  makeListResult,
  ZIdInput,
  ZInvoice,
  ZInvoiceCreateInput,
  ZInvoiceFigures,
  ZInvoiceListInput,
  ZInvoicePayment,
  ZInvoicePaymentInput,
  ZInvoiceSendInput,
  ZInvoiceUpdateInput,
  ZInvoiceVoidInput,
} from '@app/domain';
import { z } from 'zod';
import { AppError } from '../lib/app-error.ts';
import { linkOrigin } from '../lib/link-origin.ts';
import { toApiRow } from '../lib/serialize.ts';
import type { Reason } from '../openapi/errors.ts';
import { EXAMPLE_INVOICE, EXAMPLE_INVOICE_DRAFT, EXAMPLE_PAYMENT } from '../openapi/example-business.ts';
import { defineTag } from '../openapi/tags.ts';
import { EMAIL_TEMPLATE_ERRORS } from '../services/email-templates/errors.ts';
import { invoiceAnswer } from '../services/invoices/answer.ts';
import { createInvoice } from '../services/invoices/create.ts';
import { deleteInvoice } from '../services/invoices/delete.ts';
import { deletePayment } from '../services/invoices/delete-payment.ts';
import { INVOICE_ERRORS } from '../services/invoices/errors.ts';
import { recordPayment } from '../services/invoices/record-payment.ts';
import { sendInvoice } from '../services/invoices/send.ts';
import { updateInvoice } from '../services/invoices/update.ts';
import { voidInvoice } from '../services/invoices/void.ts';
import { unchecked } from '../trpc/answer-schema.ts';
import { protectedProcedure, router } from '../trpc/trpc.ts';

defineTag(
  'invoices',
  'Invoices to clients and their payments: drafts with lines and server-computed totals, issued with a gapless yearly number, paid in parts (each payment an income financial record), or voided.',
);

const onlyDrafts: Reason = {
  key: 'onlyDrafts',
  summary: 'The invoice is issued (or void): only drafts change or are deleted.',
  message: INVOICE_ERRORS.INVOICE_NOT_DRAFT.message,
};

/*
 * Invoices and payments: the rules live in the services (services/invoices: drafts only
 * editable, gapless numbers at issue, payments never above the balance) and throw AppError; this router
 * checks the input, calls the service and answers.
 */

const tags = ['invoices'];
const ENTITY = 'Invoice';

const paymentsRouter = router({
  list: protectedProcedure
    .meta({
      entity: ENTITY,
      openapi: {
        method: 'GET',
        path: '/invoices/{id}/payments',
        tags,
        summary: "List an invoice's payments",
        description: 'The payments recorded against the invoice, oldest first.',
      },
      examples: { response: [EXAMPLE_PAYMENT] },
    })
    .input(ZIdInput)
    .output(z.array(ZInvoicePayment))
    .query(async ({ ctx, input }) => {
      if (!(await invoiceById(ctx.db, input.id))) throw new AppError('INVOICE_NOT_FOUND');
      return (await invoicePayments(ctx.db, input.id)).map(toApiRow);
    }),
  create: protectedProcedure
    .meta({
      entity: ENTITY,
      openapi: {
        method: 'POST',
        path: '/invoices/{id}/payments',
        tags,
        summary: 'Record a payment',
        description:
          "Records a payment against a sent or partially paid invoice and, in the same transaction, its income financial record (category Event Services, the invoice's client and event, reference = the invoice number). A payment above the balance, or on a draft, void or paid invoice, is refused with 409. Answers 201 with the payment.",
      },
      examples: {
        request: {
          amount: '1000.00',
          date: '2026-11-21',
          method: 'Bank Transfer',
          reference: 'Wire 2211-554',
        },
        response: EXAMPLE_PAYMENT,
      },
      errors: {
        409: [
          {
            key: 'overBalance',
            summary: 'The amount is more than what is still owed.',
            message: INVOICE_ERRORS.PAYMENT_OVER_BALANCE.message('1104.15'),
          },
          {
            key: 'noPayments',
            summary: 'The invoice is a draft, void or paid in full.',
            message: INVOICE_ERRORS.INVOICE_TAKES_NO_PAYMENTS.message,
          },
        ],
      },
    })
    .input(ZInvoicePaymentInput)
    .output(ZInvoicePayment)
    .mutation(({ ctx, input }) => recordPayment(ctx, input)),
  delete: protectedProcedure
    .meta({
      entity: ENTITY,
      openapi: {
        method: 'DELETE',
        path: '/invoices/{id}/payments/{paymentId}',
        tags,
        summary: 'Delete a payment',
        description:
          "Deletes the payment and its financial record; the invoice's paid amount, balance and status follow. 404 when the invoice has no such payment; 409 when the invoice is void (it keeps its payments).",
      },
      examples: { response: { id: 88, deleted: true } },
      errors: {
        404: [
          {
            key: 'paymentNotFound',
            summary: 'The invoice has no payment with this id.',
            message: INVOICE_ERRORS.PAYMENT_NOT_FOUND.message,
          },
        ],
        409: [
          {
            key: 'voidKeepsPayments',
            summary: 'The invoice is void: it keeps its payments.',
            message: INVOICE_ERRORS.VOID_INVOICE_KEEPS_PAYMENTS.message,
          },
        ],
      },
    })
    .input(z.object({ id: ZIdInput.shape.id, paymentId: ZIdInput.shape.id }))
    .output(z.object({ id: z.int(), deleted: z.literal(true) }))
    .mutation(({ ctx, input }) => deletePayment(ctx, input.id, input.paymentId)),
});

export const invoicesRouter = router({
  /** The Invoices screen's page: search, status (or overdue), client, sort and paging. */
  page: protectedProcedure
    .input(ZInvoiceListInput)
    .output(unchecked(makeListResult(ZInvoice)))
    .query(async ({ ctx, input }) => {
      const page = await invoicesPage(ctx.db, input);
      return {
        items: page.items.map((i) => toApiRow(i) as z.infer<typeof ZInvoice>),
        total: page.total,
        totalIsLowerBound: page.totalIsLowerBound,
      };
    }),
  /** The Invoices screen's cards: outstanding, overdue, paid this month, average days to pay. */
  figures: protectedProcedure
    .input(z.void())
    .output(ZInvoiceFigures)
    .query(({ ctx }) => invoiceFigures(ctx.db)),
  list: protectedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/invoices',
        tags,
        summary: 'List invoices',
        description:
          "Newest first by default. `search` matches the number, the client's or the event's name; `status` filters (`overdue`: sent or partially paid past the due date in the company's time zone).",
      },
      examples: { response: [EXAMPLE_INVOICE] },
    })
    .input(ZInvoiceListInput)
    .output(unchecked(z.array(ZInvoice)))
    .query(async ({ ctx, input }) =>
      (await invoicesList(ctx.db, input)).map((i) => toApiRow(i) as z.infer<typeof ZInvoice>),
    ),
  byId: protectedProcedure
    .meta({
      entity: ENTITY,
      openapi: {
        method: 'GET',
        path: '/invoices/{id}',
        tags,
        summary: 'Read an invoice',
        description: 'The invoice with its lines, totals, paid amount and balance.',
      },
      examples: { response: EXAMPLE_INVOICE },
    })
    .input(ZIdInput)
    .output(ZInvoice)
    .query(({ ctx, input }) => invoiceAnswer(ctx.db, input.id)),
  create: protectedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/invoices',
        tags,
        summary: 'Create a draft invoice',
        description:
          "A draft for a client (optionally one of the client's events) with its lines. Subtotal, tax and total are computed by the server (each line rounded half-up to the cent, then its tax), never taken from the request. Answers 201 with the invoice.",
      },
      examples: {
        request: EXAMPLE_INVOICE_DRAFT,
        response: {
          ...EXAMPLE_INVOICE,
          number: null,
          status: 'draft',
          issueDate: null,
          paid: '0.00',
          balance: '3504.15',
          version: 1,
        },
      },
    })
    .input(ZInvoiceCreateInput)
    .output(ZInvoice)
    .mutation(({ ctx, input }) => createInvoice(ctx, input)),
  update: protectedProcedure
    .meta({
      entity: ENTITY,
      openapi: {
        method: 'PATCH',
        path: '/invoices/{id}',
        tags,
        summary: 'Change a draft invoice',
        description:
          "Only a draft can change (409 otherwise). The fields sent replace the draft's; `items` replaces all the lines. Send `version` to be refused (409) when someone changed the draft since.",
      },
      examples: {
        request: { dueDate: '2027-01-05', version: 1 },
        response: {
          ...EXAMPLE_INVOICE,
          number: null,
          status: 'draft',
          issueDate: null,
          dueDate: '2027-01-05',
          paid: '0.00',
          balance: '3504.15',
          version: 2,
        },
      },
      errors: { 409: [onlyDrafts] },
    })
    .input(ZInvoiceUpdateInput.extend({ id: ZIdInput.shape.id }))
    .output(ZInvoice)
    .mutation(({ ctx, input }) => {
      const { id, ...changes } = input;
      return updateInvoice(ctx, id, changes);
    }),
  delete: protectedProcedure
    .meta({
      entity: ENTITY,
      openapi: {
        method: 'DELETE',
        path: '/invoices/{id}',
        tags,
        summary: 'Delete a draft invoice',
        description: 'Only a draft can be deleted (409 otherwise); an issued invoice is voided instead.',
      },
      examples: { response: { id: 57, deleted: true } },
      errors: { 409: [onlyDrafts] },
    })
    .input(ZIdInput)
    .output(z.object({ id: z.int(), deleted: z.literal(true) }))
    .mutation(({ ctx, input }) => deleteInvoice(ctx, input.id)),
  send: protectedProcedure
    .meta({
      entity: ENTITY,
      openapi: {
        method: 'POST',
        path: '/invoices/{id}/send',
        tags,
        summary: 'Issue an invoice',
        description:
          "Gives the draft its number (`PREFIX-YYYY-0001`, the next of the year's gapless sequence; the prefix is a company setting), today's issue date in the company's time zone and the status `sent`, and files its PDF on the Documents screen (category `invoices`, named `Invoice <number>`, linked to the client and the event) in the same transaction. It also queues the e-mail that carries it, its PDF attached, to the client's contact e-mail or to `to` (see the outbox, `GET /api/emails`); a client without an e-mail address and no `to` gets none. Its subject and body come from the e-mail template `templateId` merged against the invoice, its client and event and the company (`POST /api/email-templates/{id}/preview` shows the result), else from the template in use for invoices (`inUse`), else the standard text, which links to the client portal when the client has one (`{{portal.link}}` in a template); `message` goes above it. The body is optional. 400 when `templateId` names no template (nothing is issued or sent), 409 when the invoice is not a draft.",
      },
      examples: {
        request: {
          to: 'accounts@harborandvine.com',
          templateId: 7,
          message: 'Thank you again for a wonderful evening!',
        },
        response: { ...EXAMPLE_INVOICE, status: 'sent', paid: '0.00', balance: '3504.15' },
      },
      errors: {
        400: [
          {
            key: 'templateNotFound',
            summary: '`templateId` names no e-mail template.',
            message: EMAIL_TEMPLATE_ERRORS.EMAIL_TEMPLATE_UNKNOWN.message,
          },
          {
            key: 'emptySubject',
            summary:
              "The chosen template's subject is nothing but merge fields that have no value for this invoice.",
            message: EMAIL_TEMPLATE_ERRORS.EMAIL_TEMPLATE_EMPTY_SUBJECT.message,
          },
        ],
        409: [
          {
            key: 'notIssuable',
            summary: 'The invoice is not a draft.',
            message: INVOICE_ERRORS.INVOICE_NOT_ISSUABLE.message,
          },
        ],
      },
    })
    .input(ZInvoiceSendInput)
    .output(ZInvoice)
    .mutation(({ ctx, input }) => sendInvoice(ctx, input.id, input, linkOrigin(ctx))),
  void: protectedProcedure
    .meta({
      entity: ENTITY,
      openapi: {
        method: 'POST',
        path: '/invoices/{id}/void',
        tags,
        summary: 'Void an invoice',
        description: `Voids a sent or partially paid invoice, with the reason (409 otherwise): it takes no more payments. ${INVOICE_RULES.notVoidable}.`,
      },
      examples: {
        request: { reason: 'Replaced by INV-2026-0043' },
        response: { ...EXAMPLE_INVOICE, status: 'void', voidReason: 'Replaced by INV-2026-0043' },
      },
      errors: {
        409: [
          {
            key: 'notVoidable',
            summary: 'The invoice is a draft, paid or void already.',
            message: INVOICE_ERRORS.INVOICE_NOT_VOIDABLE.message,
          },
        ],
      },
    })
    .input(ZInvoiceVoidInput)
    .output(ZInvoice)
    .mutation(({ ctx, input }) => voidInvoice(ctx, input.id, input.reason)),
  payments: paymentsRouter,
});
