import {
  activeEventReservations,
  changeReservation,
  companyTodayDate,
  type Database,
  deleteReservation,
  eventMoneyAndSpan,
  eventReservations,
  eventSpan,
  firstOverbookedDay,
  firstOverbookedDayFrom,
  insertReservation,
  itemQuantity,
  itemReservedByDay,
  type Kysely,
  lockItem,
  type ReservationChange,
  reservationById,
  reservationOfItem,
  storedReservation,
  type Transaction,
} from '@app/db';
import {
  overbookedMessage,
  quantityBelowReservedMessage,
  RESERVATION_TEXTS,
  ZAvailability,
  ZAvailabilityInput,
  ZEventSummary,
  ZIdInput,
  ZReservation,
  ZReservationCreateInput,
  ZReservationUpdateInput,
} from '@app/domain';
import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { fieldError, notFound, versionConflict } from '../lib/errors.ts';
import { toApiRow } from '../lib/serialize.ts';
import { unchecked } from '../trpc/answer-schema.ts';
import { protectedProcedure, router } from '../trpc/trpc.ts';

/*
 * Equipment reservations and the event's summary (issue 18). Whether a reservation fits is checked
 * under the inventory item's row lock (packages/db reservations.repository.ts says why), in the call's
 * transaction: a refusal names the first day that would be over-booked and how many are free on it.
 */

const tags = ['reservations'];
const EVENT = 'Event';
const RESERVATION = 'Reservation';

const conflict = (message: string) => new TRPCError({ code: 'CONFLICT', message });

async function answer(db: Kysely<Database>, id: number) {
  const row = await reservationById(db, id);
  if (!row) throw notFound(RESERVATION);
  return toApiRow(row) as z.infer<typeof ZReservation>;
}

/** Refuses `quantity` of the item for the event when any day of the event's span would be over-booked. */
async function checkFits(
  trx: Transaction<Database>,
  event: { id: number; from: string; to: string },
  item: { id: number; name: string; quantity: number },
  quantity: number,
) {
  const over = await firstOverbookedDay(trx, {
    inventoryId: item.id,
    capacity: item.quantity,
    from: event.from,
    to: event.to,
    adding: quantity,
    exceptEventId: event.id,
  });
  if (over) throw conflict(overbookedMessage(item.name, over.free, over.day, quantity));
}

/**
 * An event's days or status changed (its row is locked by the update): each of its active reservations
 * must still fit on the new days, checked item by item in id order under the items' locks.
 */
export async function recheckEventReservations(
  trx: Transaction<Database>,
  eventId: number,
  span: { from: string; to: string },
) {
  for (const reservation of await activeEventReservations(trx, eventId)) {
    const item = await lockItem(trx, reservation.inventoryId);
    if (item) await checkFits(trx, { id: eventId, ...span }, item, reservation.quantity);
  }
}

/**
 * An item's quantity is lowered (its row is locked by the update): from the company's today on, no day
 * may hold more reservations than the new quantity.
 */
