import { z } from 'zod';
import { ZCount } from '../common/counts.ts';
import { ZMoneyTotal } from '../common/money.ts';

/** How far back the Digital Products screen counts products as recently added. */
export const RECENTLY_ADDED_DAYS = 30;

/**
 * The Digital Products screen's cards (spec §2.7). The spec's 'Total Sales' is the sum of the list
 * prices, not of anything sold: the card says what it is, 'Catalogue Value' (`catalogueValue`).
 * `addedRecently`: products created in the last RECENTLY_ADDED_DAYS days.
 */
export const ZDigitalProductsSummary = z.object({
  totalProducts: ZCount,
  activeProducts: ZCount,
  catalogueValue: ZMoneyTotal,
  downloads: ZCount,
  addedRecently: ZCount,
});
export type DigitalProductsSummary = z.infer<typeof ZDigitalProductsSummary>;
