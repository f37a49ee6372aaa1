import {
  companyTodayDate,
  createInvoiceDraft,
  type Database,
  invoiceById,
  lockEventForInvoicing,
  markRentalsInvoiced,
  newestDraftOfEvent,
  rentalsNotInvoiced,
  type Transaction,
} from '@app/db';
import { rentalLine } from '@app/domain';
import { AppError } from '../../lib/app-error.ts';
import { changeDraft } from '../invoices/update.ts';

/** Days a new invoice for an event that is already past is given to be paid. */
const PAST_EVENT_DUE_DAYS = 14;

/**
 * Puts the rentals of an event's reserved equipment on an invoice: one line per reservation of a rented
 * item not yet invoiced (or only on a void invoice), appended to the event's newest draft or to a new
 * draft for the event's client, due on the event's date (or in two weeks for an event already past).
 * Each reservation then names its invoice, so the same rental is never invoiced twice; the event's row
 * lock makes a double click or a second tab wait, then find nothing left to add (409).
 */
export async function invoiceEquipment(trx: Transaction<Database>, eventId: number) {
  const event = await lockEventForInvoicing(trx, eventId);
  if (!event) throw new AppError('EVENT_NOT_FOUND');
  if (event.clientId === null) throw new AppError('EVENT_HAS_NO_CLIENT');
  const rentals = await rentalsNotInvoiced(trx, eventId);
  if (rentals.length === 0) throw new AppError('NOTHING_TO_INVOICE');
  const lines = rentals.map(
    (rental) =>
      rentalLine({
        itemName: rental.itemName,
        rentalPrice: rental.rentalPrice,
        rentalUnit: rental.rentalUnit,
        quantity: rental.quantity,
        eventDays: event.eventDays,
      })!,
  );
  const draftId = await newestDraftOfEvent(trx, eventId);
  const draft = draftId === undefined ? undefined : await invoiceById(trx, draftId);
  let invoiceId: number;
  if (draft) {
    await changeDraft(trx, draft.id, undefined, {
      clientId: draft.clientId,
      eventId: draft.eventId,
      dueDate: draft.dueDate,
      paymentTerms: draft.paymentTerms,
      notes: draft.notes,
      discount: draft.discount,
      items: [
        ...draft.items.map(({ description, quantity, unitPrice, taxRate }) => ({
          description,
          quantity,
          unitPrice,
          taxRate,
        })),
        ...lines,
      ],
    });
    invoiceId = draft.id;
  } else {
    const today = await companyTodayDate(trx);
    const dueDate = event.date >= today ? event.date : addDays(today, PAST_EVENT_DUE_DAYS);
    invoiceId = await createInvoiceDraft(trx, {
      clientId: event.clientId,
      eventId,
      dueDate,
      paymentTerms: null,
      notes: null,
      discount: '0',
      items: lines,
    });
  }
  await markRentalsInvoiced(
    trx,
    rentals.map((rental) => rental.id),
    invoiceId,
  );
  return { invoiceId, added: lines.length };
}

/** '2026-11-27' + 14 → '2026-12-11' (calendar days, no time zone involved). */
function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
