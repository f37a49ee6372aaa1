import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';

type Db = Kysely<Database>;

/**
 * The documents picked to link to an event, locked until the transaction ends (two staff linking the
 * same document queue), with the event they concern now (its name) and their client. Unknown ids are
 * simply not among them.
 */
export function documentsToLink(db: Db, documentIds: readonly number[]) {
  return db
    .selectFrom('documents as d')
    .leftJoin('events as e', 'e.id', 'd.eventId')
    .select(['d.id', 'd.name', 'd.eventId', 'd.clientId', 'e.name as eventName'])
    .where('d.id', 'in', [...documentIds])
    .orderBy('d.id')
    .forUpdate('d')
    .execute();
}

/**
 * Links documents to an event: they concern it, and its client (a walk-in event keeps the document's
 * own client). Answers how many changed.
 */
export async function linkDocumentsToEvent(
  db: Db,
  event: { id: number; clientId: number | null },
  documentIds: readonly number[],
): Promise<number> {
  const result = await db
    .updateTable('documents')
    .set((eb) => ({
      eventId: event.id,
      clientId: event.clientId ?? eb.ref('clientId'),
    }))
    .where('id', 'in', [...documentIds])
    .where((eb) => eb.or([eb('eventId', 'is', null), eb('eventId', '<>', event.id)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * Unlinks a document from an event; it stays on the Documents screen and keeps its client. Answers
 * false when the document was not linked to that event.
 */
export async function unlinkDocumentFromEvent(db: Db, eventId: number, documentId: number): Promise<boolean> {
  const result = await db
    .updateTable('documents')
    .set({ eventId: null })
    .where('id', '=', documentId)
    .where('eventId', '=', eventId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
