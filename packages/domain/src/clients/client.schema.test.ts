import { describe, expect, it } from 'vitest';
import { issuesByPath } from '../test-utils/issues.ts';
import { ROW } from '../test-utils/rows.ts';
import { ZClient, ZClientCreateInput, ZClientListInput, ZClientUpdateInput } from './client.schema.ts';

const valid = { name: 'Acme', industry: 'Retail', contactName: 'Jo', contactEmail: 'jo@acme.test' };

describe('ZClientCreateInput', () => {
  it("defaults status to 'active' and normalises blank optionals", () => {
    expect(ZClientCreateInput.parse({ ...valid, contactPhone: '', address: '  ' })).toEqual({
      ...valid,
      contactPhone: null,
      address: null,
      status: 'active',
    });
  });

  it('requires name, industry, contact name and e-mail', () => {
    expect(issuesByPath(ZClientCreateInput, {})).toEqual({
      name: ['Required'],
      industry: ['Required'],
      contactName: ['Required'],
      contactEmail: ['Required'],
    });
    expect(issuesByPath(ZClientCreateInput, { ...valid, contactEmail: 'jo' })).toEqual({
      contactEmail: ['Invalid email address'],
    });
  });

  it('ignores server-set revenue, eventsCount, id and createdAt', () => {
    const parsed = ZClientCreateInput.parse({
      ...valid,
      revenue: '1000.00',
      eventsCount: 9,
      id: 4,
      createdAt: '2026-01-01T00:00:00Z',
    });
    expect(Object.keys(parsed).sort()).toEqual(['contactEmail', 'contactName', 'industry', 'name', 'status']);
  });

  it('caps names at 200 characters', () => {
    expect(issuesByPath(ZClientCreateInput, { ...valid, name: 'x'.repeat(201) })).toEqual({
      name: ['Must be at most 200 characters'],
    });
  });
});

describe('ZClientUpdateInput', () => {
  it('keeps absent fields absent (no default status)', () => {
    expect(ZClientUpdateInput.parse({ name: ' New ' })).toEqual({ name: 'New' });
    expect(ZClientUpdateInput.parse({ version: 2, status: 'pending' })).toEqual({
      version: 2,
      status: 'pending',
    });
  });

  it('still validates what is sent', () => {
    expect(issuesByPath(ZClientUpdateInput, { name: '', status: 'archived', version: -1 })).toEqual({
      name: ['Required'],
      status: ['Must be one of: active, inactive, pending'],
      version: ['Invalid version'],
    });
  });
});

describe('ZClient', () => {
  it('normalises revenue and the outstanding balance and rejects a bad row', () => {
    const row = {
      ...ROW,
      ...valid,
      contactPhone: null,
      address: null,
      secondContactName: null,
      secondContactEmail: null,
      secondContactPhone: null,
      notes: null,
      status: 'active',
      revenue: '1500.5',
      eventsCount: 2,
      outstanding: '1250.5',
    };
    expect(ZClient.parse(row)).toMatchObject({ revenue: '1500.50', outstanding: '1250.50' });
    expect(ZClient.safeParse({ ...row, createdAt: 'yesterday' }).success).toBe(false);
    expect(ZClient.safeParse({ ...row, outstanding: undefined }).success).toBe(false);
  });
});

describe('the second contact and notes', () => {
  it('are optional, stored as null when blank, and a second e-mail must be one', () => {
    expect(ZClientCreateInput.safeParse(valid).success).toBe(true);
    expect(ZClientCreateInput.parse({ ...valid, secondContactName: '  ', notes: '' })).toMatchObject({
      secondContactName: null,
      notes: null,
    });
    expect(
      ZClientCreateInput.parse({
        ...valid,
        secondContactName: ' Sam Lee ',
        secondContactEmail: 'sam@example.com',
        secondContactPhone: '',
        notes: 'Prefers calls after 5pm',
      }),
    ).toMatchObject({
      secondContactName: 'Sam Lee',
      secondContactEmail: 'sam@example.com',
      secondContactPhone: null,
      notes: 'Prefers calls after 5pm',
    });
    const bad = ZClientCreateInput.safeParse({ ...valid, secondContactEmail: 'sam at example' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.path).toEqual(['secondContactEmail']);
  });
});

describe('ZClientListInput', () => {
  it('filters by status', () => {
    expect(ZClientListInput.parse({ status: 'pending', search: 'acme' })).toMatchObject({
      status: 'pending',
      search: 'acme',
      sortBy: 'createdAt',
      sortDir: 'desc',
    });
  });
});
