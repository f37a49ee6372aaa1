import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/*
 * The product's own e-mails written from templates: a template of purpose `invoice`, `receipt` (new:
 * a payment's receipt) or `reminder` may be marked `in_use`, and the product then writes its e-mails of
 * that purpose from it (merged against the invoice) instead of its built-in text. At most one per
 * purpose, so which text goes out is never a guess. Invitations and password resets carry a one-time
 * link and keep their built-in text: a template without the link would send a message that cannot do
 * its job.
 */
const upStatements = [
  'alter table email_templates drop constraint email_templates_purpose_check',
  `alter table email_templates add constraint email_templates_purpose_check check (purpose in ('invoice',
    'receipt', 'reminder', 'portal-invitation', 'password-reset', 'general'))`,
  'alter table email_templates add column in_use boolean not null default false',
  // Equalities, not a list: a list would read as the column's allowed values (schema.test.ts).
  `alter table email_templates add constraint email_templates_in_use_check check (not in_use
    or purpose = 'invoice' or purpose = 'receipt' or purpose = 'reminder')`,
  'create unique index email_templates_in_use_key on email_templates (purpose) where in_use',
];

export const expectedIndexes = { email_templates: ['email_templates_in_use_key'] };

const downStatements = [
  'drop index email_templates_in_use_key',
  'alter table email_templates drop constraint email_templates_in_use_check',
  'alter table email_templates drop column in_use',
  "update email_templates set purpose = null where purpose = 'receipt'",
  'alter table email_templates drop constraint email_templates_purpose_check',
  `alter table email_templates add constraint email_templates_purpose_check check (purpose in ('invoice',
    'reminder', 'portal-invitation', 'password-reset', 'general'))`,
];

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of upStatements) await sql.raw(statement).execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function down(db: Kysely<any>): Promise<void> {
  for (const statement of downStatements) await sql.raw(statement).execute(db);
}
