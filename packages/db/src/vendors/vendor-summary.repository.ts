// Summary figures counted and summed in SQL, so the cards cover every row, not the page on screen.
import { type Kysely, sql } from 'kysely';
import type { Database } from '../schema.ts';

export type VendorSummary = { total: number; active: number; preferred: number; averageRating: number };

/**
 * Vendor counts and the average rating. A rating of 0 means "not rated yet", so only rated vendors
 * enter the average (0 when none is rated); preferred counts the isPreferred flag.
 */
export async function vendorSummary(db: Kysely<Database>): Promise<VendorSummary> {
  const { rows } = await sql<VendorSummary>`
    select
      count(*)::int as total,
      count(*) filter (where status = 'active')::int as active,
      count(*) filter (where is_preferred)::int as preferred,
      coalesce(avg(rating) filter (where rating > 0), 0)::float8 as "averageRating"
    from vendors`.execute(db);
  return rows[0]!;
}
