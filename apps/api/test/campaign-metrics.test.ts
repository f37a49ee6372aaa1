import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, USER } from './helpers.ts';

// Campaign metrics history: every metrics update is a dated entry, through the new
// /api/campaigns/{id}/metrics and through the spec's PUT /api/campaigns/{id}; value per conversion.

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.login(USER);
});
afterAll(async () => {
  await t?.close();
});

async function newCampaign(body: Record<string, unknown> = {}) {
  const res = await t.call('POST', '/api/campaigns', {
    cookie,
    body: { name: 'Open House', type: 'email', description: 'Tours and tastings', budget: '1000', ...body },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; version: number; valuePerConversion: string };
}

async function entriesInDatabase(campaignId: number) {
  const { rows } = await sql<{
    reach: number;
    clicks: number | null;
    impressions: number | null;
    cost: string | null;
    notes: string | null;
  }>`
    select reach, clicks, impressions, cost::text as cost, notes from campaign_metric_entries
    where campaign_id = ${campaignId} order by id`.execute(t.database.db);
  return rows;
}

const full = {
  reach: 4200,
  engagement: 980,
  conversions: 37,
  clicks: 610,
  impressions: 15400,
  cost: '1180.5',
  notes: 'Week 2',
};

describe('POST /api/campaigns/{id}/metrics', () => {
  it('answers 201 with the entry, keeps every figure and makes reach, engagement and conversions the campaign’s', async () => {
    const { id } = await newCampaign();
    const res = await t.call('POST', `/api/campaigns/${id}/metrics`, { cookie, body: full });
    expect(res.statusCode, res.body).toBe(201);
    const entry = res.json();
    expect(entry).toMatchObject({ campaignId: id, ...full, cost: '1180.50' });
    expect(Date.now() - new Date(entry.recordedAt).getTime()).toBeLessThan(60_000);

    expect(await entriesInDatabase(id)).toEqual([
      { reach: 4200, clicks: 610, impressions: 15400, cost: '1180.50', notes: 'Week 2' },
    ]);
    const campaign = (await t.call('GET', `/api/campaigns/${id}`, { cookie })).json();
    expect(campaign).toMatchObject({ reach: 4200, engagement: 980, conversions: 37, version: 2 });
  });

  it('keeps clicks, impressions and cost that were not sent as null', async () => {
    const { id } = await newCampaign();
    const res = await t.call('POST', `/api/campaigns/${id}/metrics`, {
      cookie,
      body: { reach: 10, engagement: 2, conversions: 1 },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ clicks: null, impressions: null, cost: null, notes: null });
  });

  it('refuses negative figures with the spec’s messages and writes nothing', async () => {
    const { id } = await newCampaign();
    const negative = {
      reach: -1,
      engagement: -1,
      conversions: -1,
      clicks: -1,
      impressions: -1,
      cost: '-0.01',
    };
    const res = await t.call('POST', `/api/campaigns/${id}/metrics`, { cookie, body: negative });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([
      { path: 'reach', message: 'Reach must be positive' },
      { path: 'engagement', message: 'Engagement must be positive' },
      { path: 'conversions', message: 'Conversions must be positive' },
      { path: 'clicks', message: 'Clicks must be positive' },
      { path: 'impressions', message: 'Impressions must be positive' },
      { path: 'cost', message: 'Cost must be positive' },
    ]);
    expect(await entriesInDatabase(id)).toEqual([]);
    expect((await t.call('GET', `/api/campaigns/${id}`, { cookie })).json()).toMatchObject({
      reach: 0,
      version: 1,
    });
  });

  it('answers 404 for a campaign that does not exist', async () => {
    const res = await t.call('POST', '/api/campaigns/2000000/metrics', { cookie, body: full });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Campaign not found');
  });

  it('is audit-logged with the signed-in user, entry and campaign alike', async () => {
    const { id } = await newCampaign();
    const res = await t.call('POST', `/api/campaigns/${id}/metrics`, { cookie, body: full });
    const { rows } = await sql<{ tableName: string; action: string; actorName: string }>`
      select table_name, action, actor_name from audit_log
      where (table_name = 'campaign_metric_entries' and record_id = ${String(res.json().id)})
         or (table_name = 'campaigns' and record_id = ${String(id)} and action = 'update')
      order by table_name`.execute(t.database.db);
    expect(rows).toEqual([
      { tableName: 'campaign_metric_entries', action: 'create', actorName: USER.username },
      { tableName: 'campaigns', action: 'update', actorName: USER.username },
    ]);
  });
});

describe('GET /api/campaigns/{id}/metrics', () => {
  it('lists the history newest first, by page', async () => {
    const { id } = await newCampaign();
    for (const reach of [100, 200, 300]) {
      const res = await t.call('POST', `/api/campaigns/${id}/metrics`, { cookie, body: { ...full, reach } });
      expect(res.statusCode).toBe(201);
    }
    const all = await t.call('GET', `/api/campaigns/${id}/metrics`, { cookie });
    expect(all.statusCode).toBe(200);
    expect(all.json().map((entry: { reach: number }) => entry.reach)).toEqual([300, 200, 100]);
    const page = await t.call('GET', `/api/campaigns/${id}/metrics?limit=1&offset=1`, { cookie });
    expect(page.json().map((entry: { reach: number }) => entry.reach)).toEqual([200]);
  });

  it('answers 404 for an unknown campaign and 401 signed out', async () => {
    expect((await t.call('GET', '/api/campaigns/2000000/metrics', { cookie })).statusCode).toBe(404);
    const { id } = await newCampaign();
    expect((await t.call('GET', `/api/campaigns/${id}/metrics`)).statusCode).toBe(401);
  });
});

describe('PUT /api/campaigns/{id}, the spec’s metrics update', () => {
  it('still sets reach, engagement and conversions, and enters them in the history without clicks, impressions or cost', async () => {
    const { id, version } = await newCampaign();
    const res = await t.call('PUT', `/api/campaigns/${id}`, {
      cookie,
      body: { reach: 500, engagement: 50, conversions: 5, version },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ reach: 500, engagement: 50, conversions: 5 });
    expect(await entriesInDatabase(id)).toEqual([
      { reach: 500, clicks: null, impressions: null, cost: null, notes: null },
    ]);

    // One metric alone: the entry carries the others as they are.
    await t.call('PUT', `/api/campaigns/${id}`, { cookie, body: { conversions: 6 } });
    const history = (await t.call('GET', `/api/campaigns/${id}/metrics`, { cookie })).json();
    expect(history[0]).toMatchObject({ reach: 500, engagement: 50, conversions: 6 });
  });

  it('enters nothing for an edit that is not a metrics update, nor for a refused one', async () => {
    const { id, version } = await newCampaign();
    expect(
      (await t.call('PUT', `/api/campaigns/${id}`, { cookie, body: { name: 'Renamed', status: 'active' } }))
        .statusCode,
    ).toBe(200);
    const stale = await t.call('PUT', `/api/campaigns/${id}`, { cookie, body: { reach: 9, version } });
    expect(stale.statusCode).toBe(409);
    expect(await entriesInDatabase(id)).toEqual([]);
  });
});

describe('value per conversion', () => {
  it('defaults to the spec’s 100, is kept as money, can be changed and is never negative', async () => {
    const plain = await newCampaign();
    expect(plain.valuePerConversion).toBe('100.00');
    const own = await newCampaign({ valuePerConversion: 150.5 });
    expect(own.valuePerConversion).toBe('150.50');
    const { rows } = await sql<{
      value: string;
    }>`select value_per_conversion::text as value from campaigns where id = ${own.id}`.execute(t.database.db);
    expect(rows[0]?.value).toBe('150.50');

    const changed = await t.call('PUT', `/api/campaigns/${own.id}`, {
      cookie,
      body: { valuePerConversion: '80' },
    });
    expect(changed.json().valuePerConversion).toBe('80.00');
    const refused = await t.call('PUT', `/api/campaigns/${own.id}`, {
      cookie,
      body: { valuePerConversion: '-1' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().issues).toEqual([
      { path: 'valuePerConversion', message: 'Value per conversion must be positive' },
    ]);
  });
});
