import type { EmailStatus } from '@app/domain';
import { prefetchPagedList } from '../../lib/paged-list.ts';
import type { QueryUtils } from '../../lib/trpc.ts';

// The screen's route loader: what it asks the server for when it opens. In the entry chunk, apart from
// the screen's code, so that the data is asked for while the code loads (see screen-loads.ts).
const PAGE_SIZE = 25;

/** The list's filters: a status ('all' for every one), and a client or an event (a page's "View all"). */
export type EmailFilters = { status: EmailStatus | 'all'; clientId?: number; eventId?: number };

/**
 * The statuses, to read `?status=`. Not the domain's EMAIL_STATUSES: this module is in the entry chunk,
 * and a value of the e-mail schema's module brings its zod schemas (and zod) there. A record, so that
 * the compiler wants every status and no other.
 */
const STATUSES: Record<EmailStatus, true> = {
  queued: true,
  sending: true,
  sent: true,
  failed: true,
  cancelled: true,
  unconfirmed: true,
};

const isStatus = (value: string | null): value is EmailStatus =>
  value !== null && Object.hasOwn(STATUSES, value);

function positiveId(value: string | null): number | undefined {
  const id = Number(value);
  return value && Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/** The filters the address asks for: `?status=`, `?clientId=`, `?eventId=`. */
export function filtersFrom(params: URLSearchParams): EmailFilters {
  const asked = params.get('status');
  const status = isStatus(asked) ? asked : 'all';
  const clientId = positiveId(params.get('clientId'));
  const eventId = positiveId(params.get('eventId'));
  return {
    status,
    ...(clientId === undefined ? {} : { clientId }),
    ...(eventId === undefined ? {} : { eventId }),
  };
}

/**
 * The list's options for these filters. Typed as usePagedList takes them, every filter present: the
 * client and the event are absent unless the address names them.
 */
export const listOptions = (filters: EmailFilters) =>
  ({ pageSize: PAGE_SIZE, filters }) as { pageSize: number; filters: Required<EmailFilters> };

/**
 * What the screen shows when it opens (the route's loader, see screen-loads.ts): the first page with
 * the address's filters. The loader is given the route's params only, so it reads the window's address,
 * which is the screen's when the page opens here; on a link from elsewhere it is not yet, and the list
 * asks for its page itself.
 */
export function loader(utils: QueryUtils) {
  const here = /^\/emails\/?$/i.test(window.location.pathname);
  const filters = filtersFrom(new URLSearchParams(here ? window.location.search : ''));
  return prefetchPagedList(utils, 'emails', listOptions(filters));
}

/** How many of the newest messages a client's or an event's Messages card lists (the rest on the screen). */
const CARD_ROWS = 5;

/**
 * The Messages card's query (MessagesCard.tsx): a client's or an event's newest messages. Here, so that
 * the client's and the event's page loaders ask for the same in their first request.
 */
export function messagesCardInput(about: { clientId: number } | { eventId: number }) {
  return { ...about, sortBy: 'createdAt', sortDir: 'desc', limit: CARD_ROWS, offset: 0 } as const;
}
