import { describe, expect, it } from 'vitest';
import { SCREEN_PATHS } from '../../screens.ts';
import { headerFor, NAVIGATION, navigationFor, sectionOf } from './navigation.ts';

describe('navigation', () => {
  it('gives each section the spec header title', () => {
    expect(headerFor(sectionOf('/', 'admin'))).toEqual({
      title: 'Dashboard',
      subtitle: "welcome back, here's what's happening with your business",
    });
    expect(headerFor(sectionOf('/dashboard', 'user')).title).toBe('Dashboard');
    expect(headerFor(sectionOf('/clients', 'user')).title).toBe('Client Management');
    expect(headerFor(sectionOf('/documents', 'manager')).title).toBe('Document Management');
    expect(headerFor(sectionOf('/client-portal', 'user')).title).toBe('Client Portal Management');
    expect(headerFor(sectionOf('/admin/audit-log', 'admin')).title).toBe('Audit Log');
    expect(headerFor(sectionOf('/admin/users', 'admin')).title).toBe('User Management');
  });

  it('matches paths as the router does: any case, a trailing slash ignored', () => {
    expect(sectionOf('/Clients/', 'user')).toBe('clients');
    expect(sectionOf('/ADMIN/users', 'admin')).toBe('admin-users');
    expect(headerFor(sectionOf('/clients/42', 'user')).title).toBe('Client Details');
    expect(headerFor(sectionOf('/events/7/', 'user')).title).toBe('Event Details');
  });

  it('heads an address with no screen, or none for the role, "Page Not Found", never the dashboard', () => {
    for (const path of [
      '/no-such-screen',
      '/event',
      '/client',
      '/admin-users',
      '/clients/x42',
      '/clients/42/x',
      '/admin',
      '/admin/users/1',
      '/dashboard/x',
    ]) {
      expect(headerFor(sectionOf(path, 'admin')), path).toEqual({ title: 'Page Not Found' });
    }
    for (const role of ['manager', 'user'] as const) {
      expect(headerFor(sectionOf('/admin/users', role)).title).toBe('Page Not Found');
      expect(headerFor(sectionOf('/admin/audit-log', role)).title).toBe('Page Not Found');
    }
    expect(headerFor('unknown-section').title).toBe('Page Not Found');
  });

  it('has a header for every screen the router registers', () => {
    for (const path of SCREEN_PATHS) {
      expect(sectionOf(path, 'admin'), path).not.toBe('not-found');
    }
  });

  it('has the spec sidebar: its groups, their links and their order', () => {
    expect(NAVIGATION.map((g) => [g.label, g.to ?? null, g.items.map((i) => `${i.label} ${i.to}`)])).toEqual([
      ['Dashboard', '/dashboard', []],
      ['Client Management', null, ['Clients /clients', 'Client Portal /client-portal']],
      ['Operations', null, ['Events /events', 'Digital Products /digital-products', 'Inventory /inventory']],
      [
        'Marketing',
        null,
        [
          'Campaigns /marketing',
          'Campaign Tracking /campaign-tracking',
          'Marketing Assets /marketing-assets',
        ],
      ],
      [
        'Business Management',
        null,
        [
          'Business Info /business-info',
          'Financial Management /financial-records',
          'Invoices /invoices',
          'E-mail /emails',
          'Vendors /vendors',
          'Documents /documents',
          'Templates /templates',
          'E-mail Templates /email-templates',
        ],
      ],
      ['Administration', null, ['User Management /admin/users']],
    ]);
  });

  it('opens every group but Administration by default', () => {
    const closed = NAVIGATION.filter((g) => !g.defaultOpen).map((g) => g.label);
    expect(closed).toEqual(['Administration']);
    expect(NAVIGATION.flatMap((g) => g.items.map((i) => i.to))).toContain('/admin/users');
  });

  it('shows the Administration group to admins only', () => {
    const labels = (role: 'admin' | 'manager' | 'user') => navigationFor(role).map((g) => g.label);
    expect(labels('admin')).toContain('Administration');
    expect(labels('manager')).not.toContain('Administration');
    expect(labels('user')).not.toContain('Administration');
    expect(labels('manager')).toEqual(labels('admin').filter((label) => label !== 'Administration'));
    const links = (role: 'admin' | 'manager' | 'user') =>
      navigationFor(role).flatMap((g) => [...(g.to ? [g.to] : []), ...g.items.map((i) => i.to)]);
    expect(links('admin')).toContain('/admin/users');
    expect(links('user')).toEqual(links('admin').filter((to) => !to.startsWith('/admin/')));
    // The same groups on every call: the sidebar's memoised groups re-render only when their links do.
    expect(navigationFor('user')).toBe(navigationFor('user'));
  });
});
