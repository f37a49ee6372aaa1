import { z } from 'zod';
import { filterEnum, requiredEnum } from '../common/enums.ts';
import { optionalId, ZRowIdNullable } from '../common/ids.ts';
import { makeListInput } from '../common/list.ts';
import { ROW_FIELDS, UPDATE_FIELDS } from '../common/row.ts';
import { optionalText, requiredText } from '../common/text.ts';
import { fileReference } from '../common/urls.ts';
import { DOCUMENT_CATEGORIES, SHORT_TEXT_MAX, TEXT_MAX } from '../constants.ts';

/** A document; `fileId` points at the stored upload when the file went through the upload route. */
export const ZDocument = z.object({
  ...ROW_FIELDS,
  name: z.string(),
  description: z.string().nullable(),
  category: z.enum(DOCUMENT_CATEGORIES),
  fileUrl: z.string(),
  fileSize: z.string(),
  mimeType: z.string(),
  uploadedBy: z.string(),
  fileId: z.uuid().nullable(),
  eventId: ZRowIdNullable.meta({
    description: 'The event the document concerns (its event page lists it), or null.',
  }),
});
export type DocumentRecord = z.infer<typeof ZDocument>;

const documentFields = {
  name: requiredText(),
  description: optionalText(TEXT_MAX),
  category: requiredEnum(DOCUMENT_CATEGORIES),
  fileUrl: fileReference(),
  /** Human-readable size such as '1.5 MB' (or 'N/A' for campaign reports). */
  fileSize: requiredText(undefined, SHORT_TEXT_MAX),
  mimeType: requiredText(undefined, 255),
  fileId: z.uuid({ error: 'Invalid file id' }).nullish(),
  eventId: optionalId(),
};

/** uploadedBy is taken from the session, never from the body. */
export const ZDocumentCreateInput = z.object(documentFields);
export type DocumentCreateInput = z.infer<typeof ZDocumentCreateInput>;

export const ZDocumentUpdateInput = z.object(documentFields).partial().extend(UPDATE_FIELDS);
export type DocumentUpdateInput = z.infer<typeof ZDocumentUpdateInput>;

/** Search matches name or description. */
export const ZDocumentListInput = makeListInput(['createdAt', 'name', 'category', 'updatedAt'], {
  category: filterEnum(DOCUMENT_CATEGORIES),
  eventId: optionalId(),
});
export type DocumentListInput = z.infer<typeof ZDocumentListInput>;
