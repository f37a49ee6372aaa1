import { z } from 'zod';

// Money is a decimal(10,2): at most 8 integer digits and 2 decimals, carried as a string end to end.
// Normalisation is string arithmetic only, so no float can round a cent away.
const MONEY_PATTERN = /^-?\d{1,8}(\.\d{1,2})?$/;
// Sums (dashboard totals) may outgrow one column's precision.
const TOTAL_PATTERN = /^-?\d+(\.\d{1,2})?$/;
const DECIMAL_PATTERN = /^-?\d+(\.\d+)?$/;

export const INVALID_AMOUNT = 'Invalid amount';
export const NEGATIVE_AMOUNT = 'Must be 0 or more';

/** The refusal of a negative number in a named field, worded like spec §5's metrics ('Cost must be positive'). */
export const mustBePositive = (label: string) => `${label} must be positive`;

/** Rewrites a decimal with at most 2 fraction digits as `-?d+.dd` without leading zeros or `-0.00`. */
function canonicalDecimal(text: string): string {
  const negative = text.startsWith('-');
  const [whole = '0', fraction = ''] = (negative ? text.slice(1) : text).split('.');
  const integer = whole.replace(/^0+(?=\d)/, '');
  const cents = fraction.padEnd(2, '0');
  const isZero = /^0+$/.test(integer) && /^0+$/.test(cents);
  return `${negative && !isZero ? '-' : ''}${integer}.${cents}`;
}

/** The canonical money string ("12" -> "12.00"), or null when the value is not a valid amount. */
export function normaliseMoney(value: string | number): string | null {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    text = String(value);
  } else {
    text = value.trim();
  }
  return MONEY_PATTERN.test(text) ? canonicalDecimal(text) : null;
}

type MoneyOptions = {
  /** Message for a missing or blank value (default 'Required'; blank otherwise counts as invalid). */
  requiredMessage?: string;
  /** When set, negative amounts are rejected with this message. */
  negativeMessage?: string;
};

/**
 * Builds a money input schema: accepts a string or a finite number, outputs the canonical
 * two-decimal string. Rejects NaN, Infinity, exponents, a third decimal and 9+ integer digits.
 */
export function makeMoney(options: MoneyOptions = {}) {
  const requiredMessage = options.requiredMessage ?? 'Required';
  return z
    .union([z.string(), z.number()], {
      error: (issue) =>
        issue.input === undefined || issue.input === null ? requiredMessage : INVALID_AMOUNT,
    })
    .transform((value, ctx) => {
      if (options.requiredMessage && typeof value === 'string' && value.trim() === '') {
        ctx.issues.push({ code: 'custom', message: options.requiredMessage, input: value });
        return z.NEVER;
      }
      const normalised = normaliseMoney(value);
      if (normalised === null) {
        ctx.issues.push({ code: 'custom', message: INVALID_AMOUNT, input: value });
        return z.NEVER;
      }
      if (options.negativeMessage && normalised.startsWith('-')) {
        ctx.issues.push({ code: 'custom', message: options.negativeMessage, input: value });
        return z.NEVER;
      }
      return normalised;
    });
}

/** Any amount, negative allowed. Input: string | number; output: canonical string. */
export const ZMoney = makeMoney();
/** Prices, budgets, unit values, costs. */
export const ZMoneyNonNegative = makeMoney({ negativeMessage: NEGATIVE_AMOUNT });

/**
 * A nullable optional amount for forms: '' and null become null, an absent key stays absent.
 * Negative amounts are rejected.
 */
export function optionalMoneyNonNegative(negativeMessage: string = NEGATIVE_AMOUNT) {
  return z
    .union([z.string(), z.number()])
    .nullish()
    .transform((value) => (typeof value === 'string' && value.trim() === '' ? null : value))
    .pipe(makeMoney({ negativeMessage }).nullish());
}

// Output (row) schemas carry no transform, so they can be described in OpenAPI; `overwrite` keeps the
// type a string while still normalising what the database returns.
/** A money column as the API returns it. */
export const ZMoneyString = z.string().regex(MONEY_PATTERN, INVALID_AMOUNT).overwrite(canonicalDecimal);
/** An aggregate of money columns (no 8-digit cap). */
export const ZMoneyTotal = z.string().regex(TOTAL_PATTERN, INVALID_AMOUNT).overwrite(canonicalDecimal);

/**
 * True when `schema` is a money output schema (ZMoneyString or ZMoneyTotal, described or nullable):
 * its values are canonical decimals the server wrote, never text a user typed (an export leaves them
 * as numbers, where it neutralises text that a spreadsheet could take for a formula).
 */
export function isMoneySchema(schema: z.ZodType): boolean {
  let inner: z.ZodType = schema;
  while (inner instanceof z.ZodNullable || inner instanceof z.ZodOptional)
    inner = inner.unwrap() as z.ZodType;
  if (!(inner instanceof z.ZodString)) return false;
  return (inner._zod.def.checks ?? []).some((check) => {
    const def = check._zod.def as { check: string; tx?: unknown };
    return def.check === 'overwrite' && def.tx === canonicalDecimal;
  });
}

/** Integer cents of a money string or number; throws a RangeError for anything that is not an amount. */
export function moneyToCents(value: string | number): number {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new RangeError(`Not an amount: ${value}`);
    return Math.round(value * 100);
  }
  const text = value.trim();
  if (!TOTAL_PATTERN.test(text)) throw new RangeError(`Not an amount: ${value}`);
  const canonical = canonicalDecimal(text);
  const negative = canonical.startsWith('-');
  const digits = (negative ? canonical.slice(1) : canonical).replace('.', '');
  const cents = Number(digits);
  return negative ? -cents : cents;
}

/** The canonical money string for an integer number of cents. */
export function centsToMoney(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Cents must be a safe integer: ${cents}`);
  const absolute = Math.abs(cents);
  const whole = Math.floor(absolute / 100);
  const fraction = String(absolute % 100).padStart(2, '0');
  return `${cents < 0 ? '-' : ''}${whole}.${fraction}`;
}

/** Sum of amounts as a canonical money string. */
export function sumMoney(values: Iterable<string | number>): string {
  let cents = 0;
  for (const value of values) cents += moneyToCents(value);
  return centsToMoney(cents);
}

const currency = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  signDisplay: 'negative',
});
const wholeDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
  signDisplay: 'negative',
});

// Intl formats a numeric string as an exact decimal, so large amounts keep every digit.
function toFormattable(value: string | number): `${number}` | number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : 0;
  const text = value.trim();
  return DECIMAL_PATTERN.test(text) ? (text as `${number}`) : 0;
}

/** '$1,234.50', negative as '-$1,234.50'. Anything that is not a number shows as '$0.00'. */
export function formatMoney(value: string | number): string {
  return currency.format(toFormattable(value));
}

/** '$1,235': whole dollars, rounded half away from zero. */
export function formatWholeDollars(value: string | number): string {
  return wholeDollars.format(toFormattable(value));
}
