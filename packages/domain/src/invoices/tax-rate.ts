import { z } from 'zod';
import { INVALID_AMOUNT, mustBePositive } from '../common/money.ts';

/*
 * A sales-tax rate in percent, 0 to 100. US rates have three decimals (8.875 % in New York City), so a
 * rate keeps up to three, carried as a decimal string like money and stored in a numeric(6, 3) column.
 * A fourth decimal is refused with a message, never rounded: a rounded rate is a wrong tax.
 */

const TAX_RATE_DECIMALS = 3;
export const TAX_RATE_TEXTS = {
  range: 'Tax rate must be between 0 and 100',
  decimals: `Tax rate can have at most ${TAX_RATE_DECIMALS} decimals`,
  negative: mustBePositive('Tax rate'),
} as const;

const NUMBER = /^-?\d+(\.\d+)?$/;
const STORED = /^\d{1,3}(\.\d{1,3})?$/;

/**
 * '8' → '8.00', '8.250' → '8.25', '8.875' → '8.875': two decimals at least, like the amounts beside it,
 * and the third only when it counts.
 */
function canonicalTaxRate(text: string): string {
  const [whole = '0', fraction = ''] = text.split('.');
  const integer = whole.replace(/^0+(?=\d)/, '');
  const digits = fraction.padEnd(TAX_RATE_DECIMALS, '0');
  return `${integer}.${digits.endsWith('0') ? digits.slice(0, 2) : digits}`;
}

/** A tax rate as typed (a string or a number) → its canonical string; the messages name the rule broken. */
export const ZTaxRateInput = z
  .union([z.string(), z.number()], { error: INVALID_AMOUNT })
  .transform((value, ctx) => {
    const text = typeof value === 'number' ? String(value) : value.trim();
    const refuse = (message: string) => {
      ctx.issues.push({ code: 'custom', message, input: value });
      return z.NEVER;
    };
    if (!NUMBER.test(text)) return refuse(INVALID_AMOUNT);
    if (text.startsWith('-') && /[1-9]/.test(text)) return refuse(TAX_RATE_TEXTS.negative);
    const unsigned = text.replace(/^-/, '');
    const [whole = '0', fraction = ''] = unsigned.split('.');
    if (fraction.length > TAX_RATE_DECIMALS) return refuse(TAX_RATE_TEXTS.decimals);
    if (BigInt(whole) > 100n || (BigInt(whole) === 100n && /[1-9]/.test(fraction)))
      return refuse(TAX_RATE_TEXTS.range);
    return canonicalTaxRate(unsigned);
  });

/** A tax rate as the API returns it (the column's '8.250' reads '8.25'). */
export const ZTaxRateString = z.string().regex(STORED, INVALID_AMOUNT).overwrite(canonicalTaxRate);
