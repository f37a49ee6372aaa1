import { seedDemo } from '@app/db';
import {
  CAMPAIGN_TREND_POINTS,
  campaignRoi,
  clickThroughRate,
  costPerClick,
  costPerConversion,
  formatMoney,
  NO_RATE,
  RECENT_ACTIVITY_LIMIT,
  UPCOMING_EVENTS_LIMIT,
} from '@app/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, USER } from './helpers.ts';

/*
 * The figures of the screens that no other test checks against the database, on the demo business
 * (a year of money, events in every status, campaigns with their metrics history): each is computed
 * here again in SQL from the base tables, never from the kept totals the server reads.
 *
 * Checked elsewhere, not again here: Total Clients (rest.test.ts); the cards of Inventory and Digital
 * Products (operations-figures.test.ts), Marketing Campaigns and Marketing Assets
 * (marketing-summaries.test.ts), Documents, Client Portals, Business Information and Vendors
 * (summaries.test.ts), Users (router.test.ts).
 */

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.database.db);
  cookie = await t.login(USER);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

async function trpc<T>(path: string, input?: unknown): Promise<T> {
  const qs = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
  const res = await t.call('GET', `/trpc/${path}${qs}`, { cookie });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result.data as T;
}

async function one<T>(query: ReturnType<typeof sql<T>>): Promise<T> {
  const { rows } = await query.execute(t.database.db);
  return rows[0]!;
}

type Stats = {
  totalClients: number;
  activeEvents: number;
  totalCampaigns: number;
  activeCampaigns: number;
  totalIncome: string;
  totalExpenses: string;
  netProfit: string;
  outstanding: string;
};

describe('Dashboard', () => {
  it('Active Events: events planning, confirmed or in progress', async () => {
    const stats = await trpc<Stats>('dashboard.stats');
    const { n } = await one(sql<{ n: number }>`
      select count(*)::int as n from events where status in ('planning', 'confirmed', 'in_progress')`);
    expect(n).toBeGreaterThan(0);
    expect(stats.activeEvents).toBe(n);
  });

  it('Campaigns: every campaign, with the active ones under it', async () => {
    const stats = await trpc<Stats>('dashboard.stats');
    const { total, active } = await one(sql<{ total: number; active: number }>`
      select count(*)::int as total, (count(*) filter (where status = 'active'))::int as active from campaigns`);
    expect(active).toBeGreaterThan(0);
    expect(total).toBeGreaterThan(active);
    expect(stats.totalCampaigns).toBe(total);
    expect(stats.activeCampaigns).toBe(active);
  });

  it('Net Profit with its income and expenses (also the three Financial Management cards)', async () => {
    const stats = await trpc<Stats>('dashboard.stats');
    const sums = await one(sql<{ income: string; expenses: string; net: string }>`
      select coalesce(sum(amount) filter (where type = 'income'), 0)::text as income,
             coalesce(sum(amount) filter (where type = 'expense'), 0)::text as expenses,
             (coalesce(sum(amount) filter (where type = 'income'), 0)
              - coalesce(sum(amount) filter (where type = 'expense'), 0))::text as net
      from financial_records`);
    expect(stats).toMatchObject({
      totalIncome: sums.income,
      totalExpenses: sums.expenses,
      netProfit: sums.net,
    });
    expect(Number(sums.income)).toBeGreaterThan(0);
  });

  it('Outstanding: what clients owe on sent and partially paid invoices', async () => {
    const stats = await trpc<Stats>('dashboard.stats');
    const { owed } = await one(sql<{ owed: string }>`
      select coalesce(sum(total - paid), 0)::text as owed from invoices
      where status in ('sent', 'partially_paid')`);
    expect(Number(owed)).toBeGreaterThan(0);
    expect(stats.outstanding).toBe(owed);
  });

  it('Revenue Overview: income and expenses of each of the last 12 months', async () => {
    const months = await trpc<Array<{ month: string; income: string; expenses: string }>>(
      'dashboard.revenue',
      { months: 12 },
    );
    const { rows } = await sql<{ month: string; income: string; expenses: string }>`
      select to_char(date, 'YYYY-MM') as month,
             coalesce(sum(amount) filter (where type = 'income'), 0)::text as income,
             coalesce(sum(amount) filter (where type = 'expense'), 0)::text as expenses
      from financial_records
      where date >= date_trunc('month', company_today()) - interval '11 months'
        and date < date_trunc('month', company_today()) + interval '1 month'
      group by 1`.execute(t.database.db);
    expect(months).toHaveLength(12);
    const byMonth = new Map(rows.map((row) => [row.month, row]));
    for (const month of months) {
      const expected = byMonth.get(month.month) ?? { income: '0.00', expenses: '0.00' };
      expect(month, month.month).toEqual({
        month: month.month,
        income: expected.income,
        expenses: expected.expenses,
      });
    }
    expect(rows.length).toBeGreaterThan(6);
  });

  it('Upcoming Events: the next confirmed or planned events, at most 4', async () => {
    const upcoming = await trpc<Array<{ id: number }>>('dashboard.upcomingEvents');
    const { rows } = await sql<{ id: number }>`
      select id from events where status in ('confirmed', 'planning') and date >= company_today()
      order by date, id limit ${UPCOMING_EVENTS_LIMIT}`.execute(t.database.db);
    expect(rows.length).toBeGreaterThan(0);
    expect(upcoming.map((event) => event.id)).toEqual(rows.map((row) => row.id));
  });

  it('Recent Activity: the newest clients with the time they were added', async () => {
    const page = await trpc<{ items: Array<{ name: string; createdAt: string }> }>('clients.page', {
      limit: RECENT_ACTIVITY_LIMIT,
      offset: 0,
      sortBy: 'createdAt',
      sortDir: 'desc',
    });
    const { rows } = await sql<{ name: string; createdAt: string }>`
      select name, created_at from clients order by created_at desc, id desc limit ${RECENT_ACTIVITY_LIMIT}`.execute(
      t.database.db,
    );
    expect(page.items.map((c) => ({ name: c.name, createdAt: c.createdAt }))).toEqual(
      rows.map((row) => ({ name: row.name, createdAt: row.createdAt })),
    );
  });
});

