import { describe, expect, it } from 'vitest';
import { issuesByPath } from '../test-utils/issues.ts';
import { ROW } from '../test-utils/rows.ts';
import { ZClientPortal, ZClientPortalCreateInput, ZClientPortalUpdateInput } from './client-portal.schema.ts';

const valid = {
  clientId: 3,
  clientName: 'Acme',
  email: 'portal@acme.test',
  eventId: '7',
  eventName: 'Launch',
  password: '12345678',
};

describe('ZClientPortalCreateInput', () => {
  it("defaults status to 'active' and coerces select ids", () => {
    expect(ZClientPortalCreateInput.parse(valid)).toEqual({
      ...valid,
      eventId: 7,
      status: 'active',
      showBudget: false,
      shownEventIds: [],
    });
  });

  it('needs a password of at least 8 characters', () => {
    expect(issuesByPath(ZClientPortalCreateInput, { ...valid, password: '1234567' })).toEqual({
      password: ['Password must be at least 8 characters'],
    });
  });

  it('makes the references optional', () => {
    expect(ZClientPortalCreateInput.parse({ ...valid, clientId: '', eventId: null })).toMatchObject({
      clientId: null,
      eventId: null,
    });
  });

  it('ignores server-set lastLogin and documentsShared', () => {
    const parsed = ZClientPortalCreateInput.parse({
      ...valid,
      lastLogin: '2026-01-01T00:00:00Z',
      documentsShared: 5,
    });
    expect(parsed).not.toHaveProperty('lastLogin');
    expect(parsed).not.toHaveProperty('documentsShared');
  });
});

describe('ZClientPortalUpdateInput', () => {
  it('accepts a bare status toggle', () => {
    expect(ZClientPortalUpdateInput.parse({ status: 'inactive' })).toEqual({ status: 'inactive' });
  });

  it('resets the password only when a valid one is sent', () => {
    expect(ZClientPortalUpdateInput.parse({ password: '' })).toEqual({});
    expect(issuesByPath(ZClientPortalUpdateInput, { password: 'short' })).toEqual({
      password: ['Password must be at least 8 characters'],
    });
  });
});

describe('ZClientPortal', () => {
  it('never returns the password', () => {
    const parsed = ZClientPortal.parse({
      ...ROW,
      ...valid,
      eventId: 7,
      status: 'pending',
      lastLogin: null,
      documentsShared: 0,
      showBudget: false,
      shownEventIds: [],
      passwordHash: 'x',
    });
    expect(parsed).not.toHaveProperty('password');
    expect(parsed).not.toHaveProperty('passwordHash');
  });
});
