import {
  type Database,
  documentCounts,
  documentPortals,
  documentsRepository,
  documentsToLink,
  eventNameAndClient,
  type Kysely,
  linkDocumentsToEvent,
  unlinkDocumentFromEvent,
} from '@app/db';
import {
  DOCUMENT_LINK_TEXTS,
  documentOfAnotherClient,
  documentOnAnotherEvent,
  ZDocument,
  ZDocumentCounts,
  ZDocumentCreateInput,
  ZDocumentListInput,
  ZDocumentPortal,
  ZDocumentUpdateInput,
  ZEventDocumentDetachInput,
  ZEventDocumentsAttachInput,
  ZIdInput,
} from '@app/domain';
import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { fieldError, rowsRefused } from '../lib/errors.ts';
import { toApiRow } from '../lib/serialize.ts';
import { EXAMPLE_DOCUMENT, EXAMPLE_FILE_ID, exampleRow } from '../openapi/example-business.ts';
import { defineTag } from '../openapi/tags.ts';
import { crudProcedures } from '../trpc/crud-router.ts';
import { protectedProcedure, router } from '../trpc/trpc.ts';

defineTag('documents', 'Contracts, invoices, proposals and reports, each pointing at an uploaded file.');

const FILE_URL = /^\/api\/files\/([0-9a-f-]{36})$/i;

/** The stored upload a fileUrl points at, when it points at one of ours. */
function fileIdOf(fileUrl: string | undefined, fileId: string | null | undefined) {
  if (fileId) return fileId;
  return fileUrl?.match(FILE_URL)?.[1] ?? null;
}

/** The event a document is linked to, which must exist (a 400 naming the field otherwise). */
async function linkedEvent(db: Kysely<Database>, eventId: number | null | undefined) {
  if (!eventId) return undefined;
  const event = await eventNameAndClient(db, eventId);
  if (!event) throw fieldError('eventId', 'The chosen event does not exist');
  return event;
}

const documentsCrud = crudProcedures({
  path: 'documents',
  entity: 'Document',
  updateMethod: 'PATCH',
  repository: documentsRepository,
  row: ZDocument,
  createInput: ZDocumentCreateInput,
  updateInput: ZDocumentUpdateInput,
  listInput: ZDocumentListInput,
  hooks: {
    // uploadedBy is the signed-in user, whatever the body says.
    async beforeCreate(input, ctx, trx) {
      const event = await linkedEvent(trx, input.eventId);
      return {
        ...input,
        // A document about an event concerns that event's client too.
        ...(event ? { clientId: event.clientId } : {}),
        fileId: fileIdOf(input.fileUrl, input.fileId),
        uploadedBy: ctx.user.username,
        uploadedByUserId: ctx.user.id,
      };
    },
    async beforeUpdate(input, _ctx, _existing, trx) {
      const event = await linkedEvent(trx, input.eventId);
      const linked = event ? { ...input, clientId: event.clientId } : input;
      return input.fileUrl === undefined
        ? linked
        : { ...linked, fileId: fileIdOf(input.fileUrl, input.fileId) };
    },
  },
  examples: {
    create: EXAMPLE_DOCUMENT,
    update: { description: 'Signed and countersigned services agreement.', version: 1 },
    row: exampleRow(233, 2, {
      ...EXAMPLE_DOCUMENT,
      description: 'Signed and countersigned services agreement.',
      uploadedBy: 'jordan.reyes',
      fileId: EXAMPLE_FILE_ID,
      eventId: 87,
      clientId: 42,
    }),
  },
});

export const documentsRouter = router({
  ...documentsCrud,
  /** The category count cards of the documents screen. */
  counts: protectedProcedure
    .input(z.void())
    .output(ZDocumentCounts)
    .query(({ ctx }) => documentCounts(ctx.db)),
  /** The client portals a document is shared with (the Documents screen's share dialog). */
  portals: protectedProcedure
    .input(ZIdInput)
    .output(z.array(ZDocumentPortal))
    .query(async ({ ctx, input }) => (await documentPortals(ctx.db, input.id)).map(toApiRow)),
  /**
   * Links existing documents to an event (its page's "Add documents"): each then concerns the event and
   * its client. All or nothing: a document of another event (a document is about one event at most) or
   * of another client refuses the call (409, each named); an id that is no document is a 404. Documents
   * already on the event are left as they are. Over REST the same is PATCH /documents/{id} with eventId.
   */
  attachToEvent: protectedProcedure
    .input(ZEventDocumentsAttachInput)
    .output(z.object({ attached: z.int() }))
    .mutation(async ({ ctx, input }) => {
      // The event first (no share lock needed: only its client is read, and linking copies it).
      const event = await eventNameAndClient(ctx.db, input.id);
      if (!event) throw new TRPCError({ code: 'NOT_FOUND', message: DOCUMENT_LINK_TEXTS.eventNotFound });
      const ids = [...new Set(input.documentIds)];
      const documents = await documentsToLink(ctx.db, ids);
      if (documents.length < ids.length)
        throw new TRPCError({ code: 'NOT_FOUND', message: DOCUMENT_LINK_TEXTS.documentNotFound });
      const refused = documents.flatMap((d) => {
        if (d.eventId !== null && d.eventId !== input.id)
          return [{ id: d.id, name: d.name, message: documentOnAnotherEvent(d.name, d.eventName ?? '') }];
        if (d.clientId !== null && event.clientId !== null && d.clientId !== event.clientId)
          return [{ id: d.id, name: d.name, message: documentOfAnotherClient(d.name) }];
        return [];
      });
      if (refused.length > 0) throw rowsRefused(refused.map((r) => r.message).join('; '), refused);
      const attached = await linkDocumentsToEvent(ctx.db, { id: input.id, clientId: event.clientId }, ids);
      return { attached };
    }),
  /** Unlinks a document from an event; it stays on the Documents screen with its client. */
  detachFromEvent: protectedProcedure
    .input(ZEventDocumentDetachInput)
    .output(z.object({ id: z.int(), detached: z.literal(true) }))
    .mutation(async ({ ctx, input }) => {
      if (!(await unlinkDocumentFromEvent(ctx.db, input.id, input.documentId)))
        throw new TRPCError({ code: 'NOT_FOUND', message: DOCUMENT_LINK_TEXTS.notOnEvent });
      return { id: input.documentId, detached: true as const };
    }),
});
