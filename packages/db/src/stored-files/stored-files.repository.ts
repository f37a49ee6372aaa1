import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database, NewStoredFile, StoredFile } from '../schema.ts';

/** Stores an upload's bytes under a fresh random storage name; answers what the upload call returns. */
export async function storeFile(
  db: Kysely<Database>,
  file: Omit<NewStoredFile, 'storageName' | 'id'>,
): Promise<Pick<StoredFile, 'id' | 'originalName' | 'mimeType' | 'sizeBytes'>> {
  return db
    .insertInto('stored_files')
    .values({ ...file, storageName: randomBytes(16).toString('hex') })
    .returning(['id', 'originalName', 'mimeType', 'sizeBytes'])
    .executeTakeFirstOrThrow();
}

/** A stored file's name, type and bytes, for a download. */
export async function fileForDownload(
  db: Kysely<Database>,
  id: StoredFile['id'],
): Promise<Pick<StoredFile, 'originalName' | 'mimeType' | 'content'> | undefined> {
  return db
    .selectFrom('stored_files')
    .select(['originalName', 'mimeType', 'content'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/**
 * The stored file `id` when it is an image uploaded as one (purpose 'image', an image type): what the
 * company logo must be. Undefined for a document, a template, a report, or no such file.
 */
export async function storedImage(
  db: Kysely<Database>,
  id: StoredFile['id'],
): Promise<Pick<StoredFile, 'id' | 'mimeType'> | undefined> {
  return db
    .selectFrom('stored_files')
    .select(['id', 'mimeType'])
    .where('id', '=', id)
    .where('purpose', '=', 'image')
    .where('mimeType', 'like', 'image/%')
    .executeTakeFirst();
}
