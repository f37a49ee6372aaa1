import type { ComponentType } from 'react';
import { matchPath, type Params } from 'react-router-dom';
import { loader as auditLogData } from './features/audit-log/loader.ts';
import { loader as businessInfoData } from './features/business-info/loader.ts';
import { loader as campaignTrackingData } from './features/campaign-tracking/loader.ts';
import { loader as clientPortalsData } from './features/client-portals/loader.ts';
import { clientLoader as clientData, loader as clientsData } from './features/clients/loader.ts';
import { loader as dashboardData } from './features/dashboard/loader.ts';
import { loader as digitalProductsData } from './features/digital-products/loader.ts';
import { loader as documentsData } from './features/documents/loader.ts';
import { loader as emailTemplatesData } from './features/email-templates/loader.ts';
import { loader as emailsData } from './features/emails/loader.ts';
import { eventLoader as eventData, loader as eventsData } from './features/events/loader.ts';
import { loader as financialRecordsData } from './features/financial-records/loader.ts';
import { loader as inventoryData } from './features/inventory/loader.ts';
import { loader as invoicesData } from './features/invoices/loader.ts';
import { loader as marketingData } from './features/marketing/loader.ts';
import { loader as marketingAssetsData } from './features/marketing-assets/loader.ts';
import { loader as profileData } from './features/profile/loader.ts';
import { loader as templatesData } from './features/templates/loader.ts';
import { loader as usersData } from './features/users/loader.ts';
import { loader as vendorsData } from './features/vendors/loader.ts';
import type { QueryUtils } from './lib/trpc.ts';
import { SCREENS, type ScreenId } from './screens.ts';

/*
 * What each signed-in screen loads: its code (a chunk of its own) and its data (what its route loader
 * asks for), and the signed-in shell's code. router.tsx makes the screens (screens.ts) routes with them.
 * Nothing here renders: this module is part of the small entry chunk, which main.tsx runs before the
 * app's own code (React DOM, Mantine, the router) has been evaluated, so that a page opened at a
 * screen's address asks for the screen's code and data at once (startOpeningLoads).
 */

/** What a screen shows when it opens: fetched into the query cache (failures are the screen's to show). */
export type ScreenData = (utils: QueryUtils, params: Params) => Promise<unknown>;

type ScreenCode = () => Promise<ComponentType>;

/** A signed-in screen's route: its path (relative to its parent route), code and data. */
export type ScreenLoads = readonly [path: string, component: ScreenCode, data: ScreenData];

export const loadShell = () => import('./features/shell/SignedInApp.tsx');

/** Each screen's code and data, by its id: every screen of screens.ts has an entry, and only those. */
const LOADS: Record<ScreenId, readonly [component: ScreenCode, data: ScreenData]> = {
  dashboard: [
    () => import('./features/dashboard/DashboardPage.tsx').then((m) => m.DashboardPage),
    dashboardData,
  ],
  clients: [() => import('./features/clients/ClientsPage.tsx').then((m) => m.ClientsPage), clientsData],
  'client-portal': [
    () => import('./features/client-portals/ClientPortalsPage.tsx').then((m) => m.ClientPortalsPage),
    clientPortalsData,
  ],
  events: [() => import('./features/events/EventsPage.tsx').then((m) => m.EventsPage), eventsData],
  'digital-products': [
    () => import('./features/digital-products/DigitalProductsPage.tsx').then((m) => m.DigitalProductsPage),
    digitalProductsData,
  ],
  inventory: [
    () => import('./features/inventory/InventoryPage.tsx').then((m) => m.InventoryPage),
    inventoryData,
  ],
  marketing: [
    () => import('./features/marketing/MarketingPage.tsx').then((m) => m.MarketingPage),
    marketingData,
  ],
  'campaign-tracking': [
    () => import('./features/campaign-tracking/CampaignTrackingPage.tsx').then((m) => m.CampaignTrackingPage),
    campaignTrackingData,
  ],
  'marketing-assets': [
    () => import('./features/marketing-assets/MarketingAssetsPage.tsx').then((m) => m.MarketingAssetsPage),
    marketingAssetsData,
  ],
  'business-info': [
    () => import('./features/business-info/BusinessInfoPage.tsx').then((m) => m.BusinessInfoPage),
    businessInfoData,
  ],
  'financial-records': [
    () => import('./features/financial-records/FinancialRecordsPage.tsx').then((m) => m.FinancialRecordsPage),
    financialRecordsData,
  ],
  invoices: [() => import('./features/invoices/InvoicesPage.tsx').then((m) => m.InvoicesPage), invoicesData],
  emails: [() => import('./features/emails/EmailsPage.tsx').then((m) => m.EmailsPage), emailsData],
  vendors: [() => import('./features/vendors/VendorsPage.tsx').then((m) => m.VendorsPage), vendorsData],
  documents: [
    () => import('./features/documents/DocumentsPage.tsx').then((m) => m.DocumentsPage),
    documentsData,
  ],
  templates: [
    () => import('./features/templates/TemplatesPage.tsx').then((m) => m.TemplatesPage),
    templatesData,
  ],
  'email-templates': [
    () => import('./features/email-templates/EmailTemplatesPage.tsx').then((m) => m.EmailTemplatesPage),
    emailTemplatesData,
  ],
  'admin-users': [() => import('./features/users/UsersPage.tsx').then((m) => m.UsersPage), usersData],
  profile: [() => import('./features/profile/ProfileRoute.tsx').then((m) => m.ProfileRoute), profileData],
  'admin-audit-log': [
    () => import('./features/audit-log/AuditLogPage.tsx').then((m) => m.AuditLogPage),
    auditLogData,
  ],
  event: [() => import('./features/events/EventPage.tsx').then((m) => m.EventPage), eventData],
  client: [() => import('./features/clients/ClientPage.tsx').then((m) => m.ClientPage), clientData],
};

