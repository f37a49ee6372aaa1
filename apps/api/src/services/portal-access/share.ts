import { portalExists, portalShares, sharePortalDocument } from '@app/db';
import { AppError } from '../../lib/app-error.ts';
import { toApiRow } from '../../lib/serialize.ts';
import type { ServiceContext } from '../context.ts';

/** Shares a document with a portal (again: nothing changes); answers the portal's shares. */
export async function shareDocument({ db }: ServiceContext, portalId: number, documentId: number) {
  if (!(await sharePortalDocument(db, portalId, documentId))) {
    if (!(await portalExists(db, portalId))) throw new AppError('PORTAL_NOT_FOUND');
    throw new AppError('PORTAL_DOCUMENT_NOT_FOUND');
  }
  return (await portalShares(db, portalId)).map(toApiRow);
}
