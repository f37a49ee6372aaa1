import { sql } from 'kysely';
import { createCrudRepository } from '../crud/crud.repository.ts';

/** Whether the user's second factor is in force: the Users screen offers an admin's reset. */
const twoFactorEnabled = (users: string) =>
  sql<boolean>`exists (select 1 from user_two_factor f
    where f.user_id = ${sql.ref(`${users}.id`)} and f.enabled_at is not null)`;

// The Users screen's list, read, create and update. searchColumns are the fields its search box matches.
export const usersRepository = createCrudRepository({
  table: 'users',
  searchColumns: ['username', 'email', 'firstName', 'lastName'],
  sortColumns: ['username', 'email', 'role', 'lastLogin', 'createdAt'],
  defaultSort: ['createdAt', 'asc'],
  computed: { twoFactorEnabled },
});
