import { prefetchPagedList } from '../../lib/paged-list.ts';
import type { QueryUtils } from '../../lib/trpc.ts';

// The screen's route loader: what it asks the server for when it opens. In the entry chunk, apart from
// the screen's code, so that the data is asked for while the code loads (see screens.ts).
const PAGE_SIZE = 25;
export const LIST = { pageSize: PAGE_SIZE, filters: { status: 'all' } } as const;

/**
 * The events of the month the calendar opens on. The date arithmetic (dayjs) comes in a small chunk of
 * its own, so the entry chunk (the landing and login pages) does not carry it.
 */
async function prefetchCalendar(utils: QueryUtils) {
  const { calendarRange, openingAnchor, openingView } = await import('./calendar-range.ts');
  return utils.events.range.prefetch(calendarRange(openingView, openingAnchor()));
}

/** What the screen shows when it opens (the route's loader, see screens.ts). */
export function loader(utils: QueryUtils) {
  return Promise.all([prefetchPagedList(utils, 'events', LIST), prefetchCalendar(utils)]);
}

/** One event's page: the event and its summary (money and equipment), by the address's id. */
export function eventLoader(utils: QueryUtils, params: { id?: string }) {
  const id = Number(params.id);
  if (!Number.isInteger(id) || id <= 0) return Promise.resolve();
  return Promise.all([utils.events.byId.prefetch({ id }), utils.events.summary.prefetch({ id })]);
}
