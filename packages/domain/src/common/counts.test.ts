import { describe, expect, it } from 'vitest';
import { count, queryBoolean, queryInt } from './counts.ts';

describe('count', () => {
  const schema = count('Reach must be positive');

  it('accepts whole numbers from 0', () => {
    expect(schema.parse(0)).toBe(0);
    expect(schema.parse(2_147_483_647)).toBe(2_147_483_647);
  });

  it('reports negatives, fractions, overflow and missing values', () => {
    expect(schema.safeParse(-1).error?.issues[0]?.message).toBe('Reach must be positive');
    expect(schema.safeParse(1.5).error?.issues[0]?.message).toBe('Must be a whole number');
    expect(schema.safeParse(2_147_483_648).success).toBe(false);
    expect(schema.safeParse(undefined).error?.issues[0]?.message).toBe('Required');
    expect(schema.safeParse('3').success).toBe(false);
  });
});

describe('queryInt', () => {
  it('coerces digit strings only', () => {
    const schema = queryInt(0, 10);
    expect(schema.parse('7')).toBe(7);
    expect(schema.parse(7)).toBe(7);
    expect(schema.safeParse('').success).toBe(false);
    expect(schema.safeParse('1e1').success).toBe(false);
    expect(schema.safeParse('11').success).toBe(false);
  });
});

describe('queryBoolean', () => {
  it("reads 'false' as false", () => {
    const schema = queryBoolean();
    expect(schema.parse('false')).toBe(false);
    expect(schema.parse('true')).toBe(true);
    expect(schema.parse(false)).toBe(false);
    expect(schema.safeParse('yes').success).toBe(false);
  });
});
