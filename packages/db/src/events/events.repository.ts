import { ZEvent } from '@app/domain';
import { sql } from 'kysely';
import { keptStatusCountQuery } from '../counts/kept-counts.repository.ts';
import { createCrudRepository, rowColumns } from '../crud/crud.repository.ts';
import { upcomingThenPast } from './events-list-order.ts';

/**
 * What the event's invoices come to, drafts and void ones left out: `invoiced`, the sum of
 * their totals, and `paid`, of what was paid on them ('0.00' when none). Correlated subqueries on
 * invoices_event_id_idx, computed for the rows answered only.
 */
const issuedInvoices = (events: string, figure: 'total' | 'paid') =>
  sql<string>`(select coalesce(sum(i.${sql.raw(figure)}), 0)::numeric(14, 2)::text from invoices i
    where i.event_id = ${sql.ref(`${events}.id`)} and i.status in ('sent', 'partially_paid', 'paid'))`;
export const eventInvoiceFigures = {
  invoiced: (events: string) => issuedInvoices(events, 'total'),
  paid: (events: string) => issuedInvoices(events, 'paid'),
};

// The screen's list, read, create, update and delete. searchColumns are the fields spec section 2 names
// for the screen's search box; sortColumns what its table headers can sort on.
export const eventsRepository = createCrudRepository({
  table: 'events',
  searchColumns: ['name', 'clientName', 'venue'],
  sortColumns: ['name', 'clientName', 'date', 'venue', 'budget', 'profit', 'status', 'createdAt'],
  defaultSort: ['date', 'asc'],
  countCache: true,
  computed: eventInvoiceFigures,
  // Not income, expenses (kept for the profit column) or span (the reservations' index key).
  columns: rowColumns(ZEvent, eventInvoiceFigures),
  // A day's events in time order (events_date_idx is on date, time, id).
  tieBreakers: { date: ['time'] },
  // The list's default: upcoming events first, soonest first, then past ones, most recent first.
  customSorts: { upcoming: upcomingThenPast },
  keptTotal: {
    column: 'status',
    total: (db, status) => keptStatusCountQuery(db, 'events', status ? [status] : undefined),
  },
});
