import { type Kysely, sql } from 'kysely';
import { campaignsRepository } from '../campaigns/campaigns.repository.ts';
import { clientsRepository } from '../clients/clients.repository.ts';
import { digitalProductsRepository } from '../digital-products/digital-products.repository.ts';
import { documentsRepository } from '../documents/documents.repository.ts';
import { eventsRepository } from '../events/events.repository.ts';
import type { Database } from '../schema.ts';
import { templatesRepository } from '../templates/templates.repository.ts';
import { vendorsRepository } from '../vendors/vendors.repository.ts';

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
  // Each kind matched as its list's search box matches it (searchMatch).
  const t = term.trim();
  const { rows } = await sql<SearchHit>`
    (select 'client' as kind, id, name as title, contact_name as subtitle from clients
       where ${clientsRepository.searchMatch(t)} order by name limit ${perKind})
    union all
    (select 'event', id, name, client_name || ' · ' || to_char(date, 'Mon FMDD, YYYY') from events
       where ${eventsRepository.searchMatch(t)} order by date desc limit ${perKind})
    union all
    (select 'vendor', id, name, category from vendors
       where ${vendorsRepository.searchMatch(t)} order by name limit ${perKind})
    union all
    (select 'document', id, name, category from documents
       where ${documentsRepository.searchMatch(t)} order by created_at desc limit ${perKind})
    union all
    (select 'product', id, name, category from digital_products
       where ${digitalProductsRepository.searchMatch(t)} order by name limit ${perKind})
    union all
    (select 'campaign', id, name, status from campaigns
       where ${campaignsRepository.searchMatch(t)} order by created_at desc limit ${perKind})
    union all
    (select 'template', id, name, category from templates
       where ${templatesRepository.searchMatch(t)} order by name limit ${perKind})`.execute(db);
  return rows;
}
