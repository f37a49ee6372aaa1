import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/*
 * A single-row table: the primary key is a boolean that can only be true. The row is created here
 * so that reading and updating the settings never has to handle "no row yet".
 */
const upStatements = [
  `create table company_settings (
  id boolean primary key default true,
  company_name text not null default 'EventFlow',
  logo_url text,
  description text,
  website text,
  address text,
  phone text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1,
  constraint company_settings_single_row_check check (id)
)`,
  `create trigger company_settings_set_row_version before update on company_settings
  for each row execute function set_row_version()`,
  'insert into company_settings default values',
];

const downStatements = ['drop table company_settings'];

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of upStatements) await sql.raw(statement).execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function down(db: Kysely<any>): Promise<void> {
  for (const statement of downStatements) await sql.raw(statement).execute(db);
}
