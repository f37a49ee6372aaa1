import { hashPassword, usersRepository } from '@app/db';
import type { UserCreateInput } from '@app/domain';
import type { ServiceContext } from '../context.ts';

/** A new staff account; its password is stored as an argon2id hash. */
export async function createUser({ db }: ServiceContext, input: UserCreateInput) {
  const { password, ...rest } = input;
  return usersRepository.insert(db, { ...rest, passwordHash: await hashPassword(password) });
}
