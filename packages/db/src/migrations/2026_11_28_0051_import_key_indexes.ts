import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/*
 * A CSV import matches each row to a stored client or vendor by its contact e-mail, case ignored
 * (imports.repository.ts rowsByNaturalKey: `lower(contact_email) = any(keys)`). Without an index each
 * lookup reads every row of the table and tests it against every key of the batch; on the embedded
 * database that runs on the server's own thread and held it for seconds on a 50,000-row import.
 */

const up_ = [
  'create index clients_contact_email_lower_idx on clients (lower(contact_email))',
  'create index vendors_contact_email_lower_idx on vendors (lower(contact_email))',
];

const down_ = ['drop index vendors_contact_email_lower_idx', 'drop index clients_contact_email_lower_idx'];

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of up_) await sql.raw(statement).execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function down(db: Kysely<any>): Promise<void> {
  for (const statement of down_) await sql.raw(statement).execute(db);
}
