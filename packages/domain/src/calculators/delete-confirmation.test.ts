import { describe, expect, it } from 'vitest';
import { deleteConfirmation, templateDeleteConfirmation } from './delete-confirmation.ts';

describe('deleteConfirmation', () => {
  it.each([
    ['client', 'Are you sure you want to delete this client?'],
    ['product', 'Are you sure you want to delete this product?'],
    ['inventoryItem', 'Are you sure you want to delete this inventory item?'],
    ['event', 'Are you sure you want to delete this event?'],
    ['document', 'Are you sure you want to delete this document?'],
    ['businessInfo', 'Are you sure you want to delete this business information?'],
    ['vendor', 'Are you sure you want to delete this vendor?'],
    ['marketingAsset', 'Are you sure you want to delete this marketing asset?'],
    ['financialRecord', 'Are you sure you want to delete this financial record?'],
  ] as const)('%s', (entity, expected) => {
    expect(deleteConfirmation(entity)).toBe(expected);
  });

  it('quotes the template name', () => {
    expect(templateDeleteConfirmation('Wedding Invoice')).toBe(
      'Are you sure you want to delete "Wedding Invoice"?',
    );
  });
});
