import { z } from 'zod';
import { END_BEFORE_START } from '../campaigns/campaign.schema.ts';
import { count } from '../common/counts.ts';
import {
  dateValue,
  isCalendarDate,
  optionalDateValue,
  timeString,
  ZDateString,
  ZTimeString,
} from '../common/dates.ts';
import { filterEnum, requiredEnum } from '../common/enums.ts';
import { optionalId, ZRowIdNullable } from '../common/ids.ts';
import { makeListInput } from '../common/list.ts';
import { makeMoney, mustBePositive, ZMoneyString, ZMoneyTotal } from '../common/money.ts';
import { ROW_FIELDS, UPDATE_FIELDS } from '../common/row.ts';
import { optionalText, requiredText } from '../common/text.ts';
import { DEFAULTS, EVENT_STATUSES, EVENT_TYPES, TEXT_MAX } from '../constants.ts';
import { EVENT_SPAN_EXTRA_DAYS_MAX } from '../reservations/reservation.schema.ts';

export const ZEvent = z.object({
  ...ROW_FIELDS,
  name: z.string(),
  type: z.enum(EVENT_TYPES),
  clientId: ZRowIdNullable,
  clientName: z.string(),
  date: ZDateString,
  time: ZTimeString,
  endDate: ZDateString.nullable().meta({ description: 'The last day of a multi-day event (null: one day).' }),
  setupDays: z.int().min(0).meta({ description: 'Days before `date` the venue and equipment are taken.' }),
  teardownDays: z.int().min(0).meta({ description: 'Days after the last day the equipment stays out.' }),
  venue: z.string(),
  budget: ZMoneyString,
  status: z.enum(EVENT_STATUSES),
  description: z.string().nullable(),
  invoiced: ZMoneyTotal.meta({
    description:
      "The sum of the totals of the event's invoices, drafts and void ones left out ('0.00' when none).",
  }),
  paid: ZMoneyTotal.meta({ description: 'What was paid on those invoices.' }),
  profit: ZMoneyTotal.meta({
    description: "The event's income records minus its expense records (financial records with its eventId).",
  }),
});
export type EventRecord = z.infer<typeof ZEvent>;

const eventFields = {
  name: requiredText(),
  type: requiredEnum(EVENT_TYPES),
  clientId: optionalId(),
  clientName: requiredText(),
  date: dateValue(),
  time: timeString(),
  endDate: optionalDateValue(),
  setupDays: count().max(EVENT_SPAN_EXTRA_DAYS_MAX, `Must be at most ${EVENT_SPAN_EXTRA_DAYS_MAX}`),
  teardownDays: count().max(EVENT_SPAN_EXTRA_DAYS_MAX, `Must be at most ${EVENT_SPAN_EXTRA_DAYS_MAX}`),
  venue: requiredText(),
  budget: makeMoney({ negativeMessage: mustBePositive('Budget') }),
  status: requiredEnum(EVENT_STATUSES),
  description: optionalText(TEXT_MAX),
};

export const ZEventCreateInput = z.object({
  ...eventFields,
  status: eventFields.status.default(DEFAULTS.eventStatus),
  setupDays: eventFields.setupDays.default(0),
  teardownDays: eventFields.teardownDays.default(0),
});

/** The end date of a multi-day event may not precede its first day (checked on the merged values). */
export function endDateIssue(event: { date?: string | null; endDate?: string | null }): string | undefined {
  if (!event.endDate || !event.date || !isCalendarDate(event.date) || !isCalendarDate(event.endDate)) return;
  return event.endDate < event.date ? END_BEFORE_START : undefined;
}
export type EventCreateInput = z.infer<typeof ZEventCreateInput>;

export const ZEventUpdateInput = z.object(eventFields).partial().extend(UPDATE_FIELDS);
export type EventUpdateInput = z.infer<typeof ZEventUpdateInput>;

/**
 * Search matches name, client name or venue. The default order, `upcoming`, lists the events from the
 * company's today on, soonest first, then the past ones, most recent first (`sortDir` does not apply
 * to it); the others sort by one column, a day's events by time.
 */
export const ZEventListInput = makeListInput(
  ['upcoming', 'date', 'budget', 'profit', 'status', 'name', 'clientName', 'venue', 'createdAt'],
  { status: filterEnum(EVENT_STATUSES), type: filterEnum(EVENT_TYPES), clientId: optionalId() },
);
/** The orders of the events list. */
export type EventSort = EventListInput['sortBy'];
export type EventListInput = z.infer<typeof ZEventListInput>;
