import { COMPANY_SETTINGS_ADMINS_ONLY, OWN_ACCOUNT_ONLY } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createTestApp, MANAGER, type TestApp, USER } from './helpers.ts';

/*
 * What each staff role may do with the company settings and the staff directory, over the documented
 * REST paths and the web app's tRPC calls: everyone reads the settings and picks colleagues by name;
 * only administrators change the settings or see colleagues' e-mail, role, active flag and sign-ins.
 */
let t: TestApp;
const cookies = {} as Record<'user' | 'manager' | 'admin', string>;
const NON_ADMINS = ['user', 'manager'] as const;

beforeAll(async () => {
  t = await createTestApp();
  cookies.user = await t.login(USER);
  cookies.manager = await t.login(MANAGER);
  cookies.admin = await t.login(ADMIN);
});
afterAll(async () => {
  await t?.close();
});

const settingsRow = () => t.database.db.selectFrom('company_settings').selectAll().executeTakeFirst();

describe('company settings', () => {
  it('are changed by administrators only: a manager or a user gets 403 and nothing changes', async () => {
    const read = await t.call('GET', '/api/company-settings', { cookie: cookies.user });
    expect(read.statusCode).toBe(200);
    const before = read.json();
    const rowBefore = await settingsRow();
    for (const role of NON_ADMINS) {
      for (const [method, url, body] of [
        ['PUT', '/api/company-settings', { companyName: 'Taken Over', version: before.version }],
        ['PUT', '/api/company-settings', { logoUrl: 'https://example.com/logo.png' }],
        ['PUT', '/api/company-settings', { invoicePrefix: 'HACK', invoiceNextNumber: 900_000 }],
        ['PUT', '/api/company-settings', { timeZone: 'Europe/Paris' }],
        ['PUT', '/api/company-settings', { requireTwoFactorEveryone: true }],
        ['POST', '/trpc/companySettings.update', { companyName: 'Taken Over' }],
      ] as const) {
        const res = await t.call(method, url, { cookie: cookies[role], body });
        expect(res.statusCode, `${role} ${method} ${url} ${JSON.stringify(body)}`).toBe(403);
        expect(res.json().message ?? res.json().error?.message).toBe(COMPANY_SETTINGS_ADMINS_ONLY);
      }
      // Still theirs to read.
      expect((await t.call('GET', '/api/company-settings', { cookie: cookies[role] })).json()).toEqual(
        before,
      );
    }
    expect(await settingsRow()).toEqual(rowBefore);

    const saved = await t.call('PUT', '/api/company-settings', {
      cookie: cookies.admin,
      body: { companyName: 'Golden Hour Events', invoicePrefix: 'GH', version: before.version },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ companyName: 'Golden Hour Events', invoicePrefix: 'GH' });
    expect(
      (await t.call('GET', '/api/company-settings', { cookie: cookies.manager })).json().companyName,
    ).toBe('Golden Hour Events');
  });
});

describe('the staff directory', () => {
  it('lists accounts in full (e-mail, role, active flag, sign-ins) to administrators only', async () => {
    for (const role of NON_ADMINS) {
      for (const url of ['/api/users', '/api/users?search=admin', '/trpc/users.page?input=%7B%7D']) {
        const res = await t.call('GET', url, { cookie: cookies[role] });
        expect(res.statusCode, `${role} ${url}`).toBe(403);
        expect(res.body).not.toContain('@example.com');
      }
    }
    const res = await t.call('GET', '/api/users', { cookie: cookies.admin });
    expect(res.statusCode).toBe(200);
    expect(res.json().find((u: { username: string }) => u.username === 'manager')).toMatchObject({
      email: 'manager@example.com',
      role: 'manager',
      isActive: true,
    });
  });

  it("reads one account in full to administrators and to its owner, no one else's", async () => {
    const admins = (await t.call('GET', '/api/users', { cookie: cookies.admin })).json() as Array<{
      id: number;
      username: string;
    }>;
    const idOf = (username: string) => admins.find((u) => u.username === username)!.id;
    for (const role of NON_ADMINS) {
      const own = await t.call('GET', `/api/users/${idOf(role)}`, { cookie: cookies[role] });
      expect(own.statusCode).toBe(200);
      expect(own.json()).toMatchObject({ username: role, email: `${role}@example.com` });
      const other = await t.call('GET', `/api/users/${idOf('admin')}`, { cookie: cookies[role] });
      expect(other.statusCode).toBe(403);
      expect(other.json().message).toBe(OWN_ACCOUNT_ONLY);
      // No difference between an account that exists and one that does not.
      const unknown = await t.call('GET', '/api/users/2147483000', { cookie: cookies[role] });
      expect(unknown.statusCode).toBe(403);
    }
    expect((await t.call('GET', `/api/users/${idOf('user')}`, { cookie: cookies.admin })).statusCode).toBe(
      200,
    );
  });

  it('offers every role the active colleagues to pick, with their id and names and nothing else', async () => {
    const disabled = await t.call('POST', '/api/users', {
      cookie: cookies.admin,
      body: { username: 'gone', password: 'gone-password-1', isActive: false },
    });
    expect(disabled.statusCode).toBe(201);
    for (const role of ['user', 'manager', 'admin'] as const) {
      for (const url of ['/api/users/options', '/trpc/users.options?input=%7B%7D']) {
        const res = await t.call('GET', url, { cookie: cookies[role] });
        expect(res.statusCode, `${role} ${url}`).toBe(200);
        const body = res.json();
        const options = (Array.isArray(body) ? body : body.result.data) as Array<Record<string, unknown>>;
        expect(options.map((o) => o.username)).toEqual(['admin', 'manager', 'user']);
        for (const option of options)
          expect(Object.keys(option).sort()).toEqual(['firstName', 'id', 'lastName', 'username']);
        expect(options[2]).toMatchObject({ firstName: 'Uma', lastName: 'User' });
        expect(res.body).not.toMatch(/@example\.com|lastLogin|isActive|"role"/);
      }
      const found = await t.call('GET', '/api/users/options?search=uma&limit=5', { cookie: cookies[role] });
      expect(found.json().map((o: { username: string }) => o.username)).toEqual(['user']);
    }
    expect((await t.call('GET', '/api/users/options')).statusCode).toBe(401);
  });
});
