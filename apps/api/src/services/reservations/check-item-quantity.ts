import { companyTodayDate, type Database, firstOverbookedDayFrom, type Transaction } from '@app/db';
import { AppError } from '../../lib/app-error.ts';

/**
 * An item's quantity is lowered (its row is locked by the update): from the company's today on, no day
 * may hold more reservations than the new quantity.
 */
export async function checkQuantityCoversReservations(
  trx: Transaction<Database>,
  item: { id: number; name: string },
  quantity: number,
) {
  const over = await firstOverbookedDayFrom(trx, {
    inventoryId: item.id,
    capacity: quantity,
    from: await companyTodayDate(trx),
  });
  if (over)
    throw new AppError(
      'QUANTITY_BELOW_RESERVED',
      item.name,
      String(quantity),
      over.day,
      String(over.reserved),
    );
}
