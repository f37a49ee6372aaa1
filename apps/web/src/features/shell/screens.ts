import { preloadable } from '../../lib/preloadable.tsx';

// Every signed-in screen but the dashboard is its own chunk, loaded when first visited, or ahead of
// time when the app starts on its URL (see App.tsx). This table stays in the entry chunk: a few lines.
export const screens = {
  'business-info': preloadable(() => import('../business-info/BusinessInfoPage.tsx').then((m) => m.BusinessInfoPage)),
  'campaign-tracking': preloadable(() =>
    import('../campaign-tracking/CampaignTrackingPage.tsx').then((m) => m.CampaignTrackingPage),
  ),
  'client-portal': preloadable(() => import('../client-portals/ClientPortalsPage.tsx').then((m) => m.ClientPortalsPage)),
  clients: preloadable(() => import('../clients/ClientsPage.tsx').then((m) => m.ClientsPage)),
  'digital-products': preloadable(() =>
    import('../digital-products/DigitalProductsPage.tsx').then((m) => m.DigitalProductsPage),
  ),
  documents: preloadable(() => import('../documents/DocumentsPage.tsx').then((m) => m.DocumentsPage)),
  events: preloadable(() => import('../events/EventsPage.tsx').then((m) => m.EventsPage)),
  'financial-records': preloadable(() =>
    import('../financial-records/FinancialRecordsPage.tsx').then((m) => m.FinancialRecordsPage),
  ),
  inventory: preloadable(() => import('../inventory/InventoryPage.tsx').then((m) => m.InventoryPage)),
  marketing: preloadable(() => import('../marketing/MarketingPage.tsx').then((m) => m.MarketingPage)),
  'marketing-assets': preloadable(() =>
    import('../marketing-assets/MarketingAssetsPage.tsx').then((m) => m.MarketingAssetsPage),
  ),
  templates: preloadable(() => import('../templates/TemplatesPage.tsx').then((m) => m.TemplatesPage)),
  vendors: preloadable(() => import('../vendors/VendorsPage.tsx').then((m) => m.VendorsPage)),
  profile: preloadable(() => import('../profile/ProfilePage.tsx').then((m) => m.ProfilePage)),
  'admin/users': preloadable(() => import('../users/UsersPage.tsx').then((m) => m.UsersPage)),
  'admin/audit-log': preloadable(() => import('../audit-log/AuditLogPage.tsx').then((m) => m.AuditLogPage)),
};

/** Starts loading the chunk of the screen at `pathname`, if it is one; true when the path is a screen. */
export function preloadScreen(pathname: string): boolean {
  const path = pathname.replace(/^\/+|\/+$/g, '');
  if (path === 'dashboard') return true;
  const screen = screens[path as keyof typeof screens];
  void screen?.preload().catch(() => {});
  return screen !== undefined;
}
