import {
  countRecentPortalLinks,
  createPortalLink,
  lockOpenPortalsByEmail,
  reserveAttempt,
  type ThrottlePolicy,
} from '@app/db';
import {
  PORTAL_RESET_HOURS,
  PORTAL_RESETS_PER_HOUR,
  type PortalForgotPasswordInput,
  portalResetsTooFrequent,
} from '@app/domain';
import { TRPCError } from '@trpc/server';
import type { Outbox } from '../../mail/outbox.ts';
import { portalBrand } from './brand.ts';
import type { PortalRequestContext } from './context.ts';
import { portalLinks, resetEmail } from './link-emails.ts';

const HOUR_MS = 60 * 60_000;

/**
 * "Forgot password?" requests from one address: at most this many in 15 minutes, then 15 minutes of
 * 429. Each request counts, whatever its e-mail; the cap per portal (PORTAL_RESETS_PER_HOUR) is what
 * keeps one client's mailbox from filling up, this one keeps a sender from trying address after address.
 */
export const PORTAL_RESET_REQUESTS_PER_IP: ThrottlePolicy = {
  maxFailures: 30,
  windowMs: 15 * 60_000,
  lockMs: 15 * 60_000,
};

/**
 * A client forgot their portal's password: each open portal that signs in with this e-mail gets an
 * e-mail with a link to choose a new one (valid PORTAL_RESET_HOURS, once), queued in one transaction,
 * unless it was sent PORTAL_RESETS_PER_HOUR of them in the last hour already (then nothing more is sent,
 * silently). The e-mail is confidential: the outbox shows staff a note instead of its link. The answer
 * is the same whether or not a portal has this e-mail. Counted per address first: past the limit, 429
 * with Retry-After and nothing is looked up.
 */
export async function requestPortalReset(
  { db, req, res, outbox }: PortalRequestContext & { outbox: Outbox },
  input: PortalForgotPasswordInput,
  origin: string,
) {
  const lockedSeconds = await reserveAttempt(db, `portal-reset:ip:${req.ip}`, PORTAL_RESET_REQUESTS_PER_IP);
  if (lockedSeconds > 0) {
    res.header('retry-after', String(lockedSeconds));
    throw new TRPCError({ code: 'TOO_MANY_REQUESTS', message: portalResetsTooFrequent(lockedSeconds) });
  }
  await db.transaction().execute(async (trx) => {
    const portals = await lockOpenPortalsByEmail(trx, input.email);
    if (portals.length === 0) return;
    const { companyName } = await portalBrand(trx);
    for (const portal of portals) {
      if ((await countRecentPortalLinks(trx, portal.id, 'reset', HOUR_MS)) >= PORTAL_RESETS_PER_HOUR)
        continue;
      const link = await createPortalLink(trx, {
        portalId: portal.id,
        purpose: 'reset',
        lifetimeMs: PORTAL_RESET_HOURS * HOUR_MS,
        replaceUnused: false,
      });
      await outbox.queue(trx, {
        to: portal.email.trim(),
        ...resetEmail({
          ...portalLinks(origin, link.token),
          clientName: portal.clientName,
          eventName: portal.eventName,
          companyName,
          email: portal.email.trim(),
        }),
        clientId: portal.clientId,
        eventId: portal.eventId,
        // The client asked for it: the outbox delivers it but never shows staff the link.
        confidential: true,
      });
    }
  });
  return { success: true as const };
}
