import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centsToMoney } from '../common/money.ts';
import { campaignRoi } from './campaign-roi.ts';

describe('campaignRoi', () => {
  it.each([
    [25, '2000.00', '25.0%'],
    [20, '2000', '0.0%'],
    [10, '2000.00', '-50.0%'],
    [0, '500.00', '-100.0%'],
    [3, '1000', '-70.0%'],
    [1, '300', '-66.7%'],
    [2, '300', '-33.3%'],
    [1, '0.03', '333233.3%'],
    [5, 1000, '-50.0%'],
  ])('conversions %d with budget %j give %s', (conversions, budget, expected) => {
    expect(campaignRoi(conversions, budget)).toBe(expected);
  });

  it("is 'N/A' without a positive budget", () => {
    expect(campaignRoi(10, '0')).toBe('N/A');
    expect(campaignRoi(10, '0.00')).toBe('N/A');
    expect(campaignRoi(10, 0)).toBe('N/A');
    expect(campaignRoi(10, null)).toBe('N/A');
    expect(campaignRoi(10, 'abc')).toBe('N/A');
  });

  it('rounds exact ties away from zero, like toFixed(1)', () => {
    // return 100, budget 80 -> 25%; budget 64 -> 56.25% -> 56.3%
    expect(campaignRoi(1, '64')).toBe('56.3%');
    // return 100, budget 160 -> -37.5%
    expect(campaignRoi(1, '160')).toBe('-37.5%');
  });

  it("credits the campaign's own value per conversion, 100 by default", () => {
    expect(campaignRoi(25, '2000.00', '100.00')).toBe(campaignRoi(25, '2000.00'));
    expect(campaignRoi(25, '2000.00', '120.00')).toBe('50.0%');
    expect(campaignRoi(3, '1000', 50)).toBe('-85.0%');
    expect(campaignRoi(10, '1000', '0.00')).toBe('-100.0%');
    expect(campaignRoi(1, '3', '0.01')).toBe('-99.7%');
    expect(campaignRoi(10, '1000', 'abc')).toBe('N/A');
    expect(campaignRoi(10, '1000', '-1')).toBe('N/A');
  });

  it('has the sign of return minus budget', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 1, max: 9_999_999_999 }),
        (conversions, cents) => {
          const roi = campaignRoi(conversions, centsToMoney(cents));
          expect(roi).toMatch(/^-?\d+\.\d%$/);
          if (conversions * 100 * 100 >= cents) {
            expect(roi.startsWith('-')).toBe(false);
          } else {
            expect(roi.startsWith('-') || roi === '0.0%').toBe(true);
          }
        },
      ),
    );
  });
});
