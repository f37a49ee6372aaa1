import { describe, expect, it } from 'vitest';
import { projectedProfit, rentalLine, rentalValue } from './equipment-rental.ts';

const chairs = { itemName: 'Chiavari chair', rentalPrice: '4.50', rentalUnit: 'day' as const, quantity: 12 };

describe('rentalLine', () => {
  it('charges a per-day item for each of the event’s days', () => {
    expect(rentalLine({ ...chairs, eventDays: 2 })).toEqual({
      description: 'Chiavari chair rental: 12 × 2 days',
      quantity: '24',
      unitPrice: '4.50',
      taxRate: '0',
    });
    expect(rentalLine({ ...chairs, eventDays: 1 })?.description).toBe('Chiavari chair rental: 12 × 1 day');
  });

  it('charges a per-event item once, and nothing for an item that is not rented', () => {
    expect(rentalLine({ ...chairs, rentalUnit: 'event', rentalPrice: '150', eventDays: 3 })).toMatchObject({
      description: 'Chiavari chair rental: 12 for the event',
      quantity: '12',
      unitPrice: '150',
    });
    expect(rentalLine({ ...chairs, rentalPrice: null, eventDays: 3 })).toBeNull();
  });
});

describe('rentalValue', () => {
  it('adds the rented reservations to the cent', () => {
    expect(
      rentalValue([
        { ...chairs, eventDays: 2 },
        { itemName: 'PA system', rentalPrice: '199.99', rentalUnit: 'event', quantity: 1, eventDays: 2 },
        { itemName: 'Own tables', rentalPrice: null, rentalUnit: 'day', quantity: 10, eventDays: 2 },
      ]),
    ).toBe('307.99');
    expect(rentalValue([])).toBe('0.00');
  });
});

describe('projectedProfit', () => {
  it('counts income, what invoices still wait for and rentals not invoiced, less expenses', () => {
    expect(
      projectedProfit({
        income: '1000.00',
        expenses: '250.00',
        invoiced: '3000.00',
        paid: '1000.00',
        rentalNotInvoiced: '307.99',
      }),
    ).toBe('3057.99');
  });
});
