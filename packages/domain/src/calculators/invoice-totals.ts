/*
 * Invoice totals in exact decimal arithmetic (issue 17), the one computation the server stores and the
 * editor shows live. Amounts are handled as integers (BigInt) in hundredths; nothing passes through a
 * float. The rules, in order:
 *   - a line's amount = quantity × unit price, rounded half-up to the cent;
 *   - a line's tax = the line's amount × tax rate ÷ 100, rounded half-up to the cent;
 *   - subtotal = the sum of the lines' amounts; tax = the sum of the lines' taxes;
 *   - total = subtotal + tax − discount (a fixed amount, taken after tax), never below zero: a discount
 *     above subtotal + tax is refused by the invoice schema.
 * Quantities, prices, rates and the discount are non-negative decimal strings with up to two decimals.
 */

export type InvoiceLineFigures = { quantity: string; unitPrice: string; taxRate: string };
export type InvoiceTotals = {
  lines: Array<{ amount: string; tax: string }>;
  subtotal: string;
  tax: string;
  discount: string;
  total: string;
};

const DECIMAL = /^\d+(\.\d{1,2})?$/;

/** '12.5' → 1250n (hundredths). */
function hundredths(value: string): bigint {
  const text = value.trim();
  if (!DECIMAL.test(text)) throw new RangeError(`Not a non-negative decimal with up to 2 places: ${value}`);
  const [whole = '0', fraction = ''] = text.split('.');
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
}

/** n ÷ d rounded half-up (n, d ≥ 0). */
function divideHalfUp(n: bigint, d: bigint): bigint {
  return (n * 2n + d) / (d * 2n);
}

/** 1250n → '12.50'. */
function money(cents: bigint): string {
  const whole = cents / 100n;
  const fraction = (cents % 100n).toString().padStart(2, '0');
  return `${whole}.${fraction}`;
}

/** A line's amount and tax in cents. */
function lineCents(line: InvoiceLineFigures): { amount: bigint; tax: bigint } {
  // hundredths × hundredths = ten-thousandths of a unit; ÷ 100 → cents.
  const amount = divideHalfUp(hundredths(line.quantity) * hundredths(line.unitPrice), 100n);
  // cents × (rate in hundredths of a percent) ÷ 10,000 → cents.
  const tax = divideHalfUp(amount * hundredths(line.taxRate), 10_000n);
  return { amount, tax };
}

export function invoiceTotals(lines: readonly InvoiceLineFigures[], discount = '0'): InvoiceTotals {
  const figures = lines.map(lineCents);
  const subtotal = figures.reduce((sum, line) => sum + line.amount, 0n);
  const tax = figures.reduce((sum, line) => sum + line.tax, 0n);
  const off = hundredths(discount);
  const total = subtotal + tax - off;
  return {
    lines: figures.map((line) => ({ amount: money(line.amount), tax: money(line.tax) })),
    subtotal: money(subtotal),
    tax: money(tax),
    discount: money(off),
    total: money(total < 0n ? 0n : total),
  };
}

/** Whether the discount fits the lines (it may not exceed subtotal + tax). */
export function discountFits(lines: readonly InvoiceLineFigures[], discount: string): boolean {
  const figures = lines.map(lineCents);
  const gross = figures.reduce((sum, line) => sum + line.amount + line.tax, 0n);
  return hundredths(discount) <= gross;
}
