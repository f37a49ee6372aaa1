import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, USER } from './helpers.ts';

// The summary cards of the Marketing Campaigns and Marketing Assets screens: figures over every row.

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.login(USER);
});
afterAll(async () => {
  await t?.close();
});

async function summary(path: 'campaigns.summary' | 'marketingAssets.summary', withCookie = true) {
  return t.call('GET', `/trpc/${path}`, withCookie ? { cookie } : {});
}

describe('campaigns.summary', () => {
  it('counts active campaigns and sums reach, engagement and conversions', async () => {
    const before = (await summary('campaigns.summary')).json().result.data;
    expect(before).toEqual({ activeCampaigns: 0, totalReach: 0, totalEngagement: 0, totalConversions: 0 });

    const rows = [
      { status: 'active', reach: 1000, engagement: 100, conversions: 10 },
      { status: 'active', reach: 2000, engagement: 300, conversions: 5 },
      { status: 'paused', reach: 500, engagement: 50, conversions: 1 },
    ];
    for (const [i, metrics] of rows.entries()) {
      const created = await t.call('POST', '/api/campaigns', {
        cookie,
        body: { name: `Summary ${i}`, type: 'email', description: 'Counted', status: metrics.status },
      });
      expect(created.statusCode, created.body).toBe(201);
      const { id, version } = created.json();
      const { status: _status, ...counts } = metrics;
      const updated = await t.call('PUT', `/api/campaigns/${id}`, { cookie, body: { ...counts, version } });
      expect(updated.statusCode, updated.body).toBe(200);
    }

    const res = await summary('campaigns.summary');
    expect(res.statusCode).toBe(200);
    expect(res.json().result.data).toEqual({
      activeCampaigns: 2,
      totalReach: 3500,
      totalEngagement: 450,
      totalConversions: 16,
    });
  });

  it('answers 401 when signed out', async () => {
    expect((await summary('campaigns.summary', false)).statusCode).toBe(401);
  });
});

describe('marketingAssets.summary', () => {
  it('counts all assets and the logos, colors and fonts among them', async () => {
    const assets = [
      { name: 'Logo mark', type: 'logo', category: 'brand' },
      { name: 'Purple', type: 'color', category: 'brand', hexColor: '#7048e8' },
      { name: 'Teal', type: 'color', category: 'web', hexColor: '#12b886' },
      { name: 'Inter', type: 'font', category: 'web', fontFamily: 'Inter' },
      { name: 'Hero video', type: 'video', category: 'social' },
    ];
    for (const body of assets) {
      const created = await t.call('POST', '/api/marketing-assets', { cookie, body });
      expect(created.statusCode, created.body).toBe(201);
    }
    const res = await summary('marketingAssets.summary');
    expect(res.statusCode).toBe(200);
    expect(res.json().result.data).toEqual({ total: 5, logos: 1, colors: 2, fonts: 1 });
  });

  it('answers 401 when signed out', async () => {
    expect((await summary('marketingAssets.summary', false)).statusCode).toBe(401);
  });
});
