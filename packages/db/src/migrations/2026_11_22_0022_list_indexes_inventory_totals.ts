import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/*
 * Two things the benchmark asked for (see README, Performance):
 *
 * - Every list sorts by its default column and then by `id` (the tie-breaker). The default-sort indexes
 *   gain `id`, so the first page is read straight off the index instead of sorting every row that shares
 *   the newest timestamp (a bulk import gives thousands of rows one created_at).
 * - inventory_totals: per status, the number of items and the sum of unit_value × quantity, kept by
 *   triggers as financial_totals and status_counts are (migration 0021), so the Inventory screen's four
 *   cards read three rows instead of scanning the whole inventory. Inserts and deletes are counted per
 *   statement over the transition tables; updates per row, only when status, quantity or unit value
 *   change; counters are upserted in status order, so writers lock them in the same order.
 */
const CREATED_AT_TABLES = [
  'users',
  'clients',
  'digital_products',
  'inventory',
  'events',
  'campaigns',
  'documents',
  'client_portals',
  'business_info',
  'vendors',
  'marketing_assets',
  'templates',
  'notifications',
  'financial_records',
];

const upStatements = [
  ...CREATED_AT_TABLES.flatMap((table) => [
    `drop index ${table}_created_at_idx`,
    `create index ${table}_created_at_idx on ${table} (created_at, id)`,
  ]),
  'drop index events_date_idx',
  'create index events_date_idx on events (date, id)',

  `create table inventory_totals (
  status text primary key,
  item_count bigint not null default 0,
  value_total numeric not null default 0
)`,
  `create function inventory_totals_add(delta_status text, delta_count bigint, delta_value numeric)
  returns void language sql as $$
    insert into inventory_totals as t (status, item_count, value_total) values (delta_status, delta_count, delta_value)
    on conflict (status) do update
      set item_count = t.item_count + excluded.item_count, value_total = t.value_total + excluded.value_total
  $$`,
  `create function inventory_totals_statement() returns trigger language plpgsql as $$
declare
  d record;
begin
  if tg_op = 'INSERT' then
    for d in select status, count(*) as n, sum(unit_value * quantity) as value from new_rows group by status order by status loop
      perform inventory_totals_add(d.status, d.n, d.value);
    end loop;
  elsif tg_op = 'DELETE' then
    for d in select status, count(*) as n, sum(unit_value * quantity) as value from old_rows group by status order by status loop
      perform inventory_totals_add(d.status, -d.n, -d.value);
    end loop;
  end if;
  return null;
end
$$`,
  `create function inventory_totals_update() returns trigger language plpgsql as $$
begin
  if old.status <= new.status then
    perform inventory_totals_add(old.status, -1, -(old.unit_value * old.quantity));
    perform inventory_totals_add(new.status, 1, new.unit_value * new.quantity);
  else
    perform inventory_totals_add(new.status, 1, new.unit_value * new.quantity);
    perform inventory_totals_add(old.status, -1, -(old.unit_value * old.quantity));
  end if;
  return null;
end
$$`,
  `create function inventory_totals_truncate() returns trigger language plpgsql as $$
begin
  delete from inventory_totals;
  return null;
end
$$`,
  `create trigger inventory_totals_insert after insert on inventory
  referencing new table as new_rows for each statement execute function inventory_totals_statement()`,
  `create trigger inventory_totals_delete after delete on inventory
  referencing old table as old_rows for each statement execute function inventory_totals_statement()`,
  `create trigger inventory_totals_update after update of status, quantity, unit_value on inventory
  for each row when (old.status is distinct from new.status or old.quantity is distinct from new.quantity
    or old.unit_value is distinct from new.unit_value)
  execute function inventory_totals_update()`,
  `create trigger inventory_totals_truncate after truncate on inventory
  for each statement execute function inventory_totals_truncate()`,
  `insert into inventory_totals (status, item_count, value_total)
  select status, count(*), sum(unit_value * quantity) from inventory group by status`,
];

const downStatements = [
  'drop trigger inventory_totals_truncate on inventory',
  'drop trigger inventory_totals_update on inventory',
  'drop trigger inventory_totals_delete on inventory',
  'drop trigger inventory_totals_insert on inventory',
  'drop function inventory_totals_truncate()',
  'drop function inventory_totals_update()',
  'drop function inventory_totals_statement()',
  'drop function inventory_totals_add(text, bigint, numeric)',
  'drop table inventory_totals',
  'drop index events_date_idx',
  'create index events_date_idx on events (date)',
  ...CREATED_AT_TABLES.flatMap((table) => [
    `drop index ${table}_created_at_idx`,
    `create index ${table}_created_at_idx on ${table} (created_at)`,
  ]),
];

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of upStatements) await sql.raw(statement).execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function down(db: Kysely<any>): Promise<void> {
  for (const statement of downStatements) await sql.raw(statement).execute(db);
}
