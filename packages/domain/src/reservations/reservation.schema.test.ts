import { describe, expect, it } from 'vitest';
import { issuesByPath } from '../test-utils/issues.ts';
import {
  eventSpanDays,
  overbookedMessage,
  quantityBelowReservedMessage,
  ZAvailabilityInput,
  ZReservationUpdateInput,
} from './reservation.schema.ts';

describe('reservations', () => {
  it("spans an event's setup days, its days and its teardown days, across months", () => {
    expect(eventSpanDays({ date: '2027-06-12', endDate: null, setupDays: 0, teardownDays: 0 })).toEqual({
      from: '2027-06-12',
      to: '2027-06-12',
    });
    expect(
      eventSpanDays({ date: '2027-03-01', endDate: '2027-03-02', setupDays: 2, teardownDays: 1 }),
    ).toEqual({
      from: '2027-02-27',
      to: '2027-03-03',
    });
  });

  it('names the day and what is free when an item would be over-booked', () => {
    expect(overbookedMessage('Chiavari chair', 10, '2027-06-05', 20)).toBe(
      'Only 10 of Chiavari chair are free on Sat, Jun 5, 2027 (20 asked for)',
    );
    expect(overbookedMessage('Uplight', 1, '2027-06-05', 2)).toBe(
      'Only 1 of Uplight is free on Sat, Jun 5, 2027 (2 asked for)',
    );
    expect(overbookedMessage('Uplight', 0, '2027-06-05', 2)).toBe(
      'None of Uplight are free on Sat, Jun 5, 2027 (2 asked for)',
    );
    expect(quantityBelowReservedMessage('Uplight', 4, '2027-06-05', 5)).toBe(
      '5 of Uplight are reserved on Sat, Jun 5, 2027: the quantity cannot go below 5 (4 asked for)',
    );
  });

  it('asks how many came back with a return, and refuses ranges backwards or over a year', () => {
    expect(issuesByPath(ZReservationUpdateInput, { status: 'returned' })).toEqual({
      returnedQuantity: ['Enter how many came back'],
    });
    expect(issuesByPath(ZReservationUpdateInput, { quantity: 0 })).toEqual({
      quantity: ['Quantity must be at least 1'],
    });
    expect(issuesByPath(ZAvailabilityInput, { id: 1, from: '2027-06-05', to: '2027-06-01' })).toEqual({
      to: ['The range ends before it starts'],
    });
    expect(issuesByPath(ZAvailabilityInput, { id: 1, from: '2027-01-01', to: '2028-01-02' })).toEqual({
      to: ['Ask for at most 366 days at a time'],
    });
    expect(ZAvailabilityInput.safeParse({ id: 1, from: '2027-01-01', to: '2027-12-31' }).success).toBe(true);
  });
});
