import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/*
 * pg_trgm backs the case-insensitive (ILIKE) searches of every list screen.
 *
 * `down` keeps the extension: it is created with IF NOT EXISTS, so it may predate this migration
 * (installed by a DBA, or shared with another schema), and re-creating it can need privileges the
 * application role lacks. Everything else this migration makes is dropped.
 *
 * `set_row_version()` is the shared BEFORE UPDATE trigger function: it sets updated_at = now() and
 * version = old.version + 1 so that optimistic-concurrency checks (`where version = $n`) work however
 * the row is updated. Columns named in the trigger's arguments are derived values maintained by other
 * triggers (clients.events_count and clients.revenue): a change to only those columns is not an edit,
 * so it must not bump the version and make a user's concurrent, unrelated edit fail with a conflict.
 */
const upStatements = [
  'create extension if not exists pg_trgm',
  `create function set_row_version() returns trigger language plpgsql as $$
begin
  if tg_nargs > 0 and (to_jsonb(new) - tg_argv) = (to_jsonb(old) - tg_argv) then
    return new;
  end if;
  new.updated_at := now();
  new.version := old.version + 1;
  return new;
end
$$`,
];

const downStatements = ['drop function set_row_version()'];

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of upStatements) await sql.raw(statement).execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function down(db: Kysely<any>): Promise<void> {
  for (const statement of downStatements) await sql.raw(statement).execute(db);
}
