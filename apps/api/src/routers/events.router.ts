import type { Database } from '@app/db';
import { eventsBetween, eventsRepository } from '@app/db';
import {
  EVENT_RANGE_LIMIT,
  ZEvent,
  ZEventCreateInput,
  ZEventListInput,
  ZEventRange,
  ZEventRangeInput,
  ZEventUpdateInput,
} from '@app/domain';
import { TRPCError } from '@trpc/server';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { toApiRow } from '../lib/serialize.ts';
import { createCrudRouter } from '../trpc/crud-router.ts';
import { protectedProcedure, router } from '../trpc/trpc.ts';

/** clientName follows the chosen client unless the caller names it. */
async function clientNameFor(db: Kysely<Database>, clientId: number): Promise<string> {
  const client = await db.selectFrom('clients').select('name').where('id', '=', clientId).executeTakeFirst();
  if (!client) throw new TRPCError({ code: 'BAD_REQUEST', message: 'The chosen client does not exist' });
  return client.name;
}

const eventsCrudRouter = createCrudRouter({
  path: 'events',
  entity: 'Event',
  updateMethod: 'PUT',
  repository: eventsRepository,
  row: ZEvent,
  createInput: ZEventCreateInput.partial({ clientName: true }),
  updateInput: ZEventUpdateInput,
  listInput: ZEventListInput,
  dateFields: ['date'],
  hooks: {
    async beforeCreate(input, _ctx, trx) {
      const clientName = input.clientId ? await clientNameFor(trx, input.clientId) : input.clientName;
      if (!clientName) {
        throw new TRPCError({ code: 'BAD_REQUEST', message: 'Required', cause: undefined });
      }
      return { ...input, clientName: input.clientName || clientName };
    },
    async beforeUpdate(input, _ctx, existing, trx) {
      if (input.clientId && input.clientId !== existing.clientId && !input.clientName) {
        return { ...input, clientName: await clientNameFor(trx, input.clientId) };
      }
      return input;
    },
  },
});

export const eventsRouter = router({
  ...eventsCrudRouter._def.record,
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
