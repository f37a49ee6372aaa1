import { createCrudRepository } from '../crud/crud.repository.ts';
import { reservedNext30Days } from '../reservations/reservations.repository.ts';

// The screen's list, read, create, update and delete. searchColumns are the fields spec section 2 names
// for the screen's search box; sortColumns what its table headers can sort on.
export const inventoryRepository = createCrudRepository({
  table: 'inventory',
  searchColumns: ['name', 'sku'],
  sortColumns: ['name', 'sku', 'category', 'quantity', 'unitValue', 'status', 'createdAt'],
  defaultSort: ['createdAt', 'desc'],
  countCache: true,
  computed: { reservedNext30Days },
});
