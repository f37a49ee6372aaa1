import { describe, expect, it } from 'vitest';
import { issuesByPath } from '../test-utils/issues.ts';
import { EVENT_RANGE_LIMIT, ZEventRangeInput } from './event-range.schema.ts';

describe('ZEventRangeInput', () => {
  it('takes two calendar dates, the same day included', () => {
    expect(ZEventRangeInput.parse({ from: '2026-03-01', to: '2026-03-01' })).toEqual({
      from: '2026-03-01',
      to: '2026-03-01',
      perDay: EVENT_RANGE_LIMIT,
    });
  });

  it('takes how many events of each day to send, from 1 to the range limit', () => {
    expect(ZEventRangeInput.parse({ from: '2026-03-01', to: '2026-03-31', perDay: '3' }).perDay).toBe(3);
    for (const perDay of [0, 2.5, EVENT_RANGE_LIMIT + 1])
      expect(
        ZEventRangeInput.safeParse({ from: '2026-03-01', to: '2026-03-31', perDay }).success,
        String(perDay),
      ).toBe(false);
  });

  it('refuses impossible dates and a range that ends before it starts', () => {
    expect(issuesByPath(ZEventRangeInput, { from: '2026-02-30', to: '2026-03-01' })).toEqual({
      from: ['Invalid date'],
    });
    expect(issuesByPath(ZEventRangeInput, { from: '2026-03-02', to: '2026-03-01' })).toEqual({
      to: ['The range ends before it starts'],
    });
  });
});
