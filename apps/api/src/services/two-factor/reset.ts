import { destroyUserSessions, removeTwoFactor, userExists } from '@app/db';
import { AppError } from '../../lib/app-error.ts';
import type { ServiceContext } from '../context.ts';
import { inTransaction } from '../transaction.ts';

/**
 * An administrator's reset (a lost phone): the user's second factor goes (a set-up in progress too)
 * and so do all their sessions but `keepSessionId` (the administrator's own). Refused when the user
 * has none.
 */
export async function resetTwoFactor({ db }: ServiceContext, userId: number, keepSessionId?: string) {
  if (!(await userExists(db, userId))) throw new AppError('USER_NOT_FOUND');
  const endedSessions = await inTransaction(db, async (trx) => {
    if (!(await removeTwoFactor(trx, userId))) throw new AppError('TWO_FACTOR_NOTHING_TO_RESET');
    return destroyUserSessions(trx, userId, keepSessionId);
  });
  return { id: userId, reset: true as const, endedSessions };
}
