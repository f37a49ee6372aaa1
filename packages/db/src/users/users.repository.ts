import { createCrudRepository } from '../crud/crud.repository.ts';

// The Users screen's list, read, create and update. searchColumns are the fields its search box matches.
export const usersRepository = createCrudRepository({
  table: 'users',
  searchColumns: ['username', 'email', 'firstName', 'lastName'],
  sortColumns: ['username', 'email', 'role', 'lastLogin', 'createdAt'],
  defaultSort: ['createdAt', 'asc'],
});
