import { RECENT_ACTIVITY_LIMIT } from '@app/domain';
import { lazy } from 'react';
import type { QueryUtils } from '../../lib/trpc.ts';

// The dashboard's route loader and the inputs it shares with the page: in the entry chunk, so that the
// data is asked for while the shell's and the dashboard's code load (screen-loads.ts).

/**
 * The revenue chart is the only user of the charting library on the dashboard (recharts, ~100 KB gzip):
 * a chunk of its own, asked for by the loader with the dashboard's data, so that the dashboard's own
 * chunk stays small.
 */
const loadRevenueChart = () => import('./RevenueChart.tsx');
export const RevenueChart = lazy(() => loadRevenueChart().then((m) => ({ default: m.RevenueChart })));

export const REVENUE_INPUT = { months: 12 };
export const RECENT_CLIENTS_INPUT = {
  limit: RECENT_ACTIVITY_LIMIT,
  offset: 0,
  sortBy: 'createdAt',
  sortDir: 'desc',
} as const;

/** What the dashboard shows when it opens (the route's loader, see screen-loads.ts). */
export function loader(utils: QueryUtils) {
  void loadRevenueChart().catch(() => {});
  return Promise.all([
    utils.dashboard.stats.prefetch(),
    utils.dashboard.revenue.prefetch(REVENUE_INPUT),
    utils.dashboard.upcomingEvents.prefetch(),
    utils.clients.page.prefetch(RECENT_CLIENTS_INPUT),
  ]);
}
