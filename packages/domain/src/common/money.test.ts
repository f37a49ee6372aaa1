import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  centsToMoney,
  formatMoney,
  formatWholeDollars,
  isMoneySchema,
  makeMoney,
  moneyToCents,
  normaliseMoney,
  sumMoney,
  ZMoney,
  ZMoneyNonNegative,
  ZMoneyString,
  ZMoneyTotal,
} from './money.ts';

function messages(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.success ? [] : (result.error?.issues.map((issue) => issue.message) ?? []);
}

describe('ZMoney', () => {
  it.each([
    ['12', '12.00'],
    ['-3.5', '-3.50'],
    ['0', '0.00'],
    ['  7.25 ', '7.25'],
    ['007.5', '7.50'],
    ['-0', '0.00'],
    ['-0.00', '0.00'],
    ['99999999.99', '99999999.99'],
    ['-99999999.99', '-99999999.99'],
  ])('normalises %j to %j', (input, output) => {
    expect(ZMoney.parse(input)).toBe(output);
  });

  it.each([
    [12, '12.00'],
    [0.1, '0.10'],
    [-3.5, '-3.50'],
    [-0, '0.00'],
    [1234.56, '1234.56'],
  ])('accepts the finite number %d as %j', (input, output) => {
    expect(ZMoney.parse(input)).toBe(output);
  });

  it.each([
    'NaN',
    'Infinity',
    '1e5',
    '1.005',
    '',
    '   ',
    '100000000',
    '100000000.00',
    '12.',
    '.5',
    '1,000.00',
    '$5',
    '+5',
    '0x10',
    '١٢',
  ])('rejects %j with "Invalid amount"', (input) => {
    expect(messages(ZMoney.safeParse(input))).toEqual(['Invalid amount']);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, 1e21, 0.1 + 0.2, 1.005])(
    'rejects the number %d',
    (input) => {
      expect(messages(ZMoney.safeParse(input))).toEqual(['Invalid amount']);
    },
  );

  it('says Required for a missing value and Invalid amount for other types', () => {
    expect(messages(ZMoney.safeParse(undefined))).toEqual(['Required']);
    expect(messages(ZMoney.safeParse(true))).toEqual(['Invalid amount']);
  });

  it('round-trips any valid amount in cents: format, parse and read back are identical', () => {
    fc.assert(
      fc.property(fc.integer({ min: -9_999_999_999, max: 9_999_999_999 }), (cents) => {
        const text = centsToMoney(cents);
        expect(ZMoney.parse(text)).toBe(text);
        expect(moneyToCents(text)).toBe(cents);
      }),
    );
  });

  it('normalising is idempotent and keeps the value', () => {
    const amount = fc
      .tuple(fc.boolean(), fc.stringMatching(/^\d{1,8}$/), fc.option(fc.stringMatching(/^\d{1,2}$/)))
      .map(
        ([negative, whole, fraction]) =>
          `${negative ? '-' : ''}${whole}${fraction === null ? '' : `.${fraction}`}`,
      );
    fc.assert(
      fc.property(amount, (text) => {
        const once = ZMoney.parse(text);
        expect(once).toMatch(/^-?\d{1,8}\.\d{2}$/);
        expect(ZMoney.parse(once)).toBe(once);
        expect(moneyToCents(once)).toBe(moneyToCents(text));
      }),
    );
  });
});

describe('ZMoneyNonNegative', () => {
  it('accepts zero and positive amounts', () => {
    expect(ZMoneyNonNegative.parse('0')).toBe('0.00');
    expect(ZMoneyNonNegative.parse('-0.00')).toBe('0.00');
    expect(ZMoneyNonNegative.parse(19.9)).toBe('19.90');
  });

  it('rejects negatives with "Must be 0 or more" and garbage with "Invalid amount"', () => {
    expect(messages(ZMoneyNonNegative.safeParse('-0.01'))).toEqual(['Must be 0 or more']);
    expect(messages(ZMoneyNonNegative.safeParse(-5))).toEqual(['Must be 0 or more']);
    expect(messages(ZMoneyNonNegative.safeParse('abc'))).toEqual(['Invalid amount']);
  });
});

