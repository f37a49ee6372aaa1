import {
  clientContact,
  clientPortalsRepository,
  type Database,
  endPortalSessions,
  eventNameAndClient,
  eventsNotOfClient,
  hashPassword,
  type Kysely,
  portalAccount,
  portalDocuments,
  portalEvents,
  portalExists,
  portalShares,
  portalStats,
  recordPortalView,
  sharePortalDocument,
  unsharePortalDocument,
} from '@app/db';
import {
  PORTAL_STATUSES,
  toIsoDateTime,
  ZClientPortal,
  ZClientPortalCreateInput,
  ZClientPortalListInput,
  ZClientPortalUpdateInput,
  ZIdInput,
  ZPortalPreview,
  ZPortalShare,
  ZPortalShareInput,
  ZPortalStats,
} from '@app/domain';
import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { toApiRow } from '../lib/serialize.ts';
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

/** Only the portal's own client's events can be shown in it. */
async function checkShownEvents(db: Kysely<Database>, clientId: number | null | undefined, ids?: number[]) {
  if (!ids?.length) return;
  if ((await eventsNotOfClient(db, clientId ?? null, ids)).length > 0)
    throw new TRPCError({
      code: 'BAD_REQUEST',
      message: "Only the client's own events can be shown in the portal",
    });
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
  statuses: PORTAL_STATUSES,
  labelColumn: 'clientName',
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
      await checkShownEvents(trx, rest.clientId, rest.shownEventIds);
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
      await checkShownEvents(trx, rest.clientId ?? existing.clientId, rest.shownEventIds);
      // A closed portal or a new password ends the client's sessions at once.
      if (rest.status === 'inactive' && existing.status !== 'inactive')
        await endPortalSessions(trx, existing.id, 'portal-closed');
      else if (password) await endPortalSessions(trx, existing.id, 'password-reset');
      return values;
    },
  },
});

const notFound = () => new TRPCError({ code: 'NOT_FOUND', message: 'Client portal not found' });

export const clientPortalsRouter = router({
  ...clientPortalsCrud,
  /**
   * "View as client": the portal as its client sees it (events, documents), read-only; every look is
   * an audit entry (action 'view') naming who looked.
   */
  preview: protectedProcedure
    .meta({
      entity: 'Client portal',
      openapi: {
        method: 'GET',
        path: '/client-portals/{id}/preview',
        tags: ['client-portals'],
        summary: 'See a portal as its client does',
        description:
          "The portal's account, events and documents exactly as its client sees them (budgets only when shown), read-only. Each call is logged in the audit log as a 'view' by the caller.",
      },
    })
    .input(ZIdInput)
    .output(ZPortalPreview)
    .query(async ({ ctx, input }) => {
      const account = await portalAccount(ctx.db, input.id);
      if (!account) throw notFound();
      await recordPortalView(ctx.db, { ...ctx.user, requestId: ctx.req.id }, input.id);
      const [events, documents] = await Promise.all([
        portalEvents(ctx.db, input.id),
        portalDocuments(ctx.db, input.id),
      ]);
      return {
        portal: {
          id: account.id,
          clientName: account.clientName,
          email: account.email,
          eventName: account.eventName,
          previousLogin: account.lastLogin ? toIsoDateTime(account.lastLogin) : null,
        },
        events: events.map(toApiRow),
        documents: documents.map(toApiRow),
      };
    }),
  /** The documents shared with a portal (what its client sees besides their own uploads). */
  shares: protectedProcedure
    .meta({
      entity: 'Client portal',
      openapi: {
        method: 'GET',
        path: '/client-portals/{id}/shares',
        tags: ['client-portals'],
        summary: 'List the documents shared with a portal',
        description:
          'The documents staff shared with the portal, which its client sees and can download; newest share first.',
      },
    })
    .input(ZIdInput)
    .output(z.array(ZPortalShare))
    .query(async ({ ctx, input }) => {
      if (!(await portalExists(ctx.db, input.id))) throw notFound();
      return (await portalShares(ctx.db, input.id)).map(toApiRow);
    }),
  share: protectedProcedure
    .meta({
      entity: 'Client portal',
      openapi: {
        method: 'POST',
        path: '/client-portals/{id}/shares',
        tags: ['client-portals'],
        summary: 'Share a document with a portal',
        description:
          "The client sees the document in their portal and can download it. Sharing a document that is shared already changes nothing. 404 when the portal or the document does not exist. Answers the portal's shares.",
      },
    })
    .input(ZPortalShareInput)
    .output(z.array(ZPortalShare))
    .mutation(async ({ ctx, input }) => {
      if (!(await sharePortalDocument(ctx.db, input.id, input.documentId))) {
        if (!(await portalExists(ctx.db, input.id))) throw notFound();
        throw new TRPCError({ code: 'NOT_FOUND', message: 'Document not found' });
      }
      return (await portalShares(ctx.db, input.id)).map(toApiRow);
    }),
  unshare: protectedProcedure
    .meta({
      entity: 'Client portal',
      openapi: {
        method: 'DELETE',
        path: '/client-portals/{id}/shares/{documentId}',
        tags: ['client-portals'],
        summary: 'Stop sharing a document with a portal',
        description:
          "The client no longer sees it. 404 when the document is not shared with the portal. Answers the portal's shares.",
      },
    })
    .input(ZPortalShareInput)
    .output(z.array(ZPortalShare))
    .mutation(async ({ ctx, input }) => {
      if (!(await unsharePortalDocument(ctx.db, input.id, input.documentId))) {
        if (!(await portalExists(ctx.db, input.id))) throw notFound();
        throw new TRPCError({ code: 'NOT_FOUND', message: 'The document is not shared with this portal' });
      }
      return (await portalShares(ctx.db, input.id)).map(toApiRow);
    }),
  /** Figures behind the stat cards of the client portal screen. */
  stats: protectedProcedure
    .input(z.void())
    .output(ZPortalStats)
    .query(({ ctx }) => portalStats(ctx.db, ctx.sessions.timeouts.idleMs)),
});
