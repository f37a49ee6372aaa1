import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/*
 * A payment's receipt is an e-mail that names its payment: at most one per payment (the unique index),
 * so a receipt job that runs twice (a retry after a crash) writes it once.
 */
const upStatements = [
  'alter table emails add column payment_id integer references invoice_payments (id) on delete set null',
  'create unique index emails_payment_id_key on emails (payment_id) where payment_id is not null',
];

const downStatements = ['drop index emails_payment_id_key', 'alter table emails drop column payment_id'];

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of upStatements) await sql.raw(statement).execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function down(db: Kysely<any>): Promise<void> {
  for (const statement of downStatements) await sql.raw(statement).execute(db);
}
