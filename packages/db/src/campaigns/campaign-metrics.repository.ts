import { type Kysely, sql } from 'kysely';
import type { Campaign, CampaignMetricEntry, Database } from '../schema.ts';

/** What one metrics update measured; clicks, impressions and cost are null when it did not measure them. */
export type CampaignMetricsMeasured = {
  reach: number;
  engagement: number;
  conversions: number;
  clicks: number | null;
  impressions: number | null;
  cost: string | null;
  notes: string | null;
};

/**
 * Records a metrics update: a dated entry of the campaign's history, and the campaign's latest reach,
 * engagement and conversions. Call it inside a transaction (both writes or neither). The campaign row is
 * locked first, so two updates at once are entered one after the other and the later one's figures are
 * the campaign's. Undefined when there is no such campaign.
 */
export async function recordCampaignMetrics(
  db: Kysely<Database>,
  campaignId: number,
  measured: CampaignMetricsMeasured,
): Promise<{ entry: CampaignMetricEntry; campaign: Campaign } | undefined> {
  const locked = await db
    .selectFrom('campaigns')
    .select('id')
    .where('id', '=', campaignId)
    .forUpdate()
    .executeTakeFirst();
  if (!locked) return undefined;
  const entry = await insertCampaignMetricEntry(db, campaignId, measured);
  const campaign = await db
    .updateTable('campaigns')
    .set({ reach: measured.reach, engagement: measured.engagement, conversions: measured.conversions })
    .where('id', '=', campaignId)
    .returningAll()
    .executeTakeFirstOrThrow();
  return { entry, campaign };
}

/** Adds one entry to a campaign's history (the caller has changed, or is changing, the campaign's figures). */
export async function insertCampaignMetricEntry(
  db: Kysely<Database>,
  campaignId: number,
  measured: CampaignMetricsMeasured,
): Promise<CampaignMetricEntry> {
  return db
    .insertInto('campaign_metric_entries')
    .values({ campaignId, ...measured })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A campaign's history, newest first, one page of it. */
export async function listCampaignMetricEntries(
  db: Kysely<Database>,
  campaignId: number,
  page: { limit: number; offset: number },
): Promise<CampaignMetricEntry[]> {
  return db
    .selectFrom('campaign_metric_entries')
    .selectAll()
    .where('campaignId', '=', campaignId)
    .orderBy('recordedAt', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

/**
 * The last `perCampaign` entries of each of these campaigns, oldest first within a campaign (the order
 * of a trend line), in one query that reads each campaign's newest entries off its index.
 */
export async function campaignMetricTrends(
  db: Kysely<Database>,
  campaignIds: readonly number[],
  perCampaign: number,
): Promise<Map<number, CampaignMetricEntry[]>> {
  const trends = new Map<number, CampaignMetricEntry[]>(campaignIds.map((id) => [id, []]));
  if (campaignIds.length === 0) return trends;
  const { rows } = await sql<CampaignMetricEntry>`
    select e.*
    from unnest(${[...campaignIds]}::int[]) as c(id)
    cross join lateral (
      select * from campaign_metric_entries
      where campaign_id = c.id
      order by recorded_at desc, id desc
      limit ${perCampaign}
    ) e
    order by e.campaign_id, e.recorded_at, e.id`.execute(db);
  for (const row of rows) trends.get(row.campaignId)?.push(row);
  return trends;
}
