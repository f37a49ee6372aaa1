import { type Database, lockOtherActiveAdmins, type Transaction } from '@app/db';
import { AppError } from '../../lib/app-error.ts';

/**
 * Refuses a change that would leave no active administrator: the others are locked until the
 * change commits, so two administrators cannot demote each other at the same moment.
 */
export async function keepAnotherActiveAdmin(trx: Transaction<Database>, exceptUserId: number) {
  if ((await lockOtherActiveAdmins(trx, exceptUserId)).length === 0) throw new AppError('LAST_ACTIVE_ADMIN');
}
