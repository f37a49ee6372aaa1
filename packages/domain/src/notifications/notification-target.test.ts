import { describe, expect, it } from 'vitest';
import { notificationTarget } from './notification-target.ts';

const about = (relatedType: string | null, relatedId: number | null, actionUrl: string | null = null) => ({
  relatedType,
  relatedId,
  actionUrl,
});

describe('notificationTarget', () => {
  it("opens a client's upload on its event's page, else on its client's page", () => {
    expect(
      notificationTarget(about('document', 7, '/documents'), { term: 'a.pdf', eventId: 3, clientId: 2 }),
    ).toBe('/events/3?document=7');
    expect(notificationTarget(about('document', 7), { term: 'plan & list.pdf', clientId: 2 })).toBe(
      '/clients/2?document=7',
    );
    expect(notificationTarget(about('document', 7), { term: 'a.pdf' })).toBe('/documents?search=a.pdf');
  });

  it("opens an event's or a client's page, an invoice's dialog, and the other records' screens searched for them", () => {
    expect(notificationTarget(about('event', 4, '/events'), { term: 'Gala' })).toBe('/events/4');
    expect(notificationTarget(about('invoice', 9), { term: 'INV-9' })).toBe('/invoices?invoice=9');
    expect(notificationTarget(about('client', 12), { term: 'Acme' })).toBe('/clients/12');
    expect(notificationTarget(about('inventory', 1, '/inventory'), { term: 'CHR-01' })).toBe(
      '/inventory?search=CHR-01',
    );
    expect(notificationTarget(about('campaign', 2), { term: 'Spring' })).toBe('/marketing?search=Spring');
    expect(notificationTarget(about('business-info', 5), { term: 'Liquor licence' })).toBe(
      '/business-info?search=Liquor%20licence',
    );
  });

  it('leaves plain a notification whose record is gone, or that names nothing and links nowhere in the app', () => {
    expect(notificationTarget(about('document', 7, '/documents'), null)).toBeNull();
    expect(notificationTarget(about(null, null), null)).toBeNull();
    expect(notificationTarget(about(null, null, '//evil.example/x'), null)).toBeNull();
    expect(notificationTarget(about(null, null, 'https://evil.example/x'), null)).toBeNull();
    expect(notificationTarget(about(null, null, '/profile'), null)).toBe('/profile');
  });
});
