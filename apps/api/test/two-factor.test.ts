import { hashPassword } from '@app/db';
import { COMPANY_SETTINGS_ADMINS_ONLY, RECOVERY_CODE_COUNT, TWO_FACTOR_TEXTS } from '@app/domain';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { twoFactorAad } from '../src/auth/second-factor.ts';
import { ADMIN, createTestApp, MANAGER, type TestApp, totpCode } from './helpers.ts';

/*
 * Two-factor sign-in: TOTP of RFC 6238, with every code made by otplib, a library the server
 * does not use (it uses otpauth). Each scenario has an account of its own, so the time steps it spends
 * (a code works once) and the failures it counts are its own: the code that turned the factor on is of
 * the current step, the next code one step ahead (accepted: a phone's clock may be that far off).
 */
let t: TestApp;
let admin: string;
let manager: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(ADMIN);
  manager = await t.login(MANAGER);
});
afterAll(async () => {
  await t?.close();
});

type Account = { id: number; username: string; password: string };
let made = 0;

async function newAccount(role: 'user' | 'manager' | 'admin' = 'user'): Promise<Account> {
  made++;
  const username = `second-${role}-${made}`;
  const password = `second-pass-${made}`;
  const row = await t.database.db
    .insertInto('users')
    .values({ username, passwordHash: await hashPassword(password), role })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, username, password };
}

const sessionCookie = (res: LightMyRequestResponse) =>
  [res.headers['set-cookie']]
    .flat()
    .find((c) => c?.startsWith('sid='))
    ?.split(';')[0];

function signIn(account: Account, code?: string, password = account.password) {
  return t.call('POST', '/api/auth/login', {
    body: { username: account.username, password, ...(code !== undefined ? { code } : {}) },
  });
}

async function signedIn(account: Account, code?: string): Promise<string> {
  const res = await signIn(account, code);
  expect(res.statusCode, res.body).toBe(200);
  const cookie = sessionCookie(res);
  expect(cookie).toBeDefined();
  return cookie!;
}

