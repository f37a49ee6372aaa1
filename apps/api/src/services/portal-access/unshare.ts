import { portalExists, portalShares, unsharePortalDocument } from '@app/db';
import { AppError } from '../../lib/app-error.ts';
import { toApiRow } from '../../lib/serialize.ts';
import type { ServiceContext } from '../context.ts';

/** Stops sharing a document with a portal (404 when it is not shared with it); answers its shares. */
export async function unshareDocument({ db }: ServiceContext, portalId: number, documentId: number) {
  if (!(await unsharePortalDocument(db, portalId, documentId))) {
    if (!(await portalExists(db, portalId))) throw new AppError('PORTAL_NOT_FOUND');
    throw new AppError('PORTAL_DOCUMENT_NOT_SHARED');
  }
  return (await portalShares(db, portalId)).map(toApiRow);
}
