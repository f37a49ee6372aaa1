import { NOTIFICATION_DAY_FORMAT, refreshNotifications, seedDemo } from '@app/db';
import { formatDate } from '@app/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, USER } from './helpers.ts';

/*
 * The days a notification's text mentions are written as the app writes days everywhere else
 * (formatDate, 'Dec 19, 2026'), never as the stored 'YYYY-MM-DD': the bell shows the text as is.
 */

const ISO_DAY = /\b\d{4}-\d{2}-\d{2}\b/;

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

async function messages(): Promise<string[]> {
  const res = await t.call('GET', '/api/notifications?limit=100', { cookie });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as Array<{ message: string }>).map((n) => n.message);
}

describe('notification dates', () => {
  it("the database's day format is formatDate's, for every day of a leap year", async () => {
    const { rows } = await sql<{ day: string; text: string }>`
      select d::date::text as day, to_char(d, ${sql.lit(NOTIFICATION_DAY_FORMAT)}) as text
      from generate_series('2028-01-01'::date, '2028-12-31'::date, interval '1 day') d`.execute(
      t.database.db,
    );
    expect(rows).toHaveLength(366);
    expect(rows.filter((r) => r.text !== formatDate(r.day))).toEqual([]);
    expect(rows.find((r) => r.day === '2028-12-09')?.text).toBe('Dec 9, 2028');
  });

  it("the demo business's notifications carry no raw dates", async () => {
    await refreshNotifications(t.database.db);
    const all = await messages();
    expect(all.length).toBeGreaterThan(0);
    expect(all.filter((m) => ISO_DAY.test(m))).toEqual([]);
    expect(all.some((m) => / is coming up on [A-Z][a-z]{2} \d{1,2}, \d{4}\.$/.test(m))).toBe(true);
  });

  it('an upcoming event, an expiring subscription and an ending campaign name their day as the app does', async () => {
    const db = t.database.db;
    const event = await db
      .insertInto('events')
      .values({
        name: 'Dated tasting',
        type: 'Other',
        clientName: 'Test kitchen',
        date: sql<string>`company_today() + 2`,
        time: '10:00',
        venue: 'Studio',
        status: 'confirmed',
      })
      .returning('date')
      .executeTakeFirstOrThrow();
    const licence = await db
      .insertInto('business_info')
      .values({ name: 'Dated licence', value: 'n/a', expirationDate: sql<string>`company_today() + 10` })
      .returning('expirationDate')
      .executeTakeFirstOrThrow();
    const campaign = await db
      .insertInto('campaigns')
      .values({
        name: 'Dated campaign',
        type: 'email',
        description: 'Ends soon',
        status: 'active',
        endDate: sql<string>`company_today() + 1`,
      })
      .returning('endDate')
      .executeTakeFirstOrThrow();
    await refreshNotifications(db);
    const all = await messages();
    expect(all.find((m) => m.startsWith('Dated tasting for '))).toBe(
      `Dated tasting for Test kitchen on ${formatDate(event.date)} at Studio`,
    );
    expect(all).toContain(`Dated licence expires on ${formatDate(licence.expirationDate!)}`);
    expect(all).toContain(`Dated campaign ends on ${formatDate(campaign.endDate!)}`);
    expect(all.filter((m) => ISO_DAY.test(m))).toEqual([]);
  });
});
