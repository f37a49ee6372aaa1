import { ZCompanySettingsUpdateInput } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '../src/auth/session-user.ts';
import { ADMIN, callerAs, createTestApp, type TestApp } from './helpers.ts';

// How the REST face turns request text into typed input. trpc-to-openapi (patched, see
// patches/trpc-to-openapi@3.3.0.patch) converts only query-string and path values, and only plain
// ones; a JSON body is taken as typed, so a string where a boolean or a number belongs is refused,
// not read as true (Boolean('false') is true). Nor may a REST call change how the shared input
// schemas parse the web app's tRPC calls.

let t: TestApp;
let admin: string;
let adminUser: SessionUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(ADMIN);
  const row = await t.database.db
    .selectFrom('users')
    .select(['id', 'username', 'role'])
    .where('username', '=', ADMIN.username)
    .executeTakeFirstOrThrow();
  adminUser = { id: row.id, username: row.username, role: row.role, twoFactorPending: false };
});
afterAll(async () => {
  await t?.close();
});

const settings = async () => (await t.call('GET', '/api/company-settings', { cookie: admin })).json();
const putSettings = (body: Record<string, unknown>) =>
  t.call('PUT', '/api/company-settings', { cookie: admin, body });

describe('a JSON body is taken as typed', () => {
  it('refuses the string "false" for a boolean with 400 and changes nothing', async () => {
    const before = await settings();
    expect(before.requireTwoFactorAdmins).toBe(false);
    for (const value of ['false', 'true', 'no', '']) {
      const res = await putSettings({ requireTwoFactorAdmins: value });
      expect(res.statusCode, `${JSON.stringify(value)}: ${res.body}`).toBe(400);
      expect(res.json()).toMatchObject({
        message: 'Must be true or false',
        issues: [{ path: 'requireTwoFactorAdmins' }],
      });
    }
    // A number written as text is refused the same way.
    expect((await putSettings({ invoiceNextNumber: '5' })).statusCode).toBe(400);
    expect(await settings()).toEqual(before);
  });

  it('stores a JSON false as false (and true as true)', async () => {
    const on = await putSettings({ timeZoneConfirmed: true });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json().timeZoneConfirmed).toBe(true);
    const off = await putSettings({ timeZoneConfirmed: false, requireTwoFactorAdmins: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({ timeZoneConfirmed: false, requireTwoFactorAdmins: false });
    expect(await settings()).toMatchObject({ timeZoneConfirmed: false, requireTwoFactorAdmins: false });
  });

  it('leaves the shared input schema as it was: tRPC still refuses the string "false" after REST calls', async () => {
    // The REST calls above went through the same ZCompanySettingsUpdateInput.
    expect(ZCompanySettingsUpdateInput.safeParse({ requireTwoFactorAdmins: 'false' }).success).toBe(false);
    expect(ZCompanySettingsUpdateInput.safeParse({ invoiceNextNumber: '7' }).success).toBe(false);
    const before = await settings();
    const caller = callerAs(t, adminUser);
    await expect(
      caller.companySettings.update({ requireTwoFactorAdmins: 'false' as unknown as boolean }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(
      caller.companySettings.update({ invoiceNextNumber: '7' as unknown as number }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect(await settings()).toEqual(before);
  });
});

describe('query-string values are converted only when plain', () => {
  it("reads a boolean filter's 'false' as false and 'true' as true, and refuses anything else", async () => {
    const vendor = (name: string, isPreferred: boolean) =>
      t.call('POST', '/api/vendors', {
        cookie: admin,
        body: { name, contactName: 'Vera', contactEmail: `${name.toLowerCase()}@vendors.test`, isPreferred },
      });
    expect((await vendor('Preferred', true)).statusCode).toBe(201);
    expect((await vendor('Ordinary', false)).statusCode).toBe(201);
    const names = async (query: string) => {
      const res = await t.call('GET', `/api/vendors?${query}`, { cookie: admin });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as Array<{ name: string }>).map((v) => v.name).sort();
    };
    expect(await names('isPreferred=false')).toEqual(['Ordinary']);
    expect(await names('isPreferred=true')).toEqual(['Preferred']);
    expect(await names('')).toEqual(['Ordinary', 'Preferred']);
    for (const value of ['maybe', '1', 'FALSE']) {
      const res = await t.call('GET', `/api/vendors?isPreferred=${value}`, { cookie: admin });
      expect(res.statusCode, `${value}: ${res.body}`).toBe(400);
    }
  });

  it('converts a plain decimal for a number field and refuses other text', async () => {
    expect((await t.call('GET', '/api/notifications?limit=2', { cookie: admin })).statusCode).toBe(200);
    for (const value of ['abc', '2x', '0']) {
      const res = await t.call('GET', `/api/notifications?limit=${value}`, { cookie: admin });
      expect(res.statusCode, `${value}: ${res.body}`).toBe(400);
    }
  });
});
