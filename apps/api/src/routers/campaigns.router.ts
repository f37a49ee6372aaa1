import { campaignsRepository, campaignSummary } from '@app/db';
import {
  END_BEFORE_START,
  endsBeforeStart,
  ZCampaign,
  ZCampaignCreateInput,
  ZCampaignListInput,
  ZCampaignSummary,
  ZCampaignUpdateInput,
} from '@app/domain';
import { z } from 'zod';
import { fieldError } from '../lib/errors.ts';
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
  dateFields: ['startDate', 'endDate'],
  hooks: {
    // The domain schema checks the order of two calendar dates; here it is checked again once timestamps
    // are days of the company's zone, and on update against the dates the campaign keeps.
    beforeCreate(input) {
      if (endsBeforeStart(input)) throw fieldError('endDate', END_BEFORE_START);
      return input;
    },
    beforeUpdate(input, _ctx, existing) {
      const merged = { startDate: existing.startDate, endDate: existing.endDate, ...pickDates(input) };
      if (endsBeforeStart(merged)) throw fieldError('endDate', END_BEFORE_START);
      return input;
    },
  },
});

const pickDates = ({ startDate, endDate }: { startDate?: string | null; endDate?: string | null }) => ({
  ...(startDate !== undefined ? { startDate } : {}),
  ...(endDate !== undefined ? { endDate } : {}),
});

export const campaignsRouter = router({
  ...campaignsCrudRouter._def.record,
  /** The Marketing Campaigns cards (active count, total reach, engagement, conversions). */
  summary: protectedProcedure
    .input(z.void())
    .output(ZCampaignSummary)
    .query(({ ctx }) => campaignSummary(ctx.db)),
});
