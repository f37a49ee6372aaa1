/*
 * The signed-in screens, one entry each: the one list that the router's routes (screen-loads.ts,
 * router.tsx), the sidebar and the header (features/shell/navigation.ts) and the end-to-end tests
 * (e2e/screens.ts) are made from. Plain data: nothing here renders or loads, so that the end-to-end
 * tests (in Node) and the small entry chunk can import it. A screen's code and data are given in
 * screen-loads.ts, by its id (a screen without them does not compile), a sidebar section's icon in
 * features/shell/navigation.ts, by the section's id (the same).
 */

/** Spec §2.3: the sidebar's sections, top to bottom, and which start open. */
const SIDEBAR_SECTIONS = [
  { id: 'dashboard', label: 'Dashboard', defaultOpen: true },
  { id: 'client-management', label: 'Client Management', defaultOpen: true },
  { id: 'operations', label: 'Operations', defaultOpen: true },
  { id: 'marketing-group', label: 'Marketing', defaultOpen: true },
  { id: 'business-management', label: 'Business Management', defaultOpen: true },
  { id: 'administration', label: 'Administration', defaultOpen: false },
] as const;

export type SidebarSectionId = (typeof SIDEBAR_SECTIONS)[number]['id'];

type ScreenEntry = {
  /** Its address, without the leading slash: `:id` stands for a record's number. */
  path: string;
  /** Spec §2.4: the header's title and subtitle over the screen. */
  title: string;
  subtitle?: string;
  /**
   * Its link in the sidebar: under its section with this label, or, without a label, the section's own
   * link (the section is a link rather than a group). A screen without one is not in the sidebar.
   */
  sidebar?: { section: SidebarSectionId; label?: string };
} & (
  | {
      /** Spec §2.2: under admin/, registered for admins only (anyone else gets Page Not Found there). */
      adminOnly: true;
      path: `admin/${string}`;
    }
  | { adminOnly?: never }
);

/**
 * Every signed-in screen: those in the sidebar in its order, then the others. The ids are the header's
 * section keys (navigation.ts, sectionOf) and the route table's keys (screen-loads.ts).
 */
