import { Decimal } from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { discountFits, invoiceTotals, paymentTaxShare } from './invoice-totals.ts';

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
/** A rate as US sales taxes have them: '8', '8.25' or '8.875'. */
const taxRate = fc
  .tuple(fc.integer({ min: 0, max: 30 }), fc.integer({ min: 0, max: 999 }), fc.nat(3))
  .map(([whole, thousandths, places]) =>
    places === 0 ? `${whole}` : `${whole}.${String(thousandths).padStart(3, '0').slice(0, places)}`,
  );
const line = fc.record({
  quantity: decimalString(10_000),
  unitPrice: decimalString(1_000_000),
  taxRate,
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

  it("counts a rate's third decimal: 100.00 at 8.875 % is 8.88, at 8.625 % 8.63, not a cent off", () => {
    expect(invoiceTotals([{ quantity: '1', unitPrice: '100.00', taxRate: '8.875' }])).toEqual({
      lines: [{ amount: '100.00', tax: '8.88' }],
      subtotal: '100.00',
      tax: '8.88',
      discount: '0.00',
      total: '108.88',
    });
    expect(invoiceTotals([{ quantity: '1', unitPrice: '100.00', taxRate: '8.625' }]).tax).toBe('8.63');
    // 1,234.56 × 8.875 % = 109.5672 → 109.57; at 8.87 % it would be 109.51.
    expect(invoiceTotals([{ quantity: '2', unitPrice: '617.28', taxRate: '8.875' }]).tax).toBe('109.57');
    expect(() => invoiceTotals([{ quantity: '1', unitPrice: '100', taxRate: '8.8755' }])).toThrow(RangeError);
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

  it('refuses what is not a non-negative amount with up to two places (rates three), and checks the discount fits', () => {
    expect(() => invoiceTotals([{ quantity: '-1', unitPrice: '5', taxRate: '0' }])).toThrow(RangeError);
    expect(() => invoiceTotals([{ quantity: '1', unitPrice: '5.001', taxRate: '0' }])).toThrow(RangeError);
    expect(discountFits([{ quantity: '1', unitPrice: '10', taxRate: '10' }], '11.00')).toBe(true);
    expect(discountFits([{ quantity: '1', unitPrice: '10', taxRate: '10' }], '11.01')).toBe(false);
  });
});

describe('paymentTaxShare', () => {
  const invoice = { invoiceTax: '8.88', invoiceTotal: '108.88' };

  it('puts the whole tax in a payment in full', () => {
    expect(paymentTaxShare({ ...invoice, paidBefore: '0', amount: '108.88' })).toEqual({
      net: '100.00',
      tax: '8.88',
      gross: '108.88',
    });
  });

  it('splits the tax over instalments so that the shares add up to the cent', () => {
    const amounts = ['33.33', '33.33', '42.22'];
    let paid = 0;
    const shares = amounts.map((amount) => {
      const share = paymentTaxShare({ ...invoice, paidBefore: (paid / 100).toFixed(2), amount });
      paid += Math.round(Number(amount) * 100);
      return share;
    });
    // Each third alone would be 2.72 (2.718…), three of them 8.16: the cumulative rule gives 8.88.
    expect(shares.map((s) => s.tax)).toEqual(['2.72', '2.72', '3.44']);
    expect(shares.map((s) => s.net)).toEqual(['30.61', '30.61', '38.78']);
  });

  it('has no tax in a payment of an invoice without tax, or of nothing', () => {
    expect(
      paymentTaxShare({ invoiceTax: '0.00', invoiceTotal: '50.00', paidBefore: '0', amount: '50.00' }),
    ).toEqual({ net: '50.00', tax: '0.00', gross: '50.00' });
    expect(
      paymentTaxShare({ invoiceTax: '0.00', invoiceTotal: '0.00', paidBefore: '0', amount: '0.00' }).tax,
    ).toBe('0.00');
  });
});
