import { Center, Loader } from '@mantine/core';
import { type ComponentType, useEffect } from 'react';
import { createBrowserRouter, Navigate, Outlet, type RouteObject, useNavigate } from 'react-router-dom';
import { PageError, PortalError, ScreenError } from './components/RouteError.tsx';
import { LoginPage } from './features/auth/LoginPage.tsx';
import { useSession } from './features/auth/use-session.ts';
import { LandingPage } from './features/landing/LandingPage.tsx';
import { useSavedColorScheme } from './lib/color-scheme.ts';
import type { Intent } from './lib/open-intent.ts';
import type { QueryUtils } from './lib/trpc.ts';
import {
  ADMIN_SCREENS,
  loadShell,
  PORTAL_PATH,
  type ScreenLoads,
  screenLoad,
  TOP_LEVEL_SCREENS,
  takeOpeningLoad,
} from './screen-loads.ts';

/*
 * The app's routes, as react-router route objects (a data router: loaders, lazy code, useBlocker).
 *
 * Each screen is a route whose code is `lazy` (its own chunk, loaded when the route is visited or
 * pointed at) and whose `loader` asks for what the screen shows when it opens, through the query
 * cache, before the screen renders. The screens are listed in screens.ts, their code and their loaders
 * in screen-loads.ts, part of the small entry chunk (the loaders in features/<x>/loader.ts, with the
 * inputs the screen shares): a page opened at a screen's address has asked for its data, in the same request as the
 * session check, and for its code before the app's own code (this module's) has run.
 *
 * Signed out, every address but /login (and the "Forgot password?" pages beside it) shows the landing
 * page; the signed-in shell (its own chunk) and the screens render only for a session.
 *
 * Every route has an ErrorBoundary (components/RouteError.tsx), so that a failure is caught where it
 * happens: a screen's in place of the screen, inside the shell (the sidebar and the header stay), and
 * never react-router's default page with the error's stack.
 */

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

/**
 * A route's `lazy` code. Code that fails to load (its chunk gone after a deploy, the network down)
 * becomes a component that throws the failure, for the route's ErrorBoundary to show: react-router
 * itself renders nothing at all below a route whose lazy code failed.
 */
function lazyComponent(load: () => Promise<ComponentType>) {
  return {
    Component: () =>
      load().catch(
        (error: unknown) =>
          function CodeNotLoaded(): never {
            throw error;
          },
      ),
  };
}

/** The "Forgot password?" pages: one chunk of their own, loaded when one is visited. */
const loadPasswordReset = () => import('./features/auth/PasswordResetPages.tsx');

/** Where a user whose two-factor set-up is pending is kept (see SignedInArea). */
const TWO_FACTOR_SETUP_PATH = '/two-factor-setup';

/** A signed-in screen's route: its code in a chunk of its own, its data by the loader. */
export function screenRoute(utils: QueryUtils, screen: ScreenLoads): RouteObject {
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
    // (screen-loads.ts): the first run takes that over.
    loader: ({ params }) => takeOpeningLoad(screen) ?? load(params),
    lazy: lazyComponent(code),
    ErrorBoundary: ScreenError,
    handle: intent,
  };
}

const notFound = () => import('./features/not-found/NotFoundPage.tsx').then((m) => m.NotFoundPage);
/** The Page Not Found route at `path` (or the index route), inside the shell. */
const notFoundRoute = (path?: string): RouteObject => ({
  ...(path === undefined ? { index: true } : { path }),
  lazy: lazyComponent(notFound),
  ErrorBoundary: ScreenError,
});

/**
 * The client portal: a route tree of its own, outside the staff session check, whose code
 * only a client loads; its session is the portal's own (portal.session).
 */
const loadPortal = () => import('./features/portal/PortalApp.tsx');
const PORTAL_ROUTE: RouteObject = {
  path: PORTAL_PATH,
  lazy: lazyComponent(() => loadPortal().then((m) => m.PortalLayout)),
  HydrateFallback: () => <Spinner label="Loading your portal" />,
  ErrorBoundary: PortalError,
  children: [
    {
      path: 'login',
      lazy: lazyComponent(() => loadPortal().then((m) => m.PortalLoginPage)),
      ErrorBoundary: PortalError,
    },
    {
      path: 'forgot-password',
      lazy: lazyComponent(() => loadPortal().then((m) => m.PortalForgotPasswordPage)),
      ErrorBoundary: PortalError,
    },
    {
      path: 'set-password',
      lazy: lazyComponent(() => loadPortal().then((m) => m.PortalSetPasswordPage)),
      ErrorBoundary: PortalError,
    },
    {
      index: true,
      lazy: lazyComponent(() => loadPortal().then((m) => m.PortalHomePage)),
      ErrorBoundary: PortalError,
    },
    { path: '*', Component: () => <Navigate to={`/${PORTAL_PATH}`} replace />, ErrorBoundary: PortalError },
  ],
};

export function appRoutes(utils: QueryUtils): RouteObject[] {
  return [
    PORTAL_ROUTE,
    {
      id: 'root',
      Component: Root,
      HydrateFallback: () => <Spinner label="Checking your session" />,
      ErrorBoundary: PageError,
      // The session check (main.tsx started it with the screen's loads, in one request: screen-loads.ts).
      loader: async () => {
        await utils.auth.session.prefetch();
        return null;
      },
      children: [
        { path: 'login', Component: LoginRoute, ErrorBoundary: PageError },
        // "Forgot password?": public pages beside the sign-in page, whoever is signed in.
        {
          path: 'forgot-password',
          lazy: lazyComponent(() => loadPasswordReset().then((m) => m.ForgotPasswordPage)),
          ErrorBoundary: PageError,
        },
        {
          path: 'reset-password',
          lazy: lazyComponent(() => loadPasswordReset().then((m) => m.ResetPasswordPage)),
          ErrorBoundary: PageError,
        },
        {
          path: TWO_FACTOR_SETUP_PATH.slice(1),
          lazy: lazyComponent(() =>
            import('./features/auth/TwoFactorRequiredPage.tsx').then((m) => m.TwoFactorRequiredRoute),
          ),
          ErrorBoundary: PageError,
        },
        { index: true, Component: Home, ErrorBoundary: PageError },
        {
          Component: SignedInArea,
          ErrorBoundary: PageError,
          children: [
            {
              // The shell: its code is a chunk of its own, resolved by the router with the screen's.
              // Its own failure (its code did not load) has no shell to show in: a whole page.
              lazy: lazyComponent(() => loadShell().then((m) => m.ShellRoute)),
              ErrorBoundary: PageError,
              children: [
                ...TOP_LEVEL_SCREENS.map((screen) => screenRoute(utils, screen)),
                {
                  path: 'admin',
                  lazy: lazyComponent(() => loadShell().then((m) => m.AdminOnly)),
                  ErrorBoundary: ScreenError,
                  children: [
                    ...ADMIN_SCREENS.map((screen) => screenRoute(utils, screen)),
                    notFoundRoute(),
                    notFoundRoute('*'),
                  ],
                },
                notFoundRoute('*'),
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
