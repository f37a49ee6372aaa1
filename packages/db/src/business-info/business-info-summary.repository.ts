// Summary figures counted and summed in SQL, so the cards cover every row, not the page on screen.
import { type Kysely, sql } from 'kysely';
import type { Database } from '../schema.ts';

export type BusinessInfoSummary = { software: number; passwords: number; team: number; totalCost: string };

/** Entries per category and the cost summed over all business information. */
export async function businessInfoSummary(db: Kysely<Database>): Promise<BusinessInfoSummary> {
  const { rows } = await sql<BusinessInfoSummary>`
    select
      count(*) filter (where category = 'software')::int as software,
      count(*) filter (where category = 'password')::int as passwords,
      count(*) filter (where category = 'team')::int as team,
      coalesce(sum(cost), 0)::numeric(14,2)::text as "totalCost"
    from business_info`.execute(db);
  return rows[0]!;
}
