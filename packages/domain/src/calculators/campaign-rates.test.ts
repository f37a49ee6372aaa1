import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centsToMoney } from '../common/money.ts';
import { clickThroughRate, costPerClick, costPerConversion, NO_RATE } from './campaign-rates.ts';

describe('clickThroughRate', () => {
  it.each([
    [25, 1000, '2.5%'],
    [1, 3, '33.3%'],
    [0, 400, '0.0%'],
    [1, 16, '6.3%'],
    [500, 400, '125.0%'],
  ])('%d clicks of %d impressions is %s', (clicks, impressions, expected) => {
    expect(clickThroughRate(clicks, impressions)).toBe(expected);
  });

  it("is '—' without impressions or when a figure was not measured", () => {
    expect(clickThroughRate(10, 0)).toBe(NO_RATE);
    expect(clickThroughRate(null, 100)).toBe(NO_RATE);
    expect(clickThroughRate(10, null)).toBe(NO_RATE);
    expect(clickThroughRate(undefined, undefined)).toBe(NO_RATE);
    expect(clickThroughRate(Number.NaN, 10)).toBe(NO_RATE);
  });
});

describe('costPerClick and costPerConversion', () => {
  it.each([
    ['100.00', 4, '$25.00'],
    ['100.00', 3, '$33.33'],
    ['200.00', 3, '$66.67'],
    ['0.05', 2, '$0.03'],
    ['0.01', 3, '$0.00'],
    ['1250', 1, '$1,250.00'],
    [12.5, 5, '$2.50'],
    ['99999999.99', 1, '$99,999,999.99'],
  ])('%j over %d is %s', (cost, units, expected) => {
    expect(costPerClick(cost, units)).toBe(expected);
    expect(costPerConversion(cost, units)).toBe(expected);
  });

  it("is '—' when the denominator is 0 or a figure is missing or not an amount", () => {
    expect(costPerClick('50.00', 0)).toBe(NO_RATE);
    expect(costPerConversion('50.00', 0)).toBe(NO_RATE);
    expect(costPerClick(null, 10)).toBe(NO_RATE);
    expect(costPerConversion('50.00', null)).toBe(NO_RATE);
    expect(costPerClick('abc', 10)).toBe(NO_RATE);
    expect(costPerClick('-5.00', 10)).toBe(NO_RATE);
  });

  it('is within half a cent of the exact quotient', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 9_999_999_999 }),
        fc.integer({ min: 1, max: 1_000_000 }),
        (total, units) => {
          const shown = Number(costPerClick(centsToMoney(total), units).replace(/[$,]/g, '')) * 100;
          expect(Math.abs(shown - total / units)).toBeLessThanOrEqual(0.5 + 1e-6);
        },
      ),
    );
  });
});
