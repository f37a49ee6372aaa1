import { ZClient } from '@app/domain';
import { sql } from 'kysely';
import { keptStatusCountQuery } from '../counts/kept-counts.repository.ts';
import { createCrudRepository, rowColumns } from '../crud/crud.repository.ts';

/**
 * What the client owes: total − paid of its sent and partially paid invoices, '0.00' when
 * none. A correlated subquery on invoices_client_id_idx, computed for the rows answered only.
 */
const outstanding = (clients: string) =>
  sql<string>`(select coalesce(sum(i.total - i.paid), 0)::numeric(14, 2)::text from invoices i
    where i.client_id = ${sql.ref(`${clients}.id`)} and i.status in ('sent', 'partially_paid'))`;

// The screen's list, read, create, update and delete. searchColumns are the fields spec section 2 names
// for the screen's search box; sortColumns what its table headers can sort on.
export const clientsRepository = createCrudRepository({
  table: 'clients',
  searchColumns: ['name', 'contactName', 'contactEmail'],
  // The three lower-cased in one indexed text (migration 0046).
  searchText: 'searchText',
  // clients_created_at_idx includes search_text and status (migration 0047).
  searchInSortIndex: true,
  sortColumns: ['name', 'industry', 'contactName', 'status', 'revenue', 'eventsCount', 'createdAt'],
  defaultSort: ['createdAt', 'desc'],
  countCache: true,
  computed: { outstanding },
  // Not search_text, the searches' copy of three of them.
  columns: rowColumns(ZClient, { outstanding }),
  keptTotal: {
    column: 'status',
    total: (db, status) => keptStatusCountQuery(db, 'clients', status ? [status] : undefined),
  },
});
