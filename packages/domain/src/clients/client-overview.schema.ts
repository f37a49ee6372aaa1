import { z } from 'zod';
import { ZDateString } from '../common/dates.ts';
import { ZRowId } from '../common/ids.ts';
import { formatMoney, ZMoneyString, ZMoneyTotal } from '../common/money.ts';
import { DOCUMENT_CATEGORIES, EVENT_STATUSES, INVOICE_STATUSES, PAYMENT_METHODS } from '../constants.ts';

/** How many of each kind a client's page shows: the most recent ones (a client of many years has more). */
export const CLIENT_OVERVIEW_LIMIT = 100;

/**
 * Everything about one client the client's page shows besides the client itself: its events, its
 * invoices (with what is still owed on each), the payments made on them, and its documents (the
 * portal's uploads included). Each list is the most recent CLIENT_OVERVIEW_LIMIT.
 */
export const ZClientOverview = z.object({
  clientId: ZRowId,
  events: z.array(
    z.object({
      id: ZRowId,
      name: z.string(),
      date: ZDateString,
      venue: z.string(),
      status: z.enum(EVENT_STATUSES),
    }),
  ),
  invoices: z.array(
    z.object({
      id: ZRowId,
      number: z.string().nullable(),
      status: z.enum(INVOICE_STATUSES),
      issueDate: ZDateString.nullable(),
      dueDate: ZDateString,
      total: ZMoneyTotal,
      balance: ZMoneyTotal,
      /** The day it was written, in the company's time zone. */
      writtenOn: ZDateString,
    }),
  ),
  payments: z.array(
    z.object({
      id: ZRowId,
      invoiceId: ZRowId,
      invoiceNumber: z.string().nullable(),
      amount: ZMoneyString,
      date: ZDateString,
      method: z.enum(PAYMENT_METHODS),
    }),
  ),
  documents: z.array(
    z.object({
      id: ZRowId,
      name: z.string(),
      category: z.enum(DOCUMENT_CATEGORIES),
      fileUrl: z.string(),
      fromPortal: z.boolean(),
      eventId: ZRowId.nullable(),
      /** The day it arrived, in the company's time zone. */
      addedOn: ZDateString,
    }),
  ),
});
export type ClientOverview = z.infer<typeof ZClientOverview>;

/** One entry of a client's timeline. */
export type ClientTimelineEntry = {
  /** The day it happened (or will: an event ahead), YYYY-MM-DD. */
  day: string;
  kind: 'event' | 'invoice' | 'payment' | 'document';
  /** What happened, in words. */
  text: string;
  /** Where it is shown in full (a path of the app), when it has a page. */
  href?: string;
};

/**
 * One timeline of all that a client's page shows, newest first: each event on its day, each invoice
 * when it was issued (a draft when it was written), each payment on its day and each document when it
 * arrived. Entries of the same day keep that order: event, invoice, payment, document.
 */
export function clientTimeline(overview: ClientOverview): ClientTimelineEntry[] {
  const entries: ClientTimelineEntry[] = [
    ...overview.events.map((event) => ({
      day: event.date,
      kind: 'event' as const,
      text: `Event: ${event.name} at ${event.venue}`,
      href: `/events/${event.id}`,
    })),
    ...overview.invoices.map((invoice) => ({
      day: invoice.issueDate ?? invoice.writtenOn,
      kind: 'invoice' as const,
      text: invoice.number ? `Invoice ${invoice.number} issued` : 'Draft invoice written',
      href: `/invoices?invoice=${invoice.id}`,
    })),
    ...overview.payments.map((payment) => ({
      day: payment.date,
      kind: 'payment' as const,
      text: `Payment of ${formatMoney(payment.amount)} received${payment.invoiceNumber ? ` for ${payment.invoiceNumber}` : ''} (${payment.method})`,
    })),
    ...overview.documents.map((document) => ({
      day: document.addedOn,
      kind: 'document' as const,
      text: document.fromPortal
        ? `${document.name} uploaded through the portal`
        : `Document ${document.name} added`,
    })),
  ];
  const order = { event: 0, invoice: 1, payment: 2, document: 3 };
  return entries.sort((a, b) => (a.day === b.day ? order[a.kind] - order[b.kind] : a.day < b.day ? 1 : -1));
}
