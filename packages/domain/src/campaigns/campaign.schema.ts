import { z } from 'zod';
import { count, ZCount } from '../common/counts.ts';
import { isCalendarDate, optionalDateValue, ZDateString } from '../common/dates.ts';
import { filterEnum, requiredEnum } from '../common/enums.ts';
import { makeListInput } from '../common/list.ts';
import { makeMoney, mustBePositive, ZMoneyString, ZMoneyTotal } from '../common/money.ts';
import { ROW_FIELDS, UPDATE_FIELDS } from '../common/row.ts';
import { requiredText } from '../common/text.ts';
import { CAMPAIGN_STATUSES, CAMPAIGN_TYPES, DEFAULTS, TEXT_MAX } from '../constants.ts';

export const END_BEFORE_START = 'End date must be on or after the start date';

export const ZCampaign = z.object({
  ...ROW_FIELDS,
  name: z.string(),
  type: z.enum(CAMPAIGN_TYPES),
  description: z.string(),
  status: z.enum(CAMPAIGN_STATUSES),
  startDate: ZDateString.nullable(),
  endDate: ZDateString.nullable(),
  budget: ZMoneyString,
  reach: ZCount,
  engagement: ZCount,
  conversions: ZCount,
  /** What one conversion returns in the ROI (default 100, the spec's figure). */
  valuePerConversion: ZMoneyString,
  /** The `utm_campaign` value that attributes a lead to the campaign; unique whatever its case. */
  trackingCode: z.string().nullable(),
  /** Leads attributed to the campaign. */
  leads: z.int(),
  /** Of those, the ones converted into a client and an event. */
  bookedLeads: z.int(),
  /** Paid on the issued invoices of the events converted from its leads. */
  bookedRevenue: ZMoneyTotal,
  /** (bookedRevenue − budget) / budget, 4 decimals; null without a budget. The spec's ROI stays as it is. */
  realReturn: z.number().nullable(),
});
export type Campaign = z.infer<typeof ZCampaign>;

export const TRACKING_CODE_INVALID =
  'Use letters, digits, dots, hyphens, underscores or tildes (at most 100)';

const campaignFields = {
  name: requiredText(),
  type: requiredEnum(CAMPAIGN_TYPES),
  description: requiredText(undefined, TEXT_MAX),
  status: requiredEnum(CAMPAIGN_STATUSES),
  startDate: optionalDateValue(),
  endDate: optionalDateValue(),
  budget: makeMoney({ negativeMessage: mustBePositive('Budget') }),
  valuePerConversion: makeMoney({ negativeMessage: mustBePositive('Value per conversion') }),
  trackingCode: z
    .string()
    .trim()
    .nullish()
    .transform((value) => (value === '' ? null : value))
    .refine((value) => value == null || /^[A-Za-z0-9._~-]{1,100}$/.test(value), TRACKING_CODE_INVALID),
};

/** The metrics the tracking screen sends (reach, engagement, conversions). */
export const CAMPAIGN_METRIC_FIELDS = {
  reach: count('Reach must be positive'),
  engagement: count('Engagement must be positive'),
  conversions: count('Conversions must be positive'),
};

type CampaignDates = { startDate?: string | null | undefined; endDate?: string | null | undefined };

/**
 * True when both dates are calendar dates and the end comes before the start ('YYYY-MM-DD' compare
 * correctly as strings). A timestamp is only a date once the server has put it in the company's time
 * zone, so the server checks again after that.
 */
export function endsBeforeStart({ startDate, endDate }: CampaignDates): boolean {
  return (
    !!startDate && !!endDate && isCalendarDate(startDate) && isCalendarDate(endDate) && endDate < startDate
  );
}

function checkDateOrder(value: CampaignDates, ctx: z.RefinementCtx) {
  if (endsBeforeStart(value)) {
    ctx.addIssue({ code: 'custom', message: END_BEFORE_START, path: ['endDate'] });
  }
}

export const ZCampaignCreateInput = z
  .object({
    ...campaignFields,
    status: campaignFields.status.default(DEFAULTS.campaignStatus),
    budget: campaignFields.budget.default(DEFAULTS.campaignBudget),
    valuePerConversion: campaignFields.valuePerConversion.default(DEFAULTS.campaignValuePerConversion),
  })
  .superRefine(checkDateOrder);
export type CampaignCreateInput = z.infer<typeof ZCampaignCreateInput>;

/**
 * Full edit, a status change (pause/resume) or a metrics update. Dates are only checked against each
 * other when both are sent; the server checks the merged row.
 */
export const ZCampaignUpdateInput = z
  .object(campaignFields)
  .partial()
  .extend({
    ...UPDATE_FIELDS,
    reach: CAMPAIGN_METRIC_FIELDS.reach.optional(),
    engagement: CAMPAIGN_METRIC_FIELDS.engagement.optional(),
    conversions: CAMPAIGN_METRIC_FIELDS.conversions.optional(),
  })
  .superRefine(checkDateOrder);
export type CampaignUpdateInput = z.infer<typeof ZCampaignUpdateInput>;

/** Search matches name or description. */
export const ZCampaignListInput = makeListInput(
  ['createdAt', 'name', 'startDate', 'status', 'budget', 'reach', 'conversions'],
  { status: filterEnum(CAMPAIGN_STATUSES), type: filterEnum(CAMPAIGN_TYPES) },
);
export type CampaignListInput = z.infer<typeof ZCampaignListInput>;
