import { refreshNotifications } from '@app/db';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN, createTestApp, type TestApp } from './helpers.ts';

// Date values sent as timestamps, required fields without API defaults, and
// the company's time zone deciding which day it is.

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(ADMIN);
});
afterAll(async () => {
  await t?.close();
});

async function setTimeZone(timeZone: string) {
  const res = await t.call('PUT', '/api/company-settings', { cookie: admin, body: { timeZone } });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().timeZone).toBe(timeZone);
}

/** The calendar date of `instant` in `timeZone`, computed here with the runtime's Intl, not the server's code. */
function dayIn(instant: Date, timeZone: string): string {
  return instant.toLocaleDateString('sv-SE', { timeZone });
}

beforeEach(async () => {
  await setTimeZone('UTC');
});

describe('date values sent as timestamps (spec §5, §7: "converted to a date value on send")', () => {
  const record = (date: unknown) => ({
    type: 'income',
    category: 'Event Services',
    description: 'Deposit, Lopez–Nguyen wedding',
    amount: '1500.00',
    date,
  });

  it('accepts what JSON.stringify(new Date()) sends and answers the calendar date', async () => {
    const sent = JSON.parse(JSON.stringify({ date: new Date('2025-05-15T12:00:00.000Z') })).date;
    const res = await t.call('POST', '/api/financial-records', { cookie: admin, body: record(sent) });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().date).toBe('2025-05-15');
  });

  it("stores the day the instant falls on in the company's time zone", async () => {
    await setTimeZone('Europe/Paris');
    const lateEvening = '2025-05-15T23:30:00.000Z'; // 01:30 on the 16th in Paris
    const created = await t.call('POST', '/api/financial-records', {
      cookie: admin,
      body: record(lateEvening),
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().date).toBe('2025-05-16');

    await setTimeZone('America/Los_Angeles');
    const patched = await t.call('PATCH', `/api/financial-records/${created.json().id}`, {
      cookie: admin,
      body: { date: '2025-06-01T03:00:00.000Z' }, // 20:00 on May 31st in Los Angeles
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json().date).toBe('2025-05-31');
    const stored = await t.database.db
      .selectFrom('financial_records')
      .select('date')
      .where('id', '=', created.json().id)
      .executeTakeFirstOrThrow();
    expect(stored.date).toBe('2025-05-31');
  });

  it('still takes a plain calendar date, whatever the zone', async () => {
    await setTimeZone('Pacific/Kiritimati');
    const res = await t.call('POST', '/api/financial-records', { cookie: admin, body: record('2025-05-15') });
    expect(res.json().date).toBe('2025-05-15');
  });

  it('refuses a timestamp without a zone and garbage with the date field named, storing nothing', async () => {
    const before = await t.database.db
      .selectFrom('financial_records')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    for (const date of ['2025-05-15T12:00:00', 'next friday', '2025-02-30T10:00:00Z', 1747310400000]) {
      const res = await t.call('POST', '/api/financial-records', { cookie: admin, body: record(date) });
      expect(res.statusCode, String(date)).toBe(400);
      expect(res.json().issues).toEqual(expect.arrayContaining([expect.objectContaining({ path: 'date' })]));
    }
    const after = await t.database.db
      .selectFrom('financial_records')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it('does the same for events.date, campaign dates and business-info expirationDate', async () => {
    await setTimeZone('Asia/Tokyo');
    const event = await t.call('POST', '/api/events', {
      cookie: admin,
      body: {
        name: 'Lopez–Nguyen Wedding',
        type: 'Wedding',
        clientName: 'Maria Lopez',
        date: '2026-06-19T16:00:00.000Z', // 01:00 on the 20th in Tokyo
        time: '15:30',
        venue: 'Harbor Pavilion',
        budget: '18000',
      },
    });
    expect(event.statusCode, event.body).toBe(201);
    expect(event.json().date).toBe('2026-06-20');

    const campaign = await t.call('POST', '/api/campaigns', {
      cookie: admin,
      body: {
        name: 'Spring open house',
        type: 'email',
        description: 'Invitations to the venue tour',
        startDate: '2026-03-31T15:30:00.000Z', // April 1st in Tokyo
        endDate: '2026-04-30',
      },
    });
    expect(campaign.statusCode, campaign.body).toBe(201);
    expect(campaign.json()).toMatchObject({ startDate: '2026-04-01', endDate: '2026-04-30' });

    const info = await t.call('POST', '/api/business-info', {
      cookie: admin,
      body: { name: 'Venue insurance', value: 'Policy 44-118', expirationDate: '2027-01-31T20:00:00.000Z' },
    });
    expect(info.statusCode, info.body).toBe(201);
    expect(info.json().expirationDate).toBe('2027-02-01');
  });

  it('checks a campaign ends on or after its start once timestamps are days of the company zone', async () => {
    await setTimeZone('Asia/Tokyo');
    const body = {
      name: 'Flash sale',
      type: 'social',
      description: 'One weekend',
      startDate: '2026-05-02',
      endDate: '2026-05-01T10:00:00.000Z', // 19:00 on May 1st in Tokyo: before the start
    };
    const res = await t.call('POST', '/api/campaigns', { cookie: admin, body });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json(), res.body).toMatchObject({ message: 'End date must be on or after the start date' });
    expect(res.json().issues).toEqual([
      { path: 'endDate', message: 'End date must be on or after the start date' },
    ]);

    const ok = await t.call('POST', '/api/campaigns', {
      cookie: admin,
      body: { ...body, endDate: '2026-05-03' },
    });
    expect(ok.statusCode).toBe(201);
    // An update sending only the end is checked against the start the campaign keeps.
    const moved = await t.call('PUT', `/api/campaigns/${ok.json().id}`, {
      cookie: admin,
      body: { endDate: '2026-04-30T12:00:00Z' },
    });
    expect(moved.statusCode, moved.body).toBe(400);
    expect(moved.json().issues).toEqual([
      { path: 'endDate', message: 'End date must be on or after the start date' },
    ]);
  });
});

describe('required fields are not defaulted by the API (spec §3)', () => {
  const cases: Array<[string, string, Record<string, unknown>, string]> = [
    [
      '/api/digital-products',
      'price',
      { name: 'Wedding day timeline', description: 'Printable planner', category: 'Templates' },
      'digital_products',
    ],
    [
      '/api/inventory',
      'unitValue',
      { name: 'Chiavari chair, gold', sku: 'CH-GOLD-01', category: 'Furniture', quantity: 120 },
      'inventory',
    ],
    [
      '/api/events',
      'budget',
      {
        name: 'Okafor Gala',
        type: 'Corporate Event',
        clientName: 'Okafor & Co',
        date: '2026-09-12',
        time: '19:00',
        venue: 'Grand Hall',
      },
      'events',
    ],
    ['/api/marketing-assets', 'type', { name: 'Primary logo', category: 'brand' }, 'marketing_assets'],
    ['/api/marketing-assets', 'category', { name: 'Primary logo', type: 'logo' }, 'marketing_assets'],
  ];

  it.each(cases)(
    'POST %s without %s answers 400 naming it and writes nothing',
    async (path, field, body, table) => {
      const count = () =>
        sql<{ n: string }>`select count(*)::text as n from ${sql.table(table)}`
          .execute(t.database.db)
          .then((r) => r.rows[0]!.n);
      const before = await count();
      const res = await t.call('POST', path, { cookie: admin, body });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().issues).toEqual([expect.objectContaining({ path: field })]);
      expect(await count()).toBe(before);
    },
  );

  it('still creates when the field is sent', async () => {
    const res = await t.call('POST', '/api/digital-products', {
      cookie: admin,
      body: { name: 'Seating chart kit', description: 'Editable', category: 'Templates', price: '0' },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().price).toBe('0.00');
  });
});

describe("the company's time zone (company settings)", () => {
  it('is answered with the settings and refuses a name that is not an IANA zone', async () => {
    const read = await t.call('GET', '/api/company-settings', { cookie: admin });
    expect(read.json().timeZone).toBe('UTC');
    for (const timeZone of ['Mars/Olympus', 'GMT+2', '']) {
      const res = await t.call('PUT', '/api/company-settings', { cookie: admin, body: { timeZone } });
      expect(res.statusCode, timeZone).toBe(400);
      expect(res.json().issues?.[0]?.path).toBe('timeZone');
    }
    expect((await t.call('GET', '/api/company-settings', { cookie: admin })).json().timeZone).toBe('UTC');
  });

  it("makes company_today() the zone's date, as Intl computes it", async () => {
    for (const zone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago', 'Europe/Paris']) {
      await setTimeZone(zone);
      const { rows } = await sql<{ today: string }>`select company_today()::text as today`.execute(
        t.database.db,
      );
      expect(rows[0]!.today, zone).toBe(dayIn(new Date(), zone));
    }
  });

  // At any instant, UTC+14 or UTC-11 is on another day than UTC: pick the one that is.
  const now = new Date();
  const utcToday = dayIn(now, 'UTC');
  const zone = dayIn(now, 'Pacific/Kiritimati') !== utcToday ? 'Pacific/Kiritimati' : 'Pacific/Pago_Pago';
  const zoneToday = dayIn(now, zone);

  it("decides the dashboard's upcoming events and the notifications' today", async () => {
    // The day that is today in one zone and not yet (or no longer) upcoming in the other.
    const day = [zoneToday, utcToday].sort()[0]!;
    const name = `Edge-of-day tasting ${zone}`;
    const created = await t.call('POST', '/api/events', {
      cookie: admin,
      body: {
        name,
        type: 'Other',
        clientName: 'Test kitchen',
        date: day,
        time: '10:00',
        venue: 'Studio',
        budget: '100',
        status: 'confirmed',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const upcoming = async () => {
      const res = await t.call('GET', '/trpc/dashboard.upcomingEvents', { cookie: admin });
      return (res.json().result.data as Array<{ name: string }>).map((e) => e.name);
    };
    const notified = async () => {
      await refreshNotifications(t.database.db);
      const rows = await t.database.db
        .selectFrom('notifications')
        .select('message')
        .where('type', '=', 'event')
        .execute();
      return rows.some((row) => row.message.startsWith(name));
    };
    // West of UTC the day is still today there (upcoming) but yesterday in UTC; east of UTC it is the reverse.
    // The zone where it is not upcoming goes first: a notification, once made, stays.
    const upcomingInZone = zoneToday < utcToday;
    const [pastIn, todayIn] = upcomingInZone ? ['UTC', zone] : [zone, 'UTC'];
    await setTimeZone(pastIn);
    expect(await upcoming()).not.toContain(name);
    expect(await notified()).toBe(false);
    await setTimeZone(todayIn);
    expect(await upcoming()).toContain(name);
    expect(await notified()).toBe(true);
    await t.call('DELETE', `/api/events/${created.json().id}`, { cookie: admin });
  });
});
