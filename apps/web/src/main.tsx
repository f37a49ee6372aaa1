// First of all: zod's configuration, read when zod builds a schema (see lib/zod-config.ts).
import './lib/zod-config.ts';
import './styles/first-paint.css';
import { createAppClients } from './lib/trpc.ts';
import { startOpeningLoads } from './screen-loads.ts';

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
  void appNeeded().then(async (needed) => {
    if (needed) (await import('./App.tsx')).startApp(clients);
  });
});

/**
 * The landing page, as the build prerendered it, is whole without the app: its text, and Get Started, a
 * link to the sign-in page. A visitor who is signed out gets it without the app's code being evaluated
 * (React DOM, Mantine, the router: 120-190 ms of a desktop's main thread, four times that on a phone,
 * for a page that would look the same); one who is signed in gets the app, which takes them to the
 * dashboard. Anywhere else, or if the session check fails, the app starts.
 */
async function appNeeded(): Promise<boolean> {
  const prerenderedLanding =
    window.location.pathname === '/' && Boolean(document.getElementById('root')?.hasChildNodes());
  if (!prerenderedLanding) return true;
  try {
    // The answer to the session check asked above (the same query: not asked twice).
    return (await clients.utils.auth.session.fetch()).user != null;
  } catch {
    return true;
  }
}
