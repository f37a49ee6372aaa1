import {
  ZAvailability,
  ZAvailabilityInput,
  ZEquipmentInvoiced,
  ZEventSummary,
  ZIdInput,
  ZReservation,
  ZReservationCreateInput,
  ZReservationUpdateInput,
} from '@app/domain';
import { z } from 'zod';
import type { Reason } from '../openapi/errors.ts';
import { EXAMPLE_RESERVATION } from '../openapi/example-business.ts';
import { defineTag } from '../openapi/tags.ts';
import { EVENT_ERRORS } from '../services/events/errors.ts';
import { invoiceEquipment } from '../services/events/invoice-equipment.ts';
import { itemAvailability } from '../services/reservations/availability.ts';
import { createReservation } from '../services/reservations/create.ts';
import { deleteReservation } from '../services/reservations/delete.ts';
import { RESERVATION_ERRORS } from '../services/reservations/errors.ts';
import { eventSummary } from '../services/reservations/event-summary.ts';
import { eventReservationList } from '../services/reservations/list.ts';
import { updateReservation } from '../services/reservations/update.ts';
import { unchecked } from '../trpc/answer-schema.ts';
import { inTransaction, protectedProcedure, router } from '../trpc/trpc.ts';

defineTag(
  'reservations',
  "Equipment reserved for events: N of an inventory item for every day an event occupies (its setup, its days, its teardown), never more than the item's quantity on any day across overlapping events; checked out, then returned (a shortfall, lost or damaged, lowers the stock).",
);

// The messages are those of the statuses test's probes (an item named 'Probe chair', events on
// the example's days).
const overbooked: Reason = {
  key: 'overbooked',
  summary:
    "On a day the event occupies, the item's reservations for overlapping events would exceed its quantity: the message names the first such day and how many are free.",
  message: RESERVATION_ERRORS.RESERVATION_OVERBOOKED.message('Probe chair', '1', '2027-06-11', '2'),
};
const onlyWhileReserved: Reason = {
  key: 'onlyWhileReserved',
  summary:
    'The reservation is checked out or returned: its quantity no longer changes and it stays as history.',
  message: RESERVATION_ERRORS.RESERVATION_NOT_CHANGEABLE.message,
};

/*
 * Equipment reservations and the event's summary. The rules live in the services
 * (services/reservations: whether a reservation fits, under which locks, the states in which one can
 * change) and throw AppError; this router checks the input, calls the service and answers.
 */

const tags = ['reservations'];
const EVENT = 'Event';
const RESERVATION = 'Reservation';

const eventReservationsRouter = router({
  list: protectedProcedure
    .meta({
      entity: EVENT,
      openapi: {
        method: 'GET',
        path: '/events/{id}/reservations',
        tags,
        summary: "List an event's reservations",
        description: "The equipment reserved for the event, by item name, with each reservation's state.",
      },
      examples: { response: [EXAMPLE_RESERVATION] },
    })
    .input(ZIdInput)
    // The SQL selects exactly the schema's fields (reservationRows): not parsed again in production.
    .output(unchecked(z.array(ZReservation)))
    .query(({ ctx, input }) => eventReservationList(ctx.db, input.id)),
  create: protectedProcedure
    .meta({
      entity: EVENT,
      openapi: {
        method: 'POST',
        path: '/events/{id}/reservations',
        tags,
        summary: 'Reserve equipment for an event',
        description:
          "Reserves `quantity` of an inventory item for every day the event occupies (its setup days, its days, its teardown days). Refused with 409 when, on any of those days, the item's reservations for overlapping events would exceed its quantity: the message names the first such day and how many are free on it. Also 409 when the item is already reserved for the event (change that reservation's quantity) or the event is cancelled. Answers 201 with the reservation.",
      },
      examples: { request: { inventoryId: 17, quantity: 120 }, response: EXAMPLE_RESERVATION },
      errors: {
        409: [
          overbooked,
          {
            key: 'alreadyReserved',
            summary: "The item is already reserved for this event: change that reservation's quantity.",
            message: RESERVATION_ERRORS.RESERVATION_EXISTS.message,
          },
          {
            key: 'eventCancelled',
            summary: 'The event is cancelled.',
            message: RESERVATION_ERRORS.RESERVATION_EVENT_CANCELLED.message,
          },
        ],
      },
    })
    .input(ZIdInput.extend(ZReservationCreateInput.shape))
    .output(ZReservation)
    .mutation(({ ctx, input }) => createReservation(ctx, input.id, input)),
});

