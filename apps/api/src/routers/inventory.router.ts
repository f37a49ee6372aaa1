import { inventoryRepository, inventorySummary } from '@app/db';
import {
  ZInventoryItem,
  ZInventoryItemCreateInput,
  ZInventoryItemListInput,
  ZInventoryItemUpdateInput,
  ZInventorySummary,
} from '@app/domain';
import { z } from 'zod';
import { EXAMPLE_INVENTORY_ITEM, exampleRow } from '../openapi/example-business.ts';
import { duplicateValue } from '../openapi/statuses.ts';
import { defineTag } from '../openapi/tags.ts';
import { checkQuantityCoversReservations } from '../services/reservations/check-item-quantity.ts';
import { RESERVATION_ERRORS } from '../services/reservations/errors.ts';
import { crudProcedures } from '../trpc/crud-router.ts';
import { protectedProcedure, router } from '../trpc/trpc.ts';
import { availabilityProcedure } from './reservations.router.ts';

defineTag(
  'inventory',
  'Equipment and supplies (chairs, lighting, linens), with stock status derived from quantity and minimum.',
  { one: 'inventory item', many: 'inventory items' },
);

/** Inventory's CRUD procedures plus the figures of the screen's summary cards. */
export const inventoryRouter = router({
  ...crudProcedures({
    path: 'inventory',
    entity: 'Inventory item',
    updateMethod: 'PUT',
    repository: inventoryRepository,
    row: ZInventoryItem,
    createInput: ZInventoryItemCreateInput,
    updateInput: ZInventoryItemUpdateInput,
    listInput: ZInventoryItemListInput,
    hooks: {
      async beforeUpdate(input, _ctx, existing, trx) {
        // Fewer than before: the reservations from today on must still fit.
        if (input.quantity !== undefined && input.quantity < existing.quantity)
          await checkQuantityCoversReservations(trx, existing, input.quantity);
        return input;
      },
    },
    examples: {
      create: EXAMPLE_INVENTORY_ITEM,
      update: { quantity: 150, version: 5 },
      row: exampleRow(17, 6, {
        ...EXAMPLE_INVENTORY_ITEM,
        quantity: 150,
        status: 'in_stock',
        reservedNext30Days: 120,
      }),
    },
    errors: {
      create: { 409: [duplicateValue('sku')] },
      update: {
        409: [
          duplicateValue('sku'),
          {
            key: 'quantityBelowReserved',
            summary: "A lower quantity than a coming day has reserved (from the company's today on).",
            message: RESERVATION_ERRORS.QUANTITY_BELOW_RESERVED.message(
              'Probe chair',
              '4',
              '2027-06-11',
              '5',
            ),
          },
        ],
      },
    },
  }),
  availability: availabilityProcedure,
  summary: protectedProcedure
    .input(z.void())
    .output(ZInventorySummary)
    .query(({ ctx }) => inventorySummary(ctx.db)),
});
