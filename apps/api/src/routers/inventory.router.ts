import { inventoryRepository, inventorySummary } from '@app/db';
import {
  ZInventoryItem,
  ZInventoryItemCreateInput,
  ZInventoryItemListInput,
  ZInventoryItemUpdateInput,
  ZInventorySummary,
} from '@app/domain';
import { z } from 'zod';
import { crudProcedures } from '../trpc/crud-router.ts';
import { protectedProcedure, router } from '../trpc/trpc.ts';
import { availabilityProcedure, checkQuantityCoversReservations } from './reservations.router.ts';

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
        // Fewer than before: the reservations from today on must still fit (issue 18).
        if (input.quantity !== undefined && input.quantity < existing.quantity)
          await checkQuantityCoversReservations(trx, existing, input.quantity);
        return input;
      },
    },
  }),
  availability: availabilityProcedure,
  summary: protectedProcedure
    .input(z.void())
    .output(ZInventorySummary)
    .query(({ ctx }) => inventorySummary(ctx.db)),
});
