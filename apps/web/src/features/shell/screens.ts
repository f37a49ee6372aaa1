import type { ComponentType } from 'react';
import { preloadable } from '../../lib/preloadable.tsx';
import { type QueryUtils, trpc } from '../../lib/trpc.ts';
import { prefetch as dashboardData, RevenueChart } from '../dashboard/screen-data.ts';
import { prefetch as auditLogData } from '../audit-log/screen-data.ts';
import { prefetch as businessInfoData } from '../business-info/screen-data.ts';
import { prefetch as campaignTrackingData } from '../campaign-tracking/screen-data.ts';
import { prefetch as clientPortalsData } from '../client-portals/screen-data.ts';
import { prefetch as clientsData } from '../clients/screen-data.ts';
import { prefetch as digitalProductsData } from '../digital-products/screen-data.ts';
import { prefetch as documentsData } from '../documents/screen-data.ts';
import { prefetch as eventsData } from '../events/screen-data.ts';
import { prefetch as financialRecordsData } from '../financial-records/screen-data.ts';
import { prefetch as inventoryData } from '../inventory/screen-data.ts';
import { prefetch as marketingData } from '../marketing/screen-data.ts';
import { prefetch as marketingAssetsData } from '../marketing-assets/screen-data.ts';
import { prefetch as profileData } from '../profile/screen-data.ts';
import { prefetch as templatesData } from '../templates/screen-data.ts';
import { prefetch as usersData } from '../users/screen-data.ts';
import { prefetch as vendorsData } from '../vendors/screen-data.ts';

/** Fetches into the cache what a screen asks for when it opens, with the same inputs (screen-data.ts). */
type Prefetch = (utils: QueryUtils) => Promise<unknown>;

/** A screen's lazy component (see preloadable) and its data's prefetch. */
function screen<M, P extends object>(
  load: () => Promise<M>,
  component: (module: M) => ComponentType<P>,
  prefetch: Prefetch,
) {
  return Object.assign(
    preloadable(() => load().then(component)),
    { prefetch },
  );
}

// Every signed-in screen but the dashboard (part of the shell's chunk) is its own chunk, loaded when
// first visited, when the app starts on its URL (see App.tsx), or when the pointer comes to its link in
// the sidebar. Each screen's prefetch is in this chunk (a few lines each in screen-data.ts), so that its
// data can be asked for at the same time as its code.
export const screens = {
  'business-info': screen(
    () => import('../business-info/BusinessInfoPage.tsx'),
    (m) => m.BusinessInfoPage,
    businessInfoData,
  ),
  'campaign-tracking': screen(
    () => import('../campaign-tracking/CampaignTrackingPage.tsx'),
    (m) => m.CampaignTrackingPage,
    campaignTrackingData,
  ),
  'client-portal': screen(
    () => import('../client-portals/ClientPortalsPage.tsx'),
    (m) => m.ClientPortalsPage,
    clientPortalsData,
  ),
  clients: screen(
    () => import('../clients/ClientsPage.tsx'),
    (m) => m.ClientsPage,
    clientsData,
  ),
  'digital-products': screen(
    () => import('../digital-products/DigitalProductsPage.tsx'),
    (m) => m.DigitalProductsPage,
    digitalProductsData,
  ),
  documents: screen(
    () => import('../documents/DocumentsPage.tsx'),
    (m) => m.DocumentsPage,
    documentsData,
  ),
  events: screen(
    () => import('../events/EventsPage.tsx'),
    (m) => m.EventsPage,
    eventsData,
  ),
  'financial-records': screen(
    () => import('../financial-records/FinancialRecordsPage.tsx'),
    (m) => m.FinancialRecordsPage,
    financialRecordsData,
  ),
  inventory: screen(
    () => import('../inventory/InventoryPage.tsx'),
    (m) => m.InventoryPage,
    inventoryData,
  ),
  marketing: screen(
    () => import('../marketing/MarketingPage.tsx'),
    (m) => m.MarketingPage,
    marketingData,
  ),
  'marketing-assets': screen(
    () => import('../marketing-assets/MarketingAssetsPage.tsx'),
    (m) => m.MarketingAssetsPage,
    marketingAssetsData,
  ),
  templates: screen(
    () => import('../templates/TemplatesPage.tsx'),
    (m) => m.TemplatesPage,
    templatesData,
  ),
  vendors: screen(
    () => import('../vendors/VendorsPage.tsx'),
    (m) => m.VendorsPage,
    vendorsData,
  ),
  profile: screen(
    () => import('../profile/ProfilePage.tsx'),
    (m) => m.ProfilePage,
    profileData,
  ),
  'admin/users': screen(
    () => import('../users/UsersPage.tsx'),
    (m) => m.UsersPage,
    usersData,
  ),
  'admin/audit-log': screen(
    () => import('../audit-log/AuditLogPage.tsx'),
    (m) => m.AuditLogPage,
    auditLogData,
  ),
};

/** The dashboard comes with the shell; its chart is a chunk of its own. */
const dashboard = { preload: RevenueChart.preload, prefetch: dashboardData };

/** The screen at `pathname`, if it is one ('/' is not: signed out, it is the landing page). */
function screenAt(pathname: string) {
  const path = pathname.replace(/^\/+|\/+$/g, '');
  if (path === 'dashboard') return dashboard;
  return Object.hasOwn(screens, path) ? screens[path as keyof typeof screens] : undefined;
}

/**
 * Loads the code of the screen at `pathname` and fetches what it and the shell around it show when it
 * opens, unless the cache already has it (lists are never stale: spec §7). Failures are left to the
 * screen, whose own query reports them. True when the path is a screen.
 */
export function prefetchScreen(pathname: string, utils: QueryUtils): boolean {
  const found = screenAt(pathname);
  if (!found) return false;
  void found.preload().catch(() => {});
  void Promise.all([
    found.prefetch(utils),
    utils.notifications.unread.prefetch(),
    utils.companySettings.get.prefetch(),
  ]).catch(() => {});
  return true;
}

/**
 * Handlers for a link to a screen: the pointer on it (or the keyboard focus) is the intent to open it,
 * so its code and data start loading then and the click finds them ready. Nothing is fetched twice:
 * lists never go stale (spec §7).
 */
export function useOpenIntent() {
  const utils = trpc.useUtils();
  return (to: string) => {
    const prefetch = () => prefetchScreen(to, utils);
    return { onMouseEnter: prefetch, onFocus: prefetch, onPointerDown: prefetch };
  };
}
