import { hashPassword, verifyPassword } from '@app/db';
import { PASSWORD_CHANGE_NOT_FOR_TOKENS, PORTAL_TEXTS } from '@app/domain';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREATE, unique } from './fixtures.ts';
import { ADMIN, createTestApp, type TestApp, totpCode } from './helpers.ts';

/*
 * The sign-in throttle holds under a burst: an attempt is counted before its password is checked, in
 * one statement of the database, so N parallel attempts for one account check at most the limit's
 * number of passwords (5 in 15 minutes) and the rest are refused (429), the right password among them.
 * Each attempt of a burst comes from its own address: the account's own limit is what is tested, not
 * the address's. Change-password is counted under the same account key; an API token cannot use it.
 */
const LIMIT = 5;

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(ADMIN);
});
afterAll(async () => {
  await t?.close();
});

let addresses = 0;
/** An address no other attempt of this file comes from. */
const freshAddress = () => {
  addresses++;
  return `10.77.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`;
};

function post(url: string, body: unknown, headers: Record<string, string> = {}, address = freshAddress()) {
  return t.app.inject({
    method: 'POST',
    url,
    remoteAddress: address,
    headers: { 'content-type': 'application/json', ...headers },
    payload: JSON.stringify(body),
  });
}

type Account = { id: number; username: string; password: string };

