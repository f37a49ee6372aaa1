import { z } from 'zod';
import { count } from '../common/counts.ts';
import { optionalText } from '../common/text.ts';
import { TEXT_MAX } from '../constants.ts';
import { CAMPAIGN_METRIC_FIELDS } from './campaign.schema.ts';

const costMessage = 'Cost must be positive';

/**
 * The 'Update Campaign Metrics' dialog. Clicks, impressions, cost and notes are collected but only
 * reach, engagement and conversions are sent (see `campaignMetricsUpdate`).
 */
export const ZCampaignMetricsForm = z.object({
  ...CAMPAIGN_METRIC_FIELDS,
  clicks: count('Clicks must be positive'),
  impressions: count('Impressions must be positive'),
  cost: z.number({ error: costMessage }).min(0, costMessage),
  notes: optionalText(TEXT_MAX),
});
export type CampaignMetricsForm = z.infer<typeof ZCampaignMetricsForm>;

/** The body of the metrics update (PUT /api/campaigns/{id}). */
export function campaignMetricsUpdate(form: CampaignMetricsForm) {
  return { reach: form.reach, engagement: form.engagement, conversions: form.conversions };
}
