import { hashPassword } from '@app/db';
import { OWN_ACCOUNT_ONLY } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createTestApp, type TestApp, totpCode } from './helpers.ts';

/*
 * The words of the account refusals the services give (services/users, services/two-factor) that
 * other tests check by status only: each status with its exact message.
 */
let t: TestApp;
let admin: string;
let adminId: number;

type Account = { id: number; username: string; password: string; cookie: string };
let made = 0;

async function newAccount(role: 'user' | 'admin' = 'user'): Promise<Account> {
  made++;
  const username = `refused-${role}-${made}`;
  const password = `refused-pass-${made}`;
  const row = await t.database.db
    .insertInto('users')
    .values({ username, passwordHash: await hashPassword(password), role })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, username, password, cookie: await t.login({ username, password }) };
}

const refusal = (res: { statusCode: number; json(): { message: string } }) => [
  res.statusCode,
  res.json().message,
];

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(ADMIN);
  adminId = (await t.call('GET', '/api/auth/me', { cookie: admin })).json().user.id;
});
afterAll(async () => {
  await t?.close();
});

describe('staff account refusals', () => {
  it('say who may read and edit which account', async () => {
    const user = await newAccount();
    expect(refusal(await t.call('GET', `/api/users/${adminId}`, { cookie: user.cookie }))).toEqual([
      403,
      OWN_ACCOUNT_ONLY,
    ]);
    expect(
      refusal(await t.call('PATCH', `/api/users/${adminId}`, { cookie: user.cookie, body: { bio: 'x' } })),
    ).toEqual([403, 'You can only edit your own profile']);
    expect(
      refusal(
        await t.call('PATCH', `/api/users/${user.id}`, { cookie: user.cookie, body: { role: 'admin' } }),
      ),
    ).toEqual([403, 'Only administrators can change usernames, roles, passwords or the active flag']);
    expect(
      refusal(
        await t.call('POST', `/api/users/${adminId}/change-password`, {
          cookie: user.cookie,
          body: { currentPassword: user.password, newPassword: 'another-pass-1' },
        }),
      ),
    ).toEqual([403, 'You can only change your own password']);
    expect(refusal(await t.call('GET', '/api/users/2147483000', { cookie: admin }))).toEqual([
      404,
      'User not found',
    ]);
  });

  it('keep an administrator’s own access and account', async () => {
    expect(
      refusal(await t.call('PATCH', `/api/users/${adminId}`, { cookie: admin, body: { isActive: false } })),
    ).toEqual([403, 'You cannot remove your own administrator access']);
    expect(refusal(await t.call('DELETE', `/api/users/${adminId}`, { cookie: admin }))).toEqual([
      409,
      'You cannot delete your own account',
    ]);
  });

  it('refuse a stale version with the words of every record', async () => {
    const user = await newAccount();
    const { version } = (await t.call('GET', `/api/users/${user.id}`, { cookie: admin })).json();
    await t.call('PATCH', `/api/users/${user.id}`, { cookie: admin, body: { jobTitle: 'Rigger' } });
    expect(
      refusal(
        await t.call('PATCH', `/api/users/${user.id}`, {
          cookie: admin,
          body: { jobTitle: 'Lead', version },
        }),
      ),
    ).toEqual([
      409,
      'This record was changed by someone else since you opened it. Reload it to see the latest version.',
    ]);
  });
});

describe('a second factor no loaded key reads', () => {
  const UNREADABLE =
    'Your second factor cannot be read with the keys this server has. Ask an administrator to reset it.';
  /** Replaces the account's stored secret with one encrypted for another user (it fails to open). */
  const scramble = async (account: Account) =>
    t.database.db
      .updateTable('user_two_factor')
      .set({ secretCiphertext: t.secrets.encrypt('JBSWY3DPEHPK3PXP', 'someone else') })
      .where('userId', '=', account.id)
      .execute();

  it('refuses to turn it on with 409', async () => {
    const account = await newAccount();
    expect((await t.call('POST', '/api/auth/2fa/setup', { cookie: account.cookie })).statusCode).toBe(200);
    await scramble(account);
    const res = await t.call('POST', '/api/auth/2fa/enable', {
      cookie: account.cookie,
      body: { code: '123456' },
    });
    expect(refusal(res)).toEqual([409, UNREADABLE]);
  });

  it('refuses to turn it off with 409 and a sign-in with an app code with 401', async () => {
    const account = await newAccount();
    const { secret } = (await t.call('POST', '/api/auth/2fa/setup', { cookie: account.cookie })).json();
    const enabled = await t.call('POST', '/api/auth/2fa/enable', {
      cookie: account.cookie,
      body: { code: await totpCode(secret) },
    });
    expect(enabled.statusCode, enabled.body).toBe(200);
    await scramble(account);
    const off = await t.call('POST', '/api/auth/2fa/disable', {
      cookie: account.cookie,
      body: { code: await totpCode(secret, 1) },
    });
    expect(refusal(off)).toEqual([409, UNREADABLE]);
    const signIn = await t.call('POST', '/api/auth/login', {
      body: { username: account.username, password: account.password, code: await totpCode(secret, 1) },
    });
    expect(refusal(signIn)).toEqual([401, UNREADABLE]);
  });
});
