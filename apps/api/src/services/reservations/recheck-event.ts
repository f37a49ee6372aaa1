import { activeEventReservations, type Database, lockItem, type Transaction } from '@app/db';
import { checkFits } from './fits.ts';

/**
 * An event's days or status changed (its row is locked by the update): each of its active reservations
 * must still fit on the new days, checked item by item in id order under the items' locks.
 */
export async function recheckEventReservations(
  trx: Transaction<Database>,
  eventId: number,
  span: { from: string; to: string },
) {
  for (const reservation of await activeEventReservations(trx, eventId)) {
    const item = await lockItem(trx, reservation.inventoryId);
    if (item) await checkFits(trx, { id: eventId, ...span }, item, reservation.quantity);
  }
}
