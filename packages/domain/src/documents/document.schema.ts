import { z } from 'zod';
import { filterEnum, requiredEnum } from '../common/enums.ts';
import { optionalId, ZId, ZRowIdNullable } from '../common/ids.ts';
import { makeListInput } from '../common/list.ts';
import { ROW_FIELDS, UPDATE_FIELDS } from '../common/row.ts';
import { optionalText, requiredFileName, requiredText } from '../common/text.ts';
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
  clientId: ZRowIdNullable.meta({
    description:
      "The client the document concerns (the event's client, or the client whose portal sent it), or null.",
  }),
});
export type DocumentRecord = z.infer<typeof ZDocument>;

const documentFields = {
  name: requiredFileName(),
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
  clientId: optionalId(),
});
export type DocumentListInput = z.infer<typeof ZDocumentListInput>;

/** How many existing documents one call attaches to an event (a page of picks, well past a hand's). */
export const EVENT_ATTACH_MAX = 100;

/** Existing documents linked to an event (the event page's "Add documents", picking existing ones). */
export const ZEventDocumentsAttachInput = z.object({
  id: ZId,
  documentIds: z
    .array(ZId, { error: 'Choose the documents to add' })
    .min(1, 'Choose the documents to add')
    .max(EVENT_ATTACH_MAX, `Choose at most ${EVENT_ATTACH_MAX} documents at a time`),
});
export type EventDocumentsAttachInput = z.infer<typeof ZEventDocumentsAttachInput>;

/** One document unlinked from an event (it stays on the Documents screen). */
export const ZEventDocumentDetachInput = z.object({ id: ZId, documentId: ZId });

export const DOCUMENT_LINK_TEXTS = {
  eventNotFound: 'Event not found',
  documentNotFound: 'Document not found',
  notOnEvent: 'This document is not linked to this event',
  attachSuccess: 'Documents added to the event',
  attachFailed: 'Failed to add documents',
  detachSuccess: 'Document removed from the event',
  detachFailed: 'Failed to remove document',
} as const;

/** A picked document that already concerns another event (a document is about one event at most). */
export function documentOnAnotherEvent(documentName: string, eventName: string): string {
  return `${documentName} is linked to the event ${eventName}; remove it there first`;
}

/** A picked document of another client than the event's. */
export function documentOfAnotherClient(documentName: string): string {
  return `${documentName} belongs to another client than this event's`;
}
