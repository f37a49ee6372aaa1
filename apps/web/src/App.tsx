import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { RouterProvider } from 'react-router-dom';
import { createAppClients, trpc } from './lib/trpc.ts';
import { createAppRouter, RoutesProvider } from './router.tsx';
import { cssVariablesResolver, theme } from './theme.ts';

const { queryClient, trpcClient, utils } = createAppClients();

/**
 * The toasts' container (with its transitions and swipe handling) is a chunk of its own, requested at
 * once beside the entry: the landing and login pages paint without it. A toast is kept in Mantine's
 * notifications store (lib/toast.ts), not in the container, so one shown before it has arrived appears
 * when it does.
 */
const Notifications = lazy(() =>
  import('./lib/notifications-container.ts').then((m) => ({ default: m.Notifications })),
);

// The router starts at once: the session check and the loaders of the screen at the address (if any)
// go out together, before React's first render, while the screen's code loads.
const { routes, router } = createAppRouter(utils);

/**
 * Settles when the router has its first answer (the session and the address's loaders): until then the
 * app renders the session check's spinner. main.tsx waits for it before rendering over a page the build
 * rendered (the landing or login page), which stays on screen meanwhile.
 */
export function routerStarted(): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

export function App() {
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
