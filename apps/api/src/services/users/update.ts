import { destroyUserSessions, hashPassword, userAccessForUpdate, usersRepository } from '@app/db';
import type { UserUpdateInput } from '@app/domain';
import { AppError } from '../../lib/app-error.ts';
import { inTransaction } from '../transaction.ts';
import { keepAnotherActiveAdmin } from './last-admin.ts';
import type { UsersContext } from './read.ts';

/** Fields a user may change on their own profile. */
const SELF_EDITABLE = [
  'email',
  'firstName',
  'lastName',
  'department',
  'jobTitle',
  'phone',
  'bio',
  'profileImage',
] as const;

/**
 * Changes an account. Administrators edit anyone but cannot remove their own admin access, nor leave
 * the company without an active administrator; a user edits their own profile fields only, never
 * their username, role, password or active flag. A stale `version` is refused. A new password or a
 * disabled account ends that user's sessions (the caller's own, `ownSessionId`, stays).
 */
export async function updateUser(
  { db, user }: UsersContext,
  id: number,
  input: UserUpdateInput,
  ownSessionId?: string,
) {
  const { version, password, ...changes } = input;
  const isAdmin = user.role === 'admin';
  const isSelf = user.id === id;
  if (!isAdmin && !isSelf) throw new AppError('OWN_PROFILE_ONLY');
  const allowed: Record<string, unknown> = isAdmin
    ? { ...changes }
    : Object.fromEntries(SELF_EDITABLE.filter((k) => k in changes).map((k) => [k, changes[k]]));
  if (
    !isAdmin &&
    (changes.role !== undefined ||
      changes.isActive !== undefined ||
      changes.username !== undefined ||
      password)
  )
    throw new AppError('ADMIN_ONLY_ACCOUNT_FIELDS');
  if (isAdmin && isSelf && (changes.isActive === false || (changes.role && changes.role !== 'admin')))
    throw new AppError('OWN_ADMIN_ACCESS_KEPT');
  if (password) {
    allowed.passwordHash = await hashPassword(password);
    allowed.passwordChangedAt = new Date();
  }
  return inTransaction(db, async (trx) => {
    const existing = await userAccessForUpdate(trx, id);
    if (!existing) throw new AppError('USER_NOT_FOUND');
    if (version !== undefined && existing.version !== version) throw new AppError('USER_VERSION_STALE');
    const losesAdmin =
      existing.role === 'admin' &&
      existing.isActive &&
      (allowed.isActive === false || (allowed.role !== undefined && allowed.role !== 'admin'));
    if (losesAdmin) await keepAnotherActiveAdmin(trx, id);
    const outcome = await usersRepository.update(trx, id, allowed, version);
    if (outcome.status === 'not_found') throw new AppError('USER_NOT_FOUND');
    if (outcome.status === 'conflict') throw new AppError('USER_VERSION_STALE');
    if (allowed.isActive === false || password)
      await destroyUserSessions(trx, id, isSelf ? ownSessionId : undefined);
    return outcome.row;
  });
}
