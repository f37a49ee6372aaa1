import { keptFinancialTypeCountQuery } from '../counts/kept-counts.repository.ts';
import { createCrudRepository } from '../crud/crud.repository.ts';

// The screen's list, read, create, update and delete. searchColumns are the fields spec section 2 names
// for the screen's search box; sortColumns what its table headers can sort on.
export const financialRecordsRepository = createCrudRepository({
  table: 'financial_records',
  searchColumns: ['description', 'category'],
  sortColumns: ['date', 'amount', 'category', 'type', 'createdAt'],
  defaultSort: ['date', 'desc'],
  countCache: true,
  keptTotal: { column: 'type', total: keptFinancialTypeCountQuery },
});
