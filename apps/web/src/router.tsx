import { Center, Loader } from '@mantine/core';
import { createContext, use, useEffect } from 'react';
import {
  createBrowserRouter,
  matchRoutes,
  Navigate,
  Outlet,
  type Params,
  type RouteObject,
  useNavigate,
} from 'react-router-dom';
import { LoginPage } from './features/auth/LoginPage.tsx';
import { useSession } from './features/auth/use-session.ts';
import { LandingPage } from './features/landing/LandingPage.tsx';
import { useSavedColorScheme } from './lib/color-scheme.ts';
import type { QueryUtils } from './lib/trpc.ts';
import {
  ADMIN_SCREENS,
  loadShell,
  PORTAL_PATH,
  SCREENS,
  type Screen,
  screenLoad,
  takeOpeningLoad,
} from './screens.ts';

/*
 * The app's routes, as react-router route objects (a data router: loaders, lazy code, useBlocker).
 *
 * Each screen is a route whose code is `lazy` (its own chunk, loaded when the route is visited or
 * pointed at) and whose `loader` asks for what the screen shows when it opens, through the query
 * cache, before the screen renders. The screens, their code and their loaders are listed in screens.ts,
 * part of the small entry chunk (the loaders in features/<x>/loader.ts, with the inputs the screen
 * shares): a page opened at a screen's address has asked for its data, in the same request as the
 * session check, and for its code before the app's own code (this module's) has run.
 *
 * Signed out, every address but /login shows the landing page; the signed-in shell (its own chunk)
 * and the screens render only for a session.
 */

/** The route's own prefetch, run when a link to it is pointed at (see useOpenIntent). */
type Intent = { prefetch: (params: Params) => Promise<unknown> };

function Spinner({ label }: { label: string }) {
  return (
    <Center mih="100vh">
      <Loader aria-label={label} />
    </Center>
  );
}

/** The session decides the rest: nothing shows until it is known. */
function Root() {
  const session = useSession();
  useSavedColorScheme(session.user?.colorScheme);
  if (session.status === 'checking') return <Spinner label="Checking your session" />;
  return <Outlet />;
}

/** /login: the sign-in page, or the dashboard for whoever is signed in already. */
function LoginRoute() {
  const session = useSession();
  const navigate = useNavigate();
  // The next stop is the signed-in app: its code loads while the user types, from the first focus or
  // tap on the page (not at once: on a slow phone, its script and stylesheet would hold up the page
  // the user is about to type in).
  useEffect(() => {
    const load = () => {
      stop();
      void loadShell().catch(() => {});
    };
    const stop = () => {
      window.removeEventListener('focusin', load);
      window.removeEventListener('pointerdown', load);
    };
    window.addEventListener('focusin', load);
    window.addEventListener('pointerdown', load);
    return stop;
  }, []);
  if (session.user) return <Navigate to="/dashboard" replace />;
  return <LoginPage onBack={() => navigate('/')} />;
}

function Landing() {
  const navigate = useNavigate();
  return <LandingPage onGetStarted={() => navigate('/login')} />;
}

/** '/': the landing page, or (spec: the root path also counts as Dashboard) the dashboard when signed in. */
function Home() {
  const session = useSession();
  return session.user ? <Navigate to="/dashboard" replace /> : <Landing />;
}

/**
 * Every other address: the signed-in shell (a lazy route of its own) around the screen, or the landing
 * page when signed out.
 */
function SignedInArea() {
  const session = useSession();
  if (!session.user) return <Landing />;
  // The company requires a second factor the user has not set up: nothing else until it is.
  if (session.user.twoFactorPending) return <Navigate to={TWO_FACTOR_SETUP_PATH} replace />;
  return <Outlet />;
}

/** Where a user whose two-factor set-up is pending is kept (see SignedInArea). */
const TWO_FACTOR_SETUP_PATH = '/two-factor-setup';

