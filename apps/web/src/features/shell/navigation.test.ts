import { describe, expect, it } from 'vitest';
import { headerFor, NAVIGATION, sectionOf } from './navigation.ts';

describe('navigation', () => {
  it('gives each section the spec header title, falling back to the dashboard', () => {
    expect(headerFor(sectionOf('/'))).toEqual({
      title: 'Dashboard',
      subtitle: "welcome back, here's what's happening with your business",
    });
    expect(headerFor(sectionOf('/clients')).title).toBe('Client Management');
    expect(headerFor(sectionOf('/documents')).title).toBe('Document Management');
    expect(headerFor(sectionOf('/client-portal')).title).toBe('Client Portal Management');
    expect(headerFor('unknown-section').title).toBe('Dashboard');
    expect(headerFor(sectionOf('/admin/audit-log')).title).toBe('Audit Log');
  });

  it('opens every group but Administration by default', () => {
    const closed = NAVIGATION.filter((g) => !g.defaultOpen).map((g) => g.label);
    expect(closed).toEqual(['Administration']);
    expect(NAVIGATION.flatMap((g) => g.items.map((i) => i.to))).toContain('/admin/users');
  });
});
