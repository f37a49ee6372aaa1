import { describe, expect, it } from 'vitest';
import { filterEnum, optionalEnum, requiredEnum } from './enums.ts';

describe('requiredEnum', () => {
  const schema = requiredEnum(['logo', 'color'], 'Type is required');

  it('says the required message for missing or blank values, the allowed values otherwise', () => {
    expect(schema.safeParse(undefined).error?.issues[0]?.message).toBe('Type is required');
    expect(schema.safeParse('').error?.issues[0]?.message).toBe('Type is required');
    expect(schema.safeParse('banner').error?.issues[0]?.message).toBe('Must be one of: logo, color');
    expect(schema.parse('logo')).toBe('logo');
  });
});

describe('optionalEnum', () => {
  it('maps blank to null and rejects unknown values', () => {
    const schema = optionalEnum(['Cash', 'Check']);
    expect(schema.parse('')).toBeNull();
    expect(schema.parse(null)).toBeNull();
    expect(schema.parse(undefined)).toBeUndefined();
    expect(schema.parse('Cash')).toBe('Cash');
    expect(schema.safeParse('Bitcoin').error?.issues[0]?.message).toBe('Must be one of: Cash, Check');
  });
});

describe('filterEnum', () => {
  it("maps 'all' to no filter", () => {
    const schema = filterEnum(['a', 'b']);
    expect(schema.parse('all')).toBeUndefined();
    expect(schema.parse('a')).toBe('a');
    expect(schema.safeParse('c').error?.issues[0]?.message).toBe('Must be one of: all, a, b');
  });
});
