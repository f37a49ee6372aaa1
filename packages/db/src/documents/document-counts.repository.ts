// Summary figures counted and summed in SQL, so the cards cover every row, not the page on screen.
import { type Kysely, sql } from 'kysely';
import type { Database } from '../schema.ts';

export type DocumentCounts = { contracts: number; invoices: number; proposals: number; other: number };

/** How many documents each upload category holds (campaign reports are not counted). */
export async function documentCounts(db: Kysely<Database>): Promise<DocumentCounts> {
  const { rows } = await sql<DocumentCounts>`
    select
      count(*) filter (where category = 'contracts')::int as contracts,
      count(*) filter (where category = 'invoices')::int as invoices,
      count(*) filter (where category = 'proposals')::int as proposals,
      count(*) filter (where category = 'other')::int as other
    from documents`.execute(db);
  return rows[0]!;
}
