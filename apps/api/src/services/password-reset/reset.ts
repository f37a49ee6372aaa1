import {
  clearFailures,
  destroyUserSessions,
  findPasswordResetToken,
  hashPassword,
  hashPasswordResetToken,
  type PasswordResetTokenState,
  setAuditActor,
  setPasswordHash,
  usePasswordResetToken,
} from '@app/db';
import { PASSWORD_RESET_TEXTS, type ResetPasswordInput } from '@app/domain';
import { signInKeys } from '../../auth/login-throttle.ts';
import { AppError } from '../../lib/app-error.ts';
import type { PasswordResetContext } from './context.ts';

/** The link, if it can still set a password; otherwise the refusal that says why. */
function usable(link: PasswordResetTokenState | undefined): PasswordResetTokenState {
  // A disabled account's links are as good as none: nothing is said about it.
  if (!link?.userActive) throw new AppError('PASSWORD_RESET_LINK_INVALID');
  if (link.used) throw new AppError('PASSWORD_RESET_LINK_USED');
  if (link.expired) throw new AppError('PASSWORD_RESET_LINK_EXPIRED');
  return link;
}

/**
 * Sets a new password from a reset link: the password rule and hashing of every staff password
 * (ZResetPasswordInput, hashPassword), in one transaction that marks the link used, deletes the
 * user's other unused links and ends every session of the user (each instance drops its copies). The
 * link is checked before the password is hashed (an unknown token costs no hashing), and again under
 * its row lock, so two uses at once set one password and the second is told the link was used. The
 * change is audited as the user's own (who else holds their link); the account's failed sign-ins are
 * forgotten, so a lock earned while the password was forgotten does not outlast it.
 */
export async function resetPassword(ctx: PasswordResetContext, input: ResetPasswordInput) {
  const { db, req } = ctx;
  const tokenHash = hashPasswordResetToken(input.token);
  usable(await findPasswordResetToken(db, tokenHash));
  const passwordHash = await hashPassword(input.newPassword);
  const link = await db.transaction().execute(async (trx) => {
    const link = usable(await findPasswordResetToken(trx, tokenHash, true));
    await setAuditActor(trx, { id: link.userId, username: link.username, requestId: req.id });
    await setPasswordHash(trx, link.userId, passwordHash);
    await usePasswordResetToken(trx, link);
    await destroyUserSessions(trx, link.userId);
    return link;
  });
  // This instance's session copies must not outlive the sessions just ended.
  req.server?.sessionCache?.afterCommit();
  await clearFailures(db, signInKeys('staff', link.username, req.ip).account);
  return { success: true as const, message: PASSWORD_RESET_TEXTS.passwordChanged };
}
