import { z } from 'zod';
import { ZCount } from '../common/counts.ts';
import { ZMoneyTotal } from '../common/money.ts';

export const ZBusinessInfoSummary = z.object({
  software: ZCount,
  passwords: ZCount,
  team: ZCount,
  totalCost: ZMoneyTotal,
});
export type BusinessInfoSummary = z.infer<typeof ZBusinessInfoSummary>;
