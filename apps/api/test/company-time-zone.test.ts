import { COMPANY_SETTINGS_ADMINS_ONLY } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createTestApp, MANAGER, type TestApp } from './helpers.ts';

// Whether a person chose the company's time zone: the web app offers an administrator their browser's
// zone until someone has. Choosing another zone says so; keeping the one in force is said outright.

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(ADMIN);
});
afterAll(async () => {
  await t?.close();
});

const read = async () => (await t.call('GET', '/api/company-settings', { cookie: admin })).json();
const put = (body: Record<string, unknown>, cookie = admin) =>
  t.call('PUT', '/api/company-settings', { cookie, body });

describe("the company's time zone, chosen or not", () => {
  it('is not chosen on a new company, nor by a save that leaves the zone as it is', async () => {
    expect(await read()).toMatchObject({ timeZone: 'UTC', timeZoneConfirmed: false });
    const res = await put({ companyName: 'Bright Events', timeZone: 'UTC' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ companyName: 'Bright Events', timeZoneConfirmed: false });
  });

  it('is kept as chosen when an administrator says so, and asked again when they say not', async () => {
    const before = await read();
    const kept = await put({ timeZoneConfirmed: true, version: before.version });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json()).toMatchObject({
      timeZone: 'UTC',
      timeZoneConfirmed: true,
      version: before.version + 1,
    });
    // A stale version is refused as for any other change.
    expect((await put({ timeZoneConfirmed: false, version: before.version })).statusCode).toBe(409);
    const again = await put({ timeZoneConfirmed: false });
    expect(again.json()).toMatchObject({ timeZone: 'UTC', timeZoneConfirmed: false });
  });

  it('is chosen when an administrator saves another zone', async () => {
    const res = await put({ timeZone: 'America/Los_Angeles' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ timeZone: 'America/Los_Angeles', timeZoneConfirmed: true });
    // Said outright, the flag wins over the change.
    const told = await put({ timeZone: 'UTC', timeZoneConfirmed: false });
    expect(told.json()).toMatchObject({ timeZone: 'UTC', timeZoneConfirmed: false });
  });

  it('refuses anyone but an administrator, and an unknown zone, changing nothing', async () => {
    const before = await read();
    const manager = await t.login(MANAGER);
    const refused = await put({ timeZoneConfirmed: true }, manager);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(COMPANY_SETTINGS_ADMINS_ONLY);
    const unknown = await put({ timeZone: 'Mars/Olympus', timeZoneConfirmed: true });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().issues?.[0]?.path).toBe('timeZone');
    expect(await read()).toEqual(before);
  });
});
