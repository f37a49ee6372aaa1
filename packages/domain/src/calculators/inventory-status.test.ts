import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { InventoryStatus } from '../constants.ts';
import { inventoryStatus } from './inventory-status.ts';

const RANK: Record<InventoryStatus, number> = { out_of_stock: 0, low_stock: 1, in_stock: 2 };

describe('inventoryStatus', () => {
  it.each([
    [0, 5, 'out_of_stock'],
    [-2, 0, 'out_of_stock'],
    [0, 0, 'out_of_stock'],
    [1, 5, 'low_stock'],
    [5, 5, 'low_stock'],
    [6, 5, 'in_stock'],
    [1, 0, 'in_stock'],
  ] as const)('quantity %d with minimum %d is %s', (quantity, minimum, expected) => {
    expect(inventoryStatus(quantity, minimum)).toBe(expected);
  });

  it('never gets worse as quantity rises (out < low < in)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -10, max: 10_000 }),
        fc.integer({ min: -10, max: 10_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        (a, b, minimum) => {
          const [low, high] = a <= b ? [a, b] : [b, a];
          expect(RANK[inventoryStatus(low, minimum)]).toBeLessThanOrEqual(
            RANK[inventoryStatus(high, minimum)],
          );
        },
      ),
    );
  });

  it('never gets better as the minimum rises', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1000 }), fc.nat(1000), fc.nat(1000), (quantity, a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(RANK[inventoryStatus(quantity, high)]).toBeLessThanOrEqual(
          RANK[inventoryStatus(quantity, low)],
        );
      }),
    );
  });
});
