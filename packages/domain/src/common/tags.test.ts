import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { formatCommaList, parseCommaList, stringList } from './tags.ts';

describe('parseCommaList', () => {
  it('splits, trims and drops empty items', () => {
    expect(parseCommaList('a, b,,c ')).toEqual(['a', 'b', 'c']);
    expect(parseCommaList('')).toEqual([]);
    expect(parseCommaList(' , ,')).toEqual([]);
    expect(parseCommaList(null)).toEqual([]);
  });

  it('never yields an empty or untrimmed item', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('a', 'b', ' ', ',', '\t', '\n', 'é') }), (text) => {
        for (const item of parseCommaList(text)) {
          expect(item.length).toBeGreaterThan(0);
          expect(item).toBe(item.trim());
          expect(item).not.toContain(',');
        }
      }),
    );
  });

  it('round-trips through formatCommaList', () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[a-z0-9][a-z0-9 ]{0,8}[a-z0-9]$/)), (items) => {
        expect(parseCommaList(formatCommaList(items))).toEqual(items);
      }),
    );
  });
});

describe('formatCommaList', () => {
  it('joins with comma and space', () => {
    expect(formatCommaList(['vip', 'wedding'])).toBe('vip, wedding');
    expect(formatCommaList(null)).toBe('');
  });
});

describe('stringList', () => {
  const object = z.object({ tags: stringList() });

  it('trims items and drops blanks', () => {
    expect(object.parse({ tags: [' a ', '', '  ', 'b'] })).toEqual({ tags: ['a', 'b'] });
  });

  it('turns null into an empty list and keeps absence', () => {
    expect(object.parse({ tags: null })).toEqual({ tags: [] });
    expect(object.parse({})).toEqual({});
  });

  it('allows at most 50 items of 100 characters', () => {
    expect(object.safeParse({ tags: Array.from({ length: 50 }, (_, i) => `t${i}`) }).success).toBe(true);
    expect(object.safeParse({ tags: Array.from({ length: 51 }, (_, i) => `t${i}`) }).success).toBe(false);
    expect(object.safeParse({ tags: ['x'.repeat(101)] }).success).toBe(false);
    expect(object.safeParse({ tags: 'a,b' }).success).toBe(false);
  });
});
