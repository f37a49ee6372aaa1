import { createCrudRepository } from '../crud/crud.repository.ts';

// The screen's list, read, create, update and delete. searchColumns are the fields spec section 2 names
// for the screen's search box; sortColumns what its table headers can sort on.
export const vendorsRepository = createCrudRepository({
  table: 'vendors',
  searchColumns: ['name', 'category', 'contactName'],
  sortColumns: ['name', 'category', 'rating', 'status', 'totalSpent', 'createdAt'],
  defaultSort: ['createdAt', 'desc'],
  countCache: true,
});
