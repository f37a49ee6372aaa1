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
import { SCREENS, SIDEBAR, type SidebarSection, type SidebarSectionId } from '../../screens.ts';

type Icon = ComponentType<{ size?: number }>;
export type NavGroup = SidebarSection & { icon: Icon };

/** Each sidebar section's icon (its screens and labels: screens.ts). */
const ICONS: Record<SidebarSectionId, Icon> = {
  dashboard: IconLayoutDashboard,
  'client-management': IconUsers,
  operations: IconCalendarEvent,
  'marketing-group': IconSpeakerphone,
  'business-management': IconBuildingStore,
  administration: IconSettings,
};

/** Spec §2.3: the sidebar's groups, their links and which start open. */
export const NAVIGATION: NavGroup[] = SIDEBAR.map((section) => ({ ...section, icon: ICONS[section.id] }));

/** Made once per role: the sidebar's memoised groups (Sidebar.tsx) get the same objects every render. */
const FOR_ROLE = new Map<UserRole, NavGroup[]>();

/**
 * The sidebar's groups for a role: the links to screens registered for admins only (spec §2.2) go, and
 * a group left with none. The spec's system showed Administration to everyone, though its screens exist
 * for admins only; a manager or a user no longer sees links that lead to 'Page Not Found'.
 */
export function navigationFor(role: UserRole): NavGroup[] {
  let groups = FOR_ROLE.get(role);
  if (!groups) {
    groups = NAVIGATION.flatMap((group) => {
      const items = group.items.filter((item) => !item.adminOnly || role === 'admin');
      return group.to || items.length > 0 ? [{ ...group, items }] : [];
    });
    FOR_ROLE.set(role, groups);
  }
  return groups;
}

type Header = { title: string; subtitle?: string };

/**
 * Spec §2.4: header title and subtitle per section key (a screen's id, screens.ts). A path the app has
 * no screen for (or none for this user) is 'not-found', whose header says so: the spec's fallback to
 * the dashboard's header greeted a lost user with 'welcome back' above 'Page Not Found'.
 */
const HEADERS: Record<string, Header> = {
  ...Object.fromEntries(
    SCREENS.map(({ id, title, subtitle }) => [id, subtitle === undefined ? { title } : { title, subtitle }]),
  ),
  'not-found': { title: MESSAGES.notFound.title },
};

/** Each screen's address as the router matches it, a record's `:id` being its number. */
const PATTERNS = SCREENS.map(
  (screen) => [new RegExp(`^/${screen.path.replace(/:[a-z]+/gi, '\\d+')}$`), screen] as const,
);

/**
 * The section of a signed-in path, as the router matches it (case-insensitive, a trailing slash
 * ignored): 'not-found' when no screen answers it for this role.
 */
export function sectionOf(pathname: string, role: UserRole): string {
  const path = pathname.toLowerCase().replace(/\/+$/, '');
  // The root path also counts as Dashboard.
  if (path === '') return 'dashboard';
  const screen = PATTERNS.find(([pattern]) => pattern.test(path))?.[1];
  if (!screen || (screen.adminOnly && role !== 'admin')) return 'not-found';
  return screen.id;
}

export function headerFor(section: string) {
  return HEADERS[section] ?? HEADERS['not-found']!;
}
