import { createPortalLink, lockPortalForLink } from '@app/db';
import { PORTAL_INVITE_DAYS, type PortalInvitation, toIsoDateTime } from '@app/domain';
import { AppError } from '../../lib/app-error.ts';
import type { MailingContext } from '../context.ts';
import { portalBrand } from './brand.ts';
import { invitationEmail, portalLinks } from './link-emails.ts';

const DAY_MS = 24 * 60 * 60_000;

/**
 * Staff invite a portal's client: an e-mail to the portal's address with a link to choose its password
 * (valid PORTAL_INVITE_DAYS days, once), queued in the caller's transaction. The portal's links not used
 * yet stop working, so only the newest invitation does. A closed portal, or one without an address,
 * gets none (409). Links start with `origin` (lib/link-origin.ts).
 */
export async function invitePortalClient(
  { db, user, outbox }: MailingContext,
  portalId: number,
  origin: string,
): Promise<PortalInvitation> {
  const portal = await lockPortalForLink(db, portalId);
  if (!portal) throw new AppError('PORTAL_NOT_FOUND');
  if (portal.status === 'inactive') throw new AppError('PORTAL_INVITE_CLOSED');
  const to = portal.email.trim();
  if (!to) throw new AppError('PORTAL_INVITE_NO_EMAIL');
  const link = await createPortalLink(db, {
    portalId,
    purpose: 'invite',
    lifetimeMs: PORTAL_INVITE_DAYS * DAY_MS,
    replaceUnused: true,
  });
  const { companyName } = await portalBrand(db);
  await outbox.queue(db, {
    to,
    ...invitationEmail({
      ...portalLinks(origin, link.token),
      clientName: portal.clientName,
      eventName: portal.eventName,
      companyName,
      email: to,
    }),
    clientId: portal.clientId,
    eventId: portal.eventId,
    createdBy: user.id,
  });
  return { sentTo: to, expiresAt: toIsoDateTime(link.expiresAt) };
}
