import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, StrictMode, Suspense, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { RoutesProvider } from './lib/open-intent.ts';
import { type AppClients, trpc } from './lib/trpc.ts';
import { createAppRouter } from './router.tsx';
import { cssVariablesResolver, theme } from './theme.ts';

/**
 * The toasts' container (with its transitions and swipe handling) is a chunk of its own, requested at
 * once beside the app's: the landing and login pages paint without it. A toast is kept in Mantine's
 * notifications store (lib/toast.ts), not in the container, so one shown before it has arrived appears
 * when it does.
 */
const Notifications = lazy(() =>
  import('./lib/notifications-container.ts').then((m) => ({ default: m.Notifications })),
);

type AppProps = { clients: AppClients } & ReturnType<typeof createAppRouter>;

function App({ clients: { queryClient, trpcClient }, routes, router }: AppProps) {
  return (
    // 'auto' follows the device until the user chooses (the account's default, 'system'); Mantine's
    // localStorage manager keeps the choice for public/color-scheme.js (lib/color-scheme.ts).
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="auto">
      {/* Spec §9: one toast at a time, 5 s; no exit animation, so a replaced toast never shows twice. */}
      <Suspense fallback={null}>
        <Notifications limit={1} autoClose={5000} position="top-right" transitionDuration={0} />
      </Suspense>
      <trpc.Provider client={trpcClient} queryClient={queryClient}>
        <QueryClientProvider client={queryClient}>
          <RoutesProvider value={routes}>
            <RouterProvider router={router} />
          </RoutesProvider>
        </QueryClientProvider>
      </trpc.Provider>
    </MantineProvider>
  );
}

/**
 * Settles when the router has its first answer (the session and the address's loaders): until then the
 * app renders the session check's spinner.
 */
function routerStarted(router: AppProps['router']): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * Starts the app in #root with the clients main.tsx made (and started the address's loads with). The
 * router starts at once: its loaders find the session check and the screen's data on their way, while
 * the screen's code loads.
 */
export function startApp(clients: AppClients): void {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  const { routes, router } = createAppRouter(clients.utils);
  const render = () =>
    createRoot(root).render(
      <StrictMode>
        <App clients={clients} routes={routes} router={router} />
      </StrictMode>,
    );
  // The landing and login pages come rendered in the HTML (scripts/prerender.mjs): they stay until the
  // session is known, so that React's first render replaces them with the page itself (the same markup:
  // no flash of the session check's spinner, no layout shift) rather than with the spinner. Rendered
  // over, not hydrated: the markup cannot know the session, and a mismatch would be a console error.
  // The page is already on screen: its render may yield to the browser (a transition renders in
  // slices), so that a tap on the page is not kept waiting by one long task.
  if (root.hasChildNodes()) void routerStarted(router).then(() => startTransition(render));
  else render();
}
