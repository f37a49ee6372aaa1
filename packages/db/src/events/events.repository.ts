import { keptStatusCountQuery } from '../counts/kept-counts.repository.ts';
import { createCrudRepository } from '../crud/crud.repository.ts';
import { upcomingThenPast } from './events-list-order.ts';

// The screen's list, read, create, update and delete. searchColumns are the fields spec section 2 names
// for the screen's search box; sortColumns what its table headers can sort on.
export const eventsRepository = createCrudRepository({
  table: 'events',
  searchColumns: ['name', 'clientName', 'venue'],
  sortColumns: ['name', 'clientName', 'date', 'venue', 'budget', 'status', 'createdAt'],
  defaultSort: ['date', 'asc'],
  // A day's events in time order (events_date_idx is on date, time, id).
  tieBreakers: { date: ['time'] },
  // The list's default: upcoming events first, soonest first, then past ones, most recent first.
  customSorts: { upcoming: upcomingThenPast },
  keptTotal: {
    column: 'status',
    total: (db, status) => keptStatusCountQuery(db, 'events', status ? [status] : undefined),
  },
});