const SCREEN_LIST = [
  {
    id: 'dashboard',
    path: 'dashboard',
    title: 'Dashboard',
    subtitle: "welcome back, here's what's happening with your business",
    sidebar: { section: 'dashboard' },
  },
  {
    id: 'clients',
    path: 'clients',
    title: 'Client Management',
    sidebar: { section: 'client-management', label: 'Clients' },
  },
  {
    id: 'client-portal',
    path: 'client-portal',
    title: 'Client Portal Management',
    sidebar: { section: 'client-management', label: 'Client Portal' },
  },
  {
    id: 'events',
    path: 'events',
    title: 'Event Management',
    sidebar: { section: 'operations', label: 'Events' },
  },
  {
    id: 'digital-products',
    path: 'digital-products',
    title: 'Digital Products',
    sidebar: { section: 'operations', label: 'Digital Products' },
  },
  {
    id: 'inventory',
    path: 'inventory',
    title: 'Inventory Management',
    sidebar: { section: 'operations', label: 'Inventory' },
  },
  {
    id: 'marketing',
    path: 'marketing',
    title: 'Marketing Campaigns',
    sidebar: { section: 'marketing-group', label: 'Campaigns' },
  },
  {
    id: 'campaign-tracking',
    path: 'campaign-tracking',
    title: 'Campaign Tracking',
    sidebar: { section: 'marketing-group', label: 'Campaign Tracking' },
  },
  {
    id: 'marketing-assets',
    path: 'marketing-assets',
    title: 'Marketing Assets',
    sidebar: { section: 'marketing-group', label: 'Marketing Assets' },
  },
  {
    id: 'business-info',
    path: 'business-info',
    title: 'Business Information',
    sidebar: { section: 'business-management', label: 'Business Info' },
  },
  {
    id: 'financial-records',
    path: 'financial-records',
    title: 'Financial Management',
    sidebar: { section: 'business-management', label: 'Financial Management' },
  },
  {
    id: 'invoices',
    path: 'invoices',
    title: 'Invoices',
    subtitle: 'what clients owe, what is late, and what came in',
    sidebar: { section: 'business-management', label: 'Invoices' },
  },
  {
    id: 'emails',
    path: 'emails',
    title: 'E-mail',
    subtitle: 'every message sent or waiting to be sent',
    sidebar: { section: 'business-management', label: 'E-mail' },
  },
  {
    id: 'vendors',
    path: 'vendors',
    title: 'Vendors',
    sidebar: { section: 'business-management', label: 'Vendors' },
  },
  {
    id: 'documents',
    path: 'documents',
    title: 'Document Management',
    sidebar: { section: 'business-management', label: 'Documents' },
  },
  {
    id: 'templates',
    path: 'templates',
    title: 'Templates',
    sidebar: { section: 'business-management', label: 'Templates' },
  },
  {
    id: 'email-templates',
    path: 'email-templates',
    title: 'E-mail Templates',
    subtitle: 'the messages staff start from, with fields filled in from a client, event or invoice',
    sidebar: { section: 'business-management', label: 'E-mail Templates' },
  },
  {
    id: 'admin-users',
    path: 'admin/users',
    title: 'User Management',
    sidebar: { section: 'administration', label: 'User Management' },
    adminOnly: true,
  },
  { id: 'profile', path: 'profile', title: 'Profile Settings' },
  // Not in the sidebar (spec §2.3 lists the sections); reached from User Management.
  {
    id: 'admin-audit-log',
    path: 'admin/audit-log',
    title: 'Audit Log',
    subtitle: 'who created, changed or deleted which record, and when',
    adminOnly: true,
  },
  // One event's page, under the Events section; one client's, under Clients.
  {
    id: 'event',
    path: 'events/:id',
    title: 'Event Details',
    subtitle: 'equipment, money, documents and the client portal',
  },
  {
    id: 'client',
    path: 'clients/:id',
    title: 'Client Details',
    subtitle: 'contacts, events, invoices, documents and notes',
  },
] as const satisfies ReadonlyArray<ScreenEntry & { id: string }>;

export type ScreenId = (typeof SCREEN_LIST)[number]['id'];
type Screen = ScreenEntry & { id: ScreenId };

export const SCREENS: ReadonlyArray<Screen> = SCREEN_LIST;

/**
 * Every signed-in screen's address, e.g. '/clients', '/admin/users' (the pages of one record apart), in
 * the list's order: the sidebar's, then the others.
 */
export const SCREEN_PATHS = SCREENS.filter((screen) => !screen.path.includes(':')).map(
  (screen) => `/${screen.path}`,
);

type SidebarLink = { id: ScreenId; label: string; to: string; adminOnly: boolean };
export type SidebarSection = (typeof SIDEBAR_SECTIONS)[number] & {
  /** The section's own link, when the section is a link rather than a group (Dashboard). */
  to?: string;
  /** The links of a group, in the list's order. */
  items: SidebarLink[];
};

/** The sidebar (spec §2.3): its sections, each with its screens' links (icons: navigation.ts). */
export const SIDEBAR: ReadonlyArray<SidebarSection> = SIDEBAR_SECTIONS.map((section) => {
  const screens = SCREENS.filter((screen) => screen.sidebar?.section === section.id);
  const own = screens.find((screen) => screen.sidebar?.label === undefined);
  return {
    ...section,
    ...(own ? { to: `/${own.path}` } : {}),
    items: screens.flatMap(({ id, path, sidebar, adminOnly }) =>
      sidebar?.label === undefined
        ? []
        : [{ id, label: sidebar.label, to: `/${path}`, adminOnly: !!adminOnly }],
    ),
  };
});
