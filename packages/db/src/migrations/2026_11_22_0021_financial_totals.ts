import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/*
 * Figures kept incrementally, so that the dashboard and the list totals never scan a million rows:
 *
 * - financial_totals: per record type and calendar month, the number of records and the sum of their
 *   amounts (the dashboard's totals are the sum of a few dozen rows, its monthly chart reads them as is);
 * - status_counts: per (table, status), the number of clients and of events.
 *
 * Both are kept by triggers in the same transaction as the write. Inserts and deletes are counted by
 * statement-level triggers over the transition tables (one upsert per type or status and statement,
 * so a bulk load of a million rows costs one aggregate); updates by row-level triggers that fire only
 * when the counted columns change (a client's revenue or an event's name changes nothing here). Rows
 * are upserted in key order, so two writers always lock the counters in the same order. A missing
 * row means 0: a TRUNCATE of a source table deletes its counters.
 *
 * The paging indexes of financial records gain `id`, the tie-breaker of every list's ORDER BY, so a
 * page is read straight off the index instead of sorting the ~2,700 records of the newest day.
 */
const upStatements = [
  `create table financial_totals (
  type text not null,
  month date not null,
  record_count bigint not null default 0,
  amount_total numeric not null default 0,
  primary key (type, month),
  constraint financial_totals_type_check check (type in ('income', 'expense')),
  constraint financial_totals_month_check check (month = date_trunc('month', month)::date)
)`,
  `create function financial_totals_add(delta_type text, delta_month date, delta_count bigint, delta_amount numeric)
  returns void language sql as $$
    insert into financial_totals as t (type, month, record_count, amount_total)
    values (delta_type, delta_month, delta_count, delta_amount)
    on conflict (type, month) do update
      set record_count = t.record_count + excluded.record_count, amount_total = t.amount_total + excluded.amount_total
  $$`,
  `create function financial_records_count_statement() returns trigger language plpgsql as $$
declare
  d record;
begin
  if tg_op = 'INSERT' then
    for d in select type, date_trunc('month', date)::date as month, count(*) as n, sum(amount) as amount
             from new_rows group by 1, 2 order by 1, 2 loop
      perform financial_totals_add(d.type, d.month, d.n, d.amount);
    end loop;
  elsif tg_op = 'DELETE' then
    for d in select type, date_trunc('month', date)::date as month, count(*) as n, sum(amount) as amount
             from old_rows group by 1, 2 order by 1, 2 loop
      perform financial_totals_add(d.type, d.month, -d.n, -d.amount);
    end loop;
  end if;
  return null;
end
$$`,
  `create function financial_records_count_update() returns trigger language plpgsql as $$
declare
  old_month date := date_trunc('month', old.date)::date;
  new_month date := date_trunc('month', new.date)::date;
begin
  -- Same lock order as the statement triggers: by (type, month).
  if (old.type, old_month) <= (new.type, new_month) then
    perform financial_totals_add(old.type, old_month, -1, -old.amount);
    perform financial_totals_add(new.type, new_month, 1, new.amount);
  else
    perform financial_totals_add(new.type, new_month, 1, new.amount);
    perform financial_totals_add(old.type, old_month, -1, -old.amount);
  end if;
  return null;
end
$$`,
  `create function financial_records_count_truncate() returns trigger language plpgsql as $$
begin
  delete from financial_totals;
  return null;
end
$$`,
  `create trigger financial_records_count_insert after insert on financial_records
  referencing new table as new_rows for each statement execute function financial_records_count_statement()`,
  `create trigger financial_records_count_delete after delete on financial_records
  referencing old table as old_rows for each statement execute function financial_records_count_statement()`,
  `create trigger financial_records_count_update after update of type, amount, date on financial_records
  for each row when (old.type is distinct from new.type or old.amount is distinct from new.amount
    or old.date is distinct from new.date)
  execute function financial_records_count_update()`,
  `create trigger financial_records_count_truncate after truncate on financial_records
  for each statement execute function financial_records_count_truncate()`,
  `insert into financial_totals (type, month, record_count, amount_total)
  select type, date_trunc('month', date)::date, count(*), sum(amount) from financial_records group by 1, 2`,

  `create table status_counts (
  table_name text not null,
  status text not null,
  row_count bigint not null default 0,
  primary key (table_name, status)
)`,
  `create function status_counts_add(counted_table text, counted_status text, delta bigint) returns void
  language sql as $$
    insert into status_counts as c (table_name, status, row_count) values (counted_table, counted_status, delta)
    on conflict (table_name, status) do update set row_count = c.row_count + excluded.row_count
  $$`,
  `create function status_counts_statement() returns trigger language plpgsql as $$
declare
  d record;
begin
  if tg_op = 'INSERT' then
    for d in select status, count(*) as n from new_rows group by status order by status loop
      perform status_counts_add(tg_table_name, d.status, d.n);
    end loop;
  elsif tg_op = 'DELETE' then
    for d in select status, count(*) as n from old_rows group by status order by status loop
      perform status_counts_add(tg_table_name, d.status, -d.n);
    end loop;
  end if;
  return null;
end
$$`,
  `create function status_counts_update() returns trigger language plpgsql as $$
begin
  if old.status < new.status then
    perform status_counts_add(tg_table_name, old.status, -1);
    perform status_counts_add(tg_table_name, new.status, 1);
  else
    perform status_counts_add(tg_table_name, new.status, 1);
    perform status_counts_add(tg_table_name, old.status, -1);
  end if;
  return null;
end
$$`,
  `create function status_counts_truncate() returns trigger language plpgsql as $$
begin
  delete from status_counts where table_name = tg_table_name;
  return null;
end
$$`,
  ...['clients', 'events'].flatMap((table) => [
    `create trigger ${table}_count_insert after insert on ${table}
  referencing new table as new_rows for each statement execute function status_counts_statement()`,
    `create trigger ${table}_count_delete after delete on ${table}
  referencing old table as old_rows for each statement execute function status_counts_statement()`,
    `create trigger ${table}_count_update after update of status on ${table}
  for each row when (old.status is distinct from new.status) execute function status_counts_update()`,
    `create trigger ${table}_count_truncate after truncate on ${table}
  for each statement execute function status_counts_truncate()`,
    `insert into status_counts (table_name, status, row_count)
  select '${table}', status, count(*) from ${table} group by status`,
  ]),

  'drop index financial_records_type_date_idx',
  'create index financial_records_type_date_idx on financial_records (type, date, id)',
  'drop index financial_records_date_idx',
  'create index financial_records_date_idx on financial_records (date, id)',
];

