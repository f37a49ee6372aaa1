import {
  checkPaymentDeletable,
  companyTimeZone,
  companyTodayDate,
  createInvoiceDraft,
  type Database,
  deleteInvoiceDraft,
  deletePayment,
  eventNameAndClient,
  fileInvoiceDocument,
  INVOICE_RULES,
  InvoiceRuleError,
  invoiceById,
  invoiceFigures,
  invoicePayments,
  invoicesList,
  invoicesPage,
  issueInvoice,
  type Kysely,
  recordPayment,
  updateInvoiceDraft,
  voidInvoice,
} from '@app/db';
import {
  discountFits,
  formatFileSize,
  INVOICE_TEXTS,
  makeListResult,
  toCalendarDate,
  ZIdInput,
  ZInvoice,
  ZInvoiceCreateInput,
  ZInvoiceFigures,
  ZInvoiceListInput,
  ZInvoicePayment,
  ZInvoicePaymentInput,
  ZInvoiceUpdateInput,
  ZInvoiceVoidInput,
} from '@app/domain';
import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { fieldError, notFound } from '../lib/errors.ts';
import { invoicePdf } from '../lib/invoice-pdf.ts';
import { toApiRow } from '../lib/serialize.ts';
import { unchecked } from '../trpc/answer-schema.ts';
import { protectedProcedure, router } from '../trpc/trpc.ts';

/*
 * Invoices and payments (issue 17): the rules live in packages/db invoices.repository.ts (drafts only
 * editable, gapless numbers at issue, payments never above the balance); this router checks the input,
 * maps a refusal of the rules to its status and answers the invoice as the API shows it.
 */

const tags = ['invoices'];
const ENTITY = 'Invoice';

function refusal(err: unknown): never {
  if (err instanceof InvoiceRuleError) {
    const code =
      err.kind === 'not-found' ? 'NOT_FOUND' : err.kind === 'conflict' ? 'CONFLICT' : 'BAD_REQUEST';
    throw new TRPCError({ code, message: err.message, cause: err });
  }
  throw err;
}

async function answer(db: Kysely<Database>, id: number) {
  const invoice = await invoiceById(db, id);
  if (!invoice) throw notFound(ENTITY);
  return toApiRow({ ...invoice, items: invoice.items }) as z.infer<typeof ZInvoice>;
}

/** The event, when one is named, must be the client's. */
async function checkEvent(db: Kysely<Database>, clientId: number, eventId: number | null | undefined) {
  if (!eventId) return;
  const event = await eventNameAndClient(db, eventId);
  if (!event) throw fieldError('eventId', 'The chosen event does not exist');
  if (event.clientId !== clientId)
    throw fieldError('eventId', "The event must be one of the client's events");
}

/**
 * Files an invoice just issued as a document: its PDF stored, in category 'invoices', named after its
 * number and linked to the invoice, its client and its event. In the issue's transaction (ctx.db of a
 * mutation), so an issue and its document commit or roll back together.
 */
async function fileIssuedInvoice(db: Kysely<Database>, id: number, user: { id: number; username: string }) {
  const pdf = await invoicePdf(db, id);
  if (!pdf?.invoice.number) throw notFound(ENTITY);
  await fileInvoiceDocument(db, {
    invoiceId: id,
    number: pdf.invoice.number,
    clientId: pdf.invoice.clientId,
    eventId: pdf.invoice.eventId,
    pdf: pdf.bytes,
    fileSize: formatFileSize(pdf.bytes.length),
    uploadedBy: { id: user.id, username: user.username },
  });
}

