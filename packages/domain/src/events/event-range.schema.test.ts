import { describe, expect, it } from 'vitest';
import { issuesByPath } from '../test-utils/issues.ts';
import { ZEventRangeInput } from './event-range.schema.ts';

describe('ZEventRangeInput', () => {
  it('takes two calendar dates, the same day included', () => {
    expect(ZEventRangeInput.parse({ from: '2026-03-01', to: '2026-03-01' })).toEqual({ from: '2026-03-01', to: '2026-03-01' });
  });

  it('refuses impossible dates and a range that ends before it starts', () => {
    expect(issuesByPath(ZEventRangeInput, { from: '2026-02-30', to: '2026-03-01' })).toEqual({ from: ['Invalid date'] });
    expect(issuesByPath(ZEventRangeInput, { from: '2026-03-02', to: '2026-03-01' })).toEqual({
      to: ['The range ends before it starts'],
    });
  });
});
