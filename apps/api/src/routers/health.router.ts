import { databaseAnswers } from '@app/db';
import { z } from 'zod';
import { publicProcedure, router } from '../trpc/trpc.ts';

export const healthRouter = router({
  status: publicProcedure
    .output(z.object({ status: z.enum(['ok', 'unavailable']) }))
    .query(async ({ ctx }) => ({ status: (await databaseAnswers(ctx.db)) ? 'ok' : 'unavailable' })),
});
