import { z } from 'zod';
import { dateString } from '../common/dates.ts';

/** Most events one calendar view asks for; a month grid shows at most six weeks. */
export const EVENT_RANGE_LIMIT = 500;

/** The dates a calendar view covers, inclusive ('YYYY-MM-DD'); `to` may not precede `from`. */
export const ZEventRangeInput = z
  .object({ from: dateString(), to: dateString() })
  .refine((range) => range.from <= range.to, { message: 'The range ends before it starts', path: ['to'] });
export type EventRangeInput = z.infer<typeof ZEventRangeInput>;
