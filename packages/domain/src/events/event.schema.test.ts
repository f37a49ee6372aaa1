import { describe, expect, it } from 'vitest';
import { issuesByPath } from '../test-utils/issues.ts';
import { ROW } from '../test-utils/rows.ts';
import {
  endDateIssue,
  ZEvent,
  ZEventCreateInput,
  ZEventListInput,
  ZEventUpdateInput,
} from './event.schema.ts';

const valid = {
  name: 'Smith Wedding',
  type: 'Wedding',
  clientName: 'Jane Smith',
  date: '2026-06-20',
  time: '15:30',
  venue: 'Rose Hall',
  budget: '5000.00',
};

describe('ZEventCreateInput', () => {
  it("defaults status to 'planning' and requires the budget (spec §3: no default on the API)", () => {
    expect(ZEventCreateInput.parse(valid)).toEqual({
      ...valid,
      status: 'planning',
      setupDays: 0,
      teardownDays: 0,
    });
    const { budget: _budget, ...withoutBudget } = valid;
    expect(issuesByPath(ZEventCreateInput, withoutBudget)).toEqual({ budget: ['Required'] });
  });

  it('takes a date value sent as a timestamp as it is (the server puts it in the company zone)', () => {
    expect(ZEventCreateInput.parse({ ...valid, date: '2026-06-20T18:00:00.000Z' }).date).toBe(
      '2026-06-20T18:00:00.000Z',
    );
  });

  it('takes clientId from a select value and blank as null', () => {
    expect(ZEventCreateInput.parse({ ...valid, clientId: '4' }).clientId).toBe(4);
    expect(ZEventCreateInput.parse({ ...valid, clientId: '' }).clientId).toBeNull();
    expect(ZEventCreateInput.parse({ ...valid, clientId: null }).clientId).toBeNull();
  });

  it('rejects impossible dates and non-24h times', () => {
    expect(issuesByPath(ZEventCreateInput, { ...valid, date: '2026-02-30', time: '3:30 PM' })).toEqual({
      date: ['Invalid date'],
      time: ['Invalid time'],
    });
  });

  it('requires name, type, client name, date, time and venue', () => {
    expect(Object.keys(issuesByPath(ZEventCreateInput, {})).sort()).toEqual(
      ['budget', 'clientName', 'date', 'name', 'time', 'type', 'venue'].sort(),
    );
  });

  it('normalises the budget', () => {
    expect(ZEventCreateInput.parse({ ...valid, budget: '15000' }).budget).toBe('15000.00');
    expect(ZEventCreateInput.safeParse({ ...valid, budget: '1.005' }).success).toBe(false);
  });
});

describe('ZEventUpdateInput', () => {
  it('does not reset budget or status', () => {
    expect(ZEventUpdateInput.parse({ venue: 'Barn' })).toEqual({ venue: 'Barn' });
  });
});

describe('ZEvent', () => {
  it('parses a row', () => {
    const parsed = ZEvent.parse({
      ...ROW,
      ...valid,
      clientId: null,
      budget: '2500.5',
      status: 'confirmed',
      description: null,
      invoiced: '5412.5',
      paid: '0',
      endDate: null,
      setupDays: 0,
      teardownDays: 0,
      profit: '-120.5',
    });
    expect(parsed).toMatchObject({ budget: '2500.50', invoiced: '5412.50', paid: '0.00', profit: '-120.50' });
  });

  it('refuses an end date before the event date, on the merged values', () => {
    expect(endDateIssue({ date: '2027-06-12', endDate: '2027-06-11' })).toBe(
      'End date must be on or after the start date',
    );
    expect(endDateIssue({ date: '2027-06-12', endDate: '2027-06-12' })).toBeUndefined();
    expect(endDateIssue({ date: '2027-06-12', endDate: null })).toBeUndefined();
    expect(issuesByPath(ZEventCreateInput, { ...valid, setupDays: 31, teardownDays: -1 })).toEqual({
      setupDays: ['Must be at most 30'],
      teardownDays: ['Must be 0 or more'],
    });
  });
});

describe('ZEventListInput', () => {
  it('lists upcoming events first by default, and sorts by the Date, Budget and Status headers', () => {
    expect(ZEventListInput.parse({})).toMatchObject({ sortBy: 'upcoming', limit: 50, offset: 0 });
    for (const sortBy of ['date', 'budget', 'status'] as const) {
      expect(ZEventListInput.parse({ sortBy, sortDir: 'asc' })).toMatchObject({ sortBy, sortDir: 'asc' });
    }
    expect(ZEventListInput.safeParse({ sortBy: 'description' }).success).toBe(false);
  });
});
