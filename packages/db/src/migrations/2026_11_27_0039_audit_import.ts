import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/*
 * CSV import (issue 19): a confirmed import is one audit entry of its own, action 'import', beside the
 * create and update entries its rows write through the tables' triggers (the same request id ties
 * them together). The entry names the table, the file and the ids created and updated.
 */
const upStatements = [
  'alter table audit_log drop constraint audit_log_action_check',
  `alter table audit_log add constraint audit_log_action_check
  check (action in ('create', 'update', 'delete', 'view', 'import'))`,
];

const downStatements = [
  "delete from audit_log where action = 'import'",
  'alter table audit_log drop constraint audit_log_action_check',
  `alter table audit_log add constraint audit_log_action_check
  check (action in ('create', 'update', 'delete', 'view'))`,
];

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of upStatements) await sql.raw(statement).execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function down(db: Kysely<any>): Promise<void> {
  for (const statement of downStatements) await sql.raw(statement).execute(db);
}
