import { createHash } from 'node:crypto';
import { CALENDAR_FEED_TEXTS, CALENDAR_FEED_TOKEN_PATTERN } from '@app/domain';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALENDAR_FEED_DEFAULT_HOURS, calendarFeedIcs } from '../src/lib/calendar-feed-ics.ts';
import { ADMIN, createTestApp, type TestApp, USER } from './helpers.ts';

/*
 * The calendar feed: a secret link per staff user, read by calendar apps without a session.
 * The feed is parsed here with ical.js (Mozilla's parser, not the library that writes it), and its
 * times are checked as instants, so a wrong zone or offset shows as a wrong hour.
 */
let t: TestApp;
let admin: string;
let user: string;

const ZONE = 'Europe/Paris';
// Paris moves its clocks forward on Sunday 28 March 2027: 10:00 is 09:00 UTC the day before, 08:00 after.
const BEFORE_DST = '2027-03-27';
const AFTER_DST = '2027-03-29';

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(ADMIN);
  user = await t.login(USER);
  const res = await t.call('PUT', '/api/company-settings', { cookie: admin, body: { timeZone: ZONE } });
  expect(res.statusCode, res.body).toBe(200);
});
afterAll(async () => {
  await t?.close();
});

type Link = { url: string; createdAt: string };

async function makeLink(cookie: string): Promise<Link> {
  const res = await t.call('POST', '/api/users/me/calendar-token', { cookie });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Link;
}

/** GETs the link's path with no cookie, no header of ours: as a calendar app does. */
const fetchFeed = (link: Link) => t.app.inject({ method: 'GET', url: new URL(link.url).pathname });

