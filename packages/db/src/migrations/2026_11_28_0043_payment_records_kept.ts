import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/*
 * A payment's income financial record (issue 17) is the payment's own: the invoice's paid amount, the
 * financial records and the dashboard agree to the cent only while that record lives exactly as long as
 * its payment. Deleting the record alone used to leave the payment without it (on delete set null);
 * the key now refuses (restrict), so a record a payment made is deleted only with its payment
 * (deletePayment removes the payment first, then the record). Edits are refused by the API.
 */
const upStatements = [
  'alter table invoice_payments drop constraint invoice_payments_financial_record_id_fkey',
  `alter table invoice_payments add constraint invoice_payments_financial_record_id_fkey
  foreign key (financial_record_id) references financial_records (id) on delete restrict`,
];

const downStatements = [
  'alter table invoice_payments drop constraint invoice_payments_financial_record_id_fkey',
  `alter table invoice_payments add constraint invoice_payments_financial_record_id_fkey
  foreign key (financial_record_id) references financial_records (id) on delete set null`,
];

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of upStatements) await sql.raw(statement).execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function down(db: Kysely<any>): Promise<void> {
  for (const statement of downStatements) await sql.raw(statement).execute(db);
}
