import { campaignsRepository, campaignSummary } from '@app/db';
import {
  ZCampaign,
  ZCampaignCreateInput,
  ZCampaignListInput,
  ZCampaignSummary,
  ZCampaignUpdateInput,
} from '@app/domain';
import { z } from 'zod';
import { createCrudRouter } from '../trpc/crud-router.ts';
import { protectedProcedure, router } from '../trpc/trpc.ts';

const campaignsCrudRouter = createCrudRouter({
  path: 'campaigns',
  entity: 'Campaign',
  updateMethod: 'PUT',
  repository: campaignsRepository,
  row: ZCampaign,
  createInput: ZCampaignCreateInput,
  updateInput: ZCampaignUpdateInput,
  listInput: ZCampaignListInput,
});

export const campaignsRouter = router({
  ...campaignsCrudRouter._def.record,
  /** The Marketing Campaigns cards (active count, total reach, engagement, conversions). */
  summary: protectedProcedure
    .input(z.void())
    .output(ZCampaignSummary)
    .query(({ ctx }) => campaignSummary(ctx.db)),
});
