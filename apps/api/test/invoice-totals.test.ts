import { Decimal } from 'decimal.js';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREATE } from './fixtures.ts';
import { ADMIN, createTestApp, type TestApp } from './helpers.ts';

// The server's totals (the requirement "fast-check: for random lines, the server's totals equal an
// independent decimal computation"), on both database kinds: drafts with random lines and discounts are
// created through POST /api/invoices and the stored figures it answers are compared with decimal.js
// following the documented rules (each line rounded half-up to the cent, then its tax at a rate of up
// to three decimals; then the sums, less the discount). The domain's calculator has the same check
// without the server (packages/domain/src/calculators/invoice-totals.test.ts).

const D = Decimal.clone({ rounding: Decimal.ROUND_HALF_UP });
type Line = { quantity: string; unitPrice: string; taxRate: string };

function reference(lines: Line[], discount: string) {
  let subtotal = new D(0);
  let tax = new D(0);
  const figures = lines.map((line) => {
    const amount = new D(line.quantity).times(line.unitPrice).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
    const lineTax = amount.times(line.taxRate).dividedBy(100).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
    subtotal = subtotal.plus(amount);
    tax = tax.plus(lineTax);
    return { amount: amount.toFixed(2), tax: lineTax.toFixed(2) };
  });
  return {
    lines: figures,
    subtotal: subtotal.toFixed(2),
    tax: tax.toFixed(2),
    total: subtotal.plus(tax).minus(discount).toFixed(2),
    fits: new D(discount).lessThanOrEqualTo(subtotal.plus(tax)),
  };
}

/** '12', '12.5' or '12.05': up to `maxWhole`, with 0, 1 or 2 decimals. */
const decimalString = (maxWhole: number) =>
  fc
    .tuple(fc.integer({ min: 0, max: maxWhole }), fc.integer({ min: 0, max: 99 }), fc.nat(2))
    .map(([whole, cents, places]) =>
      places === 0
        ? `${whole}`
        : places === 1
          ? `${whole}.${cents % 10}`
          : `${whole}.${String(cents).padStart(2, '0')}`,
    );
/** A rate as US sales taxes have them, up to 99.999: '8', '8.2', '8.25' or '8.875'. */
const taxRate = fc
  .tuple(fc.integer({ min: 0, max: 99 }), fc.integer({ min: 0, max: 999 }), fc.nat(3))
  .map(([whole, thousandths, places]) =>
    places === 0 ? `${whole}` : `${whole}.${String(thousandths).padStart(3, '0').slice(0, places)}`,
  );
// Small figures half the time, where the half-cent roundings are (1.5 × 0.33 = 0.495); sums stay inside
// numeric(12, 2): at most 8 lines of 1,000 × 100,000 plus tax.
const line = fc.record({
  quantity: fc.oneof(decimalString(3), decimalString(1_000)),
  unitPrice: fc.oneof(decimalString(3), decimalString(100_000)),
  taxRate,
});

let t: TestApp;
let admin: string;
let clientId: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(ADMIN);
  clientId = (await t.call('POST', '/api/clients', { cookie: admin, body: CREATE.clients() })).json().id;
});
afterAll(async () => {
  await t?.close();
});

describe("the server's invoice totals", () => {
  it('equal an independent decimal computation for random lines and discounts', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(line, { minLength: 1, maxLength: 8 }),
        decimalString(2_000),
        async (lines, discount) => {
          const expected = reference(lines, discount);
          const res = await t.call('POST', '/api/invoices', {
            cookie: admin,
            body: {
              clientId,
              dueDate: '2027-06-01',
              discount,
              items: lines.map((l, i) => ({ description: `Line ${i + 1}`, ...l })),
            },
          });
          if (!expected.fits) {
            // A discount above the invoice is refused, never stored as a negative total.
            expect(res.statusCode, res.body).toBe(400);
            expect(res.json().issues).toEqual([
              { path: 'discount', message: 'The discount is more than the invoice' },
            ]);
            return;
          }
          expect(res.statusCode, res.body).toBe(201);
          // Read back as stored (the answer is the invoice re-read from the database).
          const stored = (await t.call('GET', `/api/invoices/${res.json().id}`, { cookie: admin })).json();
          expect({
            subtotal: stored.subtotal,
            tax: stored.tax,
            total: stored.total,
            lines: stored.items.map((i: { amount: string; tax: string }) => ({
              amount: i.amount,
              tax: i.tax,
            })),
          }).toEqual({
            subtotal: expected.subtotal,
            tax: expected.tax,
            total: expected.total,
            lines: expected.lines,
          });
          expect(stored.discount).toBe(new D(discount).toFixed(2));
        },
      ),
      { numRuns: 40, seed: 20_261_126 },
    );
  });
});
