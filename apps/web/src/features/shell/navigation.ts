import { MESSAGES, type UserRole } from '@app/domain';
import {
  IconBuildingStore,
  IconCalendarEvent,
  IconLayoutDashboard,
  IconSettings,
  IconSpeakerphone,
  IconUsers,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';

type NavLinkItem = { id: string; label: string; to: string };
export type NavGroup = {
  id: string;
  label: string;
  icon: ComponentType<{ size?: number }>;
  to?: string;
  defaultOpen: boolean;
  /** Shown to admins only: its screens are not registered for anyone else (spec §2.2). */
  adminOnly?: boolean;
  items: NavLinkItem[];
};

/** Spec §2.3: the sidebar's groups, their links and which start open. */
export const NAVIGATION: NavGroup[] = [
  {
    id: 'dashboard',
    label: 'Dashboard',
    icon: IconLayoutDashboard,
    to: '/dashboard',
    defaultOpen: true,
    items: [],
  },
  {
    id: 'client-management',
    label: 'Client Management',
    icon: IconUsers,
    defaultOpen: true,
    items: [
      { id: 'clients', label: 'Clients', to: '/clients' },
      { id: 'client-portal', label: 'Client Portal', to: '/client-portal' },
    ],
  },
  {
    id: 'operations',
    label: 'Operations',
    icon: IconCalendarEvent,
    defaultOpen: true,
    items: [
      { id: 'events', label: 'Events', to: '/events' },
      { id: 'digital-products', label: 'Digital Products', to: '/digital-products' },
      { id: 'inventory', label: 'Inventory', to: '/inventory' },
    ],
  },
  {
    id: 'marketing-group',
    label: 'Marketing',
    icon: IconSpeakerphone,
    defaultOpen: true,
    items: [
      { id: 'marketing', label: 'Campaigns', to: '/marketing' },
      { id: 'campaign-tracking', label: 'Campaign Tracking', to: '/campaign-tracking' },
      { id: 'marketing-assets', label: 'Marketing Assets', to: '/marketing-assets' },
    ],
  },
  {
    id: 'business-management',
    label: 'Business Management',
    icon: IconBuildingStore,
    defaultOpen: true,
    items: [
      { id: 'business-info', label: 'Business Info', to: '/business-info' },
      { id: 'financial-records', label: 'Financial Management', to: '/financial-records' },
      { id: 'invoices', label: 'Invoices', to: '/invoices' },
      { id: 'vendors', label: 'Vendors', to: '/vendors' },
      { id: 'documents', label: 'Documents', to: '/documents' },
      { id: 'templates', label: 'Templates', to: '/templates' },
    ],
  },
  {
    id: 'administration',
    label: 'Administration',
    icon: IconSettings,
    defaultOpen: false,
    adminOnly: true,
    items: [{ id: 'admin-users', label: 'User Management', to: '/admin/users' }],
  },
];

/**
 * The sidebar's groups for a role. The spec's system showed Administration to everyone, though its
 * screens exist for admins only; a manager or a user no longer sees links that lead to 'Page Not Found'.
 */
export function navigationFor(role: UserRole): NavGroup[] {
  return NAVIGATION.filter((group) => !group.adminOnly || role === 'admin');
}

/**
 * Spec §2.4: header title and subtitle per section key. A path the app has no screen for (or none for
 * this user) is 'not-found', whose header says so: the spec's fallback to the dashboard's header greeted
 * a lost user with 'welcome back' above 'Page Not Found'.
 */
const HEADERS: Record<string, { title: string; subtitle?: string }> = {
  dashboard: { title: 'Dashboard', subtitle: "welcome back, here's what's happening with your business" },
  clients: { title: 'Client Management' },
  'digital-products': { title: 'Digital Products' },
  inventory: { title: 'Inventory Management' },
  events: { title: 'Event Management' },
  event: { title: 'Event Details', subtitle: 'its equipment, its money, its documents and its portal' },
  marketing: { title: 'Marketing Campaigns' },
  documents: { title: 'Document Management' },
  'client-portal': { title: 'Client Portal Management' },
  'campaign-tracking': { title: 'Campaign Tracking' },
  'marketing-assets': { title: 'Marketing Assets' },
  'business-info': { title: 'Business Information' },
  'financial-records': { title: 'Financial Management' },
  invoices: { title: 'Invoices', subtitle: 'what clients owe, what is late, and what came in' },
  vendors: { title: 'Vendors' },
  templates: { title: 'Templates' },
  profile: { title: 'Profile Settings' },
  'admin-users': { title: 'User Management' },
  // Not in the sidebar (spec §2.3 lists the groups); reached from User Management.
  'admin-audit-log': {
    title: 'Audit Log',
    subtitle: 'who created, changed or deleted which record, and when',
  },
  'not-found': { title: MESSAGES.notFound.title },
};

/** Sections whose screens are registered for admins only (SignedInApp). */
const ADMIN_SECTIONS = new Set(['admin-users', 'admin-audit-log']);

/**
 * The section of a signed-in path, as the router matches it (case-insensitive, a trailing slash
 * ignored): 'not-found' when no screen answers it for this role.
 */
export function sectionOf(pathname: string, role: UserRole): string {
  const path = pathname.toLowerCase().replace(/\/+$/, '');
  let section: string;
  if (path === '' || path === '/dashboard') section = 'dashboard';
  else if (path === '/admin/users') section = 'admin-users';
  else if (path === '/admin/audit-log') section = 'admin-audit-log';
  else if (/^\/events\/\d+$/.test(path)) section = 'event';
  else section = /^\/[a-z-]+$/.test(path) ? path.slice(1) : 'not-found';
  if (!Object.hasOwn(HEADERS, section)) return 'not-found';
  if (ADMIN_SECTIONS.has(section) && role !== 'admin') return 'not-found';
  return section;
}

export function headerFor(section: string) {
  return HEADERS[section] ?? HEADERS['not-found']!;
}
