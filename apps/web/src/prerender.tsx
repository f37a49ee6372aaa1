import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { LoginPage } from './features/auth/LoginPage.tsx';
import { LandingPage } from './features/landing/LandingPage.tsx';
import { createAppClients, trpc } from './lib/trpc.ts';
import { cssVariablesResolver, theme } from './theme.ts';

/*
 * The landing and login pages as HTML, rendered at build time (scripts/prerender.mjs) so that a first
 * visit paints them before any script has run; main.tsx then renders the app over them. The providers
 * are App.tsx's: the pages' markup and Mantine's style elements (its CSS variables, light and dark, chosen
 * by public/color-scheme.js before the first paint) are what the app renders. Nothing is fetched: the
 * clients are made but never asked.
 */

/** The addresses rendered at build time, and the page each shows to a visitor who is signed out. */
const PRERENDERED = {
  '/': () => <LandingPage />,
  '/login': () => <LoginPage onBack={() => {}} prerendered />,
} as const;

export function render(url: keyof typeof PRERENDERED): string {
  const { queryClient, trpcClient } = createAppClients();
  const page: ReactNode = PRERENDERED[url]();
  return renderToString(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="auto">
      <trpc.Provider client={trpcClient} queryClient={queryClient}>
        <QueryClientProvider client={queryClient}>
          <StaticRouter location={url}>{page}</StaticRouter>
        </QueryClientProvider>
      </trpc.Provider>
    </MantineProvider>,
  );
}
