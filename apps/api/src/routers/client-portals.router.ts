import {
  clientContact,
  clientPortalsRepository,
  type Database,
  eventNameAndClient,
  hashPassword,
  type Kysely,
  portalStats,
} from '@app/db';
import {
  ZClientPortal,
  ZClientPortalCreateInput,
  ZClientPortalListInput,
  ZClientPortalUpdateInput,
  ZPortalStats,
} from '@app/domain';
import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { crudProcedures } from '../trpc/crud-router.ts';
import { protectedProcedure, router } from '../trpc/trpc.ts';

async function clientOf(db: Kysely<Database>, id: number) {
  const client = await clientContact(db, id);
  if (!client) throw new TRPCError({ code: 'BAD_REQUEST', message: 'The chosen client does not exist' });
  return client;
}

async function eventOf(db: Kysely<Database>, id: number, clientId: number | null | undefined) {
  const event = await eventNameAndClient(db, id);
  if (!event) throw new TRPCError({ code: 'BAD_REQUEST', message: 'The chosen event does not exist' });
  if (clientId && event.clientId !== clientId) {
    throw new TRPCError({
      code: 'BAD_REQUEST',
      message: "The chosen event is not one of this client's events",
    });
  }
  return event;
}

const missing = (field: string) =>
  new TRPCError({ code: 'BAD_REQUEST', message: `${field} is required when no client or event is chosen` });

/**
 * Portals keep their own password (argon2id, never returned). clientName, email and eventName follow
 * the chosen client and event when not sent; documentsShared and lastLogin belong to the server.
 */
const clientPortalsCrud = crudProcedures({
  path: 'client-portals',
  entity: 'Client portal',
  updateMethod: 'PUT',
  repository: clientPortalsRepository,
  row: ZClientPortal,
  createInput: ZClientPortalCreateInput.partial({ clientName: true, email: true, eventName: true }),
  updateInput: ZClientPortalUpdateInput,
  listInput: ZClientPortalListInput,
  hooks: {
    async beforeCreate(input, _ctx, trx) {
      const { password, ...rest } = input;
      const client = rest.clientId ? await clientOf(trx, rest.clientId) : null;
      const event = rest.eventId ? await eventOf(trx, rest.eventId, rest.clientId) : null;
      const clientName = rest.clientName || client?.name;
      const email = rest.email || client?.contactEmail;
      if (!clientName) throw missing('Client name');
      if (!email) throw missing('Email');
      const eventName = rest.eventName || event?.name;
      if (!eventName) throw missing('Event name');
      return {
        ...rest,
        clientName,
        email,
        eventName,
        passwordHash: await hashPassword(password),
      };
    },
    async beforeUpdate(input, _ctx, existing, trx) {
      const { password, ...rest } = input;
      const values: Record<string, unknown> = { ...rest };
      if (rest.clientId && rest.clientId !== existing.clientId) {
        const client = await clientOf(trx, rest.clientId);
        values.clientName = rest.clientName || client.name;
        values.email = rest.email || client.contactEmail;
      }
      if (rest.eventId && rest.eventId !== existing.eventId) {
        const event = await eventOf(trx, rest.eventId, rest.clientId ?? existing.clientId);
        values.eventName = rest.eventName || event.name;
      }
      if (password) values.passwordHash = await hashPassword(password);
      return values;
    },
  },
});

export const clientPortalsRouter = router({
  ...clientPortalsCrud,
  /** Figures behind the stat cards of the client portal screen. */
  stats: protectedProcedure
    .input(z.void())
    .output(ZPortalStats)
    .query(({ ctx }) => portalStats(ctx.db)),
});