describe('makeMoney with a required message', () => {
  const amount = makeMoney({ requiredMessage: 'Amount is required' });

  it('uses it for missing and blank values only', () => {
    expect(messages(amount.safeParse(undefined))).toEqual(['Amount is required']);
    expect(messages(amount.safeParse(''))).toEqual(['Amount is required']);
    expect(messages(amount.safeParse('1.2.3'))).toEqual(['Invalid amount']);
  });
});

describe('output schemas', () => {
  it('ZMoneyString normalises what the database returns and rejects non-amounts', () => {
    expect(ZMoneyString.parse('12.5')).toBe('12.50');
    expect(ZMoneyString.parse('12.00')).toBe('12.00');
    expect(ZMoneyString.safeParse('100000000.00').success).toBe(false);
  });

  it('ZMoneyTotal allows sums beyond eight integer digits', () => {
    expect(ZMoneyTotal.parse('123456789012')).toBe('123456789012.00');
    expect(ZMoneyTotal.safeParse('1.234').success).toBe(false);
  });
});

describe('isMoneySchema', () => {
  it('knows the money output schemas, described or nullable, and nothing else', () => {
    expect(isMoneySchema(ZMoneyString)).toBe(true);
    expect(isMoneySchema(ZMoneyTotal.meta({ description: 'A sum' }))).toBe(true);
    expect(isMoneySchema(ZMoneyString.nullable())).toBe(true);
    expect(isMoneySchema(z.string())).toBe(false);
    expect(isMoneySchema(z.string().regex(/^-?\d+$/))).toBe(false);
    expect(isMoneySchema(z.number())).toBe(false);
  });
});

describe('normaliseMoney', () => {
  it('returns null instead of throwing', () => {
    expect(normaliseMoney('12.345')).toBeNull();
    expect(normaliseMoney(Number.NaN)).toBeNull();
    expect(normaliseMoney('5')).toBe('5.00');
  });
});

describe('cents helpers', () => {
  it('converts both ways', () => {
    expect(moneyToCents('1234.5')).toBe(123450);
    expect(moneyToCents('-0.07')).toBe(-7);
    expect(moneyToCents(19.99)).toBe(1999);
    expect(centsToMoney(-7)).toBe('-0.07');
    expect(centsToMoney(0)).toBe('0.00');
  });

  it('refuses what is not an amount', () => {
    expect(() => moneyToCents('abc')).toThrow(RangeError);
    expect(() => moneyToCents(Number.NaN)).toThrow(RangeError);
    expect(() => centsToMoney(1.5)).toThrow(RangeError);
  });

  it('sums exactly where floats would drift', () => {
    expect(sumMoney(['0.10', '0.20'])).toBe('0.30');
    expect(sumMoney(Array.from({ length: 10 }, () => '0.10'))).toBe('1.00');
    expect(sumMoney([])).toBe('0.00');
  });
});

describe('formatMoney', () => {
  it.each([
    ['1234.5', '$1,234.50'],
    [1234.5, '$1,234.50'],
    ['-1234.5', '-$1,234.50'],
    ['0', '$0.00'],
    ['-0.00', '$0.00'],
    ['99999999.99', '$99,999,999.99'],
    ['123456789012.34', '$123,456,789,012.34'],
    ['not money', '$0.00'],
  ])('formats %j as %j', (input, output) => {
    expect(formatMoney(input)).toBe(output);
  });
});

describe('formatWholeDollars', () => {
  it.each([
    ['1234.5', '$1,235'],
    ['1234.49', '$1,234'],
    ['-1234.5', '-$1,235'],
    [0, '$0'],
    ['15000.00', '$15,000'],
  ])('formats %j as %j', (input, output) => {
    expect(formatWholeDollars(input)).toBe(output);
  });
});
