import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { engagementRate } from './engagement-rate.ts';

describe('engagementRate', () => {
  it.each([
    [125, 1000, '12.5%'],
    [1, 3, '33.3%'],
    [2, 3, '66.7%'],
    [0, 500, '0.0%'],
    [500, 500, '100.0%'],
    [1, 8, '12.5%'],
    [1, 16, '6.3%'],
  ])('%d of %d is %s', (engagement, reach, expected) => {
    expect(engagementRate(engagement, reach)).toBe(expected);
  });

  it("is '0%' when reach is 0", () => {
    expect(engagementRate(40, 0)).toBe('0%');
  });

  it('agrees with the one-decimal percentage of the ratio', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 1, max: 1_000_000 }), (e, r) => {
        const shown = Number(engagementRate(e, r).slice(0, -1));
        expect(Math.abs(shown - (e / r) * 100)).toBeLessThanOrEqual(0.05 + 1e-9);
      }),
    );
  });
});
