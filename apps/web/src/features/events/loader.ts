import { prefetchPagedList } from '../../lib/paged-list.ts';
import type { QueryUtils } from '../../lib/trpc.ts';
import { messagesCardInput } from '../emails/loader.ts';
import { calendarAt, calendarRange } from './calendar-range.ts';

// The screen's route loader: what it asks the server for when it opens. In the entry chunk, apart from
// the screen's code, so that the data is asked for while the code loads (see screen-loads.ts).
const PAGE_SIZE = 25;
export const LIST = { pageSize: PAGE_SIZE, filters: { status: 'all' } } as const;

/**
 * What the screen shows when it opens (the route's loader, see screen-loads.ts): the list's first page and
 * the events of the period the calendar opens on, in one request: the view and date in the address
 * (see calendarAt), else the current month. The loader is given the route's params only, so it reads
 * the window's address, which is the screen's when the page opens here and on Back; on a link from
 * elsewhere it is not yet, and the screen asks for its period itself. The date arithmetic (dayjs, ~3 KB
 * gzip) is in the entry chunk for it: in a chunk of its own, loaded by the loader, it sent the
 * calendar's request in a second batch, which a page opened here waited for while the browser held
 * tRPC's timer back behind the app's code.
 */
export function loader(utils: QueryUtils) {
  const here = /^\/events\/?$/i.test(window.location.pathname);
  const { view, anchor } = calendarAt(new URLSearchParams(here ? window.location.search : ''));
  return Promise.all([
    prefetchPagedList(utils, 'events', LIST),
    utils.events.range.prefetch(calendarRange(view, anchor)),
  ]);
}

/** One event's page: the event, its summary (money and equipment) and its e-mails, by the address's id. */
export function eventLoader(utils: QueryUtils, params: { id?: string }) {
  const id = Number(params.id);
  if (!Number.isInteger(id) || id <= 0) return Promise.resolve();
  return Promise.all([
    utils.events.byId.prefetch({ id }),
    utils.events.summary.prefetch({ id }),
    utils.emails.page.prefetch(messagesCardInput({ eventId: id })),
  ]);
}
