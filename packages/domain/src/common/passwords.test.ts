import { describe, expect, it } from 'vitest';
import { optionalNewPassword, password } from './passwords.ts';

describe('password', () => {
  const schema = password(8, 'Password must be at least 8 characters');

  it('enforces the minimum at exactly the boundary', () => {
    expect(schema.safeParse('1234567').error?.issues.map((issue) => issue.message)).toEqual([
      'Password must be at least 8 characters',
    ]);
    expect(schema.parse('12345678')).toBe('12345678');
  });

  it('says Required (only) when empty and never trims', () => {
    expect(schema.safeParse('').error?.issues.map((issue) => issue.message)).toEqual(['Required']);
    expect(schema.parse(' secret  ')).toBe(' secret  ');
  });
});

describe('optionalNewPassword', () => {
  const schema = optionalNewPassword(6, 'Password must be at least 6 characters');

  it('drops a blank password and checks a non-blank one', () => {
    expect(schema.parse('')).toBeUndefined();
    expect(schema.parse(undefined)).toBeUndefined();
    expect(schema.parse(null)).toBeUndefined();
    expect(schema.parse('abcdef')).toBe('abcdef');
    expect(schema.safeParse('abc').error?.issues[0]?.message).toBe('Password must be at least 6 characters');
  });
});
