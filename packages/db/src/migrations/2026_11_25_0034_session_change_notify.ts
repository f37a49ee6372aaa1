import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/*
 * Issue 20: every API instance keeps a short-lived copy of the sessions it serves (and their users'
 * rows) and must drop it the moment either changes anywhere. The database says so itself: a changed or
 * deleted session notifies `session_changes` with 's:<sid>', a changed or deleted user with 'u:<id>'.
 * NOTIFY is delivered at commit (a rolled-back logout invalidates nothing) and only to listening
 * connections, so a write costs nothing more when no instance listens.
 */
const SESSION_CHANGES_CHANNEL = 'session_changes';

const upStatements = [
  `create function notify_session_change() returns trigger language plpgsql as $$
begin
  perform pg_notify('${SESSION_CHANGES_CHANNEL}', 's:' || old.sid);
  return null;
end $$`,
  `create trigger sessions_notify_change after update or delete on sessions
  for each row execute function notify_session_change()`,
  `create function notify_user_change() returns trigger language plpgsql as $$
begin
  perform pg_notify('${SESSION_CHANGES_CHANNEL}', 'u:' || old.id);
  return null;
end $$`,
  `create trigger users_notify_change after update or delete on users
  for each row execute function notify_user_change()`,
];

const downStatements = [
  'drop trigger users_notify_change on users',
  'drop function notify_user_change()',
  'drop trigger sessions_notify_change on sessions',
  'drop function notify_session_change()',
];

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of upStatements) await sql.raw(statement).execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function down(db: Kysely<any>): Promise<void> {
  for (const statement of downStatements) await sql.raw(statement).execute(db);
}
