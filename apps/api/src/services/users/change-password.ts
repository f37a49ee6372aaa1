import { destroyUserSessions, hashPassword, passwordHashOf, setPasswordHash, verifyPassword } from '@app/db';
import type { ChangePasswordInput } from '@app/domain';
import { AppError } from '../../lib/app-error.ts';
import type { ServiceContext } from '../context.ts';
import { inTransaction } from '../transaction.ts';

/**
 * Changes the caller's own password, given the current one (a wrong one is a failed check), and ends
 * their other sessions: `keepSessionId`, the one asking, stays.
 */
export async function changeOwnPassword(
  { db, user }: ServiceContext,
  id: number,
  input: ChangePasswordInput,
  keepSessionId?: string,
) {
  if (id !== user.id) throw new AppError('OWN_PASSWORD_ONLY');
  const passwordHash = await passwordHashOf(db, id);
  if (passwordHash === undefined) throw new AppError('USER_NOT_FOUND');
  if (!(await verifyPassword(passwordHash, input.currentPassword)))
    throw new AppError('CURRENT_PASSWORD_WRONG');
  await inTransaction(db, async (trx) => {
    await setPasswordHash(trx, id, await hashPassword(input.newPassword));
    await destroyUserSessions(trx, id, keepSessionId);
  });
  return { success: true as const, message: 'Password changed successfully' };
}
