import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { auditTrigger, dropAuditTrigger } from './audit.ts';

/*
 * One lower-cased text per client for its searches (issue 20, broad searches): `search_text`, its name,
 * contact name and e-mail joined by line breaks, kept by PostgreSQL (a stored generated column) with one
 * trigram index. A search then tests each row with one LIKE on text lower-cased when it was written,
 * instead of three ILIKEs that lower-case the row's three values and the pattern on every test: the
 * Clients page's broad search ("okafor", 12,500 of 100,000 clients, reading the newest first until 50
 * match) went from 11-16 ms of PostgreSQL to 5-7 ms. A term without a line break matches the text
 * exactly when it matches one of the three (PostgreSQL's ILIKE is itself a LIKE of lower() on both sides
 * in UTF-8), so the answers are the same; a term with one is searched column by column, as before.
 *
 * The contact name's and e-mail's own trigram indexes go (nothing else searches them alone); the name's
 * stays, for the invoices' search by client name. The audit log leaves the column out (its three
 * values are in the entry already), and so does set_row_version's check of what changed: a BEFORE
 * trigger sees a stored generated column as NULL in the new row, which would make every update of a
 * client's derived counters (events_count, revenue) an edit.
 */

/** The clients' set_row_version trigger (migration 0001), ignoring `derived` columns. */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
async function setRowVersion(db: Kysely<any>, derived: readonly string[]): Promise<void> {
  await sql`drop trigger clients_set_row_version on clients`.execute(db);
  await sql`create trigger clients_set_row_version before update on clients
    for each row execute function set_row_version(${sql.raw(derived.map((c) => `'${c}'`).join(', '))})`.execute(
    db,
  );
}

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table clients add column search_text text not null
    generated always as (lower(name || E'\n' || contact_name || E'\n' || contact_email)) stored`.execute(db);
  await sql`create index clients_search_text_trgm_idx on clients using gin (search_text gin_trgm_ops)
    with (fastupdate = off)`.execute(db);
  await sql`drop index clients_contact_name_trgm_idx`.execute(db);
  await sql`drop index clients_contact_email_trgm_idx`.execute(db);
  await sql.raw(dropAuditTrigger('clients')).execute(db);
  await sql.raw(auditTrigger('clients', { ignore: ['search_text'] })).execute(db);
  await setRowVersion(db, ['events_count', 'revenue', 'search_text']);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function down(db: Kysely<any>): Promise<void> {
  await setRowVersion(db, ['events_count', 'revenue']);
  await sql.raw(dropAuditTrigger('clients')).execute(db);
  await sql.raw(auditTrigger('clients')).execute(db);
  await sql`create index clients_contact_email_trgm_idx on clients using gin (contact_email gin_trgm_ops)
    with (fastupdate = off)`.execute(db);
  await sql`create index clients_contact_name_trgm_idx on clients using gin (contact_name gin_trgm_ops)
    with (fastupdate = off)`.execute(db);
  await sql`alter table clients drop column search_text`.execute(db);
}
