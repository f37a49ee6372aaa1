import { type Database, firstOverbookedDay, type Transaction } from '@app/db';
import { AppError } from '../../lib/app-error.ts';

/*
 * Whether a reservation fits is checked under the inventory item's row lock (packages/db
 * reservations.repository.ts says why), in the call's transaction: the event's row first, then the
 * items in id order. A refusal names the first day that would be over-booked and how many are free on it.
 */

/** Refuses `quantity` of the item for the event when any day of the event's span would be over-booked. */
export async function checkFits(
  trx: Transaction<Database>,
  event: { id: number; from: string; to: string },
  item: { id: number; name: string; quantity: number },
  quantity: number,
) {
  const over = await firstOverbookedDay(trx, {
    inventoryId: item.id,
    capacity: item.quantity,
    from: event.from,
    to: event.to,
    adding: quantity,
    exceptEventId: event.id,
  });
  if (over)
    throw new AppError('RESERVATION_OVERBOOKED', item.name, String(over.free), over.day, String(quantity));
}