async function newAccount(): Promise<Account> {
  const username = `burst-${unique()}`;
  const password = `burst-pass-${unique()}`;
  const row = await t.database.db
    .insertInto('users')
    .values({ username, passwordHash: await hashPassword(password), role: 'user' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, username, password };
}

const cookieOf = (res: LightMyRequestResponse, name: string) =>
  [res.headers['set-cookie']]
    .flat()
    .find((c) => c?.startsWith(`${name}=`))
    ?.split(';')[0];

async function staffSession(account: Account): Promise<string> {
  const res = await post('/api/auth/login', { username: account.username, password: account.password });
  expect(res.statusCode, res.body).toBe(200);
  return cookieOf(res, 'sid')!;
}

const statuses = (answers: LightMyRequestResponse[]) => answers.map((a) => a.statusCode);
const checked = (answers: LightMyRequestResponse[]) => answers.filter((a) => a.statusCode !== 429);

/**
 * `wrong` attempts at once, then `right` while they are still answering, once the first of them has
 * been refused (the limit is reached then); when none is ever refused, `right` goes after them all.
 */
async function burstThenRight(
  wrong: number,
  attempt: (password: string) => Promise<LightMyRequestResponse>,
  wrongPassword: string,
  rightPassword: string,
) {
  const wrongs = Array.from({ length: wrong }, () => attempt(wrongPassword));
  await new Promise<void>((resolve) => {
    for (const p of wrongs) void p.then((res) => res.statusCode === 429 && resolve());
    void Promise.all(wrongs).then(() => resolve());
  });
  const right = attempt(rightPassword);
  return { wrongs: await Promise.all(wrongs), right: await right };
}

function expectLocked(res: LightMyRequestResponse) {
  expect(res.statusCode, res.body).toBe(429);
  expect(res.json().message).toMatch(/^Too many failed sign-in attempts\. Try again in \d+ minutes\.$/);
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
}

async function passwordIs(account: Account, password: string) {
  const row = await t.database.db
    .selectFrom('users')
    .select('passwordHash')
    .where('id', '=', account.id)
    .executeTakeFirstOrThrow();
  return verifyPassword(row.passwordHash, password);
}

describe('staff sign-in under a burst', () => {
  for (const size of [20, 30]) {
    it(`checks at most ${LIMIT} passwords of ${size} parallel sign-ins, and refuses the right one past the limit`, async () => {
      const account = await newAccount();
      const attempt = (password: string) => post('/api/auth/login', { username: account.username, password });
      const { wrongs, right } = await burstThenRight(size - 1, attempt, 'wrong-password-1', account.password);
      const answers = [...wrongs, right];
      expect(checked(answers).length, String(statuses(answers))).toBe(LIMIT);
      for (const res of checked(answers)) expect(res.statusCode).toBe(401);
      expectLocked(right);
      expect(cookieOf(right, 'sid')).toBeUndefined();
    });
  }

  it('gives an unknown user the same answers under a burst (no user enumeration)', async () => {
    const known = await newAccount();
    const burst = (username: string) =>
      Promise.all(
        Array.from({ length: 20 }, () => post('/api/auth/login', { username, password: 'wrong-password-1' })),
      );
    const [a, b] = await Promise.all([burst(known.username), burst(`nobody-${unique()}`)]);
    for (const answers of [a, b]) {
      expect(checked(answers).length).toBe(LIMIT);
      expect(answers.some((res) => res.statusCode === 429)).toBe(true);
    }
    const messages = (answers: LightMyRequestResponse[], status: number) =>
      new Set(answers.filter((res) => res.statusCode === status).map((res) => res.json().message));
    for (const status of [401, 429]) expect(messages(a, status)).toEqual(messages(b, status));
  });

  it('still signs in within the limit and forgets the failures then', async () => {
    const account = await newAccount();
    for (let i = 0; i < LIMIT - 1; i++)
      expect(
        (await post('/api/auth/login', { username: account.username, password: 'wrong-password-1' }))
          .statusCode,
      ).toBe(401);
    await staffSession(account);
    // Forgotten: the full allowance again, then the lock.
    for (let i = 0; i < LIMIT; i++)
      expect(
        (await post('/api/auth/login', { username: account.username, password: 'wrong-password-1' }))
          .statusCode,
      ).toBe(401);
    expectLocked(await post('/api/auth/login', { username: account.username, password: account.password }));
  });

  it('does not hold successful sign-ins against their address', async () => {
    const office = freshAddress();
    // One failure short of the address's limit (50).
    await t.database.db
      .insertInto('login_throttle')
      .values({ key: `ip:${office}`, failures: 49 })
      .execute();
    const account = await newAccount();
    for (let i = 0; i < 3; i++) {
      const res = await post(
        '/api/auth/login',
        { username: account.username, password: account.password },
        {},
        office,
      );
      expect(res.statusCode, res.body).toBe(200);
    }
    expect(
      (await post('/api/auth/login', { username: account.username, password: 'wrong-1' }, {}, office))
        .statusCode,
    ).toBe(401);
    expectLocked(
      await post('/api/auth/login', { username: account.username, password: account.password }, {}, office),
    );
  });
});

describe('portal sign-in under a burst', () => {
  async function newPortal() {
    const call = (url: string, body: unknown) =>
      t.call('POST', url, { cookie: admin, body }).then((res) => {
        expect(res.statusCode, res.body).toBeLessThan(300);
        return res.json();
      });
    const client = await call('/api/clients', CREATE.clients());
    const event = await call('/api/events', { ...CREATE.events(), clientId: client.id });
    const email = `burst-${unique()}@example.com`;
    const password = 'portal-pass-1';
    await call('/api/client-portals', { clientId: client.id, eventId: event.id, email, password });
    return { email, password };
  }

  for (const size of [20, 30]) {
    it(`checks at most ${LIMIT} passwords of ${size} parallel portal sign-ins, and refuses the right one past the limit`, async () => {
      const portal = await newPortal();
      const attempt = (password: string) => post('/api/portal/auth/login', { email: portal.email, password });
      const { wrongs, right } = await burstThenRight(size - 1, attempt, 'wrong-pass-1', portal.password);
      const answers = [...wrongs, right];
      expect(checked(answers).length, String(statuses(answers))).toBe(LIMIT);
      for (const res of checked(answers)) expect(res.statusCode).toBe(401);
      expectLocked(right);
      expect(cookieOf(right, 'portal_sid')).toBeUndefined();
    });
  }

  it("counts the portal's change-password like its sign-in, before the check", async () => {
    const portal = await newPortal();
    const signIn = await post('/api/portal/auth/login', { email: portal.email, password: portal.password });
    expect(signIn.statusCode, signIn.body).toBe(200);
    const cookie = cookieOf(signIn, 'portal_sid')!;
    const change = (currentPassword: string) =>
      post(
        '/api/portal/me/change-password',
        { currentPassword, newPassword: 'a-new-portal-pass-1' },
        { cookie },
      );
    const answers: LightMyRequestResponse[] = [];
    for (let i = 0; i < 10; i++) answers.push(await change('not-the-password'));
    expect(statuses(answers)).toEqual([...Array(LIMIT).fill(400), ...Array(10 - LIMIT).fill(429)]);
    expect(answers[0]!.json().message).toBe(PORTAL_TEXTS.wrongCurrentPassword);
    expectLocked(answers.at(-1)!);
    expectLocked(await change(portal.password));
    // The same account key as sign-in: locked there too, and the password is the old one.
    expectLocked(await post('/api/portal/auth/login', { email: portal.email, password: portal.password }));
    await t.database.db.deleteFrom('login_throttle').execute();
    expect(
      (await post('/api/portal/auth/login', { email: portal.email, password: portal.password })).statusCode,
    ).toBe(200);
  });
});

describe('staff change-password', () => {
  const change = (
    account: Account,
    cookie: string,
    currentPassword: string,
    newPassword = 'a-new-password-1',
  ) => post(`/api/users/${account.id}/change-password`, { currentPassword, newPassword }, { cookie });

  it('counts wrong current passwords like failed sign-ins: 10 wrong, then the right one is refused (429)', async () => {
    const account = await newAccount();
    const cookie = await staffSession(account);
    const answers: LightMyRequestResponse[] = [];
    for (let i = 0; i < 10; i++) answers.push(await change(account, cookie, 'not-the-password'));
    expect(statuses(answers)).toEqual([...Array(LIMIT).fill(400), ...Array(10 - LIMIT).fill(429)]);
    expect(answers[0]!.json().message).toBe('Current password is incorrect');
    expectLocked(answers.at(-1)!);
    expectLocked(await change(account, cookie, account.password));
    expect(await passwordIs(account, account.password)).toBe(true);
    // One limit for the account: sign-in is locked too.
    expectLocked(await post('/api/auth/login', { username: account.username, password: account.password }));
  });

  it('checks at most the limit of 20 parallel wrong current passwords', async () => {
    const account = await newAccount();
    const cookie = await staffSession(account);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => change(account, cookie, 'not-the-password')),
    );
    expect(checked(answers).length, String(statuses(answers))).toBe(LIMIT);
    for (const res of checked(answers)) expect(res.statusCode).toBe(400);
    expectLocked(await change(account, cookie, account.password));
    expect(await passwordIs(account, account.password)).toBe(true);
  });

  it('shares the limit with sign-in; the right password within it still changes it and is not counted', async () => {
    const account = await newAccount();
    const cookie = await staffSession(account);
    for (let i = 0; i < 2; i++)
      expect(
        (await post('/api/auth/login', { username: account.username, password: 'wrong-password-1' }))
          .statusCode,
      ).toBe(401);
    for (let i = 0; i < 2; i++)
      expect((await change(account, cookie, 'not-the-password')).statusCode).toBe(400);
    // The fifth attempt, and the right password: it goes ahead, and gives its attempt back.
    const changed = await change(account, cookie, account.password, 'a-new-password-1');
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await passwordIs(account, 'a-new-password-1')).toBe(true);
    expect((await change(account, cookie, 'not-the-password')).statusCode).toBe(400);
    expectLocked(await change(account, cookie, 'a-new-password-1'));
    expect(await passwordIs(account, 'a-new-password-1')).toBe(true);
  });

  it('refuses a caller with an API token (403), without counting or changing anything', async () => {
    const account = await newAccount();
    const cookie = await staffSession(account);
    const made = await post('/api/users/me/tokens', { name: 'Script' }, { cookie });
    expect(made.statusCode, made.body).toBe(201);
    const bearer = { authorization: `Bearer ${made.json().token}` };
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        post(
          `/api/users/${account.id}/change-password`,
          { currentPassword: account.password, newPassword: 'a-token-password-1' },
          bearer,
        ),
      ),
    );
    for (const res of answers) {
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().message).toBe(PASSWORD_CHANGE_NOT_FOR_TOKENS);
    }
    expect(await passwordIs(account, account.password)).toBe(true);
    // Nothing was counted: the owner still signs in.
    await staffSession(account);
  });
});

describe('two-factor codes typed while signed in', () => {
  it('checks at most the limit of 20 parallel wrong codes to turn two-factor sign-in off', async () => {
    const account = await newAccount();
    const cookie = await staffSession(account);
    const setup = await t.call('POST', '/api/auth/2fa/setup', { cookie });
    expect(setup.statusCode, setup.body).toBe(200);
    const { secret } = setup.json() as { secret: string };
    const enabled = await t.call('POST', '/api/auth/2fa/enable', {
      cookie,
      body: { code: await totpCode(secret) },
    });
    expect(enabled.statusCode, enabled.body).toBe(200);
    const wrong = await totpCode(secret, 10);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => post('/api/auth/2fa/disable', { code: wrong }, { cookie })),
    );
    expect(checked(answers).length, String(statuses(answers))).toBe(LIMIT);
    for (const res of checked(answers)) expect(res.statusCode).toBe(400);
    expectLocked(await post('/api/auth/2fa/disable', { code: await totpCode(secret, 1) }, { cookie }));
    const status = await t.call('GET', '/trpc/auth.twoFactor.status', { cookie });
    expect(status.json().result.data.enabled).toBe(true);
  });
});
