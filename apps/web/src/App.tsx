import '@mantine/charts/styles.css';
import '@mantine/notifications/styles.css';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router-dom';
import { createAppClients, trpc } from './lib/trpc.ts';
import { createAppRouter, RoutesProvider } from './router.tsx';
import { cssVariablesResolver, theme } from './theme.ts';

const { queryClient, trpcClient, utils } = createAppClients();

// The router starts at once: the session check and the loaders of the screen at the address (if any)
// go out together, before React's first render, while the screen's code loads.
const { routes, router } = createAppRouter(utils);

export function App() {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      {/* Spec §9: one toast at a time, 5 s; no exit animation, so a replaced toast never shows twice. */}
      <Notifications limit={1} autoClose={5000} position="top-right" transitionDuration={0} />
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
