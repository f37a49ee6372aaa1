/*
 * Auditing for migrations: one trigger function, `audit_row_change`, writes every audit_log entry
 * (defined by migration 0029; see migration 0020 for what an entry holds). A migration that creates a
 * table the audit log covers adds its trigger with `auditTrigger(table)` and the table, with its label,
 * to AUDITED_TABLE_LABELS in packages/domain (apps/api/test/audit-log.test.ts checks the two agree).
 *
 * The trigger's arguments say, per table, which columns an entry leaves out and which it shows only as
 * "[redacted]". Whatever the table, version and updated_at (and, in a create or delete, created_at) are
 * left out as bookkeeping, and password_hash and password_ciphertext are redacted.
 */

export type AuditOptions = {
  /** Columns never copied into an entry and whose changes are no entry of their own (bookkeeping, secrets). */
  ignore?: readonly string[];
};

/** The statement that makes every insert, update and delete of `table` an audit entry. */
export function auditTrigger(table: string, options: AuditOptions = {}): string {
  const ignore = (options.ignore ?? []).map((column) => `'${column}'`);
  return `create trigger ${table}_audit after insert or update or delete on ${table}
  for each row execute function audit_row_change(${ignore.join(', ')})`;
}

/** The statement that ends auditing of `table` (a migration's down). */
export function dropAuditTrigger(table: string): string {
  return `drop trigger if exists ${table}_audit on ${table}`;
}

/** The one audit trigger function; its arguments (TG_ARGV) are the table's ignored columns. */
export const AUDIT_FUNCTION = `create or replace function audit_row_change() returns trigger language plpgsql as $$
declare
  secret_columns constant text[] := array['password_hash', 'password_ciphertext'];
  -- The table's own (the trigger's arguments), then the bookkeeping of every table.
  table_ignored text[] := coalesce(tg_argv::text[], '{}');
  ignored_in_updates text[] := table_ignored || array['version', 'updated_at'];
  ignored_columns text[] := table_ignored || array['version', 'created_at', 'updated_at'];
  old_values jsonb := case when tg_op in ('UPDATE', 'DELETE') then to_jsonb(old) else null end;
  new_values jsonb := case when tg_op in ('INSERT', 'UPDATE') then to_jsonb(new) else null end;
  diff jsonb := '{}'::jsonb;
  key text;
  actor integer := nullif(current_setting('app.actor_id', true), '')::integer;
begin
  -- Changes made by other tables' triggers belong to the entry of the write that caused them.
  if pg_trigger_depth() > 1 then
    return null;
  end if;
  if tg_op = 'UPDATE' then
    for key in select jsonb_object_keys(new_values) loop
      if key <> all (ignored_in_updates) and (old_values -> key) is distinct from (new_values -> key) then
        diff := diff || jsonb_build_object(key, case when key = any(secret_columns)
          then '"[redacted]"'::jsonb
          else jsonb_build_object('from', old_values -> key, 'to', new_values -> key) end);
      end if;
    end loop;
    if diff = '{}'::jsonb then
      return null;
    end if;
  else
    diff := coalesce(new_values, old_values) - ignored_columns;
    foreach key in array secret_columns loop
      if diff ? key and diff ->> key is not null then
        diff := jsonb_set(diff, array[key], '"[redacted]"'::jsonb);
      end if;
    end loop;
  end if;
  insert into audit_log (actor_id, actor_name, action, table_name, record_id, changes, request_id)
  values (
    case when actor is not null and exists (select 1 from users where id = actor) then actor end,
    nullif(current_setting('app.actor_name', true), ''),
    case tg_op when 'INSERT' then 'create' when 'UPDATE' then 'update' else 'delete' end,
    tg_table_name,
    coalesce(new_values ->> 'id', old_values ->> 'id'),
    diff,
    nullif(current_setting('app.request_id', true), '')
  );
  return null;
end;
$$`;
