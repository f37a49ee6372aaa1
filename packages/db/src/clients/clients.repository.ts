import { keptStatusCountQuery } from '../counts/kept-counts.repository.ts';
import { createCrudRepository } from '../crud/crud.repository.ts';

// The screen's list, read, create, update and delete. searchColumns are the fields spec section 2 names
// for the screen's search box; sortColumns what its table headers can sort on.
export const clientsRepository = createCrudRepository({
  table: 'clients',
  searchColumns: ['name', 'contactName', 'contactEmail'],
  sortColumns: ['name', 'industry', 'contactName', 'status', 'revenue', 'eventsCount', 'createdAt'],
  defaultSort: ['createdAt', 'desc'],
  keptTotal: {
    column: 'status',
    total: (db, status) => keptStatusCountQuery(db, 'clients', status ? [status] : undefined),
  },
});