const downStatements = [
  'drop index financial_records_date_idx',
  'create index financial_records_date_idx on financial_records (date)',
  'drop index financial_records_type_date_idx',
  'create index financial_records_type_date_idx on financial_records (type, date)',
  ...['clients', 'events'].flatMap((table) => [
    `drop trigger ${table}_count_truncate on ${table}`,
    `drop trigger ${table}_count_update on ${table}`,
    `drop trigger ${table}_count_delete on ${table}`,
    `drop trigger ${table}_count_insert on ${table}`,
  ]),
  'drop function status_counts_truncate()',
  'drop function status_counts_update()',
  'drop function status_counts_statement()',
  'drop function status_counts_add(text, text, bigint)',
  'drop table status_counts',
  'drop trigger financial_records_count_truncate on financial_records',
  'drop trigger financial_records_count_update on financial_records',
  'drop trigger financial_records_count_delete on financial_records',
  'drop trigger financial_records_count_insert on financial_records',
  'drop function financial_records_count_truncate()',
  'drop function financial_records_count_update()',
  'drop function financial_records_count_statement()',
  'drop function financial_totals_add(text, date, bigint, numeric)',
  'drop table financial_totals',
];

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of upStatements) await sql.raw(statement).execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function down(db: Kysely<any>): Promise<void> {
  for (const statement of downStatements) await sql.raw(statement).execute(db);
}
