import { destroyUserSessions, userExists } from '@app/db';
import { AppError } from '../../lib/app-error.ts';
import type { ServiceContext } from '../context.ts';

/** Signs a user out everywhere but `keepSessionId` (the caller's own session); answers how many ended. */
export async function endUserSessions({ db }: ServiceContext, id: number, keepSessionId?: string) {
  if (!(await userExists(db, id))) throw new AppError('USER_NOT_FOUND');
  const endedSessions = await destroyUserSessions(db, id, keepSessionId);
  return { id, endedSessions };
}
