import { type Kysely, sql } from 'kysely';
import type { Database } from '../schema.ts';

export type MarketingAssetSummary = { total: number; logos: number; colors: number; fonts: number };

/** The Marketing Assets summary cards over every asset, counted in SQL. */
export async function marketingAssetSummary(db: Kysely<Database>): Promise<MarketingAssetSummary> {
  const { rows } = await sql<MarketingAssetSummary>`
    select
      count(*)::int as "total",
      (count(*) filter (where type = 'logo'))::int as "logos",
      (count(*) filter (where type = 'color'))::int as "colors",
      (count(*) filter (where type = 'font'))::int as "fonts"
    from marketing_assets`.execute(db);
  return rows[0]!;
}
