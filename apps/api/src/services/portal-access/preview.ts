import { portalAccount, portalDocuments, portalEvents, recordPortalView } from '@app/db';
import { toIsoDateTime } from '@app/domain';
import { AppError } from '../../lib/app-error.ts';
import { toApiRow } from '../../lib/serialize.ts';
import type { ServiceContext } from '../context.ts';

/**
 * "View as client": the portal as its client sees it (its account, events and documents), read-only;
 * every look is an audit entry (action 'view') naming who looked, with the request's id.
 */
export async function previewPortal({ db, user }: ServiceContext, id: number, requestId: string) {
  const account = await portalAccount(db, id);
  if (!account) throw new AppError('PORTAL_NOT_FOUND');
  await recordPortalView(db, { ...user, requestId }, id);
  const [events, documents] = await Promise.all([portalEvents(db, id), portalDocuments(db, id)]);
  return {
    portal: {
      id: account.id,
      clientName: account.clientName,
      email: account.email,
      eventName: account.eventName,
      previousLogin: account.lastLogin ? toIsoDateTime(account.lastLogin) : null,
    },
    events: events.map(toApiRow),
    documents: documents.map(toApiRow),
  };
}
