import { type Kysely, sql } from 'kysely';
import type { Database } from '../schema.ts';

export type CampaignSummary = {
  activeCampaigns: number;
  totalReach: number;
  totalEngagement: number;
  totalConversions: number;
};

/** The Marketing Campaigns summary cards over every campaign, counted and summed in SQL. */
export async function campaignSummary(db: Kysely<Database>): Promise<CampaignSummary> {
  // Sums of integer columns are bigint; float8 keeps them numbers (exact far beyond any real reach).
  const { rows } = await sql<CampaignSummary>`
    select
      (count(*) filter (where status = 'active'))::int as "activeCampaigns",
      coalesce(sum(reach), 0)::float8 as "totalReach",
      coalesce(sum(engagement), 0)::float8 as "totalEngagement",
      coalesce(sum(conversions), 0)::float8 as "totalConversions"
    from campaigns`.execute(db);
  return rows[0]!;
}
