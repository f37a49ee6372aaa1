import { ZClientPortal } from '@app/domain';
import { createCrudRepository, rowColumns } from '../crud/crud.repository.ts';

// The screen's list, read, create, update and delete. searchColumns are the fields spec section 2 names
// for the screen's search box; sortColumns what its table headers can sort on.
export const clientPortalsRepository = createCrudRepository({
  table: 'client_portals',
  searchColumns: ['clientName', 'email', 'eventName'],
  sortColumns: ['clientName', 'eventName', 'lastLogin', 'documentsShared', 'status', 'createdAt'],
  defaultSort: ['createdAt', 'desc'],
  // Never the password hash.
  columns: rowColumns(ZClientPortal),
});
