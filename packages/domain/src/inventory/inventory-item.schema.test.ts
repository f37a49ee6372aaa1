import { describe, expect, it } from 'vitest';
import { issuesByPath } from '../test-utils/issues.ts';
import { ROW } from '../test-utils/rows.ts';
import {
  ZInventoryItem,
  ZInventoryItemCreateInput,
  ZInventoryItemListInput,
  ZInventoryItemUpdateInput,
} from './inventory-item.schema.ts';

const valid = { name: 'Speaker', sku: 'AV-001', category: 'Audio/Visual', unitValue: '45.00' };

describe('ZInventoryItemCreateInput', () => {
  it('defaults quantities to 0 and requires the unit value (spec §3: no default on the API)', () => {
    expect(ZInventoryItemCreateInput.parse(valid)).toEqual({
      ...valid,
      quantity: 0,
      minQuantity: 0,
      rentalUnit: 'day',
    });
    const { unitValue: _unitValue, ...withoutValue } = valid;
    expect(issuesByPath(ZInventoryItemCreateInput, withoutValue)).toEqual({ unitValue: ['Required'] });
  });

  it('requires whole, non-negative quantities', () => {
    expect(issuesByPath(ZInventoryItemCreateInput, { ...valid, quantity: 1.5, minQuantity: -1 })).toEqual({
      quantity: ['Must be a whole number'],
      minQuantity: ['Minimum quantity must be positive'],
    });
  });

  it('never takes the status from the client (it is derived)', () => {
    expect(ZInventoryItemCreateInput.parse({ ...valid, status: 'in_stock' })).not.toHaveProperty('status');
  });

  it('requires name, sku and category', () => {
    expect(Object.keys(issuesByPath(ZInventoryItemCreateInput, {})).sort()).toEqual([
      'category',
      'name',
      'sku',
      'unitValue',
    ]);
  });
});

describe('ZInventoryItemUpdateInput', () => {
  it('does not reset quantities', () => {
    expect(ZInventoryItemUpdateInput.parse({ unitValue: '12.5' })).toEqual({ unitValue: '12.50' });
  });
});

describe('ZInventoryItem', () => {
  it('parses a row with its derived status', () => {
    const parsed = ZInventoryItem.parse({
      ...ROW,
      ...valid,
      quantity: 2,
      minQuantity: 5,
      unitValue: '150.00',
      rentalPrice: null,
      rentalUnit: 'day',
      status: 'low_stock',
      description: null,
      reservedNext30Days: 2,
    });
    expect(parsed.status).toBe('low_stock');
  });

  it('takes a rental price per day or per event, kept exact, never negative; blank is none', () => {
    expect(
      ZInventoryItemCreateInput.parse({ ...valid, rentalPrice: '4.5', rentalUnit: 'event' }),
    ).toMatchObject({ rentalPrice: '4.50', rentalUnit: 'event' });
    expect(ZInventoryItemCreateInput.parse({ ...valid, rentalPrice: '' })).toMatchObject({
      rentalPrice: null,
    });
    expect(
      issuesByPath(ZInventoryItemCreateInput, { ...valid, rentalPrice: '-1', rentalUnit: 'week' }),
    ).toEqual({
      rentalPrice: ['Rental price must be positive'],
      rentalUnit: [expect.stringContaining('day')],
    });
  });
});

describe('ZInventoryItemListInput', () => {
  it("filters by category, 'all' meaning none", () => {
    expect(ZInventoryItemListInput.parse({ category: 'Lighting' }).category).toBe('Lighting');
    expect(ZInventoryItemListInput.parse({ category: 'all' }).category).toBeUndefined();
  });
});
