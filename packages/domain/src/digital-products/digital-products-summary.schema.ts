import { z } from 'zod';
import { ZCount } from '../common/counts.ts';
import { ZMoneyTotal } from '../common/money.ts';

/** The Digital Products screen's cards (spec §2.7); totalSales is the sum of the prices. */
export const ZDigitalProductsSummary = z.object({
  totalProducts: ZCount,
  activeProducts: ZCount,
  totalSales: ZMoneyTotal,
  downloads: ZCount,
});
export type DigitalProductsSummary = z.infer<typeof ZDigitalProductsSummary>;
