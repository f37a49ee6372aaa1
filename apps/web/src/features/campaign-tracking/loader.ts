import { lazy } from 'react';
import { prefetchPagedList } from '../../lib/paged-list.ts';
import type { QueryUtils } from '../../lib/trpc.ts';

// The screen's route loader: what it asks the server for when it opens. In the entry chunk, apart from
// the screen's code, so that the data is asked for while the code loads (see screen-loads.ts).
const PAGE_SIZE = 12;
export const LIST = { pageSize: PAGE_SIZE, filters: { status: 'all' } } as const;

/**
 * The cards' trend lines need the charting library (recharts, ~100 KB gzip, shared with the dashboard's
 * chart): a chunk of its own, drawn into each card's fixed-height slot once it arrives, so the cards and
 * their figures never wait for it.
 */
export const CampaignTrendChart = lazy(() =>
  import('./CampaignTrendChart.tsx').then((m) => ({ default: m.CampaignTrendChart })),
);

/** The input of the cards' trends query: the campaigns of the page, in its order. */
export const trendsInput = (campaigns: ReadonlyArray<{ id: number }>) => ({
  ids: campaigns.map((c) => c.id),
});

/**
 * What the screen shows when it opens (the route's loader, see screen-loads.ts): its first page. The cards'
 * trends follow once the cards are there (the screen asks for them, by the page's ids): had they come
 * before the route rendered, the cards would have waited, in the route's transition, for the charts'
 * code (recharts) that draws them.
 */
export function loader(utils: QueryUtils) {
  return prefetchPagedList(utils, 'campaigns', LIST);
}
