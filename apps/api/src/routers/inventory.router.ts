import { inventorySummary } from '@app/db';
import { ZInventorySummary } from '@app/domain';
import { z } from 'zod';
import { protectedProcedure, router } from '../trpc/trpc.ts';
import { inventoryRouter as inventoryCrudRouter } from './simple-resources.router.ts';

/** Inventory's CRUD procedures plus the figures of the screen's summary cards. */
export const inventoryRouter = router({
  ...inventoryCrudRouter._def.record,
  summary: protectedProcedure
    .input(z.void())
    .output(ZInventorySummary)
    .query(({ ctx }) => inventorySummary(ctx.db)),
});
