import { z } from 'zod';
import { count, ZCount } from '../common/counts.ts';
import { dateString, ZDateString } from '../common/dates.ts';
import { ZRowId } from '../common/ids.ts';
import { ZMoneyString, ZMoneyTotal } from '../common/money.ts';
import { ROW_FIELDS, UPDATE_FIELDS } from '../common/row.ts';
import { ZIsoDateTime } from '../common/timestamps.ts';
import { INVOICE_STATUSES, RENTAL_UNITS } from '../constants.ts';

/**
 * Equipment reservations: N of an inventory item for an event, for the event's whole span
 * (its date, or date to end date, plus its setup and teardown days). `reserved` → `checked_out` →
 * `returned`; a return with fewer than were taken records the shortfall as lost or damaged, which
 * lowers the item's quantity. Reserved and checked-out reservations of events that are not cancelled
 * occupy the item; returned ones no longer do.
 */
export const RESERVATION_STATUSES = ['reserved', 'checked_out', 'returned'] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];
export const RESERVATION_STATUS_LABELS: Record<ReservationStatus, string> = {
  reserved: 'Reserved',
  checked_out: 'Checked out',
  returned: 'Returned',
};
export const SHORTFALL_REASONS = ['lost', 'damaged'] as const;
export type ShortfallReason = (typeof SHORTFALL_REASONS)[number];

/** Most days a setup or teardown may add to an event; the longest span the availability call answers. */
export const EVENT_SPAN_EXTRA_DAYS_MAX = 30;
export const AVAILABILITY_DAYS_MAX = 366;

/** What putting an event's equipment on an invoice says. */
export const EQUIPMENT_INVOICE_TEXTS = {
  noClient: "Choose the event's client before invoicing its equipment: a walk-in has no one to bill",
  nothingToInvoice: 'All the rented equipment of this event is already on an invoice',
  added: (count: number, invoice: string) =>
    `${count} equipment rental line${count === 1 ? '' : 's'} added to ${invoice}`,
  failed: 'Failed to add the equipment to an invoice',
} as const;

export const RESERVATION_TEXTS = {
  quantityAtLeastOne: 'Quantity must be at least 1',
  returnedTooMany: 'More cannot come back than were taken',
  returnedRequired: 'Enter how many came back',
  shortfallReasonRequired: 'Say whether the missing ones were lost or damaged',
  alreadyReserved: 'This item is already reserved for this event: change the quantity of its reservation',
  onlyWhileReserved: 'Only a reservation not yet checked out can be changed or removed',
  notCheckedOut: 'Only checked-out equipment can be returned',
  notReserved: 'Only reserved equipment can be checked out',
  eventCancelled: 'This event is cancelled: it cannot take reservations',
  rangeTooLong: `Ask for at most ${AVAILABILITY_DAYS_MAX} days at a time`,
  rangeBackwards: 'The range ends before it starts',
} as const;

/** 'Sat, Nov 28, 2026' for '2026-11-28'. */
const dayName = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** "Only 12 of Chiavari chair are free on Sat, Nov 28, 2026 (40 asked for)": the 409 of an over-booking. */
export function overbookedMessage(item: string, free: number, day: string, asked: number): string {
  const date = dayName(day);
  const freeText = free <= 0 ? 'None' : `Only ${free}`;
  return `${freeText} of ${item} ${free === 1 ? 'is' : 'are'} free on ${date} (${asked} asked for)`;
}

export const ZReservation = z.object({
  ...ROW_FIELDS,
  eventId: ZRowId,
  inventoryId: ZRowId,
  itemName: z.string().meta({ description: "The inventory item's name." }),
  sku: z.string(),
  quantity: ZCount,
  status: z.enum(RESERVATION_STATUSES),
  returnedQuantity: ZCount.nullable().meta({ description: 'How many came back (null until returned).' }),
  shortfallReason: z.enum(SHORTFALL_REASONS).nullable(),
  checkedOutAt: ZIsoDateTime.nullable(),
  returnedAt: ZIsoDateTime.nullable(),
  rentalPrice: ZMoneyString.nullable().meta({ description: "The item's rental price (null: not rented)." }),
  rentalUnit: z.enum(RENTAL_UNITS),
  invoiceId: ZRowId.nullable().meta({ description: 'The invoice its rental was put on, if any.' }),
  invoiceNumber: z.string().nullable().meta({ description: "That invoice's number (null while a draft)." }),
  invoiceStatus: z.enum(INVOICE_STATUSES).nullable(),
});
export type Reservation = z.infer<typeof ZReservation>;

const quantity = () => count().min(1, RESERVATION_TEXTS.quantityAtLeastOne);

