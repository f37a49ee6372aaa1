import { type Kysely, sql } from 'kysely';
import type { Database } from '../schema.ts';

export type CountedTable = 'clients' | 'events' | 'invoices';

/**
 * The number of rows of `table`, of one status or of all, read from the trigger-kept status_counts
 * (migrations 0021 and 0033): exact, and as cheap for 100,000 clients as for 10. A query (one row, `total`), so
 * that a list page can select it as a column of its own query.
 */
export function keptStatusCountQuery(
  db: Kysely<Database>,
  table: CountedTable,
  statuses?: readonly [string, ...string[]],
) {
  let query = db
    .selectFrom('status_counts')
    .select(sql<number>`coalesce(sum(row_count), 0)::int`.as('total'))
    .where('tableName', '=', table);
  if (statuses) query = query.where('status', 'in', [...statuses]);
  return query;
}

/** The number of financial records of one type, or of all, from the trigger-kept financial_totals (a query, as above). */
export function keptFinancialTypeCountQuery(db: Kysely<Database>, type: string | undefined) {
  let query = db
    .selectFrom('financial_totals')
    .select(sql<number>`coalesce(sum(record_count), 0)::int`.as('total'));
  if (type !== undefined) query = query.where('type', '=', type as 'income' | 'expense');
  return query;
}

/**
 * What clients owe on sent and partially paid invoices, from the kept balances of those two statuses
 * (status_counts.balance, migration 0041): a subquery answering the sum as text.
 */
export const keptOpenInvoicesBalance = sql<string>`(select coalesce(sum(balance), 0)::text from status_counts
  where table_name = 'invoices' and status in ('sent', 'partially_paid'))`;
