import { clientPortalsRepository, portalStats } from '@app/db';
import {
  PORTAL_STATUSES,
  ZClientPortal,
  ZClientPortalCreateInput,
  ZClientPortalListInput,
  ZClientPortalUpdateInput,
  ZIdInput,
  ZPortalInvitation,
  ZPortalPreview,
  ZPortalShare,
  ZPortalShareInput,
  ZPortalStats,
} from '@app/domain';
import { z } from 'zod';
import { linkOrigin } from '../lib/link-origin.ts';
import {
  EXAMPLE_PORTAL,
  EXAMPLE_PORTAL_ACCOUNT,
  EXAMPLE_PORTAL_DOCUMENT,
  EXAMPLE_PORTAL_SHARE,
  exampleRow,
} from '../openapi/example-business.ts';
import { defineTag } from '../openapi/tags.ts';
import { newPortalValues } from '../services/portal-access/create-portal.ts';
import { PORTAL_ACCESS_ERRORS } from '../services/portal-access/errors.ts';
import { invitePortalClient } from '../services/portal-access/invite.ts';
import { previewPortal } from '../services/portal-access/preview.ts';
import { shareDocument } from '../services/portal-access/share.ts';
import { portalShareList } from '../services/portal-access/shares.ts';
import { unshareDocument } from '../services/portal-access/unshare.ts';
import { changedPortalValues } from '../services/portal-access/update-portal.ts';
import { crudProcedures } from '../trpc/crud-router.ts';
import { protectedProcedure, router } from '../trpc/trpc.ts';

defineTag(
  'client-portals',
  "Clients' own sign-in to follow their event; the portal password is stored hashed and never returned.",
);

/*
 * The staff side of the client portals. The rules live in the services (services/portal-access: the
 * names a portal takes from its client and event, the events it may show, the sessions a closed portal
 * or a new password ends) and throw AppError; this router checks the input, calls the service and answers.
 */

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
    beforeCreate: (input, ctx, trx) => newPortalValues({ db: trx, user: ctx.user }, input),
    beforeUpdate: (input, ctx, existing, trx) =>
      changedPortalValues({ db: trx, user: ctx.user }, input, existing),
  },
  examples: {
    create: { ...EXAMPLE_PORTAL, password: 'Sunset-Pavilion-2027' },
    update: { status: 'inactive', version: 2 },
    row: exampleRow(15, 3, {
      ...EXAMPLE_PORTAL,
      clientId: 42,
      eventId: 87,
      status: 'inactive',
      lastLogin: '2026-11-18T20:14:52.000Z',
      documentsShared: 4,
      showBudget: false,
      shownEventIds: [91],
    }),
  },
});

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
      examples: {
        response: {
          portal: EXAMPLE_PORTAL_ACCOUNT,
          events: [
            {
              id: 31,
              name: 'Lopez-Nguyen Wedding',
              type: 'Wedding',
              date: '2027-06-12',
              time: '16:00',
              venue: 'Fort Mason Center, San Francisco',
              status: 'confirmed',
              budget: null,
            },
          ],
          documents: [EXAMPLE_PORTAL_DOCUMENT],
        },
      },
    })
    .input(ZIdInput)
    .output(ZPortalPreview)
    .query(({ ctx, input }) => previewPortal(ctx, input.id, ctx.req.id)),
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
      examples: { response: [EXAMPLE_PORTAL_SHARE] },
    })
    .input(ZIdInput)
    .output(z.array(ZPortalShare))
    .query(({ ctx, input }) => portalShareList(ctx.db, input.id)),
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
      examples: { request: { documentId: 88 }, response: [EXAMPLE_PORTAL_SHARE] },
      errors: {
        404: [
          {
            key: 'documentNotFound',
            summary: 'No document has this `documentId`.',
            message: PORTAL_ACCESS_ERRORS.PORTAL_DOCUMENT_NOT_FOUND.message,
          },
        ],
      },
    })
    .input(ZPortalShareInput)
    .output(z.array(ZPortalShare))
    .mutation(({ ctx, input }) => shareDocument(ctx, input.id, input.documentId)),
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
      examples: { response: [] },
      errors: {
        404: [
          {
            key: 'notShared',
            summary: 'The document is not shared with this portal.',
            message: PORTAL_ACCESS_ERRORS.PORTAL_DOCUMENT_NOT_SHARED.message,
          },
        ],
      },
    })
    .input(ZPortalShareInput)
    .output(z.array(ZPortalShare))
    .mutation(({ ctx, input }) => unshareDocument(ctx, input.id, input.documentId)),
  /**
   * Invites the portal's client by e-mail to choose the portal's password themselves (services/
   * portal-access/invite.ts); staff may still type one instead.
   */
  invite: protectedProcedure
    .meta({
      entity: 'Client portal',
      openapi: {
        method: 'POST',
        path: '/client-portals/{id}/invite',
        tags: ['client-portals'],
        summary: "Invite a portal's client to set their password",
        description:
          "Queues an e-mail to the portal's address with a link to `/portal/set-password` where the client chooses the portal's password (at least 8 characters). The link works once, for 7 days; a new invitation makes the portal's earlier links that were not used stop working. Only the link's hash is kept. 409 when the portal is closed (inactive) or has no e-mail. Answers where it was sent and until when the link works.",
      },
      examples: { response: { sentTo: EXAMPLE_PORTAL.email, expiresAt: '2026-11-25T14:03:12.000Z' } },
      errors: {
        409: [
          {
            key: 'portalClosed',
            summary: 'The portal is closed (inactive): reopen it first.',
            message: PORTAL_ACCESS_ERRORS.PORTAL_INVITE_CLOSED.message,
          },
          {
            key: 'noEmail',
            summary: 'The portal has no e-mail address.',
            message: PORTAL_ACCESS_ERRORS.PORTAL_INVITE_NO_EMAIL.message,
          },
        ],
      },
    })
    .input(ZIdInput)
    .output(ZPortalInvitation)
    .mutation(({ ctx, input }) => invitePortalClient(ctx, input.id, linkOrigin(ctx))),
  /** Figures behind the stat cards of the client portal screen. */
  stats: protectedProcedure
    .input(z.void())
    .output(ZPortalStats)
    .query(({ ctx }) => portalStats(ctx.db, ctx.sessions.timeouts.idleMs)),
});
