import { type Database, type Kysely, portalAccount, previousPortalLogin } from '@app/db';
import { toIsoDateTime } from '@app/domain';
import { AppError } from '../../lib/app-error.ts';

/** The signed-in portal, with the sign-in before this session's (401 when the portal is gone). */
export async function portalSessionAnswer(db: Kysely<Database>, portalId: number, sessionId: string) {
  const account = await portalAccount(db, portalId);
  if (!account) throw new AppError('PORTAL_NOT_SIGNED_IN');
  const previous = await previousPortalLogin(db, portalId, sessionId);
  return {
    portal: {
      id: account.id,
      clientName: account.clientName,
      email: account.email,
      eventName: account.eventName,
      previousLogin: previous ? toIsoDateTime(previous) : null,
    },
  };
}
