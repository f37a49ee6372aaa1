import { usersRepository } from '@app/db';
import type { UserRole } from '@app/domain';
import { AppError } from '../../lib/app-error.ts';
import type { ServiceContext } from '../context.ts';

/** A users service's context: the acting user with their role (administrators manage every account). */
export type UsersContext = ServiceContext & { user: { role: UserRole } };

/** One staff account: administrators read anyone, everyone else only their own. */
export async function readUser({ db, user }: UsersContext, id: number) {
  if (user.role !== 'admin' && id !== user.id) throw new AppError('OWN_ACCOUNT_ONLY');
  const row = await usersRepository.byId(db, id);
  if (!row) throw new AppError('USER_NOT_FOUND');
  return row;
}
