import { sql } from 'kysely';
import { keptFinancialTypeCountQuery } from '../counts/kept-counts.repository.ts';
import { createCrudRepository } from '../crud/crud.repository.ts';

// searchColumns are the fields spec section 2 names for the screen's search box; sortColumns what its
// table headers can sort on. The export's repository below reads the same rows in the same order.
const LIST = {
  table: 'financial_records',
  searchColumns: ['description', 'category'],
  sortColumns: ['date', 'amount', 'category', 'type', 'createdAt'],
  defaultSort: ['date', 'desc'],
} as const;

// The screen's list, read, create, update and delete.
export const financialRecordsRepository = createCrudRepository({
  ...LIST,
  countCache: true,
  keptTotal: { column: 'type', total: keptFinancialTypeCountQuery },
});

const nameOf = (table: 'clients' | 'events' | 'vendors', column: string) => (records: string) =>
  sql<
    string | null
  >`(select t.name from ${sql.table(table)} t where t.id = ${sql.ref(`${records}.${column}`)})`;

/** The invoice payment that made a record, as the figures its share of tax is computed from (text decimals). */
export type RecordPayment = {
  invoiceNumber: string | null;
  invoiceTax: string;
  invoiceTotal: string;
  amount: string;
  paidBefore: string;
};

/**
 * The payment that made an income record, if one did, with its invoice's tax and total and what the
 * invoice had received before it (the payments recorded earlier: a lower id).
 */
const payment = (records: string) =>
  sql<RecordPayment | null>`(select json_build_object(
      'invoiceNumber', i.number, 'invoiceTax', i.tax::text, 'invoiceTotal', i.total::text,
      'amount', p.amount::text,
      'paidBefore', (select coalesce(sum(q.amount), 0)::numeric(14, 2)::text from invoice_payments q
        where q.invoice_id = p.invoice_id and q.id < p.id))
    from invoice_payments p join invoices i on i.id = p.invoice_id
    where p.financial_record_id = ${sql.ref(`${records}.id`)})`;

/**
 * The accountant's export of the records: the list's search, filters, range and order, each row with
 * the names of its client, event and vendor and the payment that made it (computed for exported rows
 * only, so the screen's list pays nothing for them).
 */
export const financialRecordsExportRepository = createCrudRepository({
  ...LIST,
  computed: {
    client: nameOf('clients', 'client_id'),
    event: nameOf('events', 'event_id'),
    vendor: nameOf('vendors', 'vendor_id'),
    payment,
  },
});
