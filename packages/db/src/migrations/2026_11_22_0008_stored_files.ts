import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/*
 * Uploaded file contents, kept in PostgreSQL so every API instance sees the same files.
 *
 * Rows are immutable (a new upload is a new row with a new storage_name), so this table has no
 * updated_at, no version and no set_row_version trigger: there is no concurrent edit to detect.
 * The only UPDATE it ever sees is uploaded_by becoming null when the uploader is deleted.
 * size_bytes must equal the stored content's length, so the listed size can never lie.
 */
const upStatements = [
  `create table stored_files (
  id uuid primary key default gen_random_uuid(),
  storage_name text not null,
  original_name text not null,
  mime_type text not null,
  size_bytes integer not null,
  content bytea not null,
  purpose text not null,
  uploaded_by integer references users (id) on delete set null,
  created_at timestamptz not null default now(),
  constraint stored_files_storage_name_key unique (storage_name),
  constraint stored_files_size_bytes_check check (size_bytes >= 0 and size_bytes = octet_length(content)),
  constraint stored_files_purpose_check check (purpose in ('document', 'image', 'template', 'report'))
)`,
  'create index stored_files_uploaded_by_idx on stored_files (uploaded_by)',
  'create index stored_files_created_at_idx on stored_files (created_at)',
];

const downStatements = ['drop table stored_files'];

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of upStatements) await sql.raw(statement).execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function down(db: Kysely<any>): Promise<void> {
  for (const statement of downStatements) await sql.raw(statement).execute(db);
}
