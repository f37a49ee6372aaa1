import { z } from 'zod';
import { ZCount } from '../common/counts.ts';

/** The four cards of the Marketing Assets screen (Total Assets, Logos, Colors, Fonts), over every asset. */
export const ZMarketingAssetSummary = z.object({
  total: ZCount,
  logos: ZCount,
  colors: ZCount,
  fonts: ZCount,
});
export type MarketingAssetSummary = z.infer<typeof ZMarketingAssetSummary>;
