import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { auditTrigger, dropAuditTrigger } from './audit.ts';

/*
 * Dark mode (issue 19): `users.color_scheme` is the user's choice of colour scheme, 'light', 'dark' or
 * 'system' (follow the device's setting, the default), kept on the server so it follows the user from
 * one browser to the next. It comes with the session's user, so the web app applies it at sign-in.
 *
 * A preference, not an edit of the account: changing it bumps neither the row's version (a profile
 * form open in another tab must not conflict because the user switched to dark) nor writes an audit
 * entry of its own. The row's change is still announced on `session_changes` (migration 0034), so
 * cached sessions answer the new choice at once.
 */
const PREFERENCES = ['color_scheme'];
const ignored = PREFERENCES.map((column) => `'${column}'`).join(', ');

const upStatements = [
  `alter table users add column color_scheme text not null default 'system'
  constraint users_color_scheme_check check (color_scheme in ('light', 'dark', 'system'))`,
  'drop trigger users_set_row_version on users',
  `create trigger users_set_row_version before update on users
  for each row execute function set_row_version(${ignored})`,
  dropAuditTrigger('users'),
  auditTrigger('users', { ignore: PREFERENCES }),
];

const downStatements = [
  dropAuditTrigger('users'),
  auditTrigger('users'),
  'drop trigger users_set_row_version on users',
  'create trigger users_set_row_version before update on users for each row execute function set_row_version()',
  'alter table users drop column color_scheme',
];

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of upStatements) await sql.raw(statement).execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function down(db: Kysely<any>): Promise<void> {
  for (const statement of downStatements) await sql.raw(statement).execute(db);
}
