import { z } from 'zod';
import { optionalDateValue, ZDateString } from '../common/dates.ts';
import { filterEnum, optionalEnum, requiredEnum } from '../common/enums.ts';
import { optionalId, ZId, ZRowIdNullable } from '../common/ids.ts';
import { makeListInput, makeListResult } from '../common/list.ts';
import { optionalMoneyNonNegative, ZMoneyString, ZMoneyTotal } from '../common/money.ts';
import { ROW_FIELDS, UPDATE_FIELDS } from '../common/row.ts';
import { optionalEmail, optionalText, requiredText } from '../common/text.ts';
import { ZIsoDateTime } from '../common/timestamps.ts';
import { NAME_MAX, PHONE_MAX } from '../constants.ts';
import { GUEST_COUNT_MAX } from './lead-form.schema.ts';

/** Where a lead came from. `form` is a lead form's submission; the others are typed in by staff. */
export const LEAD_SOURCES = ['form', 'manual', 'email', 'phone', 'referral', 'social', 'other'] as const;
export type LeadSource = (typeof LEAD_SOURCES)[number];

export const LEAD_SOURCE_LABELS: Record<LeadSource, string> = {
  form: 'Website form',
  manual: 'Entered by staff',
  email: 'E-mail',
  phone: 'Phone',
  referral: 'Referral',
  social: 'Social media',
  other: 'Other',
};

/** Why a lead was lost: the list "Lost" asks from. */
export const LEAD_LOST_REASONS = [
  'price',
  'date-unavailable',
  'chose-another',
  'no-response',
  'not-a-fit',
  'other',
] as const;
export type LeadLostReason = (typeof LEAD_LOST_REASONS)[number];

export const LEAD_LOST_REASON_LABELS: Record<LeadLostReason, string> = {
  price: 'Price',
  'date-unavailable': 'Date not available',
  'chose-another': 'Chose another company',
  'no-response': 'No response',
  'not-a-fit': 'Not a fit',
  other: 'Other',
};

/** What a timeline entry records. */
export const LEAD_ACTIVITY_KINDS = [
  'created',
  'submission',
  'note',
  'stage-change',
  'email',
  'converted',
  'lost',
] as const;
export type LeadActivityKind = (typeof LEAD_ACTIVITY_KINDS)[number];

export const LEAD_TEXTS = {
  notFound: 'Lead not found',
  nameRequired: 'Name is required',
  stageNotFound: 'That pipeline stage does not exist',
  ownerNotFound: 'That user does not exist',
  campaignNotFound: 'That campaign does not exist',
  noteRequired: 'Note is required',
  lostReasonRequired: 'Choose why the lead was lost',
  lostReasonOnlyWhenLost: 'A lost reason is given only when the lead moves to a Lost stage',
  alreadyConverted: 'This lead was converted already',
  convertNeedsEmail:
    'Add the lead’s e-mail address before converting it: the client is found or created by it',
  convertNeedsDate: 'Add the event date before converting the lead: the event is made for that day',
  noBookedStage: 'The pipeline has no Booked stage to move the converted lead to',
  convertedLead: 'A converted lead stays in its Booked stage; its client and event are kept',
  /** The client and event Convert makes, before staff edit them. */
  clientIndustry: 'Not specified',
  venueToConfirm: 'To be confirmed',
  eventName: (name: string, type: string | null) => `${type ?? 'Event'} – ${name}`,
  autoReplySubject: (company: string) => `Thank you for your inquiry – ${company}`,
  staffNotificationTitle: 'New inquiry',
  staffNotificationMessage: (name: string, form: string) => `${name} sent an inquiry through “${form}”.`,
} as const;

export const ZLead = z.object({
  ...ROW_FIELDS,
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  stageId: z.int(),
  ownerId: ZRowIdNullable,
  valueEstimate: ZMoneyString.nullable(),
  eventDate: ZDateString.nullable(),
  eventType: z.string().nullable(),
  guestCount: z.int().nullable(),
  budget: ZMoneyString.nullable(),
  venue: z.string().nullable(),
  message: z.string().nullable(),
  /** Every answer of its submissions, by field key, as typed. */
  answers: z.record(z.string(), z.unknown()),
  source: z.enum(LEAD_SOURCES),
  campaignId: ZRowIdNullable,
  formId: ZRowIdNullable,
  utmSource: z.string().nullable(),
  utmMedium: z.string().nullable(),
  utmCampaign: z.string().nullable(),
  referrer: z.string().nullable(),
  pageUrl: z.string().nullable(),
  notes: z.string().nullable(),
  clientId: ZRowIdNullable,
  eventId: ZRowIdNullable,
  lostReason: z.enum(LEAD_LOST_REASONS).nullable(),
  convertedAt: ZIsoDateTime.nullable(),
});
export type Lead = z.infer<typeof ZLead>;

