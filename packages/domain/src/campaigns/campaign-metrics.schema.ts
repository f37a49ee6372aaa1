import { z } from 'zod';
import { count, queryInt, ZCount } from '../common/counts.ts';
import { ZId, ZRowId } from '../common/ids.ts';
import { makeMoney, mustBePositive, ZMoneyString } from '../common/money.ts';
import { optionalText } from '../common/text.ts';
import { ZIsoDateTime } from '../common/timestamps.ts';
import {
  CAMPAIGN_TREND_POINTS,
  LIST_LIMIT_DEFAULT,
  LIST_LIMIT_MAX,
  PG_INT_MAX,
  TEXT_MAX,
} from '../constants.ts';
import { CAMPAIGN_METRIC_FIELDS } from './campaign.schema.ts';

/** Absent or null: the update did not measure it (kept as null, never as a made-up 0). */
const unmeasured = <T extends z.ZodType>(schema: T) => schema.nullish().transform((value) => value ?? null);

/**
 * One metrics update (spec §5 and its messages): the figures as measured now. Reach, engagement and
 * conversions are required, they become the campaign's own; clicks, impressions and cost may be left
 * out when they were not measured. The body of POST /api/campaigns/{id}/metrics.
 */
/** Also what the 'Update Campaign Metrics' dialog validates with, and sends as it parsed it. */
export const ZCampaignMetricsInput = z.object({
  ...CAMPAIGN_METRIC_FIELDS,
  clicks: unmeasured(count('Clicks must be positive')),
  impressions: unmeasured(count('Impressions must be positive')),
  cost: unmeasured(makeMoney({ negativeMessage: mustBePositive('Cost') })),
  notes: optionalText(TEXT_MAX).transform((value) => value ?? null),
});
export type CampaignMetricsInput = z.infer<typeof ZCampaignMetricsInput>;

export const ZCampaignMetricsCreateInput = ZCampaignMetricsInput.extend({ id: ZId });

/** GET /api/campaigns/{id}/metrics: one page of the history, newest first. */
export const ZCampaignMetricsListInput = z.object({
  id: ZId,
  limit: queryInt(1, LIST_LIMIT_MAX).default(LIST_LIMIT_DEFAULT),
  offset: queryInt(0, PG_INT_MAX).default(0),
});

/** One dated entry of a campaign's metrics history. */
export const ZCampaignMetricEntry = z.object({
  id: ZRowId,
  campaignId: ZRowId,
  recordedAt: ZIsoDateTime,
  reach: ZCount,
  engagement: ZCount,
  conversions: ZCount,
  clicks: ZCount.nullable(),
  impressions: ZCount.nullable(),
  cost: ZMoneyString.nullable(),
  notes: z.string().nullable(),
});
export type CampaignMetricEntry = z.infer<typeof ZCampaignMetricEntry>;

/** The campaigns of a tracking page whose trends the cards show (at most a page of them). */
export const ZCampaignMetricTrendsInput = z.object({
  ids: z.array(ZId).max(LIST_LIMIT_MAX),
});

/** Per campaign, its last CAMPAIGN_TREND_POINTS entries, oldest first. */
export const ZCampaignMetricTrends = z.array(
  z.object({ campaignId: ZRowId, entries: z.array(ZCampaignMetricEntry).max(CAMPAIGN_TREND_POINTS) }),
);
export type CampaignMetricTrends = z.infer<typeof ZCampaignMetricTrends>;
