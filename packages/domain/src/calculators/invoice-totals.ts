/*
 * Invoice totals in exact decimal arithmetic, the one computation the server stores and the
 * editor shows live. Amounts are handled as integers (BigInt) in hundredths; nothing passes through a
 * float. The rules, in order:
 *   - a line's amount = quantity × unit price, rounded half-up to the cent;
 *   - a line's tax = the line's amount × tax rate ÷ 100, rounded half-up to the cent (once: the rate's
 *     third decimal counts: 100.00 at 8.875 % is 8.875 → 8.88);
 *   - subtotal = the sum of the lines' amounts; tax = the sum of the lines' taxes;
 *   - total = subtotal + tax − discount (a fixed amount, taken after tax), never below zero: a discount
 *     above subtotal + tax is refused by the invoice schema.
 * Quantities, prices and the discount are non-negative decimal strings with up to two decimals, tax
 * rates with up to three.
 */

export type InvoiceLineFigures = { quantity: string; unitPrice: string; taxRate: string };
export type InvoiceTotals = {
  lines: Array<{ amount: string; tax: string }>;
  subtotal: string;
  tax: string;
  discount: string;
  total: string;
};

const DECIMALS = { 2: /^\d+(\.\d{1,2})?$/, 3: /^\d+(\.\d{1,3})?$/ } as const;

/** '12.5' → 1250n with 2 places, 12500n with 3: the value in units of 10^-places. */
function scaled(value: string, places: 2 | 3): bigint {
  const text = value.trim();
  if (!DECIMALS[places].test(text))
    throw new RangeError(`Not a non-negative decimal with up to ${places} places: ${value}`);
  const [whole = '0', fraction = ''] = text.split('.');
  return BigInt(whole) * 10n ** BigInt(places) + BigInt(fraction.padEnd(places, '0'));
}

const hundredths = (value: string) => scaled(value, 2);

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
  // cents × (rate in thousandths of a percent) ÷ 100,000 → cents.
  const tax = divideHalfUp(amount * scaled(line.taxRate, 3), 100_000n);
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

export type PaymentFigures = {
  /** What the invoice had received before this payment (payments are taken in the order they were recorded). */
  paidBefore: string;
  amount: string;
  invoiceTax: string;
  invoiceTotal: string;
};

/**
 * The tax inside one payment of an invoice, for the books: the invoice's tax in proportion to what has
 * been paid, taken cumulatively: share = round(tax × paid after ÷ total) − round(tax × paid before ÷ total).
 * The shares of all payments then add up to the invoice's tax to the cent, whatever the instalments
 * (each rounded on its own would not). Net is the payment less its tax; gross is the payment.
 */
export function paymentTaxShare(payment: PaymentFigures): { net: string; tax: string; gross: string } {
  const total = hundredths(payment.invoiceTotal);
  const tax = hundredths(payment.invoiceTax);
  const amount = hundredths(payment.amount);
  const before = hundredths(payment.paidBefore);
  const taxUpTo = (paid: bigint) =>
    total === 0n ? 0n : divideHalfUp((paid < total ? paid : total) * tax, total);
  const share = taxUpTo(before + amount) - taxUpTo(before);
  return { net: money(amount - share), tax: money(share), gross: money(amount) };
}
