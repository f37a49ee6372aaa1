import { createCrudRepository } from '../crud/crud.repository.ts';

// The screen's list, read, create, update and delete. searchColumns are the fields spec section 2 names
// for the screen's search box; sortColumns what its table headers can sort on.
export const marketingAssetsRepository = createCrudRepository({
  table: 'marketing_assets',
  searchColumns: ['name', 'description'],
  sortColumns: ['name', 'type', 'category', 'createdAt'],
  defaultSort: ['createdAt', 'desc'],
  countCache: true,
});
