import { ZDocument } from '@app/domain';
import { createCrudRepository, rowColumns } from '../crud/crud.repository.ts';

// The screen's list, read, create, update and delete. searchColumns are the fields spec section 2 names
// for the screen's search box; sortColumns what its table headers can sort on.
export const documentsRepository = createCrudRepository({
  table: 'documents',
  searchColumns: ['name', 'description'],
  sortColumns: ['name', 'category', 'createdAt', 'updatedAt'],
  defaultSort: ['createdAt', 'desc'],
  countCache: true,
  // Not who uploaded it, nor the links kept for the portal, campaigns and invoices.
  columns: rowColumns(ZDocument),
});