const draftOf = (input: z.infer<typeof ZInvoiceCreateInput>) => ({
  clientId: input.clientId,
  eventId: input.eventId ?? null,
  dueDate: input.dueDate,
  paymentTerms: input.paymentTerms ?? null,
  notes: input.notes ?? null,
  discount: input.discount,
  items: input.items,
});

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
    })
    .input(ZIdInput)
    .output(z.array(ZInvoicePayment))
    .query(async ({ ctx, input }) => {
      if (!(await invoiceById(ctx.db, input.id))) throw notFound(ENTITY);
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
    })
    .input(ZInvoicePaymentInput)
    .output(ZInvoicePayment)
    .mutation(async ({ ctx, input }) => {
      const { id, ...payment } = input;
      const date = toCalendarDate(payment.date, await companyTimeZone(ctx.db));
      try {
        const created = await recordPayment(ctx.db, id, {
          amount: payment.amount,
          date,
          method: payment.method,
          reference: payment.reference ?? null,
        });
        return toApiRow(created);
      } catch (err) {
        refusal(err);
      }
    }),
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
    })
    .input(z.object({ id: ZIdInput.shape.id, paymentId: ZIdInput.shape.id }))
    .output(z.object({ id: z.int(), deleted: z.literal(true) }))
    .mutation(async ({ ctx, input }) => {
      try {
        await checkPaymentDeletable(ctx.db, input.id);
        await deletePayment(ctx.db, input.id, input.paymentId);
      } catch (err) {
        refusal(err);
      }
      return { id: input.paymentId, deleted: true as const };
    }),
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
    })
    .input(ZIdInput)
    .output(ZInvoice)
    .query(({ ctx, input }) => answer(ctx.db, input.id)),
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
    })
    .input(ZInvoiceCreateInput)
    .output(ZInvoice)
    .mutation(async ({ ctx, input }) => {
      await checkEvent(ctx.db, input.clientId, input.eventId);
      const dueDate = toCalendarDate(input.dueDate, await companyTimeZone(ctx.db));
      const id = await createInvoiceDraft(ctx.db, { ...draftOf(input), dueDate });
      return answer(ctx.db, id);
    }),
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
    })
    .input(ZInvoiceUpdateInput.extend({ id: ZIdInput.shape.id }))
    .output(ZInvoice)
    .mutation(async ({ ctx, input }) => {
      const current = await invoiceById(ctx.db, input.id);
      if (!current) throw notFound(ENTITY);
      const merged = {
        clientId: input.clientId ?? current.clientId,
        eventId: input.eventId === undefined ? current.eventId : input.eventId,
        dueDate: input.dueDate
          ? toCalendarDate(input.dueDate, await companyTimeZone(ctx.db))
          : current.dueDate,
        paymentTerms: input.paymentTerms === undefined ? current.paymentTerms : input.paymentTerms,
        notes: input.notes === undefined ? current.notes : input.notes,
        discount: input.discount ?? current.discount,
        items: input.items ?? current.items,
      };
      if (!discountFits(merged.items, merged.discount))
        throw fieldError('discount', INVOICE_TEXTS.discountTooLarge);
      await checkEvent(ctx.db, merged.clientId, merged.eventId);
      try {
        await updateInvoiceDraft(ctx.db, input.id, input.version, merged);
      } catch (err) {
        refusal(err);
      }
      return answer(ctx.db, input.id);
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
    })
    .input(ZIdInput)
    .output(z.object({ id: z.int(), deleted: z.literal(true) }))
    .mutation(async ({ ctx, input }) => {
      try {
        await deleteInvoiceDraft(ctx.db, input.id);
      } catch (err) {
        refusal(err);
      }
      return { id: input.id, deleted: true as const };
    }),
  send: protectedProcedure
    .meta({
      entity: ENTITY,
      openapi: {
        method: 'POST',
        path: '/invoices/{id}/send',
        tags,
        summary: 'Issue an invoice',
        description:
          "Gives the draft its number (`PREFIX-YYYY-0001`, the next of the year's gapless sequence; the prefix is a company setting), today's issue date in the company's time zone and the status `sent`, and files its PDF on the Documents screen (category `invoices`, named `Invoice <number>`, linked to the client and the event) in the same transaction. 409 when it is not a draft.",
      },
    })
    .input(ZIdInput)
    .output(ZInvoice)
    .mutation(async ({ ctx, input }) => {
      try {
        await issueInvoice(ctx.db, input.id, await companyTodayDate(ctx.db));
      } catch (err) {
        refusal(err);
      }
      await fileIssuedInvoice(ctx.db, input.id, ctx.user);
      return answer(ctx.db, input.id);
    }),
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
    })
    .input(ZInvoiceVoidInput)
    .output(ZInvoice)
    .mutation(async ({ ctx, input }) => {
      try {
        await voidInvoice(ctx.db, input.id, input.reason);
      } catch (err) {
        refusal(err);
      }
      return answer(ctx.db, input.id);
    }),
  payments: paymentsRouter,
});
