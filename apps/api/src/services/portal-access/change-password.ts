import { endPortalSessions, hashPassword, portalAccount, setPortalPassword, verifyPassword } from '@app/db';
import type { PortalChangePasswordInput } from '@app/domain';
import {
  releaseSignInAttempt,
  reserveSignInAttempt,
  settleRefusedAttempt,
  signInKeys,
} from '../../auth/login-throttle.ts';
import type { PortalCaller } from '../../auth/portal-session.ts';
import { AppError } from '../../lib/app-error.ts';
import type { PortalRequestContext } from './context.ts';

/**
 * The client changes their portal's password: the current one is checked first, counted like a sign-in
 * of the portal's e-mail (under its key and before the check: no unthrottled oracle). The portal's other
 * sessions end; this one stays signed in.
 */
export async function changePortalPassword(
  { db, req, res }: PortalRequestContext,
  caller: PortalCaller,
  input: PortalChangePasswordInput,
) {
  const account = await portalAccount(db, caller.portalId);
  if (!account) throw new AppError('PORTAL_WRONG_PASSWORD');
  const keys = signInKeys('portal', account.email, req.ip);
  await reserveSignInAttempt(db, res, keys);
  try {
    if (!(await verifyPassword(account.passwordHash, input.currentPassword)))
      throw new AppError('PORTAL_WRONG_PASSWORD');
    const passwordHash = await hashPassword(input.newPassword);
    await db.transaction().execute(async (trx) => {
      await setPortalPassword(trx, caller.portalId, passwordHash);
      await endPortalSessions(trx, caller.portalId, 'password-reset', caller.sessionId);
    });
  } catch (err) {
    throw await settleRefusedAttempt(db, keys, err);
  }
  await releaseSignInAttempt(db, keys);
  return { success: true as const };
}
