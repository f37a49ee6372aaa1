import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/*
 * The invoices list at 200,000 invoices (issue 17, `pnpm bench`):
 *
 * - status_counts (migration 0021) counts invoices per status too, with the same triggers as clients and
 *   events, so the list's total without a search is the sum of a few kept rows instead of a count of
 *   every invoice (a join of 200,000 invoices with their clients took 100-500 ms).
 * - invoices_open_due_date_idx: the sent and partially paid invoices by due date, so that the overdue
 *   ones (past their due date in the company's time zone, derived when read) are counted from an index
 *   of the open invoices alone.
 */
const upStatements = [
  `create trigger invoices_count_insert after insert on invoices
  referencing new table as new_rows for each statement execute function status_counts_statement()`,
  `create trigger invoices_count_delete after delete on invoices
  referencing old table as old_rows for each statement execute function status_counts_statement()`,
  `create trigger invoices_count_update after update of status on invoices
  for each row when (old.status is distinct from new.status) execute function status_counts_update()`,
  `create trigger invoices_count_truncate after truncate on invoices
  for each statement execute function status_counts_truncate()`,
  `insert into status_counts (table_name, status, row_count)
  select 'invoices', status, count(*) from invoices group by status`,
  `create index invoices_open_due_date_idx on invoices (due_date) where status in ('sent', 'partially_paid')`,
];

const downStatements = [
  'drop index invoices_open_due_date_idx',
  "delete from status_counts where table_name = 'invoices'",
  'drop trigger invoices_count_truncate on invoices',
  'drop trigger invoices_count_update on invoices',
  'drop trigger invoices_count_delete on invoices',
  'drop trigger invoices_count_insert on invoices',
];

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of upStatements) await sql.raw(statement).execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function down(db: Kysely<any>): Promise<void> {
  for (const statement of downStatements) await sql.raw(statement).execute(db);
}
