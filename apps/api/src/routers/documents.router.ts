import { documentCounts, documentPortals, documentsRepository } from '@app/db';
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
import { toApiRow } from '../lib/serialize.ts';
import { crudProcedures } from '../trpc/crud-router.ts';
import { protectedProcedure, router } from '../trpc/trpc.ts';

const FILE_URL = /^\/api\/files\/([0-9a-f-]{36})$/i;

/** The stored upload a fileUrl points at, when it points at one of ours. */
function fileIdOf(fileUrl: string | undefined, fileId: string | null | undefined) {
  if (fileId) return fileId;
  return fileUrl?.match(FILE_URL)?.[1] ?? null;
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
    async beforeCreate(input, ctx) {
      return {
        ...input,
        fileId: fileIdOf(input.fileUrl, input.fileId),
        uploadedBy: ctx.user.username,
        uploadedByUserId: ctx.user.id,
      };
    },
    beforeUpdate(input) {
      return input.fileUrl === undefined
        ? input
        : { ...input, fileId: fileIdOf(input.fileUrl, input.fileId) };
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
