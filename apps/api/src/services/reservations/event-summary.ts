import { type Database, eventMoneyAndSpan, eventReservations, type Kysely } from '@app/db';
import { projectedProfit, rentalValue, type ZReservation } from '@app/domain';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { toApiRow } from '../../lib/serialize.ts';

/**
 * The event page's Money and Equipment: its financial figures, what its reservations' rentals come to,
 * the part of that not yet on an issued invoice, and the profit once everything is paid.
 */
export async function eventSummary(db: Kysely<Database>, eventId: number) {
  const event = await eventMoneyAndSpan(db, eventId);
  if (!event) throw new AppError('EVENT_NOT_FOUND');
  const { id, ...figures } = event;
  const reservations = (await eventReservations(db, id)).map(
    (row) => toApiRow(row) as z.infer<typeof ZReservation>,
  );
  const rental = (row: z.infer<typeof ZReservation>) => ({ ...row, eventDays: event.eventDays });
  // A rental on an issued invoice is in `invoiced`; on a draft or none, it is still to invoice.
  const issued = (row: z.infer<typeof ZReservation>) =>
    row.invoiceStatus === 'sent' || row.invoiceStatus === 'partially_paid' || row.invoiceStatus === 'paid';
  const rentalNotInvoiced = rentalValue(reservations.filter((row) => !issued(row)).map(rental));
  return {
    eventId: id,
    ...figures,
    equipmentRental: rentalValue(reservations.map(rental)),
    rentalNotInvoiced,
    projectedProfit: projectedProfit({ ...figures, rentalNotInvoiced }),
    reservations,
  };
}
