import { createCrudRepository } from '../crud/crud.repository.ts';

// The screen's list, read, create, update and delete. searchColumns are the fields spec section 2 names
// for the screen's search box; sortColumns what its table headers can sort on.
export const businessInfoRepository = createCrudRepository({
  table: 'business_info',
  searchColumns: ['name', 'category', 'type'],
  sortColumns: ['name', 'category', 'type', 'cost', 'expirationDate', 'createdAt'],
  defaultSort: ['createdAt', 'desc'],
});
