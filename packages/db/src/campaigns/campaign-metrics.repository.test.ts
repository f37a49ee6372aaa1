import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { listAuditLog, setAuditActor } from '../audit/audit-log.repository.ts';
import type { TestDatabase } from '../testing.ts';
import { createTestDatabase, resetTables } from '../testing.ts';
import {
  type CampaignMetricsMeasured,
  campaignMetricTrends,
  listCampaignMetricEntries,
  recordCampaignMetrics,
} from './campaign-metrics.repository.ts';

const measured = (reach: number, extra: Partial<CampaignMetricsMeasured> = {}): CampaignMetricsMeasured => ({
  reach,
  engagement: Math.floor(reach / 10),
  conversions: Math.floor(reach / 100),
  clicks: Math.floor(reach / 20),
  impressions: reach * 2,
  cost: '125.50',
  notes: null,
  ...extra,
});

describe('campaign metrics history', () => {
  let testDb: TestDatabase;
  let spring: number;
  let autumn: number;

  beforeAll(async () => {
    testDb = await createTestDatabase();
  });
  afterAll(() => testDb?.close());
  beforeEach(async () => {
    await resetTables(testDb.db);
    const rows = await testDb.db
      .insertInto('campaigns')
      .values([
        { name: 'Spring', type: 'email', description: 'd' },
        { name: 'Autumn', type: 'social', description: 'd' },
      ])
      .returning('id')
      .execute();
    [spring, autumn] = rows.map((row) => row.id) as [number, number];
  });

  it('records an entry and makes its figures the campaign’s latest, in one transaction', async () => {
    const result = await testDb.db
      .transaction()
      .execute((trx) => recordCampaignMetrics(trx, spring, measured(1000, { notes: 'Week 1' })));
    expect(result?.entry).toMatchObject({
      campaignId: spring,
      reach: 1000,
      clicks: 50,
      impressions: 2000,
      cost: '125.50',
      notes: 'Week 1',
    });
    expect(result?.entry.recordedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(result?.campaign).toMatchObject({
      id: spring,
      reach: 1000,
      engagement: 100,
      conversions: 10,
      version: 2,
    });

    // A refused write leaves neither the entry nor the campaign's new figures.
    await expect(
      testDb.db
        .transaction()
        .execute((trx) => recordCampaignMetrics(trx, spring, measured(5000, { clicks: -1 }))),
    ).rejects.toThrow();
    const campaign = await testDb.db
      .selectFrom('campaigns')
      .selectAll()
      .where('id', '=', spring)
      .executeTakeFirstOrThrow();
    expect(campaign.reach).toBe(1000);
    expect(await listCampaignMetricEntries(testDb.db, spring, { limit: 50, offset: 0 })).toHaveLength(1);
  });

  it('answers undefined for a campaign that does not exist, and writes nothing', async () => {
    expect(
      await testDb.db.transaction().execute((trx) => recordCampaignMetrics(trx, 2_000_000, measured(10))),
    ).toBeUndefined();
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from campaign_metric_entries`.execute(
      testDb.db,
    );
    expect(rows[0]?.n).toBe(0);
  });

  it('keeps unmeasured clicks, impressions and cost as null', async () => {
    const result = await recordCampaignMetrics(
      testDb.db,
      spring,
      measured(10, { clicks: null, impressions: null, cost: null }),
    );
    expect(result?.entry).toMatchObject({ clicks: null, impressions: null, cost: null });
  });

  it('lists a campaign’s history newest first, by page', async () => {
    for (const reach of [100, 200, 300]) await recordCampaignMetrics(testDb.db, spring, measured(reach));
    await recordCampaignMetrics(testDb.db, autumn, measured(999));
    const page = await listCampaignMetricEntries(testDb.db, spring, { limit: 2, offset: 0 });
    expect(page.map((entry) => entry.reach)).toEqual([300, 200]);
    const next = await listCampaignMetricEntries(testDb.db, spring, { limit: 2, offset: 2 });
    expect(next.map((entry) => entry.reach)).toEqual([100]);
  });

  it('gives each campaign its last entries, oldest first, for the trend', async () => {
    const day = (n: number) => new Date(Date.UTC(2026, 10, n));
    await testDb.db
      .insertInto('campaign_metric_entries')
      .values([
        { campaignId: spring, recordedAt: day(3), ...measured(300) },
        { campaignId: spring, recordedAt: day(1), ...measured(100) },
        { campaignId: spring, recordedAt: day(4), ...measured(400) },
        { campaignId: spring, recordedAt: day(2), ...measured(200) },
        { campaignId: autumn, recordedAt: day(1), ...measured(7) },
      ])
      .execute();
    const trends = await campaignMetricTrends(testDb.db, [spring, autumn, 2_000_000], 3);
    expect(trends.get(spring)?.map((entry) => entry.reach)).toEqual([200, 300, 400]);
    expect(trends.get(autumn)?.map((entry) => entry.reach)).toEqual([7]);
    expect(trends.get(2_000_000)).toEqual([]);
    expect(trends.get(spring)?.[0]?.cost).toBe('125.50');
    expect(await campaignMetricTrends(testDb.db, [], 3)).toEqual(new Map());
  });

  it('goes with its campaign, and is audit-logged with the actor', async () => {
    await testDb.db.deleteFrom('audit_log').execute();
    const users = await testDb.db
      .insertInto('users')
      .values({ username: 'ada', passwordHash: 'x' })
      .returning('id')
      .execute();
    await testDb.db.transaction().execute(async (trx) => {
      await setAuditActor(trx, { id: users[0]!.id, username: 'ada', requestId: 'req-1' });
      await recordCampaignMetrics(trx, spring, measured(100));
    });
    const { items: logged } = await listAuditLog(testDb.db, {
      tableName: 'campaign_metric_entries',
      limit: 10,
      offset: 0,
    });
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ action: 'create', actorName: 'ada', requestId: 'req-1' });
    expect(logged[0]?.changes).toMatchObject({ campaign_id: spring, reach: 100, cost: 125.5 });

    await testDb.db.deleteFrom('campaigns').where('id', '=', spring).execute();
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from campaign_metric_entries`.execute(
      testDb.db,
    );
    expect(rows[0]?.n).toBe(0);
    // The log keeps the figures of a deleted campaign's history.
    const { items: deletes } = await listAuditLog(testDb.db, { action: 'delete', limit: 10, offset: 0 });
    expect(deletes.map((entry) => entry.tableName).sort()).toEqual(['campaign_metric_entries', 'campaigns']);
  });
});
