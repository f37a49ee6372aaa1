import { describe, expect, it } from 'vitest';
import { ZNotification, ZNotificationCreateInput, ZNotificationUpdateInput } from './notification.schema.ts';

describe('ZNotification', () => {
  const row = {
    id: 1,
    type: 'event',
    title: 'Event tomorrow',
    message: 'Smith wedding starts at 15:00',
    priority: 'high',
    isRead: false,
    relatedId: 4,
    relatedType: 'event',
    actionUrl: '/events',
    target: '/events/4',
    metadata: { eventId: 4 },
    createdAt: '2026-03-01T09:00:00.000Z',
    expiresAt: null,
  };

  it('parses a row', () => {
    expect(ZNotification.parse(row)).toEqual(row);
  });

  it('rejects an unknown priority', () => {
    expect(ZNotification.safeParse({ ...row, priority: 'critical' }).success).toBe(false);
  });
});

describe('ZNotificationCreateInput', () => {
  it("defaults the priority to 'normal'", () => {
    expect(ZNotificationCreateInput.parse({ type: 'system', title: 'Hi', message: 'Welcome' }).priority).toBe(
      'normal',
    );
  });
});

describe('ZNotificationUpdateInput', () => {
  it('marks as read without touching the rest', () => {
    expect(ZNotificationUpdateInput.parse({ isRead: true })).toEqual({ isRead: true });
  });
});
