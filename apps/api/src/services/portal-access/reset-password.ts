import {
  clearFailures,
  endPortalSessions,
  findPortalLink,
  hashPassword,
  hashPortalLinkToken,
  type PortalLinkState,
  setPortalPassword,
  usePortalLink,
} from '@app/db';
import type { PortalResetPasswordInput } from '@app/domain';
import { signInKeys } from '../../auth/login-throttle.ts';
import { AppError } from '../../lib/app-error.ts';
import type { PortalRequestContext } from './context.ts';

/** A link that can still set a password: known, not used, not expired, of a portal that is open. */
function checkUsable(link: PortalLinkState | undefined): asserts link is PortalLinkState {
  if (!link) throw new AppError('PORTAL_LINK_INVALID');
  if (link.used) throw new AppError('PORTAL_LINK_USED');
  if (link.expired) throw new AppError('PORTAL_LINK_EXPIRED');
  if (link.portalStatus === 'inactive') throw new AppError('PORTAL_CLOSED');
}

/**
 * Sets a portal's password from an invitation or reset link: hashed as every portal password, the
 * link marked used and the portal's other unused links deleted, and every session of the portal ended,
 * in one transaction. The link is checked before the (slow) hash and again under its row's lock, so two
 * uses of one link cannot both set a password. A refused link says why (unknown, used, expired), never
 * whose it is. The portal's failed sign-ins are forgotten: its client can sign in at once.
 */
export async function resetPortalPassword(
  { db, req }: PortalRequestContext,
  input: PortalResetPasswordInput,
) {
  const tokenHash = hashPortalLinkToken(input.token);
  checkUsable(await findPortalLink(db, tokenHash));
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction().execute(async (trx) => {
    const link = await findPortalLink(trx, tokenHash, true);
    checkUsable(link);
    await setPortalPassword(trx, link.portalId, passwordHash);
    await usePortalLink(trx, link);
    await endPortalSessions(trx, link.portalId, 'password-reset');
    await clearFailures(trx, signInKeys('portal', link.email, req.ip).account);
  });
  return { success: true as const };
}
