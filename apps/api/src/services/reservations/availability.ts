import { type Database, itemQuantity, itemReservedByDay, type Kysely } from '@app/db';
import type { AvailabilityInput } from '@app/domain';
import { AppError } from '../../lib/app-error.ts';

/** For each day of the range: how many of the item are reserved and how many are free (may be negative). */
export async function itemAvailability(db: Kysely<Database>, input: AvailabilityInput) {
  const quantity = await itemQuantity(db, input.id);
  if (quantity === undefined) throw new AppError('INVENTORY_ITEM_NOT_FOUND');
  const days = await itemReservedByDay(db, input.id, input.from, input.to);
  return {
    inventoryId: input.id,
    quantity,
    days: days.map((day) => ({ ...day, free: quantity - day.reserved })),
  };
}
