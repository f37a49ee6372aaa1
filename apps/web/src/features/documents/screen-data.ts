import type { QueryUtils } from '../../lib/trpc.ts';
import { prefetchPagedList } from '../../lib/use-paged-list.ts';

// What this screen asks the server for when it opens. Apart from the screen's component, in the
// entry chunk, so that the data can be asked for before the screen's code has loaded
// (features/shell/screens.ts).
const PAGE_SIZE = 25;
export const LIST = { pageSize: PAGE_SIZE, filters: { category: 'all' } } as const;

/** What the screen shows when it opens (see features/shell/screens.ts). */
export function prefetch(utils: QueryUtils) {
  return Promise.all([prefetchPagedList(utils, 'documents', LIST), utils.documents.counts.prefetch()]);
}
