import { ZClientPortal } from '@app/domain';
import { sql } from 'kysely';
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
  customFilters: {
    // The portals that show an event, as the portal itself does (portalEvents): the ones made for it,
    // and those of its client that staff chose to show it in (shown_event_ids).
    eventId: (value) => sql<boolean>`(client_portals.event_id = ${value}
      or (${value} = any(client_portals.shown_event_ids)
        and client_portals.client_id = (select e.client_id from events e where e.id = ${value})))`,
  },
});
