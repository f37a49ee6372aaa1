import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestDatabase } from '../testing.ts';
import { createTestDatabase, resetTables } from '../testing.ts';
import {
  CALENDAR_FEED_PAST_DAYS,
  calendarFeedCreatedAt,
  calendarFeedEvents,
  findCalendarFeedUser,
  hashCalendarFeedToken,
  replaceCalendarFeedToken,
} from './calendar-feed.repository.ts';

describe('calendar feed repository', () => {
  let testDb: TestDatabase;
  let ada: number;

  beforeAll(async () => {
    testDb = await createTestDatabase();
  });
  afterAll(() => testDb?.close());
  beforeEach(async () => {
    await resetTables(testDb.db);
    const user = await testDb.db
      .insertInto('users')
      .values({ username: 'ada', passwordHash: 'x', role: 'user' })
      .returning('id')
      .executeTakeFirstOrThrow();
    ada = user.id;
  });

  const made = async (userId: number) => {
    const result = await replaceCalendarFeedToken(testDb.db, userId);
    if (result.status !== 'made') throw new Error(result.status);
    return result;
  };

  it('keeps one link per user, as its hash only; a reset ends the previous link', async () => {
    expect(await calendarFeedCreatedAt(testDb.db, ada)).toBeUndefined();
    const first = await made(ada);
    expect(await findCalendarFeedUser(testDb.db, hashCalendarFeedToken(first.token))).toEqual({
      userId: ada,
    });
    const second = await made(ada);
    expect(second.token).not.toBe(first.token);

    const rows = await testDb.db.selectFrom('calendar_feed_tokens').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(hashCalendarFeedToken(second.token));
    expect(JSON.stringify(rows)).not.toContain(second.token.slice(4));
    expect(await findCalendarFeedUser(testDb.db, hashCalendarFeedToken(first.token))).toBeUndefined();
    expect(await calendarFeedCreatedAt(testDb.db, ada)).toEqual(second.createdAt);
  });

  it('finds no user for a disabled account, and none for a user that does not exist', async () => {
    const link = await made(ada);
    await testDb.db.updateTable('users').set({ isActive: false }).where('id', '=', ada).execute();
    expect(await findCalendarFeedUser(testDb.db, hashCalendarFeedToken(link.token))).toBeUndefined();
    expect(await replaceCalendarFeedToken(testDb.db, ada + 1000)).toEqual({ status: 'no_user' });
  });

  it("answers the company's zone and the events from a year ago on, with their client's current name", async () => {
    await testDb.db.updateTable('company_settings').set({ timeZone: 'America/New_York' }).execute();
    const client = await testDb.db
      .insertInto('clients')
      .values({
        name: 'Lopez Weddings',
        industry: 'Weddings',
        contactName: 'Maya',
        contactEmail: 'm@example.com',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const event = { type: 'Party' as const, time: '18:00', venue: 'Hall', budget: '10' };
    await testDb.db
      .insertInto('events')
      .values([
        { ...event, name: 'Old', date: '2001-01-01', clientName: 'Walk-in' },
        { ...event, name: 'Soon', date: '2099-05-01', clientName: 'Stale copy', clientId: client.id },
      ])
      .execute();
    const feed = await calendarFeedEvents(testDb.db);
    expect(feed.timeZone).toBe('America/New_York');
    expect(feed.events.map((e) => [e.name, e.clientName, e.time])).toEqual([
      ['Soon', 'Lopez Weddings', '18:00'],
    ]);
    expect(CALENDAR_FEED_PAST_DAYS).toBeGreaterThanOrEqual(365);
  });
});
