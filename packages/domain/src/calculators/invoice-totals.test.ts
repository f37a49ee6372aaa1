import { Decimal } from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { discountFits, invoiceTotals } from './invoice-totals.ts';

// An independent implementation of the documented rules, with decimal.js, checks the BigInt one.
const HALF_UP = { rounding: Decimal.ROUND_HALF_UP } as const;
const D = Decimal.clone(HALF_UP);
function reference(lines: Array<{ quantity: string; unitPrice: string; taxRate: string }>, discount: string) {
  let subtotal = new D(0);
  let tax = new D(0);
  for (const line of lines) {
    const amount = new D(line.quantity).times(line.unitPrice).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
    const lineTax = amount.times(line.taxRate).dividedBy(100).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
    subtotal = subtotal.plus(amount);
    tax = tax.plus(lineTax);
  }
  const total = Decimal.max(0, subtotal.plus(tax).minus(discount));
  return { subtotal: subtotal.toFixed(2), tax: tax.toFixed(2), total: total.toFixed(2) };
}

const decimalString = (maxWhole: number) =>
  fc
    .tuple(fc.integer({ min: 0, max: maxWhole }), fc.integer({ min: 0, max: 99 }), fc.boolean())
    .map(([whole, cents, withCents]) =>
      withCents ? `${whole}.${String(cents).padStart(2, '0')}` : `${whole}`,
    );
const line = fc.record({
  quantity: decimalString(10_000),
  unitPrice: decimalString(1_000_000),
  taxRate: decimalString(30),
});

describe('invoiceTotals', () => {
  it('rounds each line half-up to the cent, then its tax, then sums', () => {
    // 3 × 0.335 is not a price (2 places), but 1.5 × 0.33 = 0.495 → 0.50; its tax at 7.25 % = 0.03625 → 0.04.
    expect(invoiceTotals([{ quantity: '1.5', unitPrice: '0.33', taxRate: '7.25' }])).toEqual({
      lines: [{ amount: '0.50', tax: '0.04' }],
      subtotal: '0.50',
      tax: '0.04',
      discount: '0.00',
      total: '0.54',
    });
    expect(
      invoiceTotals(
        [
          { quantity: '120', unitPrice: '8.50', taxRate: '8.25' },
          { quantity: '1', unitPrice: '2500', taxRate: '0' },
        ],
        '100',
      ),
    ).toMatchObject({ subtotal: '3520.00', tax: '84.15', discount: '100.00', total: '3504.15' });
  });

  it('equals an independent decimal computation for any lines and discount', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 12 }), decimalString(5_000), (lines, discount) => {
        const ours = invoiceTotals(lines, discount);
        expect({ subtotal: ours.subtotal, tax: ours.tax, total: ours.total }).toEqual(
          reference(lines, discount),
        );
      }),
      { numRuns: 500, seed: 20_261_125 },
    );
  });

  it('refuses what is not a non-negative amount with up to two places, and checks the discount fits', () => {
    expect(() => invoiceTotals([{ quantity: '-1', unitPrice: '5', taxRate: '0' }])).toThrow(RangeError);
    expect(() => invoiceTotals([{ quantity: '1', unitPrice: '5.001', taxRate: '0' }])).toThrow(RangeError);
    expect(discountFits([{ quantity: '1', unitPrice: '10', taxRate: '10' }], '11.00')).toBe(true);
    expect(discountFits([{ quantity: '1', unitPrice: '10', taxRate: '10' }], '11.01')).toBe(false);
  });
});
