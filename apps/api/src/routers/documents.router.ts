import {
  type Database,
  documentCounts,
  documentPortals,
  documentsRepository,
  eventNameAndClient,
  type Kysely,
} from '@app/db';
import {
  ZDocument,
  ZDocumentCounts,
  ZDocumentCreateInput,
  ZDocumentListInput,
  ZDocumentPortal,
  ZDocumentUpdateInput,
  ZIdInput,
} from '@app/domain';
import { z } from 'zod';
import { fieldError } from '../lib/errors.ts';
import { toApiRow } from '../lib/serialize.ts';
import { crudProcedures } from '../trpc/crud-router.ts';
import { protectedProcedure, router } from '../trpc/trpc.ts';

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
});
