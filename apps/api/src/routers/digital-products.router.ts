import { digitalProductsSummary } from '@app/db';
import { RECENTLY_ADDED_DAYS, ZDigitalProductsSummary } from '@app/domain';
import { z } from 'zod';
import { protectedProcedure, router } from '../trpc/trpc.ts';
import { digitalProductsRouter as digitalProductsCrudRouter } from './simple-resources.router.ts';

/** Digital products' CRUD procedures plus the figures of the screen's summary cards. */
export const digitalProductsRouter = router({
  ...digitalProductsCrudRouter._def.record,
  summary: protectedProcedure
    .input(z.void())
    .output(ZDigitalProductsSummary)
    .query(({ ctx }) => digitalProductsSummary(ctx.db, RECENTLY_ADDED_DAYS)),
});
