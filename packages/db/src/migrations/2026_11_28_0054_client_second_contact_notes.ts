import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/*
 * A client is often two people (a couple, a company's two planners): a second contact's name, e-mail
 * and phone beside the first, all optional. And notes: what staff keep on the client's page. Lengths as
 * the first contact's and the other records' notes are bounded (the domain schemas say the same).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    alter table clients
      add column second_contact_name text check (length(second_contact_name) <= 200),
      add column second_contact_email text check (length(second_contact_email) <= 254),
      add column second_contact_phone text check (length(second_contact_phone) <= 50),
      add column notes text check (length(notes) <= 5000)`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    alter table clients
      drop column notes,
      drop column second_contact_phone,
      drop column second_contact_email,
      drop column second_contact_name`.execute(db);
}
