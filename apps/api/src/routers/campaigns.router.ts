import {
  type CampaignMetricEntry,
  campaignMetricTrends,
  campaignSummary,
  campaignsRepository,
  insertCampaignMetricEntry,
  listCampaignMetricEntries,
  recordCampaignMetrics,
} from '@app/db';
import {
  CAMPAIGN_STATUSES,
  CAMPAIGN_TREND_POINTS,
  END_BEFORE_START,
  endsBeforeStart,
  ZCampaign,
  ZCampaignCreateInput,
  ZCampaignListInput,
  ZCampaignMetricEntry,
  ZCampaignMetricsCreateInput,
  ZCampaignMetricsListInput,
  ZCampaignMetricTrends,
  ZCampaignMetricTrendsInput,
  ZCampaignSummary,
  ZCampaignUpdateInput,
} from '@app/domain';
import { z } from 'zod';
import { fieldError, notFound } from '../lib/errors.ts';
import { toApiRow } from '../lib/serialize.ts';
import { EXAMPLE_CAMPAIGN, EXAMPLE_CAMPAIGN_METRICS, exampleRow } from '../openapi/example-business.ts';
import { duplicateValue } from '../openapi/statuses.ts';
import { defineTag } from '../openapi/tags.ts';
import { crudProcedures } from '../trpc/crud-router.ts';
import { inTransaction, protectedProcedure, router } from '../trpc/trpc.ts';

defineTag(
  'campaigns',
  'Marketing campaigns (email, social, mixed) with their budget, reach, engagement and conversions.',
);

const tags = ['campaigns'];
const METRICS = ['reach', 'engagement', 'conversions'] as const;

const campaignsCrud = crudProcedures({
  path: 'campaigns',
  entity: 'Campaign',
  updateMethod: 'PUT',
  repository: campaignsRepository,
  row: ZCampaign,
  createInput: ZCampaignCreateInput,
  updateInput: ZCampaignUpdateInput,
  listInput: ZCampaignListInput,
  statuses: CAMPAIGN_STATUSES,
  dateFields: ['startDate', 'endDate'],
  hooks: {
    // The domain schema checks the order of two calendar dates; here it is checked again once timestamps
    // are days of the company's zone, and on update against the dates the campaign keeps.
    beforeCreate(input) {
      if (endsBeforeStart(input)) throw fieldError('endDate', END_BEFORE_START);
      return input;
    },
    async beforeUpdate(input, _ctx, existing, trx) {
      const merged = { startDate: existing.startDate, endDate: existing.endDate, ...pickDates(input) };
      if (endsBeforeStart(merged)) throw fieldError('endDate', END_BEFORE_START);
      // The spec's metrics update (reach, engagement, conversions) is an entry of the history too, in the
      // update's transaction; it measured no clicks, impressions or cost.
      if (METRICS.some((metric) => input[metric] !== undefined)) {
        await insertCampaignMetricEntry(trx, existing.id, {
          reach: input.reach ?? existing.reach,
          engagement: input.engagement ?? existing.engagement,
          conversions: input.conversions ?? existing.conversions,
          clicks: null,
          impressions: null,
          cost: null,
          notes: null,
        });
      }
      return input;
    },
  },
  examples: {
    create: EXAMPLE_CAMPAIGN,
    update: { status: 'active', version: 1 },
    row: exampleRow(9, 2, {
      ...EXAMPLE_CAMPAIGN,
      status: 'active',
      reach: 4200,
      engagement: 980,
      conversions: 37,
      trackingCode: 'spring-open-house',
      leads: 24,
      bookedLeads: 5,
      bookedRevenue: '18250.00',
      realReturn: 6.3,
    }),
  },
  errors: {
    create: { 409: [duplicateValue('tracking code')] },
    update: { 409: [duplicateValue('tracking code')] },
  },
});

const pickDates = ({ startDate, endDate }: { startDate?: string | null; endDate?: string | null }) => ({
  ...(startDate !== undefined ? { startDate } : {}),
  ...(endDate !== undefined ? { endDate } : {}),
});

const entryToApi = (entry: CampaignMetricEntry) => toApiRow(entry);

/** A campaign's metrics history: /api/campaigns/{id}/metrics. */
const metricsRouter = router({
  list: protectedProcedure
    .meta({
      entity: 'Campaign',
      openapi: {
        method: 'GET',
        path: '/campaigns/{id}/metrics',
        tags,
        summary: "List a campaign's metrics updates",
        description:
          'Every metrics update of the campaign, newest first: the figures as measured then. `clicks`, `impressions` and `cost` are null when an update did not measure them (an update through PUT /campaigns/{id}). Page with `limit` (default 50, at most 500) and `offset`.',
      },
      examples: {
        response: [
          { id: 58, campaignId: 9, recordedAt: '2027-03-15T17:20:00.000Z', ...EXAMPLE_CAMPAIGN_METRICS },
          {
            id: 41,
            campaignId: 9,
            recordedAt: '2027-03-08T16:45:00.000Z',
            reach: 2100,
            engagement: 430,
            conversions: 12,
            clicks: null,
            impressions: null,
            cost: null,
            notes: null,
          },
        ],
      },
    })
    .input(ZCampaignMetricsListInput)
    .output(z.array(ZCampaignMetricEntry))
    .query(async ({ ctx, input }) => {
      const { id, ...page } = input;
      const [campaign, entries] = await Promise.all([
        campaignsRepository.byId(ctx.db, id),
        listCampaignMetricEntries(ctx.db, id, page),
      ]);
      if (!campaign) throw notFound('Campaign');
      return entries.map(entryToApi);
    }),

  create: protectedProcedure
    .meta({
      entity: 'Campaign',
      openapi: {
        method: 'POST',
        path: '/campaigns/{id}/metrics',
        tags,
        summary: 'Record a metrics update',
        description:
          "Adds a dated entry to the campaign's history and makes its `reach`, `engagement` and `conversions` the campaign's own, in one transaction. `clicks`, `impressions` and `cost` may be left out (or null) when they were not measured. Answers 201 with the entry.",
      },
      examples: {
        request: EXAMPLE_CAMPAIGN_METRICS,
        response: {
          id: 58,
          campaignId: 9,
          recordedAt: '2027-03-15T17:20:00.000Z',
          ...EXAMPLE_CAMPAIGN_METRICS,
        },
      },
    })
    .input(ZCampaignMetricsCreateInput)
    .output(ZCampaignMetricEntry)
    .mutation(async ({ ctx, input }) => {
      const { id, ...measured } = input;
      const recorded = await inTransaction(ctx.db, (trx) => recordCampaignMetrics(trx, id, measured));
      if (!recorded) throw notFound('Campaign');
      return entryToApi(recorded.entry);
    }),
});

export const campaignsRouter = router({
  ...campaignsCrud,
  metrics: metricsRouter,
  /** The Marketing Campaigns cards (active count, total reach, engagement, conversions). */
  summary: protectedProcedure
    .input(z.void())
    .output(ZCampaignSummary)
    .query(({ ctx }) => campaignSummary(ctx.db)),
  /** The Campaign Tracking cards' latest figures and trends: each campaign's last updates, oldest first. */
  metricTrends: protectedProcedure
    .input(ZCampaignMetricTrendsInput)
    .output(ZCampaignMetricTrends)
    .query(async ({ ctx, input }) => {
      const ids = [...new Set(input.ids)];
      const trends = await campaignMetricTrends(ctx.db, ids, CAMPAIGN_TREND_POINTS);
      return ids.map((campaignId) => ({
        campaignId,
        entries: (trends.get(campaignId) ?? []).map(entryToApi),
      }));
    }),
});
