import { clientContact, type Database, eventsBetween, eventsRepository, type Kysely } from '@app/db';
import {
  EVENT_RANGE_LIMIT,
  EVENT_STATUSES,
  endDateIssue,
  eventSpanDays,
  ZEvent,
  ZEventCreateInput,
  ZEventListInput,
  ZEventRange,
  ZEventRangeInput,
  ZEventUpdateInput,
} from '@app/domain';
import { TRPCError } from '@trpc/server';
import type { z } from 'zod';
import { fieldError } from '../lib/errors.ts';
import { toApiRow } from '../lib/serialize.ts';
import type { Reason } from '../openapi/errors.ts';
import { EXAMPLE_EVENT, exampleRow } from '../openapi/example-business.ts';
import { bulkReferenced, REASONS } from '../openapi/statuses.ts';
import { defineTag } from '../openapi/tags.ts';
import { RESERVATION_ERRORS } from '../services/reservations/errors.ts';
import { recheckEventReservations } from '../services/reservations/recheck-event.ts';
import { crudProcedures } from '../trpc/crud-router.ts';
import { protectedProcedure, router } from '../trpc/trpc.ts';
import {
  eventReservationsRouter,
  eventSummaryProcedure,
  invoiceEquipmentProcedure,
} from './reservations.router.ts';

defineTag(
  'events',
  'Weddings, corporate events, conferences and parties, with date, venue, budget and status.',
);

// The messages are those of the statuses test's probes (an item named 'Probe chair', events on
// the example's days).
const overbookedByMove: Reason = {
  key: 'overbookedByMove',
  summary:
    "The event's new days (or its return from cancelled) would over-book equipment reserved for it: the message names the item, the day and how many are free.",
  message: RESERVATION_ERRORS.RESERVATION_OVERBOOKED.message('Probe chair', '0', '2027-06-11', '1'),
};

/**
 * The chosen client's name. An event linked to a client carries that client's name, whatever name
 * came with it, so the two never drift apart; only a walk-in (no client) has a free name.
 */
async function clientNameFor(db: Kysely<Database>, clientId: number): Promise<string> {
  const client = await clientContact(db, clientId);
  if (!client) throw new TRPCError({ code: 'BAD_REQUEST', message: 'The chosen client does not exist' });
  return client.name;
}

const eventsCrud = crudProcedures({
  path: 'events',
  entity: 'Event',
  updateMethod: 'PUT',
  repository: eventsRepository,
  row: ZEvent,
  createInput: ZEventCreateInput.partial({ clientName: true }),
  updateInput: ZEventUpdateInput,
  listInput: ZEventListInput,
  statuses: EVENT_STATUSES,
  dateFields: ['date', 'endDate'],
  hooks: {
    async beforeCreate(input, _ctx, trx) {
      const endIssue = endDateIssue(input);
      if (endIssue) throw fieldError('endDate', endIssue);
      const clientName = input.clientId ? await clientNameFor(trx, input.clientId) : input.clientName;
      if (!clientName) {
        throw new TRPCError({ code: 'BAD_REQUEST', message: 'Required', cause: undefined });
      }
      return { ...input, clientName };
    },
    async beforeUpdate(input, _ctx, existing, trx) {
      const merged = { ...existing, ...input };
      const endIssue = endDateIssue(merged);
      if (endIssue) throw fieldError('endDate', endIssue);
      // New days, or a cancelled event back on: its equipment must still fit.
      const spanChanged = (['date', 'endDate', 'setupDays', 'teardownDays', 'status'] as const).some(
        (field) => input[field] !== undefined && input[field] !== existing[field],
      );
      if (spanChanged && merged.status !== 'cancelled')
        await recheckEventReservations(trx, existing.id, eventSpanDays(merged));
      const clientId = input.clientId === undefined ? existing.clientId : input.clientId;
      // A change to the client or to the name of a linked event takes the client's current name.
      if (clientId !== null && (input.clientId !== undefined || input.clientName !== undefined)) {
        return { ...input, clientName: await clientNameFor(trx, clientId) };
      }
      return input;
    },
  },
  examples: {
    create: EXAMPLE_EVENT,
    update: { venue: 'Fort Mason Center, Gateway Pavilion', version: 2 },
    row: exampleRow(87, 3, {
      ...EXAMPLE_EVENT,
      clientId: 42,
      venue: 'Fort Mason Center, Gateway Pavilion',
      invoiced: '3504.15',
      paid: '1000.00',
      profit: '21350.00',
    }),
  },
  errors: {
    update: { 409: [overbookedByMove] },
    delete: { 409: [REASONS.stillReferenced] },
    bulk: {
      409: [bulkReferenced('Nothing was deleted: 1 event has financial records: Lopez–Nguyen Wedding')],
    },
  },
});

export const eventsRouter = router({
  ...eventsCrud,
  summary: eventSummaryProcedure,
  invoiceEquipment: invoiceEquipmentProcedure,
  reservations: eventReservationsRouter,
  /** The events of the dates a calendar view shows (Month, Week or Day): each day's first `perDay`, and its total. */
  range: protectedProcedure
    .input(ZEventRangeInput)
    .output(ZEventRange)
    .query(async ({ ctx, input }) => {
      const rows = await eventsBetween(ctx.db, { ...input, limit: EVENT_RANGE_LIMIT });
      const dayTotals: Record<string, number> = {};
      for (const row of rows) dayTotals[row.date] = row.dayTotal;
      return { events: rows.map((row) => toApiRow(row) as z.infer<typeof ZEvent>), dayTotals };
    }),
});