describe('Client Management', () => {
  it("each client's Events and Revenue: its events, and the sum of its income records", async () => {
    const clients = (await t.call('GET', '/api/clients?limit=500', { cookie })).json() as Array<{
      id: number;
      eventsCount: number;
      revenue: string;
    }>;
    const { rows } = await sql<{ id: number; events: number; revenue: string }>`
      select c.id,
        (select count(*)::int from events e where e.client_id = c.id) as events,
        (select coalesce(sum(amount), 0)::numeric(12, 2)::text from financial_records f
          where f.client_id = c.id and f.type = 'income') as revenue
      from clients c`.execute(t.database.db);
    expect(clients).toHaveLength(rows.length);
    const expected = new Map(rows.map((row) => [row.id, row]));
    for (const client of clients) {
      const row = expected.get(client.id)!;
      expect({ id: client.id, events: client.eventsCount, revenue: client.revenue }).toEqual(row);
    }
    expect(rows.some((row) => Number(row.revenue) > 0)).toBe(true);
  });
});

type Entry = {
  id: number;
  reach: number;
  engagement: number;
  conversions: number;
  clicks: number | null;
  impressions: number | null;
  cost: string | null;
};

describe('Campaign Tracking', () => {
  async function cards() {
    const campaigns = (await t.call('GET', '/api/campaigns?limit=500', { cookie })).json() as Array<{
      id: number;
      budget: string;
      conversions: number;
      valuePerConversion: string;
    }>;
    const trends = await trpc<Array<{ campaignId: number; entries: Entry[] }>>('campaigns.metricTrends', {
      ids: campaigns.map((c) => c.id),
    });
    return { campaigns, trends: new Map(trends.map((trend) => [trend.campaignId, trend.entries])) };
  }

  it("each card's trend: the campaign's last updates, oldest first", async () => {
    const { campaigns, trends } = await cards();
    const { rows } = await sql<{ campaignId: number; ids: number[] }>`
      select c.id as campaign_id,
        coalesce((select array_agg(id order by recorded_at, id) from (
          select id, recorded_at from campaign_metric_entries e where e.campaign_id = c.id
          order by recorded_at desc, id desc limit ${CAMPAIGN_TREND_POINTS}) last), '{}') as ids
      from campaigns c`.execute(t.database.db);
    for (const row of rows)
      expect(
        trends.get(row.campaignId)?.map((e) => e.id),
        String(row.campaignId),
      ).toEqual(row.ids);
    expect(campaigns.filter((c) => (trends.get(c.id) ?? []).length > 1).length).toBeGreaterThan(0);
  });

  it("each card's CTR, cost per click and cost per conversion: those of its latest update", async () => {
    const { rows } = await sql<{
      campaignId: number;
      ctr: string | null;
      perClick: string | null;
      perConversion: string | null;
    }>`
      select distinct on (campaign_id) campaign_id,
        round(clicks * 100.0 / nullif(impressions, 0), 1)::text as ctr,
        round(cost / nullif(clicks, 0), 2)::text as per_click,
        round(cost / nullif(conversions, 0), 2)::text as per_conversion
      from campaign_metric_entries order by campaign_id, recorded_at desc, id desc`.execute(t.database.db);
    const { trends } = await cards();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      const latest = trends.get(row.campaignId)!.at(-1)!;
      expect(
        {
          ctr: clickThroughRate(latest.clicks, latest.impressions),
          perClick: costPerClick(latest.cost, latest.clicks),
          perConversion: costPerConversion(latest.cost, latest.conversions),
        },
        String(row.campaignId),
      ).toEqual({
        ctr: row.ctr === null ? NO_RATE : `${row.ctr}%`,
        perClick: row.perClick === null ? NO_RATE : formatMoney(row.perClick),
        perConversion: row.perConversion === null ? NO_RATE : formatMoney(row.perConversion),
      });
    }
  });

  it("each card's ROI: conversions × its value per conversion against its budget", async () => {
    const { rows } = await sql<{ id: number; roi: string | null }>`
      select id, round((conversions * value_per_conversion - budget) * 100 / nullif(budget, 0), 1)::text as roi
      from campaigns`.execute(t.database.db);
    const { campaigns } = await cards();
    const byId = new Map(rows.map((row) => [row.id, row.roi]));
    for (const c of campaigns) {
      const roi = byId.get(c.id);
      expect(campaignRoi(c.conversions, c.budget, c.valuePerConversion), String(c.id)).toBe(
        roi == null ? 'N/A' : `${roi}%`,
      );
    }
  });
});
