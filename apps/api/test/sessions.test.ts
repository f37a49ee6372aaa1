import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createTestApp, MANAGER, type TestApp, USER } from './helpers.ts';

// Timeouts shortened by configuration so the test can watch them expire.
const IDLE_MS = 1500;
const ABSOLUTE_MS = 4000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ sessionTimeouts: { idleMs: IDLE_MS, absoluteMs: ABSOLUTE_MS } });
});
afterAll(async () => {
  await t?.close();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('session lifetime', () => {
  it('issues a new session id at sign-in with HttpOnly SameSite cookies', async () => {
    const res = await t.call('POST', '/api/auth/login', { body: USER });
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    const a = await t.login(USER);
    const b = await t.login(USER);
    expect(a).not.toBe(b);
  });

  it('ends a session after the idle timeout', async () => {
    const cookie = await t.login(USER);
    expect((await t.call('GET', '/api/auth/me', { cookie })).statusCode).toBe(200);
    await sleep(IDLE_MS + 300);
    expect((await t.call('GET', '/api/auth/me', { cookie })).statusCode).toBe(401);
  });

  it('ends a session after the absolute timeout even while active', async () => {
    const cookie = await t.login(ADMIN);
    const started = Date.now();
    while (Date.now() - started < ABSOLUTE_MS - 800) {
      expect((await t.call('GET', '/api/auth/me', { cookie })).statusCode).toBe(200);
      await sleep(500);
    }
    await sleep(1200);
    expect((await t.call('GET', '/api/auth/me', { cookie })).statusCode).toBe(401);
  });
});

describe('login throttling', () => {
  it('locks an account after repeated failures with the same answer for unknown users', async () => {
    const attempt = (username: string, password: string) =>
      t.call('POST', '/api/auth/login', { body: { username, password } });
    for (let i = 0; i < 5; i++) {
      expect((await attempt(MANAGER.username, 'wrong-password')).statusCode).toBe(401);
      expect((await attempt('ghost-user', 'wrong-password')).statusCode).toBe(401);
    }
    const locked = await attempt(MANAGER.username, MANAGER.password);
    const ghost = await attempt('ghost-user', 'wrong-password');
    expect(locked.statusCode).toBe(429);
    expect(ghost.statusCode).toBe(429);
    expect(locked.json().message).toBe(ghost.json().message);
    expect(locked.json().message).toMatch(/Too many failed sign-in attempts/);
  });
});

describe('limits and documentation', () => {
  it('answers 413 for a JSON body over the limit', async () => {
    const cookie = await t.login(USER);
    const res = await t.call('POST', '/api/clients', { cookie, body: { name: 'x'.repeat(300 * 1024) } });
    expect(res.statusCode).toBe(413);
  });

  it('serves the interactive docs and the OpenAPI document', async () => {
    const docs = await t.call('GET', '/api/docs/');
    expect(docs.statusCode).toBe(200);
    expect(docs.body).toMatch(/swagger/i);
    const doc = await t.call('GET', '/api/openapi.json');
    expect(doc.json().openapi).toMatch(/^3\.1/);
  });

  it('sets the security headers and no-store on API answers', async () => {
    const res = await t.call('GET', '/api/health');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('session writes', () => {
  // Default timeouts: within a minute of activity nothing about the session needs saving.
  let d: TestApp;
  beforeAll(async () => {
    d = await createTestApp();
  });
  afterAll(async () => {
    await d?.close();
  });

  it('does not rewrite the session or resend the cookie on every request', async () => {
    const cookie = await d.login(USER);
    const sid = decodeURIComponent(cookie.slice('sid='.length)).split('.')[0]!;
    const row = () =>
      d.database.db
        .selectFrom('sessions')
        .select(['data', 'expiresAt'])
        .where('sid', '=', sid)
        .executeTakeFirstOrThrow();
    const before = await row();
    for (let i = 0; i < 3; i++) {
      const res = await d.call('GET', '/api/auth/me', { cookie });
      expect(res.statusCode).toBe(200);
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    expect(await row()).toEqual(before);
  });

  it('reads the user with the session, so a profile or role change made elsewhere counts within a second, and never stores it', async () => {
    const cookie = await d.login(ADMIN);
    const sid = decodeURIComponent(cookie.slice('sid='.length)).split('.')[0]!;
    const me = async () =>
      (await d.call('GET', '/api/auth/me', { cookie })).json() as { user: Record<string, unknown> };
    expect((await me()).user).toMatchObject({ username: ADMIN.username, role: 'admin' });
    expect((await d.call('GET', '/api/audit-log', { cookie })).statusCode).toBe(200);
    await d.database.db
      .updateTable('users')
      .set({ role: 'manager', firstName: 'Renamed' })
      .where('username', '=', ADMIN.username)
      .execute();
    // A change written behind the app's back reaches its session copies by the database's
    // announcement (session-cache.ts): within a second, not necessarily at the very next request.
    await expect
      .poll(async () => (await me()).user, { timeout: 1000, interval: 20 })
      .toMatchObject({ role: 'manager', firstName: 'Renamed' });
    expect(Object.keys((await me()).user).sort()).toEqual([
      'colorScheme',
      'email',
      'firstName',
      'id',
      'lastName',
      'profileImage',
      'role',
      'twoFactorPending',
      'username',
    ]);
    // No longer an administrator: the admin-only audit log is refused at once.
    expect((await d.call('GET', '/api/audit-log', { cookie })).statusCode).toBe(403);
    const stored = await d.database.db
      .selectFrom('sessions')
      .select('data')
      .where('sid', '=', sid)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(stored.data)).not.toMatch(/account|Renamed|isActive/);
    await d.database.db
      .updateTable('users')
      .set({ role: 'admin', firstName: null })
      .where('username', '=', ADMIN.username)
      .execute();
  });

  it("keeps the user's colour scheme: saved once, it comes back with this session and the next sign-in", async () => {
    const cookie = await d.login(MANAGER);
    const me = async (c: string) =>
      ((await d.call('GET', '/api/auth/me', { cookie: c })).json() as { user: Record<string, unknown> }).user;
    expect((await me(cookie)).colorScheme).toBe('system');
    const saved = await d.call('POST', '/api/users/me/color-scheme', {
      cookie,
      body: { colorScheme: 'dark' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ colorScheme: 'dark' });
    await expect
      .poll(async () => (await me(cookie)).colorScheme, { timeout: 1000, interval: 20 })
      .toBe('dark');
    // Another browser: the login response and its session carry the choice.
    expect((await d.call('POST', '/api/auth/login', { body: MANAGER })).json().user.colorScheme).toBe('dark');
    expect((await me(await d.login(MANAGER))).colorScheme).toBe('dark');
    // A preference, not a profile edit: a profile form opened before a switch still saves.
    const own = (await d.call('GET', '/trpc/users.me', { cookie })).json().result.data as {
      id: number;
      firstName: string | null;
      version: number;
    };
    await d.call('POST', '/api/users/me/color-scheme', { cookie, body: { colorScheme: 'light' } });
    const edit = await d.call('PATCH', `/api/users/${own.id}`, {
      cookie,
      body: { firstName: own.firstName, version: own.version },
    });
    expect(edit.statusCode).toBe(200);
    // Only the three choices.
    const refused = await d.call('POST', '/api/users/me/color-scheme', {
      cookie,
      body: { colorScheme: 'sepia' },
    });
    expect(refused.statusCode).toBe(400);
    expect(
      (await d.call('POST', '/api/users/me/color-scheme', { body: { colorScheme: 'light' } })).statusCode,
    ).toBe(401);
    expect(
      (await d.call('POST', '/api/users/me/color-scheme', { cookie, body: { colorScheme: 'system' } }))
        .statusCode,
    ).toBe(200);
    await expect
      .poll(async () => (await me(cookie)).colorScheme, { timeout: 1000, interval: 20 })
      .toBe('system');
  });

  it('takes as long to refuse an unknown user as a wrong password (no user enumeration by timing)', async () => {
    // Each attempt from its own address and account, so throttling never short-cuts one of them.
    const attempt = async (username: string, n: number) => {
      const started = performance.now();
      const res = await d.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: `10.9.${n}.1`,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ username, password: 'wrong-password-1' }),
      });
      expect(res.statusCode).toBe(401);
      return { ms: performance.now() - started, body: res.body };
    };
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    const known = [];
    const unknown = [];
    for (const [i, username] of [ADMIN.username, MANAGER.username, USER.username].entries()) {
      known.push(await attempt(username, i));
      unknown.push(await attempt(`nobody-${i}`, 10 + i));
    }
    expect(new Set([...known, ...unknown].map((a) => JSON.parse(a.body).message)).size).toBe(1);
    // An unknown user still costs a password hash: without it the refusal would take ~1% of the time.
    expect(median(unknown.map((a) => a.ms))).toBeGreaterThan(median(known.map((a) => a.ms)) * 0.3);
  });
});
