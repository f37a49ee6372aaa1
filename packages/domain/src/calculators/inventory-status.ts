import type { InventoryStatus } from '../constants.ts';

/** Out of stock at 0 (or below), low at or under the minimum, otherwise in stock. */
export function inventoryStatus(quantity: number, minQuantity: number): InventoryStatus {
  if (quantity <= 0) return 'out_of_stock';
  if (quantity <= minQuantity) return 'low_stock';
  return 'in_stock';
}
