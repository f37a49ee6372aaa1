import type { QueryUtils } from '../../lib/trpc.ts';

// What this screen asks the server for when it opens. Apart from the screen's component, in the
// entry chunk, so that the data can be asked for before the screen's code has loaded
// (features/shell/screens.ts).
export const USERS_INPUT = { limit: 500, offset: 0, sortBy: 'createdAt', sortDir: 'asc' } as const;

/** What the screen shows when it opens (see features/shell/screens.ts). */
export function prefetch(utils: QueryUtils) {
  return Promise.all([utils.users.page.prefetch(USERS_INPUT), utils.users.counts.prefetch()]);
}
