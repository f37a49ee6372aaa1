import { describe, expect, it } from 'vitest';
import { toApiRow } from './serialize.ts';

describe('toApiRow', () => {
  it('turns each Date into its ISO string and keeps every other value', () => {
    const row = { id: 'a', createdAt: new Date('2026-03-29T01:30:00.123Z'), closedAt: null, amount: '12.50' };
    expect(toApiRow(row)).toEqual({
      id: 'a',
      createdAt: '2026-03-29T01:30:00.123Z',
      closedAt: null,
      amount: '12.50',
    });
    expect(row.createdAt).toBeInstanceOf(Date);
  });

  it('answers a row without a Date (timestamps read as text) as it is, without a copy', () => {
    const row = { id: 'b', createdAt: '2026-03-29T01:30:00.123Z', tags: ['x'] };
    expect(toApiRow(row)).toBe(row);
  });
});
