import { searchEverything } from '@app/db';
import { z } from 'zod';
import { protectedProcedure, router } from '../trpc/trpc.ts';

export const searchRouter = router({
  everything: protectedProcedure
    .input(z.object({ term: z.string().trim().min(1).max(200) }))
    .output(
      z.array(
        z.object({
          kind: z.enum(['client', 'event', 'vendor', 'document', 'product', 'campaign', 'template']),
          id: z.int(),
          title: z.string(),
          subtitle: z.string().nullable(),
        }),
      ),
    )
    .query(({ ctx, input }) => searchEverything(ctx.db, input.term)),
});
