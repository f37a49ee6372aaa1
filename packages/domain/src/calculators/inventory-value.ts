import { centsToMoney, moneyToCents } from '../common/money.ts';

/** Row value of an inventory item: unitValue × quantity, as a money string (no float rounding). */
export function inventoryValue(unitValue: string | number, quantity: number): string {
  if (!Number.isSafeInteger(quantity)) throw new RangeError(`Quantity must be an integer: ${quantity}`);
  return centsToMoney(moneyToCents(unitValue) * quantity);
}
