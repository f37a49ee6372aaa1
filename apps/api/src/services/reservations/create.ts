import {
  type Database,
  eventSpan,
  insertReservation,
  lockItem,
  reservationOfItem,
  type Transaction,
} from '@app/db';
import type { ReservationCreateInput } from '@app/domain';
import { AppError } from '../../lib/app-error.ts';
import { fieldError } from '../../lib/errors.ts';
import type { ServiceContext } from '../context.ts';
import { reservationAnswer } from './answer.ts';
import { checkFits } from './fits.ts';

/**
 * Reserves `quantity` of an item for every day the event occupies: refused when the event is cancelled,
 * when the item is already reserved for it, or when a day would be over-booked. Runs in the mutation's
 * transaction.
 */
export async function createReservation(
  { db }: ServiceContext,
  eventId: number,
  input: ReservationCreateInput,
) {
  const trx = db as Transaction<Database>;
  // The event first (share lock: its days cannot change meanwhile), then the item (see the repository).
  const span = await eventSpan(trx, eventId, 'share');
  if (!span) throw new AppError('EVENT_NOT_FOUND');
  if (span.cancelled) throw new AppError('RESERVATION_EVENT_CANCELLED');
  const item = await lockItem(trx, input.inventoryId);
  if (!item) throw fieldError('inventoryId', 'The chosen item does not exist');
  if (await reservationOfItem(trx, eventId, input.inventoryId)) throw new AppError('RESERVATION_EXISTS');
  await checkFits(trx, { id: eventId, ...span }, item, input.quantity);
  const id = await insertReservation(trx, {
    eventId,
    inventoryId: input.inventoryId,
    quantity: input.quantity,
  });
  return reservationAnswer(trx, id);
}
