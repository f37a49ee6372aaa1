import { describe, expect, it } from 'vitest';
import { inventoryValue } from './inventory-value.ts';

describe('inventoryValue', () => {
  it('multiplies in cents', () => {
    expect(inventoryValue('19.99', 3)).toBe('59.97');
    expect(inventoryValue('0.10', 3)).toBe('0.30');
    expect(inventoryValue('250', 0)).toBe('0.00');
  });

  it('refuses fractional quantities', () => {
    expect(() => inventoryValue('1.00', 1.5)).toThrow(RangeError);
  });
});
