import type { QueryUtils } from '../../lib/trpc.ts';

// What this screen asks the server for when it opens. Apart from the screen's component, in the
// entry chunk, so that the data can be asked for before the screen's code has loaded
// (features/shell/screens.ts).

/** What the screen shows when it opens (see features/shell/screens.ts). */
export function prefetch(utils: QueryUtils) {
  return Promise.all([
    // The signed-in user's own record needs no id: it goes out with the session check.
    utils.users.me.prefetch(),
    utils.companySettings.get.prefetch(),
    utils.users.tokens.list.prefetch(),
  ]);
}