type EventInput = {
  name: string;
  date: string;
  time: string;
  endDate?: string;
  setupDays?: number;
  teardownDays?: number;
  venue?: string;
  status?: string;
  clientName?: string;
};
async function createEvent(input: EventInput): Promise<{ id: number; version: number }> {
  const res = await t.call('POST', '/api/events', {
    cookie: admin,
    body: {
      type: 'Party',
      clientName: 'Lopez & Nguyen',
      venue: 'Palais Brongniart',
      budget: '5000',
      ...input,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

type ParsedEvent = {
  uid: string;
  summary: string;
  location: string;
  description: string;
  status: string | null;
  sequence: number;
  lastModified: string;
  start: ICAL.Time;
  end: ICAL.Time;
};

/** The feed as ical.js reads it: its VTIMEZONEs registered first, so zoned times resolve to instants. */
function parseFeed(text: string): { calendar: ICAL.Component; events: ParsedEvent[] } {
  const calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
  for (const vtimezone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(vtimezone);
  const events = calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      summary: event.summary,
      location: event.location,
      description: event.description,
      status: vevent.getFirstPropertyValue('status') as string | null,
      sequence: event.sequence,
      lastModified: String(vevent.getFirstPropertyValue('last-modified')),
      start: event.startDate,
      end: event.endDate,
    };
  });
  return { calendar, events };
}

async function feedEvents(link: Link): Promise<ParsedEvent[]> {
  const res = await fetchFeed(link);
  expect(res.statusCode, res.body).toBe(200);
  return parseFeed(res.body).events;
}

const eventNamed = (events: ParsedEvent[], name: string) => {
  const found = events.find((e) => e.summary === name);
  if (!found) throw new Error(`no VEVENT ${name} in the feed`);
  return found;
};

describe('calendar feed link', () => {
  it('is made while signed in, answers the full URL once, and stores only the SHA-256 of its token', async () => {
    const before = await t.call('GET', '/trpc/users.calendarFeed.status', { cookie: user });
    expect(before.json().result.data).toEqual({ active: false, createdAt: null });

    const link = await makeLink(user);
    const url = new URL(link.url);
    expect(url.origin).toBe('http://localhost');
    const token = url.pathname.match(/^\/api\/calendar\/(.+)\.ics$/)?.[1] ?? '';
    expect(token).toMatch(CALENDAR_FEED_TOKEN_PATTERN);

    const rows = await t.database.db.selectFrom('calendar_feed_tokens').selectAll().execute();
    const row = rows.find((r) => r.tokenHash === createHash('sha256').update(token).digest('hex'));
    expect(row).toBeDefined();
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(JSON.stringify(rows)).not.toContain(token.slice(4));

    const after = await t.call('GET', '/trpc/users.calendarFeed.status', { cookie: user });
    expect(after.json().result.data).toEqual({ active: true, createdAt: link.createdAt });

    // The audit log records the link's making, never the token or its hash.
    const audit = await t.call('GET', '/api/audit-log?tableName=calendar_feed_tokens', { cookie: admin });
    expect(audit.statusCode, audit.body).toBe(200);
    expect(audit.json().length).toBeGreaterThan(0);
    expect(audit.body).not.toContain(token);
    expect(audit.body).not.toContain(row!.tokenHash);
  });

  it('is refused to a caller with an API token, and to no one signed in', async () => {
    const created = await t.call('POST', '/api/users/me/tokens', {
      cookie: user,
      body: { name: 'Feed test' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const withToken = await t.call('POST', '/api/users/me/calendar-token', {
      headers: { authorization: `Bearer ${created.json().token}` },
    });
    expect(withToken.statusCode, withToken.body).toBe(403);
    expect(withToken.json().message).toBe(CALENDAR_FEED_TEXTS.tokenCannotReset);

    const signedOut = await t.call('POST', '/api/users/me/calendar-token');
    expect(signedOut.statusCode).toBe(401);
  });

  it('reset: the old URL answers 404 at once, the new one works', async () => {
    const old = await makeLink(user);
    expect((await fetchFeed(old)).statusCode).toBe(200);
    const fresh = await makeLink(user);
    expect(fresh.url).not.toBe(old.url);

    const gone = await fetchFeed(old);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe(CALENDAR_FEED_TEXTS.notFound);
    expect((await fetchFeed(fresh)).statusCode).toBe(200);
  });

  it("answers 404 for a disabled user's link, and again 200 once they are enabled", async () => {
    const created = await t.call('POST', '/api/users', {
      cookie: admin,
      body: { username: 'feed-leaver', password: 'feed-leaver-1', role: 'user' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json();
    const link = await makeLink(await t.login({ username: 'feed-leaver', password: 'feed-leaver-1' }));
    expect((await fetchFeed(link)).statusCode).toBe(200);

    const disable = await t.call('PATCH', `/api/users/${id}`, { cookie: admin, body: { isActive: false } });
    expect(disable.statusCode, disable.body).toBe(200);
    const refused = await fetchFeed(link);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe(CALENDAR_FEED_TEXTS.notFound);

    await t.call('PATCH', `/api/users/${id}`, { cookie: admin, body: { isActive: true } });
    expect((await fetchFeed(link)).statusCode).toBe(200);
  });

  it('answers the same 404 to unknown and malformed tokens, and makes no session', async () => {
    const unknown = `evc_${'A'.repeat(43)}`;
    for (const path of [
      `/api/calendar/${unknown}.ics`,
      '/api/calendar/evc_short.ics',
      '/api/calendar/not-a-token.ics',
      `/api/calendar/${encodeURIComponent("' or 1=1 --")}.ics`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url: path });
      expect(res.statusCode, path).toBe(404);
      expect(res.json().message).toBe(CALENDAR_FEED_TEXTS.notFound);
    }
    const link = await makeLink(user);
    const res = await fetchFeed(link);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('calendar feed content', () => {
  let link: Link;
  beforeAll(async () => {
    link = await makeLink(admin);
  });

  it('is RFC 5545 text/calendar with one VEVENT per event: stable UID, SUMMARY, LOCATION, DESCRIPTION', async () => {
    const gala = await createEvent({ name: 'Spring Gala', date: '2027-05-01', time: '18:30' });
    const res = await fetchFeed(link);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.body.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);

    const { calendar, events } = parseFeed(res.body);
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('prodid')).toMatch(/EventFlow/);
    const event = eventNamed(events, 'Spring Gala');
    expect(event.uid).toBe(`event-${gala.id}@localhost`);
    expect(event.location).toBe('Palais Brongniart');
    expect(event.description).toBe('Client: Lopez & Nguyen\nStatus: Planning');
    expect(event.status).toBe('TENTATIVE');
    expect(events.filter((e) => e.uid === event.uid)).toHaveLength(1);

    // Read again: the same UID, so a calendar app updates the event rather than adding a copy.
    expect(eventNamed(await feedEvents(link), 'Spring Gala').uid).toBe(event.uid);
  });

  it('writes 10:00 as 10:00 in the company zone on both sides of a daylight-saving change', async () => {
    await createEvent({ name: 'Before DST', date: BEFORE_DST, time: '10:00' });
    await createEvent({ name: 'After DST', date: AFTER_DST, time: '10:00' });
    const res = await fetchFeed(link);
    expect(res.body).toContain(`BEGIN:VTIMEZONE\r\nTZID:${ZONE}`);
    const events = parseFeed(res.body).events;

    const before = eventNamed(events, 'Before DST');
    const after = eventNamed(events, 'After DST');
    for (const e of [before, after]) {
      expect(e.start.zone?.tzid).toBe(ZONE);
      expect(e.start.isDate).toBe(false);
      expect([e.start.hour, e.start.minute]).toEqual([10, 0]);
      expect(e.end.toJSDate().getTime() - e.start.toJSDate().getTime()).toBe(
        CALENDAR_FEED_DEFAULT_HOURS * 3_600_000,
      );
    }
    expect(before.start.toJSDate().toISOString()).toBe(`${BEFORE_DST}T09:00:00.000Z`);
    expect(after.start.toJSDate().toISOString()).toBe(`${AFTER_DST}T08:00:00.000Z`);
    expect(before.start.utcOffset()).toBe(3600);
    expect(after.start.utcOffset()).toBe(7200);
  });

  it('ends a multi-day timed event on its last day, across a daylight-saving change, without setup or teardown days', async () => {
    // Friday 26 to Monday 29 March 2027 in Paris: starts at 10:00 +01:00, ends at 10:00 + the default
    // duration on the Monday, now +02:00. The setup and teardown days are not part of the entry.
    await createEvent({
      name: 'Spring fair',
      date: '2027-03-26',
      endDate: AFTER_DST,
      setupDays: 2,
      teardownDays: 1,
      time: '10:00',
    });
    const fair = eventNamed(await feedEvents(link), 'Spring fair');
    expect(fair.start.zone?.tzid).toBe(ZONE);
    expect(fair.end.zone?.tzid).toBe(ZONE);
    expect(fair.start.toString()).toBe('2027-03-26T10:00:00');
    expect(fair.end.toString()).toBe(
      `${AFTER_DST}T${String(10 + CALENDAR_FEED_DEFAULT_HOURS).padStart(2, '0')}:00:00`,
    );
    expect(fair.start.utcOffset()).toBe(3600);
    expect(fair.end.utcOffset()).toBe(7200);
    expect(fair.start.toJSDate().toISOString()).toBe('2027-03-26T09:00:00.000Z');
    expect(fair.end.toJSDate().toISOString()).toBe(
      `${AFTER_DST}T${String(8 + CALENDAR_FEED_DEFAULT_HOURS).padStart(2, '0')}:00:00.000Z`,
    );
  });

  it('shows a cancelled event as STATUS:CANCELLED', async () => {
    await createEvent({ name: 'Called off', date: '2027-06-12', time: '15:00', status: 'cancelled' });
    await createEvent({ name: 'Going ahead', date: '2027-06-13', time: '15:00', status: 'confirmed' });
    const events = await feedEvents(link);
    expect(eventNamed(events, 'Called off').status).toBe('CANCELLED');
    expect(eventNamed(events, 'Going ahead').status).toBe('CONFIRMED');
  });

  it('raises SEQUENCE and LAST-MODIFIED with each change, keeping the UID', async () => {
    const created = await createEvent({ name: 'Moving party', date: '2027-07-01', time: '19:00' });
    const first = eventNamed(await feedEvents(link), 'Moving party');

    await new Promise((resolve) => setTimeout(resolve, 1100));
    const res = await t.call('PUT', `/api/events/${created.id}`, {
      cookie: admin,
      body: { version: created.version, time: '20:00', venue: 'Rooftop', status: 'cancelled' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const second = eventNamed(await feedEvents(link), 'Moving party');

    expect(second.uid).toBe(first.uid);
    expect(second.sequence).toBeGreaterThan(first.sequence);
    expect(second.lastModified > first.lastModified).toBe(true);
    expect(second.start.hour).toBe(20);
    expect(second.location).toBe('Rooftop');
    expect(second.status).toBe('CANCELLED');
  });

  it('leaves out events dated more than a year ago', async () => {
    await createEvent({ name: 'Long past', date: '2020-01-10', time: '12:00' });
    const events = await feedEvents(link);
    expect(events.some((e) => e.summary === 'Long past')).toBe(false);
  });
});

describe('calendarFeedIcs', () => {
  const base = {
    id: 7,
    name: 'Open day',
    date: '2027-10-30',
    endDate: null,
    venue: 'Hall',
    clientName: 'Acme',
    status: 'confirmed' as const,
    version: 2,
    updatedAt: '2027-01-02T03:04:05.000Z',
  };

  it('makes an event without a time all day, ending (exclusive) the next day', () => {
    const text = calendarFeedIcs({
      timeZone: ZONE,
      uidDomain: 'example.com',
      name: 'Events',
      events: [{ ...base, time: null }],
    });
    const [event] = parseFeed(text).events;
    expect(event?.start.isDate).toBe(true);
    expect(event?.start.toString()).toBe('2027-10-30');
    expect(event?.end.toString()).toBe('2027-10-31');
    expect(event?.uid).toBe('event-7@example.com');
  });

  it('makes a multi-day event without a time all day from its first day to the day after its last', () => {
    const text = calendarFeedIcs({
      timeZone: ZONE,
      uidDomain: 'example.com',
      name: 'Events',
      events: [{ ...base, date: '2027-10-29', endDate: '2027-11-01', time: null }],
    });
    expect(text).toContain('DTSTART;VALUE=DATE:20271029');
    expect(text).toContain('DTEND;VALUE=DATE:20271102');
    const [event] = parseFeed(text).events;
    expect(event?.start.isDate).toBe(true);
    expect(event?.end.isDate).toBe(true);
    expect(event?.start.toString()).toBe('2027-10-29');
    expect(event?.end.toString()).toBe('2027-11-02');
  });

  it('ends a multi-day timed event at its start time plus the default duration on its last day, across the autumn change', () => {
    // Paris moves its clocks back on Sunday 31 October 2027: 18:00 is 16:00 UTC on the 30th, 17:00 UTC on 1 November.
    const text = calendarFeedIcs({
      timeZone: ZONE,
      uidDomain: 'example.com',
      name: 'Events',
      events: [{ ...base, date: '2027-10-30', endDate: '2027-11-01', time: '18:00' }],
    });
    const [event] = parseFeed(text).events;
    expect(event?.start.toString()).toBe('2027-10-30T18:00:00');
    expect(event?.end.toString()).toBe('2027-11-01T20:00:00');
    expect(event?.start.utcOffset()).toBe(7200);
    expect(event?.end.utcOffset()).toBe(3600);
    expect(event?.start.toJSDate().toISOString()).toBe('2027-10-30T16:00:00.000Z');
    expect(event?.end.toJSDate().toISOString()).toBe('2027-11-01T19:00:00.000Z');
  });

  it('writes an event in UTC when the company zone is UTC, with no VTIMEZONE', () => {
    const text = calendarFeedIcs({
      timeZone: 'UTC',
      uidDomain: 'example.com',
      name: 'Events',
      events: [{ ...base, time: '23:30' }],
    });
    expect(text).not.toContain('BEGIN:VTIMEZONE');
    const [event] = parseFeed(text).events;
    expect(event?.start.toJSDate().toISOString()).toBe('2027-10-30T23:30:00.000Z');
    expect(event?.end.toJSDate().toISOString()).toBe('2027-10-31T01:30:00.000Z');
  });
});
