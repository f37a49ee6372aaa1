import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/*
 * The dashboard's Outstanding (issue 20, `GET /api/dashboard/stats`): what clients owe on sent and
 * partially paid invoices. Summing total − paid over every open invoice cost 26 ms at 50,000 open
 * invoices, on every dashboard call. status_counts (migrations 0021, 0033) now also keeps, for invoices,
 * the sum of total − paid per status (`balance`), by the same triggers that keep their count: the
 * figure is the sum of two kept rows, exact whatever the number of invoices.
 *
 * A status change moves the invoice's balance between two rows, locked in the order of their status
 * names (as status_counts_update does), so that two transactions never wait for each other in a cycle;
 * a change of total or paid alone updates one row. The rows of the other tables keep a balance of 0.
 */
const upStatements = [
  'alter table status_counts add column balance numeric(16, 2) not null default 0',
  `create function invoice_counts_add(counted_status text, delta bigint, amount numeric) returns void
  language sql as $$
    insert into status_counts as c (table_name, status, row_count, balance)
    values ('invoices', counted_status, delta, amount)
    on conflict (table_name, status)
    do update set row_count = c.row_count + excluded.row_count, balance = c.balance + excluded.balance
  $$`,
  `create function invoice_counts_statement() returns trigger language plpgsql as $$
declare
  d record;
begin
  if tg_op = 'INSERT' then
    for d in select status, count(*) as n, sum(total - paid) as amount from new_rows
             group by status order by status loop
      perform invoice_counts_add(d.status, d.n, d.amount);
    end loop;
  elsif tg_op = 'DELETE' then
    for d in select status, count(*) as n, sum(total - paid) as amount from old_rows
             group by status order by status loop
      perform invoice_counts_add(d.status, -d.n, -d.amount);
    end loop;
  end if;
  return null;
end
$$`,
  `create function invoice_counts_update() returns trigger language plpgsql as $$
begin
  if old.status = new.status then
    perform invoice_counts_add(new.status, 0, (new.total - new.paid) - (old.total - old.paid));
  elsif old.status < new.status then
    perform invoice_counts_add(old.status, -1, -(old.total - old.paid));
    perform invoice_counts_add(new.status, 1, new.total - new.paid);
  else
    perform invoice_counts_add(new.status, 1, new.total - new.paid);
    perform invoice_counts_add(old.status, -1, -(old.total - old.paid));
  end if;
  return null;
end
$$`,
  'drop trigger invoices_count_insert on invoices',
  'drop trigger invoices_count_delete on invoices',
  'drop trigger invoices_count_update on invoices',
  `create trigger invoices_count_insert after insert on invoices
  referencing new table as new_rows for each statement execute function invoice_counts_statement()`,
  `create trigger invoices_count_delete after delete on invoices
  referencing old table as old_rows for each statement execute function invoice_counts_statement()`,
  `create trigger invoices_count_update after update of status, total, paid on invoices
  for each row when (old.status is distinct from new.status or old.total is distinct from new.total
    or old.paid is distinct from new.paid)
  execute function invoice_counts_update()`,
  `update status_counts c set balance = b.amount
  from (select status, sum(total - paid) as amount from invoices group by status) b
  where c.table_name = 'invoices' and c.status = b.status`,
];

const downStatements = [
  'drop trigger invoices_count_update on invoices',
  'drop trigger invoices_count_delete on invoices',
  'drop trigger invoices_count_insert on invoices',
  `create trigger invoices_count_insert after insert on invoices
  referencing new table as new_rows for each statement execute function status_counts_statement()`,
  `create trigger invoices_count_delete after delete on invoices
  referencing old table as old_rows for each statement execute function status_counts_statement()`,
  `create trigger invoices_count_update after update of status on invoices
  for each row when (old.status is distinct from new.status) execute function status_counts_update()`,
  'drop function invoice_counts_update()',
  'drop function invoice_counts_statement()',
  'drop function invoice_counts_add(text, bigint, numeric)',
  'alter table status_counts drop column balance',
];

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of upStatements) await sql.raw(statement).execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function down(db: Kysely<any>): Promise<void> {
  for (const statement of downStatements) await sql.raw(statement).execute(db);
}
