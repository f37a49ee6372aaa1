import { z } from 'zod';
import { ZCount } from '../common/counts.ts';
import { ZMoneyTotal } from '../common/money.ts';

/** The Inventory screen's cards (spec §2.8): counts by status and the stock value over every item. */
export const ZInventorySummary = z.object({
  totalItems: ZCount,
  lowStock: ZCount,
  outOfStock: ZCount,
  totalValue: ZMoneyTotal,
});
export type InventorySummary = z.infer<typeof ZInventorySummary>;
