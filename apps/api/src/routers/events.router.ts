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
import { crudProcedures } from '../trpc/crud-router.ts';
import { protectedProcedure, router } from '../trpc/trpc.ts';
import {
  eventReservationsRouter,
  eventSummaryProcedure,
  recheckEventReservations,
} from './reservations.router.ts';

/**
 * The chosen client's name. An event linked to a client carries that client's name, whatever name
 * came with it, so the two never drift apart (issue 14); only a walk-in (no client) has a free name.
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
      // New days, or a cancelled event back on: its equipment must still fit (issue 18).
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
});

export const eventsRouter = router({
  ...eventsCrud,
  summary: eventSummaryProcedure,
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
