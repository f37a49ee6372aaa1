import '@mantine/charts/styles.css';
import '@mantine/notifications/styles.css';
import { Center, Loader, MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useEffect } from 'react';
import { BrowserRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { LandingPage } from './features/landing/LandingPage.tsx';
import { LoginPage } from './features/auth/LoginPage.tsx';
import { useSession } from './features/auth/use-session.ts';
import { StableNavigateProvider } from './lib/stable-navigate.tsx';
import { createAppClients, trpc } from './lib/trpc.ts';
import { cssVariablesResolver, theme } from './theme.ts';

import { prefetchScreen } from './features/shell/screens.ts';
import { preloadable } from './lib/preloadable.tsx';

// Signed-in screens load in their own chunk: the landing and login pages stay light.
const SignedInApp = preloadable(() => import('./features/shell/SignedInApp.tsx').then((m) => m.default));

const { queryClient, trpcClient, utils } = createAppClients();

// The session check starts now, before React's first render (useSession reads the same query).
// Opened on a signed-in screen's URL (a reload, a bookmark), the shell's and the screen's code load
// meanwhile, and the screen's data is asked for in the same request as the session (signed out, those
// calls answer 401 and nothing shows them): the shell and the screen then render once, with their
// data, instead of rendering and then fetching.
const startPath = window.location.pathname;
void utils.auth.me.prefetch();
if (prefetchScreen(startPath, utils)) void SignedInApp.preload().catch(() => {});

function Spinner({ label }: { label: string }) {
  return (
    <Center mih="100vh">
      <Loader aria-label={label} />
    </Center>
  );
}

function SignedOut() {
  const navigate = useNavigate();
  const location = useLocation();
  // On the login page the next stop is the signed-in app: fetch it while the user types.
  useEffect(() => {
    if (location.pathname === '/login') void SignedInApp.preload().catch(() => {});
  }, [location.pathname]);
  return (
    <Routes>
      <Route path="/login" element={<LoginPage onBack={() => navigate('/')} />} />
      <Route path="*" element={<LandingPage onGetStarted={() => navigate('/login')} />} />
    </Routes>
  );
}

function Root() {
  const session = useSession();
  if (session.status === 'checking') return <Spinner label="Checking your session" />;
  if (!session.user) return <SignedOut />;
  return (
    <Suspense fallback={<Spinner label="Loading" />}>
      <SignedInApp user={session.user} />
    </Suspense>
  );
}

export function App() {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      {/* Spec §9: one toast at a time, 5 s; no exit animation, so a replaced toast never shows twice. */}
      <Notifications limit={1} autoClose={5000} position="top-right" transitionDuration={0} />
      <trpc.Provider client={trpcClient} queryClient={queryClient}>
        <QueryClientProvider client={queryClient}>
          <BrowserRouter>
            <StableNavigateProvider>
              <Root />
            </StableNavigateProvider>
          </BrowserRouter>
        </QueryClientProvider>
      </trpc.Provider>
    </MantineProvider>
  );
}
