import { prefetchPagedList } from '../../lib/paged-list.ts';
import type { QueryUtils } from '../../lib/trpc.ts';
import { messagesCardInput } from '../emails/loader.ts';

// The screen's route loader: what it asks the server for when it opens. In the entry chunk, apart from
// the screen's code, so that the data is asked for while the code loads (see screen-loads.ts).
const PAGE_SIZE = 25;
export const LIST = { pageSize: PAGE_SIZE, filters: { status: 'all' } } as const;

/** What the screen shows when it opens (the route's loader, see screen-loads.ts). */
export function loader(utils: QueryUtils) {
  return prefetchPagedList(utils, 'clients', LIST);
}

/**
 * One client's page: the client and what its page gathers (events, invoices, documents, e-mails), by the
 * address's id.
 */
export function clientLoader(utils: QueryUtils, params: { id?: string }) {
  const id = Number(params.id);
  if (!Number.isInteger(id) || id <= 0) return Promise.resolve();
  return Promise.all([
    utils.clients.byId.prefetch({ id }),
    utils.clients.overview.prefetch({ id }),
    utils.emails.page.prefetch(messagesCardInput({ clientId: id })),
  ]);
}
