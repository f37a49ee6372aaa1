import type { QueryUtils } from '../../lib/trpc.ts';

// The screen's route loader: what it asks the server for when it opens. In the entry chunk, apart from
// the screen's code, so that the data is asked for while the code loads (see screen-loads.ts).
export const USERS_INPUT = { limit: 500, offset: 0, sortBy: 'createdAt', sortDir: 'asc' } as const;

/** What the screen shows when it opens (the route's loader, see screen-loads.ts). */
export function loader(utils: QueryUtils) {
  return Promise.all([utils.users.page.prefetch(USERS_INPUT), utils.users.counts.prefetch()]);
}
