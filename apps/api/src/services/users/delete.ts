import { deleteUser as removeUser, userAccessForUpdate } from '@app/db';
import { AppError } from '../../lib/app-error.ts';
import type { ServiceContext } from '../context.ts';
import { inTransaction } from '../transaction.ts';
import { keepAnotherActiveAdmin } from './last-admin.ts';

/** Deletes an account and its sessions: never the caller's own, nor the last active administrator. */
export async function deleteUser({ db, user }: ServiceContext, id: number) {
  if (id === user.id) throw new AppError('OWN_ACCOUNT_NOT_DELETABLE');
  await inTransaction(db, async (trx) => {
    const existing = await userAccessForUpdate(trx, id);
    if (!existing) throw new AppError('USER_NOT_FOUND');
    if (existing.role === 'admin' && existing.isActive) await keepAnotherActiveAdmin(trx, id);
    await removeUser(trx, id);
  });
  return { id, deleted: true as const };
}