export const reservationsRouter = router({
  update: protectedProcedure
    .meta({
      entity: RESERVATION,
      openapi: {
        method: 'PATCH',
        path: '/reservations/{id}',
        tags,
        summary: 'Change a reservation',
        description:
          "Changes the quantity of a reservation not yet checked out (re-checked like a new one: 409 when it no longer fits), or moves it on: `status: 'checked_out'`, then `status: 'returned'` with `returnedQuantity` (how many came back). When fewer come back than were taken, `shortfallReason` (`lost` or `damaged`) is required and the item's quantity is lowered by the shortfall, which updates its stock status. With `version`, 409 when the reservation changed since it was read.",
      },
      examples: {
        request: { status: 'returned', returnedQuantity: 118, shortfallReason: 'damaged', version: 2 },
        response: {
          ...EXAMPLE_RESERVATION,
          status: 'returned',
          returnedQuantity: 118,
          shortfallReason: 'damaged',
          checkedOutAt: '2027-06-11T08:00:00.000Z',
          returnedAt: '2027-06-13T17:30:00.000Z',
          version: 3,
        },
      },
      errors: {
        409: [
          onlyWhileReserved,
          {
            key: 'notCheckedOut',
            summary: 'A return of equipment that was not checked out.',
            message: RESERVATION_ERRORS.RESERVATION_NOT_CHECKED_OUT.message,
          },
        ],
      },
    })
    .input(ZIdInput.extend(ZReservationUpdateInput.shape))
    .output(ZReservation)
    .mutation(({ ctx, input }) => updateReservation(ctx, input.id, input)),
  delete: protectedProcedure
    .meta({
      entity: RESERVATION,
      openapi: {
        method: 'DELETE',
        path: '/reservations/{id}',
        tags,
        summary: 'Remove a reservation',
        description:
          'Removes a reservation not yet checked out (its items are free again). Checked-out and returned reservations stay as the history of the equipment: 409.',
      },
      examples: { response: { id: 301, deleted: true } },
      errors: { 409: [onlyWhileReserved] },
    })
    .input(ZIdInput)
    .output(z.object({ id: z.int(), deleted: z.literal(true) }))
    .mutation(({ ctx, input }) => deleteReservation(ctx, input.id)),
});

/** GET /api/events/{id}/summary: the event page's Money and Equipment. */
export const eventSummaryProcedure = protectedProcedure
  .meta({
    entity: EVENT,
    openapi: {
      method: 'GET',
      path: '/events/{id}/summary',
      tags: ['events'],
      summary: "An event's money and equipment",
      description:
        "The event's income and expenses (its financial records), profit (income minus expenses), budget, what its invoices come to and what was paid on them, the days it occupies (setup and teardown included) and its reservations.",
    },
    examples: {
      response: {
        eventId: 87,
        income: '24000.00',
        expenses: '2650.00',
        profit: '21350.00',
        budget: '48000.00',
        invoiced: '3504.15',
        paid: '1000.00',
        spanFrom: '2027-06-11',
        spanTo: '2027-06-12',
        eventDays: 1,
        equipmentRental: '540.00',
        rentalNotInvoiced: '540.00',
        projectedProfit: '24394.15',
        reservations: [EXAMPLE_RESERVATION],
      },
    },
  })
  .input(ZIdInput)
  .output(ZEventSummary)
  .query(({ ctx, input }) => eventSummary(ctx.db, input.id));

/** POST /api/events/{id}/invoice-equipment: the event's rented equipment onto an invoice. */
export const invoiceEquipmentProcedure = protectedProcedure
  .meta({
    entity: EVENT,
    openapi: {
      method: 'POST',
      path: '/events/{id}/invoice-equipment',
      tags: ['events'],
      summary: "Put an event's equipment rentals on an invoice",
      description:
        "One line per reservation of a rented item (an inventory item with a `rentalPrice`) whose rental is on no invoice yet, or only on a void one: per day, items × the event's days at the day's price; per event, the items at the event's price; no tax (set it on the invoice). The lines go on the event's newest draft invoice, or on a new draft for the event's client due on the event's date (two weeks from today for an event already past). Each reservation then names the invoice, so a rental is invoiced once: a second call, or two at once, answers 409. An event without a client (a walk-in) answers 409.",
    },
    examples: { response: { invoiceId: 42, added: 3 } },
    errors: {
      409: [
        {
          key: 'noClient',
          summary: 'The event has no client to bill (a walk-in).',
          message: EVENT_ERRORS.EVENT_HAS_NO_CLIENT.message,
        },
        {
          key: 'nothingToInvoice',
          summary: "The event's rented equipment is all on an invoice already (or none is rented).",
          message: EVENT_ERRORS.NOTHING_TO_INVOICE.message,
        },
      ],
    },
  })
  .input(ZIdInput)
  .output(ZEquipmentInvoiced)
  .mutation(({ ctx, input }) => inTransaction(ctx.db, (trx) => invoiceEquipment(trx, input.id)));

/** GET /api/inventory/{id}/availability: the item's free quantity per day. */
export const availabilityProcedure = protectedProcedure
  .meta({
    entity: 'Inventory item',
    openapi: {
      method: 'GET',
      path: '/inventory/{id}/availability',
      tags: ['inventory'],
      summary: "An item's availability",
      description:
        'For each day from `from` to `to` (inclusive, at most 366 days): how many of the item the reservations of events occupying that day hold, and how many are free (its quantity minus those; negative when a loss left it over-booked). Returned reservations and cancelled events hold none.',
    },
    examples: {
      response: {
        inventoryId: 17,
        quantity: 150,
        days: [
          { date: '2027-06-11', reserved: 120, free: 30 },
          { date: '2027-06-12', reserved: 150, free: 0 },
        ],
      },
    },
  })
  .input(ZAvailabilityInput)
  .output(ZAvailability)
  .query(({ ctx, input }) => itemAvailability(ctx.db, input));

export { eventReservationsRouter };
