import type { QueryUtils } from '../../lib/trpc.ts';

// The screen's route loader: what it asks the server for when it opens. In the entry chunk, apart from
// the screen's code, so that the data is asked for while the code loads (see screen-loads.ts).

/** What the screen shows when it opens (the route's loader, see screen-loads.ts). */
export function loader(utils: QueryUtils) {
  return Promise.all([
    // The signed-in user's own record needs no id: it goes out with the session check.
    utils.users.me.prefetch(),
    utils.companySettings.get.prefetch(),
    utils.users.tokens.list.prefetch(),
    // The two-factor and calendar feed cards' states, in the same request rather than when they mount.
    utils.auth.twoFactor.status.prefetch(),
    utils.users.calendarFeed.status.prefetch(),
    utils.users.emailNotifications.get.prefetch(),
  ]);
}
