import { setColorScheme } from '@app/db';
import type { ColorScheme } from '@app/domain';
import { AppError } from '../../lib/app-error.ts';
import type { ServiceContext } from '../context.ts';

/** Saves the caller's colour scheme: a preference, with no `version` and no audit entry. */
export async function setOwnColorScheme({ db, user }: ServiceContext, colorScheme: ColorScheme) {
  if (!(await setColorScheme(db, user.id, colorScheme))) throw new AppError('USER_NOT_FOUND');
  return { colorScheme };
}
