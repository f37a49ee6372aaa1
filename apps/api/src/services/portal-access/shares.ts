import { type Database, type Kysely, portalExists, portalShares } from '@app/db';
import { AppError } from '../../lib/app-error.ts';
import { toApiRow } from '../../lib/serialize.ts';

/** The documents shared with a portal, newest share first (404 when there is no such portal). */
export async function portalShareList(db: Kysely<Database>, portalId: number) {
  if (!(await portalExists(db, portalId))) throw new AppError('PORTAL_NOT_FOUND');
  return (await portalShares(db, portalId)).map(toApiRow);
}
