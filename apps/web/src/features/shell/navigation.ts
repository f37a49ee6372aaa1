import {
  IconBuildingStore,
  IconCalendarEvent,
  IconLayoutDashboard,
  IconSettings,
  IconSpeakerphone,
  IconUsers,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';

export type NavLinkItem = { id: string; label: string; to: string };
export type NavGroup = {
  id: string;
  label: string;
  icon: ComponentType<{ size?: number }>;
  to?: string;
  defaultOpen: boolean;
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
    items: [{ id: 'admin-users', label: 'User Management', to: '/admin/users' }],
  },
];

/** Spec §2.4: header title and subtitle per section key; unknown sections fall back to the dashboard's. */
const HEADERS: Record<string, { title: string; subtitle?: string }> = {
  dashboard: { title: 'Dashboard', subtitle: "welcome back, here's what's happening with your business" },
  clients: { title: 'Client Management' },
  'digital-products': { title: 'Digital Products' },
  inventory: { title: 'Inventory Management' },
  events: { title: 'Event Management' },
  marketing: { title: 'Marketing Campaigns' },
  documents: { title: 'Document Management' },
  'client-portal': { title: 'Client Portal Management' },
  'campaign-tracking': { title: 'Campaign Tracking' },
  'marketing-assets': { title: 'Marketing Assets' },
  'business-info': { title: 'Business Information' },
  'financial-records': { title: 'Financial Management' },
  vendors: { title: 'Vendors' },
  templates: { title: 'Templates' },
  profile: { title: 'Profile Settings' },
  'admin-users': { title: 'User Management' },
  // Not in the sidebar (spec §2.3 lists the groups); reached from User Management.
  'admin-audit-log': { title: 'Audit Log', subtitle: 'who created, changed or deleted which record, and when' },
};

export function sectionOf(pathname: string): string {
  if (pathname === '/' || pathname === '/dashboard') return 'dashboard';
  if (pathname.startsWith('/admin/users')) return 'admin-users';
  if (pathname.startsWith('/admin/audit-log')) return 'admin-audit-log';
  return pathname.split('/')[1] ?? 'dashboard';
}

export function headerFor(section: string) {
  return HEADERS[section] ?? HEADERS.dashboard!;
}
