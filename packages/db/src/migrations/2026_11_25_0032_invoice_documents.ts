import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/*
 * The document an issued invoice is filed as (issue 17): when an invoice is sent, its PDF is stored and
 * filed on the Documents screen in category 'invoices', linked to what it is about.
 *
 * - documents.client_id and documents.event_id: the client and the event the document concerns (null for
 *   the documents filed before, and when that client or event is deleted).
 * - documents.invoice_id: the invoice it is the PDF of. Only drafts can be deleted and a draft has no
 *   document, so the link is set null only if that rule ever changes.
 */
const upStatements = [
  'alter table documents add column client_id integer references clients (id) on delete set null',
  'alter table documents add column event_id integer references events (id) on delete set null',
  'alter table documents add column invoice_id integer references invoices (id) on delete set null',
  'create index documents_client_id_idx on documents (client_id)',
  'create index documents_event_id_idx on documents (event_id)',
  'create index documents_invoice_id_idx on documents (invoice_id)',
];

const downStatements = [
  'alter table documents drop column invoice_id',
  'alter table documents drop column event_id',
  'alter table documents drop column client_id',
];

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of upStatements) await sql.raw(statement).execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function down(db: Kysely<any>): Promise<void> {
  for (const statement of downStatements) await sql.raw(statement).execute(db);
}