export const ZLeadActivity = z.object({
  id: z.int(),
  kind: z.enum(LEAD_ACTIVITY_KINDS),
  userId: ZRowIdNullable,
  userName: z.string().nullable(),
  body: z.string().nullable(),
  details: z.unknown(),
  createdAt: ZIsoDateTime,
});
export type LeadActivity = z.infer<typeof ZLeadActivity>;

/** One lead with its timeline (newest first) and the other leads from the same address. */
export const ZLeadDetail = ZLead.extend({
  activities: z.array(ZLeadActivity),
  sameEmailLeadIds: z.array(z.int()),
});
export type LeadDetail = z.infer<typeof ZLeadDetail>;

const guestCount = z
  .int({ error: 'Must be a whole number' })
  .min(0, 'Must be 0 or more')
  .max(GUEST_COUNT_MAX, `Must be at most ${GUEST_COUNT_MAX}`)
  .nullish();

const leadFields = {
  name: requiredText(LEAD_TEXTS.nameRequired, NAME_MAX),
  email: optionalEmail(),
  phone: optionalText(PHONE_MAX),
  stageId: ZId,
  ownerId: optionalId(),
  valueEstimate: optionalMoneyNonNegative(),
  eventDate: optionalDateValue(),
  eventType: optionalText(100),
  guestCount,
  budget: optionalMoneyNonNegative(),
  venue: optionalText(500),
  message: optionalText(10000),
  source: requiredEnum(LEAD_SOURCES),
  campaignId: optionalId(),
  notes: optionalText(10000),
  lostReason: optionalEnum(LEAD_LOST_REASONS),
};

export const ZLeadCreateInput = z.object({
  ...leadFields,
  stageId: leadFields.stageId.optional(),
  source: leadFields.source.default('manual'),
});
export type LeadCreateInput = z.infer<typeof ZLeadCreateInput>;

export const ZLeadUpdateInput = z
  .object(leadFields)
  .partial()
  .extend({ id: ZId, ...UPDATE_FIELDS });
export type LeadUpdateInput = z.infer<typeof ZLeadUpdateInput>;

const filterId = z
  .union([z.number(), z.string().trim().regex(/^\d+$/)], { error: 'Invalid id' })
  .optional()
  .transform((value) => (value === undefined ? undefined : Number(value)))
  .pipe(z.int().min(1).max(2147483647).optional());

/** Search matches the name, e-mail and phone; `from`/`to` bound the day the lead came in. */
export const ZLeadListInput = makeListInput(['createdAt', 'name', 'eventDate', 'valueEstimate'], {
  stageId: filterId,
  source: filterEnum(LEAD_SOURCES),
  campaignId: filterId,
  ownerId: filterId,
  from: ZDateString.optional(),
  to: ZDateString.optional(),
});
export type LeadListInput = z.infer<typeof ZLeadListInput>;

export const ZLeadListResult = makeListResult(ZLead);

export const LEADS_BULK_MAX = 500;

/** The list's bulk stage change: the leads of `ids` (ids that no longer exist are skipped) to `stageId`. */
export const ZLeadBulkStageInput = z.object({
  ids: z
    .array(ZId)
    .min(1, 'Choose at least one lead')
    .max(LEADS_BULK_MAX, `At most ${LEADS_BULK_MAX} leads at once`),
  stageId: ZId,
  lostReason: optionalEnum(LEAD_LOST_REASONS),
});
export type LeadBulkStageInput = z.infer<typeof ZLeadBulkStageInput>;

export const ZLeadNoteInput = z.object({ id: ZId, body: requiredText(LEAD_TEXTS.noteRequired, 10000) });
export type LeadNoteInput = z.infer<typeof ZLeadNoteInput>;

export const ZLeadConvertResult = z.object({
  lead: ZLead,
  clientId: z.int(),
  eventId: z.int(),
  /** False when the lead had been converted already: nothing new was made. */
  created: z.boolean(),
  /** True when an existing client with the lead's e-mail address was linked rather than a new one made. */
  existingClient: z.boolean(),
});
export type LeadConvertResult = z.infer<typeof ZLeadConvertResult>;

/** The sources report: `from` and `to` months 'YYYY-MM-DD' (any day of the month), at most 36 months. */
export const ZLeadSourcesInput = z.object({ from: ZDateString, to: ZDateString });
export type LeadSourcesInput = z.infer<typeof ZLeadSourcesInput>;

export const ZLeadSourceRow = z.object({
  /** First day of the month. */
  month: ZDateString,
  source: z.enum(LEAD_SOURCES),
  campaignId: ZRowIdNullable,
  campaignName: z.string().nullable(),
  leads: z.int(),
  booked: z.int(),
  /** booked / leads, 0 to 1 (4 decimals). */
  conversionRate: z.number(),
  bookedRevenue: ZMoneyTotal,
});
export type LeadSourceRow = z.infer<typeof ZLeadSourceRow>;
export const ZLeadSourcesReport = z.object({ rows: z.array(ZLeadSourceRow) });
