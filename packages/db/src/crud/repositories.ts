import { keptFinancialTypeCountQuery, keptStatusCountQuery } from '../counts/kept-counts.repository.ts';
import { upcomingThenPast } from '../events/events-list-order.ts';
import { createCrudRepository } from './crud.repository.ts';

// One repository per resource screen. searchColumns are the fields spec section 2 names for the
// screen's search box; sortColumns what its table headers can sort on.

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

export const digitalProductsRepository = createCrudRepository({
  table: 'digital_products',
  searchColumns: ['name', 'description'],
  sortColumns: ['name', 'price', 'downloads', 'status', 'category', 'createdAt'],
  defaultSort: ['createdAt', 'desc'],
});

export const inventoryRepository = createCrudRepository({
  table: 'inventory',
  searchColumns: ['name', 'sku'],
  sortColumns: ['name', 'sku', 'category', 'quantity', 'unitValue', 'status', 'createdAt'],
  defaultSort: ['createdAt', 'desc'],
});

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

export const campaignsRepository = createCrudRepository({
  table: 'campaigns',
  searchColumns: ['name', 'description'],
  sortColumns: ['name', 'status', 'startDate', 'budget', 'reach', 'createdAt'],
  defaultSort: ['createdAt', 'desc'],
});

export const documentsRepository = createCrudRepository({
  table: 'documents',
  searchColumns: ['name', 'description'],
  sortColumns: ['name', 'category', 'createdAt', 'updatedAt'],
  defaultSort: ['createdAt', 'desc'],
});

export const clientPortalsRepository = createCrudRepository({
  table: 'client_portals',
  searchColumns: ['clientName', 'email', 'eventName'],
  sortColumns: ['clientName', 'eventName', 'lastLogin', 'documentsShared', 'status', 'createdAt'],
  defaultSort: ['createdAt', 'desc'],
});

export const businessInfoRepository = createCrudRepository({
  table: 'business_info',
  searchColumns: ['name', 'category', 'type'],
  sortColumns: ['name', 'category', 'type', 'cost', 'expirationDate', 'createdAt'],
  defaultSort: ['createdAt', 'desc'],
});

export const vendorsRepository = createCrudRepository({
  table: 'vendors',
  searchColumns: ['name', 'category', 'contactName'],
  sortColumns: ['name', 'category', 'rating', 'status', 'totalSpent', 'createdAt'],
  defaultSort: ['createdAt', 'desc'],
});

export const marketingAssetsRepository = createCrudRepository({
  table: 'marketing_assets',
  searchColumns: ['name', 'description'],
  sortColumns: ['name', 'type', 'category', 'createdAt'],
  defaultSort: ['createdAt', 'desc'],
});

export const templatesRepository = createCrudRepository({
  table: 'templates',
  searchColumns: ['name', 'description'],
  sortColumns: ['name', 'category', 'usageCount', 'createdAt', 'updatedAt'],
  defaultSort: ['createdAt', 'desc'],
});

export const financialRecordsRepository = createCrudRepository({
  table: 'financial_records',
  searchColumns: ['description', 'category'],
  sortColumns: ['date', 'amount', 'category', 'type', 'createdAt'],
  defaultSort: ['date', 'desc'],
  keptTotal: { column: 'type', total: keptFinancialTypeCountQuery },
});

export const notificationsRepository = createCrudRepository({
  table: 'notifications',
  searchColumns: ['title', 'message'],
  sortColumns: ['createdAt', 'priority'],
  defaultSort: ['createdAt', 'desc'],
});

export const usersRepository = createCrudRepository({
  table: 'users',
  searchColumns: ['username', 'email', 'firstName', 'lastName'],
  sortColumns: ['username', 'email', 'role', 'lastLogin', 'createdAt'],
  defaultSort: ['createdAt', 'asc'],
});
