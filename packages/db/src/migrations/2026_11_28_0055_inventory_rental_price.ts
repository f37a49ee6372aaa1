import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/*
 * Equipment is rented out: an item's rental price, per day of the event or per event, absent for items
 * that are not rented (a venue's own chairs). A reservation remembers the invoice its rental was put on,
 * so the same equipment is not invoiced twice; the link goes when the invoice is deleted (a draft), and
 * a void invoice's rentals may be invoiced again.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    alter table inventory
      add column rental_price numeric(12, 2) check (rental_price >= 0),
      add column rental_unit text not null default 'day' check (rental_unit in ('day', 'event'))`.execute(db);
  await sql`
    alter table reservations
      add column invoice_id integer references invoices (id) on delete set null`.execute(db);
  await sql`create index reservations_invoice_id_idx on reservations (invoice_id) where invoice_id is not null`.execute(
    db,
  );
}

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index reservations_invoice_id_idx`.execute(db);
  await sql`alter table reservations drop column invoice_id`.execute(db);
  await sql`alter table inventory drop column rental_unit, drop column rental_price`.execute(db);
}