/** POST /api/events/{id}/reservations. */
export const ZReservationCreateInput = z.object({
  inventoryId: ZRowId,
  quantity: quantity(),
});
export type ReservationCreateInput = z.infer<typeof ZReservationCreateInput>;

/**
 * PATCH /api/reservations/{id}: a new quantity (while reserved), or a move to the next state. A return
 * names how many came back and, when fewer than were taken, whether the rest was lost or damaged.
 */
export const ZReservationUpdateInput = z
  .object({
    quantity: quantity().optional(),
    status: z.enum(RESERVATION_STATUSES, { error: 'Invalid status' }).optional(),
    returnedQuantity: count().optional(),
    shortfallReason: z.enum(SHORTFALL_REASONS, { error: 'Choose lost or damaged' }).optional(),
    ...UPDATE_FIELDS,
  })
  .superRefine((input, ctx) => {
    if (input.status === 'returned' && input.returnedQuantity === undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['returnedQuantity'],
        message: RESERVATION_TEXTS.returnedRequired,
      });
  });
export type ReservationUpdateInput = z.infer<typeof ZReservationUpdateInput>;

/** POST /api/events/{id}/invoice-equipment: the invoice the rentals went on, and how many lines. */
export const ZEquipmentInvoiced = z.object({ invoiceId: ZRowId, added: ZCount });

/** GET /api/events/{id}/summary: the event's money and equipment. */
export const ZEventSummary = z.object({
  eventId: ZRowId,
  income: ZMoneyTotal.meta({ description: "The sum of the event's income records." }),
  expenses: ZMoneyTotal.meta({ description: "The sum of the event's expense records." }),
  profit: ZMoneyTotal.meta({ description: 'Income minus expenses.' }),
  budget: ZMoneyTotal,
  invoiced: ZMoneyTotal,
  paid: ZMoneyTotal,
  spanFrom: ZDateString.meta({ description: 'The first day the event occupies (its setup included).' }),
  spanTo: ZDateString.meta({ description: 'The last day the event occupies (its teardown included).' }),
  eventDays: ZCount.meta({
    description: "The event's own days (its date to its end date), which rentals are charged for.",
  }),
  equipmentRental: ZMoneyTotal.meta({ description: "What the reservations' rentals come to, before tax." }),
  rentalNotInvoiced: ZMoneyTotal.meta({
    description: 'The part of `equipmentRental` not on an issued invoice (a draft or none).',
  }),
  projectedProfit: ZMoneyTotal.meta({
    description:
      'Income − expenses + what issued invoices still wait for (invoiced − paid) + `rentalNotInvoiced`: the profit once everything is paid.',
  }),
  reservations: z.array(ZReservation),
});
export type EventSummary = z.infer<typeof ZEventSummary>;

/** GET /api/inventory/{id}/availability?from=&to=. */
export const ZAvailabilityInput = z
  .object({ id: ZRowId, from: dateString(), to: dateString() })
  .superRefine((range, ctx) => {
    if (range.to < range.from) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: RESERVATION_TEXTS.rangeBackwards });
      return;
    }
    const days = (Date.parse(range.to) - Date.parse(range.from)) / 86_400_000 + 1;
    if (days > AVAILABILITY_DAYS_MAX)
      ctx.addIssue({ code: 'custom', path: ['to'], message: RESERVATION_TEXTS.rangeTooLong });
  });
export type AvailabilityInput = z.infer<typeof ZAvailabilityInput>;

export const ZAvailability = z.object({
  inventoryId: ZRowId,
  quantity: ZCount,
  days: z.array(
    z.object({
      date: ZDateString,
      reserved: ZCount,
      free: z
        .int()
        .meta({ description: 'Quantity minus reserved (negative when a loss left it over-booked).' }),
    }),
  ),
});
export type Availability = z.infer<typeof ZAvailability>;

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The first and last day an event occupies: its setup days before `date`, its teardown days after the last day. */
export function eventSpanDays(event: {
  date: string;
  endDate: string | null;
  setupDays: number;
  teardownDays: number;
}): { from: string; to: string } {
  return {
    from: addDays(event.date, -event.setupDays),
    to: addDays(event.endDate ?? event.date, event.teardownDays),
  };
}

/** The 409 of an item's quantity lowered below what is reserved on some day. */
export function quantityBelowReservedMessage(item: string, quantity: number, day: string, reserved: number) {
  return `${reserved} of ${item} are reserved on ${dayName(day)}: the quantity cannot go below ${reserved} (${quantity} asked for)`;
}

/** The event page's "Reserve" form: the item as the select holds it (its id as text), the quantity. */
export const ZReservationForm = z.object({
  inventoryId: z.string({ error: 'Choose an item' }).min(1, 'Choose an item'),
  quantity: quantity(),
});
