import { prefetchPagedList } from '../../lib/paged-list.ts';
import type { QueryUtils } from '../../lib/trpc.ts';

// The screen's route loader: what it asks the server for when it opens. In the entry chunk, apart from
// the screen's code, so that the data is asked for while the code loads (see screen-loads.ts).
const PAGE_SIZE = 12;
export const LIST = { pageSize: PAGE_SIZE, filters: { type: 'all', category: 'all' } } as const;

/** What the screen shows when it opens (the route's loader, see screen-loads.ts). */
export function loader(utils: QueryUtils) {
  return Promise.all([
    prefetchPagedList(utils, 'marketingAssets', LIST),
    utils.marketingAssets.summary.prefetch(),
  ]);
}