export async function checkQuantityCoversReservations(
  trx: Transaction<Database>,
  item: { id: number; name: string },
  quantity: number,
) {
  const over = await firstOverbookedDayFrom(trx, {
    inventoryId: item.id,
    capacity: quantity,
    from: await companyTodayDate(trx),
  });
  if (over) throw conflict(quantityBelowReservedMessage(item.name, quantity, over.day, over.reserved));
}

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
    })
    .input(ZIdInput)
    // The SQL selects exactly the schema's fields (reservationRows): not parsed again in production.
    .output(unchecked(z.array(ZReservation)))
    .query(async ({ ctx, input }) => {
      const rows = await eventReservations(ctx.db, input.id);
      // A reservation's event exists (a foreign key): only an empty list asks whether the event does.
      if (rows.length === 0 && !(await eventSpan(ctx.db, input.id))) throw notFound(EVENT);
      return rows.map((row) => toApiRow(row) as z.infer<typeof ZReservation>);
    }),
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
    })
    .input(ZIdInput.extend(ZReservationCreateInput.shape))
    .output(ZReservation)
    .mutation(async ({ ctx, input }) => {
      const trx = ctx.db as Transaction<Database>;
      // The event first (share lock: its days cannot change meanwhile), then the item (see the repository).
      const span = await eventSpan(trx, input.id, 'share');
      if (!span) throw notFound(EVENT);
      if (span.cancelled) throw conflict(RESERVATION_TEXTS.eventCancelled);
      const item = await lockItem(trx, input.inventoryId);
      if (!item) throw fieldError('inventoryId', 'The chosen item does not exist');
      if (await reservationOfItem(trx, input.id, input.inventoryId))
        throw conflict(RESERVATION_TEXTS.alreadyReserved);
      await checkFits(trx, { id: input.id, ...span }, item, input.quantity);
      const id = await insertReservation(trx, {
        eventId: input.id,
        inventoryId: input.inventoryId,
        quantity: input.quantity,
      });
      return answer(trx, id);
    }),
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
    })
    .input(ZIdInput.extend(ZReservationUpdateInput.shape))
    .output(ZReservation)
    .mutation(async ({ ctx, input }) => {
      const parsed = ZReservationUpdateInput.safeParse(input);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw fieldError(String(issue?.path[0] ?? 'status'), issue?.message ?? 'Invalid input');
      }
      const trx = ctx.db as Transaction<Database>;
      const current = await storedReservation(trx, input.id);
      if (!current) throw notFound(RESERVATION);
      // The same order of locks as a new reservation: the event, then the item, then the reservation.
      const span = await eventSpan(trx, current.eventId, 'share');
      const item = await lockItem(trx, current.inventoryId);
      const row = await storedReservation(trx, input.id, true);
      if (!row || !span || !item) throw notFound(RESERVATION);
      if (input.version !== undefined && input.version !== row.version) throw versionConflict();

      const change: ReservationChange = {};
      if (input.quantity !== undefined && input.quantity !== row.quantity) {
        if (row.status !== 'reserved') throw conflict(RESERVATION_TEXTS.onlyWhileReserved);
        if (!span.cancelled) await checkFits(trx, { id: row.eventId, ...span }, item, input.quantity);
        change.quantity = input.quantity;
      }
      const status = input.status ?? row.status;
      if (status !== row.status) {
        if (status === 'checked_out') {
          if (row.status !== 'reserved') throw conflict(RESERVATION_TEXTS.notReserved);
        } else if (status === 'returned') {
          if (row.status !== 'checked_out') throw conflict(RESERVATION_TEXTS.notCheckedOut);
          const returned = input.returnedQuantity ?? row.quantity;
          if (returned > row.quantity)
            throw fieldError('returnedQuantity', RESERVATION_TEXTS.returnedTooMany);
          const shortfall = row.quantity - returned;
          if (shortfall > 0 && !input.shortfallReason)
            throw fieldError('shortfallReason', RESERVATION_TEXTS.shortfallReasonRequired);
          change.returnedQuantity = returned;
          change.shortfallReason = shortfall > 0 ? (input.shortfallReason ?? null) : null;
        } else {
          throw conflict(RESERVATION_TEXTS.onlyWhileReserved);
        }
        change.status = status;
      }
      if (Object.keys(change).length > 0) await changeReservation(trx, row, change);
      return answer(trx, row.id);
    }),
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
    })
    .input(ZIdInput)
    .output(z.object({ id: z.int(), deleted: z.literal(true) }))
    .mutation(async ({ ctx, input }) => {
      const trx = ctx.db as Transaction<Database>;
      const row = await storedReservation(trx, input.id, true);
      if (!row) throw notFound(RESERVATION);
      if (row.status !== 'reserved') throw conflict(RESERVATION_TEXTS.onlyWhileReserved);
      await deleteReservation(trx, row.id);
      return { id: row.id, deleted: true as const };
    }),
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
  })
  .input(ZIdInput)
  .output(ZEventSummary)
  .query(async ({ ctx, input }) => {
    const event = await eventMoneyAndSpan(ctx.db, input.id);
    if (!event) throw notFound(EVENT);
    const { id, ...figures } = event;
    const reservations = await eventReservations(ctx.db, id);
    return {
      eventId: id,
      ...figures,
      reservations: reservations.map((row) => toApiRow(row) as z.infer<typeof ZReservation>),
    };
  });

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
  })
  .input(ZAvailabilityInput)
  .output(ZAvailability)
  .query(async ({ ctx, input }) => {
    const quantity = await itemQuantity(ctx.db, input.id);
    if (quantity === undefined) throw notFound('Inventory item');
    const days = await itemReservedByDay(ctx.db, input.id, input.from, input.to);
    return {
      inventoryId: input.id,
      quantity,
      days: days.map((day) => ({ ...day, free: quantity - day.reserved })),
    };
  });

export { eventReservationsRouter };
