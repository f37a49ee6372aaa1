import { companyTimeZone, createInvoiceDraft } from '@app/db';
import { type InvoiceCreateInput, toCalendarDate } from '@app/domain';
import type { ServiceContext } from '../context.ts';
import { checkInvoiceEvent, invoiceAnswer } from './answer.ts';

/** A new draft for a client (and optionally one of the client's events), its totals computed. */
export async function createInvoice({ db }: ServiceContext, input: InvoiceCreateInput) {
  await checkInvoiceEvent(db, input.clientId, input.eventId);
  const id = await createInvoiceDraft(db, {
    clientId: input.clientId,
    eventId: input.eventId ?? null,
    dueDate: toCalendarDate(input.dueDate, await companyTimeZone(db)),
    paymentTerms: input.paymentTerms ?? null,
    notes: input.notes ?? null,
    discount: input.discount,
    items: input.items,
  });
  return invoiceAnswer(db, id);
}
