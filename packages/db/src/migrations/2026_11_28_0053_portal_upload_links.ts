import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/*
 * A client's portal upload concerns the portal's client, and the portal's event when it was made for
 * one: uploads now carry both as they are filed (documents.client_id and event_id, migration 0032), so
 * the event's page and the client's documents list them. This files the uploads sent before the same
 * way, where the portal still has its client or event; nothing a staff member linked is overwritten.
 * Nothing to undo on the way down: the columns stay, and a link is what staff could have set by hand.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    update documents d
    set client_id = coalesce(d.client_id, p.client_id),
        event_id = coalesce(d.event_id, p.event_id)
    from client_portals p
    where p.id = d.uploaded_by_portal_id
      and ((d.client_id is null and p.client_id is not null) or (d.event_id is null and p.event_id is not null))`.execute(
    db,
  );
}

export async function down(): Promise<void> {}
