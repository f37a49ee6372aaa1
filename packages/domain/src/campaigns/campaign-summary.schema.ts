import { z } from 'zod';

// Sums of integer columns over all campaigns may pass the integer column maximum, so only >= 0 is checked.
const ZTotal = z.number().int().min(0);

/** The four cards of the Marketing Campaigns screen, over every campaign. */
export const ZCampaignSummary = z.object({
  activeCampaigns: ZTotal,
  totalReach: ZTotal,
  totalEngagement: ZTotal,
  totalConversions: ZTotal,
});
export type CampaignSummary = z.infer<typeof ZCampaignSummary>;