async function setUp(cookie: string): Promise<{ secret: string; otpauthUri: string }> {
  const res = await t.call('POST', '/api/auth/2fa/setup', { cookie });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** Signs the account in, turns its second factor on with a code of now; answers the secret and recovery codes. */
async function withSecondFactor(account: Account) {
  const cookie = await signedIn(account);
  const { secret } = await setUp(cookie);
  const res = await t.call('POST', '/api/auth/2fa/enable', {
    cookie,
    body: { code: await totpCode(secret) },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { cookie, secret, recoveryCodes: res.json().recoveryCodes as string[] };
}

const status = async (cookie: string) => {
  const res = await t.call('GET', '/trpc/auth.twoFactor.status', { cookie });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result.data as { enabled: boolean; recoveryCodesLeft: number; required: boolean };
};

const me = (cookie: string) => t.call('GET', '/api/auth/me', { cookie });

async function setRequirement(cookie: string, values: Record<string, boolean>) {
  return t.call('PUT', '/api/company-settings', { cookie, body: values });
}

describe('turning it on', () => {
  it('sets up a secret, enables it with a first code and answers 10 recovery codes once, stored hashed', async () => {
    const account = await newAccount();
    const cookie = await signedIn(account);
    expect(await status(cookie)).toMatchObject({ enabled: false, recoveryCodesLeft: 0, required: false });

    const { secret, otpauthUri } = await setUp(cookie);
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUri).toMatch(/^otpauth:\/\/totp\//);
    const uri = new URL(otpauthUri);
    expect(uri.searchParams.get('secret')).toBe(secret);
    expect(uri.searchParams.get('issuer')).toBe('EventFlow');
    expect(decodeURIComponent(uri.pathname)).toContain(account.username);

    // Waiting for its first code, it is not in force: the password alone still signs in.
    expect((await signIn(account)).json()).toHaveProperty('user');

    const wrong = await t.call('POST', '/api/auth/2fa/enable', {
      cookie,
      body: { code: await totpCode(secret, 10) },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(TWO_FACTOR_TEXTS.wrongCode);
    expect((await status(cookie)).enabled).toBe(false);

    const enabled = await t.call('POST', '/api/auth/2fa/enable', {
      cookie,
      body: { code: await totpCode(secret) },
    });
    expect(enabled.statusCode, enabled.body).toBe(200);
    const codes = enabled.json().recoveryCodes as string[];
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
    for (const code of codes) expect(code).toMatch(/^[0-9a-z]{4}-[0-9a-z]{4}-[0-9a-z]{4}-[0-9a-z]{4}$/);
    expect(await status(cookie)).toMatchObject({ enabled: true, recoveryCodesLeft: RECOVERY_CODE_COUNT });

    // Stored as hashes: no code, with or without its dashes, is in the table.
    const stored = await sql<{ row: string }>`
      select r::text as row from user_recovery_codes r where user_id = ${account.id}`.execute(t.database.db);
    expect(stored.rows).toHaveLength(RECOVERY_CODE_COUNT);
    const table = stored.rows.map((r) => r.row).join('\n');
    for (const code of codes) {
      expect(table).not.toContain(code);
      expect(table).not.toContain(code.replaceAll('-', ''));
    }
    // Shown once: nothing answers them again, and set-up cannot start over while it is on.
    const again = await t.call('POST', '/api/auth/2fa/setup', { cookie });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(TWO_FACTOR_TEXTS.alreadyOn);
  });

  it('keeps the secret encrypted at rest, bound to its user, and out of the audit log', async () => {
    const account = await newAccount();
    const { secret } = await withSecondFactor(account);
    const row = await sql<{ row: string; ciphertext: string }>`
      select f::text as row, secret_ciphertext as ciphertext from user_two_factor f
      where user_id = ${account.id}`.execute(t.database.db);
    expect(row.rows[0]!.row).not.toContain(secret);
    expect(row.rows[0]!.row.toLowerCase()).not.toContain(secret.toLowerCase());
    const { ciphertext } = row.rows[0]!;
    expect(t.secrets.decrypt(ciphertext, twoFactorAad(account.id))).toBe(secret);
    // Copied to another user's row, it does not open.
    expect(() => t.secrets.decrypt(ciphertext, twoFactorAad(account.id + 1))).toThrow();

    const audit = await sql<{ changes: string }>`
      select changes::text as changes from audit_log where table_name = 'user_two_factor'`.execute(
      t.database.db,
    );
    expect(audit.rows.length).toBeGreaterThan(0);
    for (const entry of audit.rows) {
      expect(entry.changes).not.toContain('secret_ciphertext');
      expect(entry.changes).not.toContain(ciphertext);
    }
  });

  it('refuses a code that is not six digits, naming the field', async () => {
    const account = await newAccount();
    const cookie = await signedIn(account);
    await setUp(cookie);
    const res = await t.call('POST', '/api/auth/2fa/enable', { cookie, body: { code: '12ab56' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([{ path: 'code', message: TWO_FACTOR_TEXTS.codeFormat }]);
    const none = await t.call('POST', '/api/auth/2fa/enable', {
      cookie: await signedIn(await newAccount()),
      body: { code: '123456' },
    });
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe(TWO_FACTOR_TEXTS.notStarted);
  });
});

describe('signing in with a second factor', () => {
  it('asks for the code after the password, signs in with it, and refuses the same code again', async () => {
    const account = await newAccount();
    const { secret } = await withSecondFactor(account);

    const challenge = await signIn(account);
    expect(challenge.statusCode).toBe(200);
    expect(challenge.json()).toEqual({ twoFactorRequired: true });
    const halfway = sessionCookie(challenge);
    if (halfway) expect((await me(halfway)).statusCode).toBe(401);

    // A right code with a wrong password is still a wrong password.
    const next = await totpCode(secret, 1);
    const wrongPassword = await signIn(account, next, 'not-the-password');
    expect(wrongPassword.statusCode).toBe(401);
    expect(wrongPassword.json().message).toBe('Invalid credentials');

    const cookie = await signedIn(account, next);
    const who = await me(cookie);
    expect(who.statusCode).toBe(200);
    expect(who.json().user).toMatchObject({ id: account.id, twoFactorPending: false });

    const replay = await signIn(account, next);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toBe(TWO_FACTOR_TEXTS.codeUsed);
    expect(sessionCookie(replay)).toBeUndefined();
    // The code that turned it on is spent as well.
    expect((await signIn(account, await totpCode(secret))).statusCode).toBe(401);
  });

  it('accepts one code once when two sign-ins send it at the same moment', async () => {
    const account = await newAccount();
    const { secret } = await withSecondFactor(account);
    const code = await totpCode(secret, 1);
    const answers = await Promise.all([signIn(account, code), signIn(account, code), signIn(account, code)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 401, 401]);
  });

  it('counts a wrong code like a wrong password: locked after 5 failures, even for the right code', async () => {
    const account = await newAccount();
    const { secret } = await withSecondFactor(account);
    const wrongCode = await totpCode(secret, 10);
    for (let i = 0; i < 2; i++)
      expect((await signIn(account, undefined, 'wrong-password')).statusCode).toBe(401);
    for (let i = 0; i < 3; i++) {
      const res = await signIn(account, wrongCode);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(TWO_FACTOR_TEXTS.invalidCode);
    }
    const locked = await signIn(account, await totpCode(secret, 1));
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(sessionCookie(locked)).toBeUndefined();
  });

  it('counts wrong codes typed while signed in toward the same lock', async () => {
    const account = await newAccount();
    const { cookie, secret } = await withSecondFactor(account);
    const wrongCode = await totpCode(secret, 10);
    for (let i = 0; i < 5; i++) {
      const res = await t.call('POST', '/api/auth/2fa/disable', { cookie, body: { code: wrongCode } });
      expect(res.statusCode).toBe(400);
    }
    expect(
      (await t.call('POST', '/api/auth/2fa/disable', { cookie, body: { code: await totpCode(secret, 1) } }))
        .statusCode,
    ).toBe(429);
    expect((await signIn(account, await totpCode(secret, 1))).statusCode).toBe(429);
    expect((await status(cookie)).enabled).toBe(true);
  });

  it('signs in with a recovery code once, however it is typed', async () => {
    const account = await newAccount();
    const { cookie, recoveryCodes } = await withSecondFactor(account);
    const [first, second] = recoveryCodes;
    const typed = ` ${first!.replaceAll('-', '').toUpperCase()} `;
    const res = await signIn(account, typed);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user.id).toBe(account.id);
    expect((await status(cookie)).recoveryCodesLeft).toBe(RECOVERY_CODE_COUNT - 1);

    const again = await signIn(account, first);
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe(TWO_FACTOR_TEXTS.invalidCode);
    // Another user's code is no code of this one.
    const other = await newAccount();
    await withSecondFactor(other);
    expect((await signIn(other, second)).statusCode).toBe(401);
    expect((await signIn(account, second)).statusCode).toBe(200);
  });
});

describe('turning it off', () => {
  it('needs a current code that was not used yet', async () => {
    const account = await newAccount();
    const { cookie, secret } = await withSecondFactor(account);
    const wrong = await t.call('POST', '/api/auth/2fa/disable', {
      cookie,
      body: { code: await totpCode(secret, 10) },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(TWO_FACTOR_TEXTS.wrongCode);
    const spent = await t.call('POST', '/api/auth/2fa/disable', {
      cookie,
      body: { code: await totpCode(secret) },
    });
    expect(spent.statusCode).toBe(400);
    expect(spent.json().message).toBe(TWO_FACTOR_TEXTS.codeUsed);
    expect((await status(cookie)).enabled).toBe(true);

    const off = await t.call('POST', '/api/auth/2fa/disable', {
      cookie,
      body: { code: await totpCode(secret, 1) },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({ enabled: false, recoveryCodesLeft: 0 });
    const left = await sql<{ n: number }>`
      select (select count(*) from user_two_factor where user_id = ${account.id})
        + (select count(*) from user_recovery_codes where user_id = ${account.id}) as n`.execute(
      t.database.db,
    );
    expect(Number(left.rows[0]!.n)).toBe(0);
    expect((await signIn(account)).json()).toHaveProperty('user');

    const notOn = await t.call('POST', '/api/auth/2fa/disable', { cookie, body: { code: '123456' } });
    expect(notOn.statusCode).toBe(409);
    expect(notOn.json().message).toBe(TWO_FACTOR_TEXTS.notOn);
  });
});

describe('API tokens', () => {
  it('cannot set up, turn on or turn off a second factor', async () => {
    const account = await newAccount();
    const cookie = await signedIn(account);
    const made = await t.call('POST', '/api/users/me/tokens', { cookie, body: { name: '2FA probe' } });
    expect(made.statusCode).toBe(201);
    const headers = { authorization: `Bearer ${made.json().token}` };
    for (const path of ['setup', 'enable', 'disable']) {
      const res = await t.call('POST', `/api/auth/2fa/${path}`, {
        headers,
        ...(path === 'setup' ? {} : { body: { code: '123456' } }),
      });
      expect(res.statusCode, path).toBe(403);
      expect(res.json().message).toBe(TWO_FACTOR_TEXTS.tokenNotAllowed);
    }
    const rows = await t.database.db
      .selectFrom('user_two_factor')
      .select('id')
      .where('userId', '=', account.id)
      .execute();
    expect(rows).toEqual([]);
  });
});

describe("an admin's reset", () => {
  it("removes the user's second factor, ends their sessions and is in the audit log", async () => {
    const account = await newAccount();
    const { secret, recoveryCodes } = await withSecondFactor(account);
    const first = await signedIn(account, await totpCode(secret, 1));
    const second = await signedIn(account, recoveryCodes[0]);

    expect((await t.call('POST', `/api/users/${account.id}/2fa/reset`, { cookie: manager })).statusCode).toBe(
      403,
    );
    const reset = await t.call('POST', `/api/users/${account.id}/2fa/reset`, { cookie: admin });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json()).toEqual({ id: account.id, reset: true, endedSessions: 3 });
    for (const cookie of [first, second]) expect((await me(cookie)).statusCode).toBe(401);

    const rows = await sql<{ n: string }>`
      select (select count(*) from user_two_factor where user_id = ${account.id})
        + (select count(*) from user_recovery_codes where user_id = ${account.id}) as n`.execute(
      t.database.db,
    );
    expect(Number(rows.rows[0]!.n)).toBe(0);
    // The password alone signs in again.
    expect((await signIn(account)).json().user).toMatchObject({ id: account.id });

    const log = await t.call('GET', '/api/audit-log?tableName=user_two_factor&action=delete', {
      cookie: admin,
    });
    expect(log.statusCode, log.body).toBe(200);
    const entry = (log.json() as Array<{ actorName: string; changes: Record<string, unknown> }>).find(
      (e) => e.changes.user_id === account.id,
    );
    expect(entry).toMatchObject({ actorName: ADMIN.username, action: 'delete' });
    expect(entry!.changes).not.toHaveProperty('secret_ciphertext');

    const nothing = await t.call('POST', `/api/users/${account.id}/2fa/reset`, { cookie: admin });
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json().message).toBe(TWO_FACTOR_TEXTS.nothingToReset);
    expect((await t.call('POST', '/api/users/2147483000/2fa/reset', { cookie: admin })).statusCode).toBe(404);
  });
});

describe('the company requirement', () => {
  it('is changed by admins only', async () => {
    const refused = await setRequirement(manager, { requireTwoFactorAdmins: true });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(COMPANY_SETTINGS_ADMINS_ONLY);
    const read = await t.call('GET', '/api/company-settings', { cookie: manager });
    expect(read.json()).toMatchObject({ requireTwoFactorAdmins: false, requireTwoFactorEveryone: false });
  });

  it('keeps an admin without a second factor at its set-up until it is on', async () => {
    const boss = await newAccount('admin');
    const bossCookie = await signedIn(boss);
    const user = await newAccount('user');
    const userCookie = await signedIn(user);
    const bystander = await signedIn(await newAccount('admin'));

    const set = await setRequirement(bossCookie, { requireTwoFactorAdmins: true });
    expect(set.statusCode, set.body).toBe(200);
    try {
      // From the next request on, the admin is pending: only set-up, the session and sign-out answer.
      expect((await me(bossCookie)).json().user.twoFactorPending).toBe(true);
      for (const [method, url] of [
        ['GET', '/api/clients'],
        ['GET', '/api/company-settings'],
        ['GET', '/trpc/users.me'],
        ['GET', '/api/users'],
      ] as const) {
        const res = await t.call(method, url, { cookie: bossCookie });
        expect(res.statusCode, url).toBe(403);
        expect(res.json().message ?? res.json().error?.message).toBe(TWO_FACTOR_TEXTS.setupRequired);
      }
      const write = await t.call('POST', '/api/clients', {
        cookie: bossCookie,
        body: { name: 'Pending Co' },
      });
      expect(write.statusCode).toBe(403);
      expect((await status(bossCookie)).required).toBe(true);
      // Others are not concerned.
      expect((await t.call('GET', '/api/clients', { cookie: userCookie })).statusCode).toBe(200);
      expect((await me(userCookie)).json().user.twoFactorPending).toBe(false);

      // A new sign-in with the password works, pending; sign-out works too.
      const again = await signIn(boss);
      expect(again.json().user).toMatchObject({ id: boss.id, twoFactorPending: true });
      expect((await t.call('POST', '/api/auth/logout', { cookie: bystander })).statusCode).toBe(200);

      const { secret } = await setUp(bossCookie);
      const on = await t.call('POST', '/api/auth/2fa/enable', {
        cookie: bossCookie,
        body: { code: await totpCode(secret) },
      });
      expect(on.statusCode, on.body).toBe(200);
      expect((await me(bossCookie)).json().user.twoFactorPending).toBe(false);
      expect((await t.call('GET', '/api/clients', { cookie: bossCookie })).statusCode).toBe(200);

      // For everyone: the user is pending too.
      expect((await setRequirement(bossCookie, { requireTwoFactorEveryone: true })).statusCode).toBe(200);
      expect((await me(userCookie)).json().user.twoFactorPending).toBe(true);
      expect((await t.call('GET', '/api/clients', { cookie: userCookie })).statusCode).toBe(403);
    } finally {
      const off = await setRequirement(bossCookie, {
        requireTwoFactorAdmins: false,
        requireTwoFactorEveryone: false,
      });
      expect(off.statusCode, off.body).toBe(200);
    }
    expect((await t.call('GET', '/api/clients', { cookie: userCookie })).statusCode).toBe(200);
  });
});