/** The routes of the screens at the top level, in the list's order. */
export const TOP_LEVEL_SCREENS: ReadonlyArray<ScreenLoads> = SCREENS.flatMap((screen) =>
  screen.adminOnly ? [] : [[screen.path, ...LOADS[screen.id]] as const],
);

/** Spec §2.2: the routes under admin/, registered for admins only (others get Page Not Found there). */
export const ADMIN_SCREENS: ReadonlyArray<ScreenLoads> = SCREENS.flatMap((screen) =>
  screen.adminOnly ? [[screen.path.slice('admin/'.length), ...LOADS[screen.id]] as const] : [],
);

/** The client portal's addresses: a route tree of its own, outside the staff session check. */
export const PORTAL_PATH = 'portal';

/** A screen's route loader: its data, with the shell's own figures (bell, company name). */
export function screenLoad(utils: QueryUtils, data: ScreenData) {
  return async (params: Params) => {
    await Promise.all([
      data(utils, params),
      utils.notifications.unread.prefetch(),
      utils.companySettings.get.prefetch(),
    ]);
    return null;
  };
}

/** The loads the page started for the screen at its address, until the screen's route takes them over. */
let opening: { screen: ScreenLoads; load: Promise<null> } | undefined;

/**
 * Run once, by main.tsx, before the app's own code: the session check (every address but the portal's
 * is under it) and, at a signed-in screen's address, the screen's data, in the same request. Gives the
 * start of the shell's and the screen's code, for main.tsx to call once the request has gone out. The
 * router's loaders, which run once the app's code has been evaluated, find the answers on their way
 * (see takeOpeningLoad).
 */
export function startOpeningLoads(utils: QueryUtils, pathname: string): () => void {
  const nothing = () => {};
  const [, first = ''] = pathname.split('/');
  if (first.toLowerCase() === PORTAL_PATH) return nothing;
  void utils.auth.session.prefetch();
  const screens = [
    ...TOP_LEVEL_SCREENS.map((screen) => [`/${screen[0]}`, screen] as const),
    ...ADMIN_SCREENS.map((screen) => [`/admin/${screen[0]}`, screen] as const),
  ];
  for (const [path, screen] of screens) {
    // Matched as the router matches it (any case, trailing slashes ignored).
    const params = matchPath({ path, caseSensitive: false, end: true }, pathname)?.params;
    if (!params) continue;
    opening = { screen, load: screenLoad(utils, screen[2])(params) };
    return () => {
      // The shell's code first, as the router asks for it (its stylesheet before the screen's).
      void loadShell().catch(() => {});
      void screen[1]().catch(() => {});
    };
  }
  return nothing;
}

/**
 * The screen's first loader run takes over what startOpeningLoads started for it rather than ask again:
 * an answer that failed (the visitor is signed out, say) would otherwise be asked for a second time.
 */
export function takeOpeningLoad(screen: ScreenLoads): Promise<null> | undefined {
  if (opening?.screen !== screen) return undefined;
  const { load } = opening;
  opening = undefined;
  return load;
}
