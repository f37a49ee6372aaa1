import { z } from 'zod';
import { count, ZCount } from '../common/counts.ts';
import { filterEnum, requiredEnum } from '../common/enums.ts';
import { makeListInput } from '../common/list.ts';
import { makeMoney, mustBePositive, optionalMoneyNonNegative, ZMoneyString } from '../common/money.ts';
import { ROW_FIELDS, UPDATE_FIELDS } from '../common/row.ts';
import { optionalText, requiredText } from '../common/text.ts';
import {
  DEFAULTS,
  INVENTORY_CATEGORIES,
  INVENTORY_STATUSES,
  RENTAL_UNITS,
  SHORT_TEXT_MAX,
  TEXT_MAX,
} from '../constants.ts';

/** An inventory item; `status` is derived by the server from quantity and minQuantity. */
export const ZInventoryItem = z.object({
  ...ROW_FIELDS,
  name: z.string(),
  sku: z.string(),
  category: z.enum(INVENTORY_CATEGORIES),
  quantity: ZCount,
  minQuantity: ZCount,
  unitValue: ZMoneyString,
  rentalPrice: ZMoneyString.nullable().meta({
    description:
      'What renting one out costs, per day of the event or per event (`rentalUnit`); null when it is not rented.',
  }),
  rentalUnit: z.enum(RENTAL_UNITS),
  status: z.enum(INVENTORY_STATUSES),
  description: z.string().nullable(),
  reservedNext30Days: ZCount.meta({
    description:
      "The most of the item reserved on any one day of the next 30 days (from the company's today), by events that are not cancelled.",
  }),
});
export type InventoryItem = z.infer<typeof ZInventoryItem>;

const inventoryItemFields = {
  name: requiredText(),
  sku: requiredText(undefined, SHORT_TEXT_MAX),
  category: requiredEnum(INVENTORY_CATEGORIES),
  quantity: count(mustBePositive('Quantity')),
  minQuantity: count(mustBePositive('Minimum quantity')),
  unitValue: makeMoney({ negativeMessage: mustBePositive('Unit value') }),
  rentalPrice: optionalMoneyNonNegative(mustBePositive('Rental price')),
  rentalUnit: requiredEnum(RENTAL_UNITS),
  description: optionalText(TEXT_MAX),
};

export const ZInventoryItemCreateInput = z.object({
  ...inventoryItemFields,
  quantity: inventoryItemFields.quantity.default(DEFAULTS.inventoryQuantity),
  minQuantity: inventoryItemFields.minQuantity.default(DEFAULTS.inventoryMinQuantity),
  rentalUnit: inventoryItemFields.rentalUnit.default('day'),
});
export type InventoryItemCreateInput = z.infer<typeof ZInventoryItemCreateInput>;

export const ZInventoryItemUpdateInput = z.object(inventoryItemFields).partial().extend(UPDATE_FIELDS);
export type InventoryItemUpdateInput = z.infer<typeof ZInventoryItemUpdateInput>;

/** Search matches name or SKU. */
export const ZInventoryItemListInput = makeListInput(
  ['createdAt', 'name', 'sku', 'category', 'quantity', 'unitValue', 'status'],
  { category: filterEnum(INVENTORY_CATEGORIES), status: filterEnum(INVENTORY_STATUSES) },
);
export type InventoryItemListInput = z.infer<typeof ZInventoryItemListInput>;
