import type { QueryUtils } from '../../lib/trpc.ts';
import { prefetchPagedList } from '../../lib/use-paged-list.ts';
import dayjs from 'dayjs';
import { type CalendarView, calendarRange } from './calendar-range.ts';

// What this screen asks the server for when it opens. Apart from the screen's component, in the
// entry chunk, so that the data can be asked for before the screen's code has loaded
// (features/shell/screens.ts).
const PAGE_SIZE = 25;
export const LIST = { pageSize: PAGE_SIZE, filters: { status: 'all' } } as const;

/** The calendar opens on the current month. */
export const openingView: CalendarView = 'month';
export const openingAnchor = () => dayjs().startOf('day');

/** The events of the month the calendar opens on. */
function prefetchCalendar(utils: QueryUtils) {
  return utils.events.range.prefetch(calendarRange(openingView, openingAnchor()));
}

/** What the screen shows when it opens (see features/shell/screens.ts). */
export function prefetch(utils: QueryUtils) {
  return Promise.all([prefetchPagedList(utils, 'events', LIST), prefetchCalendar(utils)]);
}
