import { type Kysely, sql } from 'kysely';
import { likePattern } from '../crud/crud.repository.ts';
import type { Database } from '../schema.ts';

export type SearchHitKind = 'client' | 'event' | 'vendor' | 'document' | 'product' | 'campaign' | 'template';
export type SearchHit = { kind: SearchHitKind; id: number; title: string; subtitle: string | null };

/**
 * The header search: a few matches per kind of record, case-insensitive (served by the trigram
 * indexes), in one round trip.
 */
export async function searchEverything(
  db: Kysely<Database>,
  term: string,
  perKind = 5,
): Promise<SearchHit[]> {
  const p = likePattern(term.trim());
  // Clients: their one lower-cased search text (migration 0046), unless the term spans lines.
  const clientMatches = p.includes('\n')
    ? sql`name ilike ${p} or contact_name ilike ${p} or contact_email ilike ${p}`
    : sql`search_text like lower(${p})`;
  const { rows } = await sql<SearchHit>`
    (select 'client' as kind, id, name as title, contact_name as subtitle from clients
       where ${clientMatches} order by name limit ${perKind})
    union all
    (select 'event', id, name, client_name || ' · ' || to_char(date, 'Mon FMDD, YYYY') from events
       where name ilike ${p} or client_name ilike ${p} or venue ilike ${p} order by date desc limit ${perKind})
    union all
    (select 'vendor', id, name, category from vendors
       where name ilike ${p} or contact_name ilike ${p} or category ilike ${p} order by name limit ${perKind})
    union all
    (select 'document', id, name, category from documents
       where name ilike ${p} or description ilike ${p} order by created_at desc limit ${perKind})
    union all
    (select 'product', id, name, category from digital_products
       where name ilike ${p} or description ilike ${p} order by name limit ${perKind})
    union all
    (select 'campaign', id, name, status from campaigns
       where name ilike ${p} or description ilike ${p} order by created_at desc limit ${perKind})
    union all
    (select 'template', id, name, category from templates
       where name ilike ${p} or description ilike ${p} order by name limit ${perKind})`.execute(db);
  return rows;
}
