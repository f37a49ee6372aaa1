import { Center, Loader } from '@mantine/core';
import { type ComponentType, createContext, use, useEffect } from 'react';
import {
  createBrowserRouter,
  matchRoutes,
  Navigate,
  Outlet,
  type Params,
  type RouteObject,
  useNavigate,
} from 'react-router-dom';
import { loader as auditLogData } from './features/audit-log/loader.ts';
import { LoginPage } from './features/auth/LoginPage.tsx';
import { useSession } from './features/auth/use-session.ts';
import { loader as businessInfoData } from './features/business-info/loader.ts';
import { loader as campaignTrackingData } from './features/campaign-tracking/loader.ts';
import { loader as clientPortalsData } from './features/client-portals/loader.ts';
import { loader as clientsData } from './features/clients/loader.ts';
import { loader as dashboardData } from './features/dashboard/loader.ts';
import { loader as digitalProductsData } from './features/digital-products/loader.ts';
import { loader as documentsData } from './features/documents/loader.ts';
import { eventLoader as eventData, loader as eventsData } from './features/events/loader.ts';
import { loader as financialRecordsData } from './features/financial-records/loader.ts';
import { loader as inventoryData } from './features/inventory/loader.ts';
import { loader as invoicesData } from './features/invoices/loader.ts';
import { LandingPage } from './features/landing/LandingPage.tsx';
import { loader as marketingData } from './features/marketing/loader.ts';
import { loader as marketingAssetsData } from './features/marketing-assets/loader.ts';
import { loader as profileData } from './features/profile/loader.ts';
import { loader as templatesData } from './features/templates/loader.ts';
import { loader as usersData } from './features/users/loader.ts';
import { loader as vendorsData } from './features/vendors/loader.ts';
import { useSavedColorScheme } from './lib/color-scheme.ts';
import type { QueryUtils } from './lib/trpc.ts';

/*
 * The app's routes, as react-router route objects (a data router: loaders, lazy code, useBlocker).
 *
 * Each screen is a route whose code is `lazy` (its own chunk, loaded when the route is visited or
 * pointed at) and whose `loader` asks for what the screen shows when it opens, through the query
 * cache, before the screen renders. The loaders live in the entry chunk (features/<x>/loader.ts, with
 * the inputs the screen shares), so a screen opened by its address asks for its data in the same
 * request as the session check instead of after its code has arrived.
 *
 * Signed out, every address but /login shows the landing page; the signed-in shell (its own chunk)
 * and the screens render only for a session.
 */

/** What a screen shows when it opens: fetched into the query cache (failures are the screen's to show). */
type ScreenData = (utils: QueryUtils, params: Params) => Promise<unknown>;

/** The route's own prefetch, run when a link to it is pointed at (see useOpenIntent). */
type Intent = { prefetch: (params: Params) => Promise<unknown> };

const loadShell = () => import('./features/shell/SignedInApp.tsx');

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
function screenRoute(
  utils: QueryUtils,
  path: string,
  component: () => Promise<ComponentType>,
  data: ScreenData,
): RouteObject {
  const load = async (params: Params) => {
    // The shell's own figures (bell, company name) come with the screen's.
    await Promise.all([
      data(utils, params),
      utils.notifications.unread.prefetch(),
      utils.companySettings.get.prefetch(),
    ]);
    return null;
  };
  const intent: Intent = { prefetch: (params) => Promise.all([loadShell(), component(), load(params)]) };
  // The shell's code is asked for before the screen's (both load in parallel), so that its stylesheet
  // (styles/screens.css, Mantine's beyond the landing and login pages') comes before the screen's own CSS.
  const code = () => {
    void loadShell().catch(() => {});
    return component();
  };
  return { path, loader: ({ params }) => load(params), lazy: { Component: code }, handle: intent };
}

const notFound = () => import('./features/not-found/NotFoundPage.tsx').then((m) => m.NotFoundPage);

/** The signed-in screens: path, code, data. */
const SCREENS: ReadonlyArray<
  readonly [path: string, component: () => Promise<ComponentType>, data: ScreenData]
