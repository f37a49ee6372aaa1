import { describe, expect, it } from 'vitest';
import { optionalId, ZId, ZIdInput, ZRowId } from './ids.ts';

describe('ZId', () => {
  it('accepts positive integers and digit strings (REST path params)', () => {
    expect(ZId.parse(7)).toBe(7);
    expect(ZId.parse('42')).toBe(42);
    expect(ZId.parse(' 42 ')).toBe(42);
    expect(ZIdInput.parse({ id: '3' })).toEqual({ id: 3 });
  });

  it.each([
    0,
    -1,
    1.5,
    '0',
    '-1',
    '1.5',
    '',
    'abc',
    '0x10',
    '1e3',
    true,
    null,
    [],
    2_147_483_648,
    '99999999999',
  ])('rejects %j with "Invalid id"', (input) => {
    const result = ZId.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Invalid id');
  });

  it('accepts the largest Postgres integer', () => {
    expect(ZId.parse('2147483647')).toBe(2_147_483_647);
  });

  it('ZRowId takes numbers only', () => {
    expect(ZRowId.safeParse('1').success).toBe(false);
    expect(ZRowId.parse(1)).toBe(1);
  });
});

describe('optionalId', () => {
  const schema = optionalId();

  it('turns blank and null into null and keeps absence', () => {
    expect(schema.parse('')).toBeNull();
    expect(schema.parse(null)).toBeNull();
    expect(schema.parse(undefined)).toBeUndefined();
    expect(schema.parse('12')).toBe(12);
  });

  it('still rejects bad ids', () => {
    expect(schema.safeParse('x').success).toBe(false);
    expect(schema.safeParse(0).success).toBe(false);
  });
});
