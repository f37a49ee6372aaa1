import {
  type Database,
  storedReservation,
  type Transaction,
  deleteReservation as writeDelete,
} from '@app/db';
import { AppError } from '../../lib/app-error.ts';
import type { ServiceContext } from '../context.ts';

/**
 * Removes a reservation not yet checked out (its items are free again); checked-out and returned ones
 * stay as the history of the equipment.
 */
export async function deleteReservation({ db }: ServiceContext, id: number) {
  const trx = db as Transaction<Database>;
  const row = await storedReservation(trx, id, true);
  if (!row) throw new AppError('RESERVATION_NOT_FOUND');
  if (row.status !== 'reserved') throw new AppError('RESERVATION_NOT_CHANGEABLE');
  await writeDelete(trx, row.id);
  return { id: row.id, deleted: true as const };
}
