import { preloadable } from '../../lib/preloadable.tsx';
import type { QueryUtils } from '../../lib/trpc.ts';
import { prefetchPagedList } from '../../lib/use-paged-list.ts';

// What this screen asks the server for when it opens. Apart from the screen's component, in the
// entry chunk, so that the data can be asked for before the screen's code has loaded
// (features/shell/screens.ts).
const PAGE_SIZE = 12;
export const LIST = { pageSize: PAGE_SIZE, filters: { status: 'all' } } as const;

/**
 * The cards' trend lines need the charting library (recharts, ~100 KB gzip, shared with the dashboard's
 * chart): a chunk of its own, loaded when a card first has a trend to draw, so the screen's own chunk
 * stays small and the figures never wait for it.
 */
export const CampaignTrendChart = preloadable(() =>
  import('./CampaignTrendChart.tsx').then((m) => m.CampaignTrendChart),
);

/** The input of the cards' trends query: the campaigns of the page, in its order. */
export const trendsInput = (campaigns: ReadonlyArray<{ id: number }>) => ({ ids: campaigns.map((c) => c.id) });

/** What the screen shows when it opens (see features/shell/screens.ts): its first page, then their trends. */
export async function prefetch(utils: QueryUtils) {
  await prefetchPagedList(utils, 'campaigns', LIST);
  const page = utils.campaigns.page.getData({ ...LIST.filters, search: '', limit: PAGE_SIZE, offset: 0 });
  if (page && page.items.length > 0) await utils.campaigns.metricTrends.prefetch(trendsInput(page.items));
}
