import { RECENT_ACTIVITY_LIMIT } from '@app/domain';
import { preloadable } from '../../lib/preloadable.tsx';
import type { QueryUtils } from '../../lib/trpc.ts';

// The dashboard's queries, apart from its component: the dashboard is part of the shell's chunk, and
// its data is asked for from the entry chunk, before the shell has loaded (features/shell/screens.ts).

/**
 * The revenue chart is the only user of the charting library (recharts, ~100 KB gzip): its own chunk,
 * loaded with the dashboard's data, so that no other screen waits for it.
 */
export const RevenueChart = preloadable(() => import('./RevenueChart.tsx').then((m) => m.RevenueChart));
export const REVENUE_INPUT = { months: 12 };
export const RECENT_CLIENTS_INPUT = {
  limit: RECENT_ACTIVITY_LIMIT,
  offset: 0,
  sortBy: 'createdAt',
  sortDir: 'desc',
} as const;

/** What the dashboard shows when it opens (see features/shell/screens.ts). */
export function prefetch(utils: QueryUtils) {
  return Promise.all([
    utils.dashboard.stats.prefetch(),
    utils.dashboard.revenue.prefetch(REVENUE_INPUT),
    utils.dashboard.upcomingEvents.prefetch(),
    utils.clients.page.prefetch(RECENT_CLIENTS_INPUT),
  ]);
}
