import type { CampaignStatus } from '@app/domain';
import {
  centsToDecimal,
  createRandom,
  dayOffset,
  integer,
  pick,
  randomMoney,
  timestampOffset,
} from './random.ts';
import type { Seed } from './seed.ts';

const METRIC_UPDATES_PER_CAMPAIGN = 6;

/**
 * Each campaign that has run gets six metrics updates spread from its start to its end (or yesterday),
 * growing to the figures the campaign shows, with the clicks, impressions and cost the dialog records.
 * A PRNG of its own, so the rest of the demo is the same as before the history existed.
 */
function campaignMetricHistory(
  rows: ReadonlyArray<{
    status: CampaignStatus;
    start: number;
    end: number;
    budget: string;
    reach: number;
    engagement: number;
    conversions: number;
  }>,
  inserted: ReadonlyArray<{ id: number }>,
  now: Date,
) {
  const random = createRandom(20_261_124);
  return rows.flatMap((row, index) => {
    if (row.status === 'draft') return [];
    const first = row.start + 1;
    const last = Math.min(row.end, -1);
    const budgetCents = Math.round(Number(row.budget) * 100);
    return Array.from({ length: METRIC_UPDATES_PER_CAMPAIGN }, (_, step) => {
      const share = (step + 1) / METRIC_UPDATES_PER_CAMPAIGN;
      // Early weeks reach people fastest; the last update is the campaign's own figures.
      const grown = (total: number) => Math.round(total * share ** 0.8);
      const reach = grown(row.reach);
      const impressions = Math.round(reach * (1.6 + random() * 0.8));
      const day = first + ((last - first) * (step + 1)) / METRIC_UPDATES_PER_CAMPAIGN;
      return {
        campaignId: inserted[index]!.id,
        recordedAt: timestampOffset(now, day),
        reach,
        engagement: grown(row.engagement),
        conversions: grown(row.conversions),
        impressions,
        clicks: Math.round(impressions * (0.01 + random() * 0.03)),
        cost: centsToDecimal(Math.round(budgetCents * share * (0.85 + random() * 0.15))),
        notes: step === 0 ? 'Launch week' : null,
      };
    });
  });
}

/** Eight campaigns (six run, two drafts) and the metrics history of those that ran. */
export async function seedCampaigns({ trx, random, now }: Seed) {
  const campaignStatuses: readonly CampaignStatus[] = [
    'active',
    'active',
    'active',
    'completed',
    'completed',
    'paused',
    'draft',
    'draft',
  ];
  const campaignRows = [
    'Spring Wedding Showcase',
    'Corporate Holiday Early Bird',
    'Instagram Venue Reels',
    'Summer Gala Ticket Push',
    'Newsletter: Planner Tips',
    'LinkedIn Conference Leads',
    'Referral Rewards Launch',
    'Autumn Open House',
  ].map((name, index) => {
    const status = campaignStatuses[index] as CampaignStatus;
    const reach = status === 'draft' ? 0 : integer(random, 2_000, 60_000);
    const engagement = Math.floor(reach * (0.03 + random() * 0.12));
    const conversions = Math.floor(engagement * (0.02 + random() * 0.08));
    const start = status === 'draft' ? integer(random, 10, 40) : integer(random, -200, -10);
    // Drawn in the order they always were, so the demo's other rows stay the same.
    const type = pick(random, ['email', 'social', 'mixed'] as const);
    const end = start + integer(random, 21, 75);
    return {
      name,
      type,
      description: `${name}: ${status === 'draft' ? 'planned' : 'running'} campaign for the event calendar.`,
      status,
      startDate: dayOffset(now, start),
      endDate: dayOffset(now, end),
      budget: randomMoney(random, 500, 8_000, 50),
      reach,
      engagement,
      conversions,
      start,
      end,
    };
  });
  const campaigns = await trx
    .insertInto('campaigns')
    .values(campaignRows.map(({ start: _start, end: _end, ...row }) => row))
    .returning(['id', 'name'])
    .execute();
  await trx
    .insertInto('campaign_metric_entries')
    .values(campaignMetricHistory(campaignRows, campaigns, now))
    .execute();
  return campaigns;
}
