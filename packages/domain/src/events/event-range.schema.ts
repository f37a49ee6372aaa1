import { z } from 'zod';
import { dateString } from '../common/dates.ts';
import { ZEvent } from './event.schema.ts';

/** Most events one calendar view asks for; a month grid shows at most six weeks. */
export const EVENT_RANGE_LIMIT = 500;

/**
 * The dates a calendar view covers, inclusive ('YYYY-MM-DD'); `to` may not precede `from`. `perDay`: how
 * many events of each day to send, earliest first (the month grid shows three and counts the rest).
 */
export const ZEventRangeInput = z
  .object({
    from: dateString(),
    to: dateString(),
    perDay: z.coerce.number().int().min(1).max(EVENT_RANGE_LIMIT).default(EVENT_RANGE_LIMIT),
  })
  .refine((range) => range.from <= range.to, { message: 'The range ends before it starts', path: ['to'] });
export type EventRangeInput = z.input<typeof ZEventRangeInput>;

/** Each day's first `perDay` events in date and time order, and how many events each day has in all. */
export const ZEventRange = z.object({
  events: z.array(ZEvent),
  dayTotals: z.record(z.string(), z.int().nonnegative()),
});
export type EventRange = z.infer<typeof ZEventRange>;