> = [
  [
    'dashboard',
    () => import('./features/dashboard/DashboardPage.tsx').then((m) => m.DashboardPage),
    dashboardData,
  ],
  ['clients', () => import('./features/clients/ClientsPage.tsx').then((m) => m.ClientsPage), clientsData],
  [
    'client-portal',
    () => import('./features/client-portals/ClientPortalsPage.tsx').then((m) => m.ClientPortalsPage),
    clientPortalsData,
  ],
  ['events', () => import('./features/events/EventsPage.tsx').then((m) => m.EventsPage), eventsData],
  [
    'digital-products',
    () => import('./features/digital-products/DigitalProductsPage.tsx').then((m) => m.DigitalProductsPage),
    digitalProductsData,
  ],
  [
    'inventory',
    () => import('./features/inventory/InventoryPage.tsx').then((m) => m.InventoryPage),
    inventoryData,
  ],
  [
    'marketing',
    () => import('./features/marketing/MarketingPage.tsx').then((m) => m.MarketingPage),
    marketingData,
  ],
  [
    'campaign-tracking',
    () => import('./features/campaign-tracking/CampaignTrackingPage.tsx').then((m) => m.CampaignTrackingPage),
    campaignTrackingData,
  ],
  [
    'marketing-assets',
    () => import('./features/marketing-assets/MarketingAssetsPage.tsx').then((m) => m.MarketingAssetsPage),
    marketingAssetsData,
  ],
  [
    'business-info',
    () => import('./features/business-info/BusinessInfoPage.tsx').then((m) => m.BusinessInfoPage),
    businessInfoData,
  ],
  [
    'financial-records',
    () => import('./features/financial-records/FinancialRecordsPage.tsx').then((m) => m.FinancialRecordsPage),
    financialRecordsData,
  ],
  [
    'invoices',
    () => import('./features/invoices/InvoicesPage.tsx').then((m) => m.InvoicesPage),
    invoicesData,
  ],
  ['vendors', () => import('./features/vendors/VendorsPage.tsx').then((m) => m.VendorsPage), vendorsData],
  [
    'documents',
    () => import('./features/documents/DocumentsPage.tsx').then((m) => m.DocumentsPage),
    documentsData,
  ],
  [
    'templates',
    () => import('./features/templates/TemplatesPage.tsx').then((m) => m.TemplatesPage),
    templatesData,
  ],
  ['profile', () => import('./features/profile/ProfileRoute.tsx').then((m) => m.ProfileRoute), profileData],
];

/** Spec §2.2: registered for admins only (others get Page Not Found there). */
const ADMIN_SCREENS: typeof SCREENS = [
  ['users', () => import('./features/users/UsersPage.tsx').then((m) => m.UsersPage), usersData],
  [
    'audit-log',
    () => import('./features/audit-log/AuditLogPage.tsx').then((m) => m.AuditLogPage),
    auditLogData,
  ],
];

/** Every signed-in screen's address, e.g. 'clients', 'admin/users'. */
export const SCREEN_PATHS = [
  ...SCREENS.map(([path]) => path),
  ...ADMIN_SCREENS.map(([path]) => `admin/${path}`),
];

/**
 * The client portal (issue 16): a route tree of its own, outside the staff session check, whose code
 * only a client loads; its session is the portal's own (portal.session).
 */
const loadPortal = () => import('./features/portal/PortalApp.tsx');
const PORTAL_ROUTE: RouteObject = {
  path: 'portal',
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
    { path: '*', Component: () => <Navigate to="/portal" replace /> },
  ],
};

function appRoutes(utils: QueryUtils): RouteObject[] {
  return [
    PORTAL_ROUTE,
    {
      id: 'root',
      Component: Root,
      HydrateFallback: () => <Spinner label="Checking your session" />,
      // The session check; every matched screen's loader runs beside it, so they share one request.
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
                ...SCREENS.map(([path, component, data]) => screenRoute(utils, path, component, data)),
                // One event's page (issue 18), under the Events section.
                screenRoute(
                  utils,
                  'events/:id',
                  () => import('./features/events/EventPage.tsx').then((m) => m.EventPage),
                  eventData,
                ),
                {
                  path: 'admin',
                  lazy: { Component: () => loadShell().then((m) => m.AdminOnly) },
                  children: [
                    ...ADMIN_SCREENS.map(([path, component, data]) =>
                      screenRoute(utils, path, component, data),
                    ),
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
