import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/*
 * Server-side sessions shared by every API instance. sid is the random session id (the primary
 * key); data is the serialized session. No updated_at/version: a session is only ever rewritten
 * by its own requests, and expires_at already records the rolling expiry.
 */
const upStatements = [
  `create table sessions (
  sid text primary key,
  user_id integer references users (id) on delete cascade,
  data jsonb not null,
  expires_at timestamptz not null,
  created_at timestamptz not null default now()
)`,
  'create index sessions_expires_at_idx on sessions (expires_at)',
  'create index sessions_user_id_idx on sessions (user_id)',
];

const downStatements = ['drop table sessions'];

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of upStatements) await sql.raw(statement).execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function down(db: Kysely<any>): Promise<void> {
  for (const statement of downStatements) await sql.raw(statement).execute(db);
}
