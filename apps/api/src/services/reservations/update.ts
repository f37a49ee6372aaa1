import {
  changeReservation,
  type Database,
  eventSpan,
  lockItem,
  type ReservationChange,
  storedReservation,
  type Transaction,
} from '@app/db';
import { RESERVATION_TEXTS, type ReservationUpdateInput, ZReservationUpdateInput } from '@app/domain';
import { AppError } from '../../lib/app-error.ts';
import { fieldError } from '../../lib/errors.ts';
import type { ServiceContext } from '../context.ts';
import { reservationAnswer } from './answer.ts';
import { checkFits } from './fits.ts';

/**
 * Changes the quantity of a reservation not yet checked out (re-checked like a new one), or moves it
 * on: reserved -> checked_out -> returned. A return names how many came back; a shortfall needs its
 * reason (the repository lowers the item's quantity by it). A stale `version` is refused. All under the
 * locks of a new reservation, in the same order: the event, the item, the reservation.
 */
export async function updateReservation({ db }: ServiceContext, id: number, input: ReservationUpdateInput) {
  // The cross-field rules of the input (a return names how many came back), as a field's 400.
  const parsed = ZReservationUpdateInput.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw fieldError(String(issue?.path[0] ?? 'status'), issue?.message ?? 'Invalid input');
  }
  const trx = db as Transaction<Database>;
  const current = await storedReservation(trx, id);
  if (!current) throw new AppError('RESERVATION_NOT_FOUND');
  const span = await eventSpan(trx, current.eventId, 'share');
  const item = await lockItem(trx, current.inventoryId);
  const row = await storedReservation(trx, id, true);
  if (!row || !span || !item) throw new AppError('RESERVATION_NOT_FOUND');
  if (input.version !== undefined && input.version !== row.version)
    throw new AppError('RESERVATION_VERSION_STALE');

  const change: ReservationChange = {};
  if (input.quantity !== undefined && input.quantity !== row.quantity) {
    if (row.status !== 'reserved') throw new AppError('RESERVATION_NOT_CHANGEABLE');
    if (!span.cancelled) await checkFits(trx, { id: row.eventId, ...span }, item, input.quantity);
    change.quantity = input.quantity;
  }
  const status = input.status ?? row.status;
  if (status !== row.status) {
    if (status === 'checked_out') {
      if (row.status !== 'reserved') throw new AppError('RESERVATION_NOT_RESERVED');
    } else if (status === 'returned') {
      if (row.status !== 'checked_out') throw new AppError('RESERVATION_NOT_CHECKED_OUT');
      const returned = input.returnedQuantity ?? row.quantity;
      if (returned > row.quantity) throw fieldError('returnedQuantity', RESERVATION_TEXTS.returnedTooMany);
      const shortfall = row.quantity - returned;
      if (shortfall > 0 && !input.shortfallReason)
        throw fieldError('shortfallReason', RESERVATION_TEXTS.shortfallReasonRequired);
      change.returnedQuantity = returned;
      change.shortfallReason = shortfall > 0 ? (input.shortfallReason ?? null) : null;
    } else {
      throw new AppError('RESERVATION_NOT_CHANGEABLE');
    }
    change.status = status;
  }
  if (Object.keys(change).length > 0) await changeReservation(trx, row, change);
  return reservationAnswer(trx, row.id);
}