/** A signed-in screen's route: its code in a chunk of its own, its data by the loader. */
function screenRoute(utils: QueryUtils, screen: Screen): RouteObject {
  const [path, component, data] = screen;
  const load = screenLoad(utils, data);
  const intent: Intent = { prefetch: (params) => Promise.all([loadShell(), component(), load(params)]) };
  // The shell's code is asked for before the screen's (both load in parallel), so that its stylesheet
  // (styles/screens.css, Mantine's beyond the landing and login pages') comes before the screen's own CSS.
  const code = () => {
    void loadShell().catch(() => {});
    return component();
  };
  return {
    path,
    // Opened at this screen's address, the page asked for its data before the router was there
    // (screens.ts): the first run takes that over.
    loader: ({ params }) => takeOpeningLoad(screen) ?? load(params),
    lazy: { Component: code },
    handle: intent,
  };
}

const notFound = () => import('./features/not-found/NotFoundPage.tsx').then((m) => m.NotFoundPage);

/**
 * The client portal (issue 16): a route tree of its own, outside the staff session check, whose code
 * only a client loads; its session is the portal's own (portal.session).
 */
const loadPortal = () => import('./features/portal/PortalApp.tsx');
const PORTAL_ROUTE: RouteObject = {
  path: PORTAL_PATH,
  lazy: { Component: () => loadPortal().then((m) => m.PortalLayout) },
  HydrateFallback: () => <Spinner label="Loading your portal" />,
  children: [
    {
      path: 'login',
      lazy: { Component: () => loadPortal().then((m) => m.PortalLoginPage) },
    },
    {
      index: true,
      lazy: { Component: () => loadPortal().then((m) => m.PortalHomePage) },
    },
    { path: '*', Component: () => <Navigate to={`/${PORTAL_PATH}`} replace /> },
  ],
};

function appRoutes(utils: QueryUtils): RouteObject[] {
  return [
    PORTAL_ROUTE,
    {
      id: 'root',
      Component: Root,
      HydrateFallback: () => <Spinner label="Checking your session" />,
      // The session check (main.tsx started it with the screen's loads, in one request: screens.ts).
      loader: async () => {
        await utils.auth.session.prefetch();
        return null;
      },
      children: [
        { path: 'login', Component: LoginRoute },
        {
          path: TWO_FACTOR_SETUP_PATH.slice(1),
          lazy: {
            Component: () =>
              import('./features/auth/TwoFactorRequiredPage.tsx').then((m) => m.TwoFactorRequiredRoute),
          },
        },
        { index: true, Component: Home },
        {
          Component: SignedInArea,
          children: [
            {
              // The shell: its code is a chunk of its own, resolved by the router with the screen's.
              lazy: { Component: () => loadShell().then((m) => m.ShellRoute) },
              children: [
                ...SCREENS.map((screen) => screenRoute(utils, screen)),
                {
                  path: 'admin',
                  lazy: { Component: () => loadShell().then((m) => m.AdminOnly) },
                  children: [
                    ...ADMIN_SCREENS.map((screen) => screenRoute(utils, screen)),
                    { index: true, lazy: { Component: notFound } },
                    { path: '*', lazy: { Component: notFound } },
                  ],
                },
                { path: '*', lazy: { Component: notFound } },
              ],
            },
          ],
        },
      ],
    },
  ];
}

export function createAppRouter(utils: QueryUtils) {
  const routes = appRoutes(utils);
  return { routes, router: createBrowserRouter(routes) };
}

const RoutesContext = createContext<RouteObject[]>([]);
export const RoutesProvider = RoutesContext;

/**
 * Handlers for a link: the pointer on it (or the keyboard focus) is the intent to open it, so the
 * route's code and loader start then (react-router's own matcher finds the route) and the click finds
 * them ready. Nothing is fetched twice: lists never go stale (spec §7).
 */
export function useOpenIntent() {
  const routes = use(RoutesContext);
  return (to: string) => {
    const prefetch = () => {
      for (const match of matchRoutes(routes, to) ?? []) {
        void (match.route.handle as Intent | undefined)?.prefetch(match.params).catch(() => {});
      }
    };
    return { onMouseEnter: prefetch, onFocus: prefetch, onPointerDown: prefetch };
  };
}
