// First of all: zod's configuration, read when zod builds a schema (see lib/zod-config.ts).
import './lib/zod-config.ts';
import './styles/first-paint.css';
import { createAppClients } from './lib/trpc.ts';
import { startOpeningLoads } from './screens.ts';

// The entry is small (the query cache, tRPC, the screens' list and loaders): before the app's own code
// (React DOM, Mantine, the router, the landing and login pages: most of the JavaScript) has been
// evaluated, the page asks for the session and, at a screen's address, for the screen's data.
const clients = createAppClients();
const startOpeningCode = startOpeningLoads(clients.utils, window.location.pathname);

// tRPC sends its batch on a 0 ms timer, set above, and timers of the same delay run in the order they
// were set: the request goes out first (nothing else is done in this task; the browser may hold timers
// back while it has loading work to do), then the screen's code is asked for, and the app's chunk
// (preloaded by index.html) is evaluated while the answer is on its way.
setTimeout(() => {
  startOpeningCode();
  void import('./App.tsx').then(({ startApp }) => startApp(clients));
});
