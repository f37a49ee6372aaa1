import { hashApiToken } from '@app/db';
import { API_TOKEN_LIMIT_REACHED, API_TOKENS_PER_USER, INVALID_API_TOKEN } from '@app/domain';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREATE } from './fixtures.ts';
import { ADMIN, createTestApp, MANAGER, type TestApp, USER } from './helpers.ts';

/*
 * Personal API tokens: made, listed and revoked by their owner while signed in; accepted as
 * `Authorization: Bearer …` on the REST face with their user's role, never on the web app's /trpc.
 */
let t: TestApp;
let admin: string;
let manager: string;
let user: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(ADMIN);
  manager = await t.login(MANAGER);
  user = await t.login(USER);
});
afterAll(async () => {
  await t?.close();
});

type Created = { id: number; name: string; token: string };
type Listed = { id: number; name: string; createdAt: string; lastUsedAt: string | null };

async function createToken(cookie: string, name: string): Promise<Created> {
  const res = await t.call('POST', '/api/users/me/tokens', { cookie, body: { name } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Created;
}

const listTokens = async (cookie: string) => {
  const res = await t.call('GET', '/api/users/me/tokens', { cookie });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Listed[];
};

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A REST call with the token and nothing else: no cookie, no Origin. */
const withToken = (
  method: 'GET' | 'POST' | 'DELETE' | 'PATCH' | 'PUT',
  url: string,
  token: string,
  body?: unknown,
) => t.call(method, url, { headers: bearer(token), ...(body !== undefined ? { body } : {}) });

const countSessions = async () =>
  Number((await sql<{ n: string }>`select count(*) as n from sessions`.execute(t.database.db)).rows[0]!.n);

function expectUnauthorized(res: LightMyRequestResponse, message = INVALID_API_TOKEN) {
  expect(res.statusCode, res.body).toBe(401);
  expect(res.json().message).toBe(message);
}

describe('managing tokens while signed in', () => {
  it('creates a token shown once, lists it without the secret, and revokes it', async () => {
    const created = await createToken(manager, '  Nightly export  ');
    expect(Object.keys(created).sort()).toEqual(['id', 'name', 'token']);
    expect(created.name).toBe('Nightly export');
    expect(created.token).toMatch(/^evf_[A-Za-z0-9_-]{43}$/);

    const listRes = await t.call('GET', '/api/users/me/tokens', { cookie: manager });
    const listed = listRes.json() as Listed[];
    expect(listed).toEqual([
      { id: created.id, name: 'Nightly export', createdAt: expect.any(String), lastUsedAt: null },
    ]);
    expect(Number.isNaN(Date.parse(listed[0]!.createdAt))).toBe(false);
    // Neither the token nor its hash ever comes back.
    expect(listRes.body).not.toContain(created.token);
    expect(listRes.body).not.toContain(hashApiToken(created.token));
    // Each user sees their own tokens only.
    expect(await listTokens(user)).toEqual([]);

    const revoked = await t.call('DELETE', `/api/users/me/tokens/${created.id}`, { cookie: manager });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toEqual({ id: created.id, deleted: true });
    expect(await listTokens(manager)).toEqual([]);
    expect(
      await t.database.db.selectFrom('api_tokens').select('id').where('id', '=', created.id).execute(),
    ).toEqual([]);
  });

  it('refuses a missing, blank or too long name with the field named', async () => {
    for (const body of [{}, { name: '' }, { name: '    ' }]) {
      const res = await t.call('POST', '/api/users/me/tokens', { cookie: user, body });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        message: 'Token name is required',
        issues: [{ path: 'name', message: 'Token name is required' }],
      });
    }
    const long = await t.call('POST', '/api/users/me/tokens', {
      cookie: user,
      body: { name: 'x'.repeat(101) },
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().issues).toEqual([{ path: 'name', message: 'Must be at most 100 characters' }]);
    expect(await listTokens(user)).toEqual([]);
  });

  it(`refuses more than ${API_TOKENS_PER_USER} tokens per user with a 409`, async () => {
    const tokens: Created[] = [];
    for (let i = 0; i < API_TOKENS_PER_USER; i++) tokens.push(await createToken(user, `Token ${i + 1}`));
    const refused = await t.call('POST', '/api/users/me/tokens', {
      cookie: user,
      body: { name: 'One too many' },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(API_TOKEN_LIMIT_REACHED);
    // Another user is not affected, and revoking one makes room again.
    await createToken(manager, 'Unaffected');
    expect(
      (await t.call('DELETE', `/api/users/me/tokens/${tokens[0]!.id}`, { cookie: user })).statusCode,
    ).toBe(200);
    await createToken(user, 'Room again');
    await t.database.db.deleteFrom('api_tokens').execute();
  });

  it("answers 404 for another user's token or an unknown one, and leaves it working", async () => {
    const theirs = await createToken(manager, 'Not yours');
    const res = await t.call('DELETE', `/api/users/me/tokens/${theirs.id}`, { cookie: user });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('API token not found');
    expect((await t.call('DELETE', '/api/users/me/tokens/987654', { cookie: user })).statusCode).toBe(404);
    expect((await withToken('GET', '/api/auth/me', theirs.token)).statusCode).toBe(200);
    expect((await listTokens(manager)).map((token) => token.id)).toContain(theirs.id);
  });

  it('is closed to signed-out callers', async () => {
    expect((await t.call('GET', '/api/users/me/tokens')).statusCode).toBe(401);
    expect((await t.call('POST', '/api/users/me/tokens', { body: { name: 'Anon' } })).statusCode).toBe(401);
  });

  it('logs the creation and the revocation with the user as actor, never the hash', async () => {
    const created = await createToken(manager, 'Audited token');
    expect(
      (await t.call('DELETE', `/api/users/me/tokens/${created.id}`, { cookie: manager })).statusCode,
    ).toBe(200);
    const res = await t.call('GET', `/api/audit-log?tableName=api_tokens&recordId=${created.id}`, {
      cookie: admin,
    });
    expect(res.statusCode).toBe(200);
    const entries = res.json() as {
      action: string;
      actorName: string;
      changes: Record<string, unknown>;
      requestId: string | null;
    }[];
    expect(entries.map((e) => [e.action, e.actorName])).toEqual([
      ['delete', MANAGER.username],
      ['create', MANAGER.username],
    ]);
    expect(entries[1]!.changes).toMatchObject({ name: 'Audited token' });
    expect(entries.every((e) => e.requestId)).toBe(true);
    expect(res.body).not.toContain(hashApiToken(created.token));
    expect(res.body).not.toContain('token_hash');
  });
});

describe('using a token on the REST face', () => {
  it('reads and writes without a cookie or an Origin, as its user, and touches no session', async () => {
    const { token } = await createToken(manager, 'Script');
    const sessionsBefore = await countSessions();

    const me = await withToken('GET', '/api/auth/me', token);
    expect(me.statusCode).toBe(200);
    expect(me.json().user.username).toBe(MANAGER.username);
    expect(me.headers['set-cookie']).toBeUndefined();

    const list = await withToken('GET', '/api/clients', token);
    expect(list.statusCode).toBe(200);
    expect(Array.isArray(list.json())).toBe(true);

    const created = await withToken('POST', '/api/clients', token, {
      ...CREATE.clients(),
      name: 'Token Client',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.headers['set-cookie']).toBeUndefined();
    const clientId = (created.json() as { id: number }).id;

    // A script on another site is fine too: no cookie is involved, so no CSRF check is needed.
    const crossSite = await t.call('POST', '/api/clients', {
      headers: { ...bearer(token), origin: 'https://elsewhere.example', 'sec-fetch-site': 'cross-site' },
      body: { ...CREATE.clients(), name: 'Cross-site Token Client' },
    });
    expect(crossSite.statusCode, crossSite.body).toBe(201);

    expect(await countSessions()).toBe(sessionsBefore);
    const log = await t.call('GET', `/api/audit-log?tableName=clients&recordId=${clientId}`, {
      cookie: admin,
    });
    expect(
      (log.json() as { action: string; actorName: string }[]).map((e) => [e.action, e.actorName]),
    ).toEqual([['create', MANAGER.username]]);
  });

  it('uploads a file with a token', async () => {
    const { token } = await createToken(manager, 'Uploader');
    const boundary = '----tokenboundary';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="notes.txt"\r\nContent-Type: text/plain\r\n\r\n`,
      ),
      Buffer.from('Load-in at 9am'),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const headers = { ...bearer(token), 'content-type': `multipart/form-data; boundary=${boundary}` };
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/uploads?purpose=document',
      headers,
      payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    const download = await t.app.inject({ method: 'GET', url: res.json().url, headers: bearer(token) });
    expect(download.statusCode).toBe(200);
    expect(download.body).toBe('Load-in at 9am');
    const refused = await t.app.inject({ method: 'GET', url: res.json().url, headers: bearer(`${token}x`) });
    expectUnauthorized(refused);
  });

  it("acts with its user's role: a user's token is refused on an admin-only path", async () => {
    const { token } = await createToken(user, 'Limited');
    const auditLog = await withToken('GET', '/api/audit-log', token);
    expect(auditLog.statusCode).toBe(403);
    const newUser = await withToken('POST', '/api/users', token, {
      username: 'sneaky',
      password: 'sneaky-pass-1',
      role: 'admin',
    });
    expect(newUser.statusCode).toBe(403);
    expect(
      await t.database.db.selectFrom('users').select('id').where('username', '=', 'sneaky').execute(),
    ).toEqual([]);

    const { token: adminToken } = await createToken(admin, 'Admin script');
    expect((await withToken('GET', '/api/audit-log', adminToken)).statusCode).toBe(200);
  });

  it('is never taken by the web app’s RPC: a bearer on /trpc is ignored', async () => {
    const { token } = await createToken(admin, 'Not for RPC');
    const query = await t.call('GET', '/trpc/clients.list?input=%7B%7D', { headers: bearer(token) });
    expect(query.statusCode).toBe(401);
    const mutation = await t.call('POST', '/trpc/clients.create', {
      headers: bearer(token),
      body: CREATE.clients(),
    });
    expect(mutation.statusCode).toBe(401);
    // With a session cookie as well, /trpc goes by the session alone.
    const withCookie = await t.call('GET', '/trpc/auth.me', { cookie: user, headers: bearer(token) });
    expect(withCookie.statusCode).toBe(200);
    expect(withCookie.json().result.data.user.username).toBe(USER.username);
  });

  it('is never combined with a cookie: the token alone decides', async () => {
    const { token } = await createToken(user, 'Alone');
    // A valid user's token beside an admin's cookie acts as the user.
    const mixed = await t.call('GET', '/api/audit-log', { cookie: admin, headers: bearer(token) });
    expect(mixed.statusCode).toBe(403);
    // A bad token beside a good cookie is a 401, not a fallback to the cookie.
    expectUnauthorized(
      await t.call('GET', '/api/auth/me', { cookie: admin, headers: bearer('evf_not-a-token') }),
    );
    expectUnauthorized(
      await t.call('GET', '/api/auth/me', { cookie: admin, headers: { authorization: 'Bearer' } }),
    );
    // With a session cookie, a write is still checked for its origin.
    const forged = await t.call('POST', '/api/clients', {
      cookie: admin,
      headers: { ...bearer(token), origin: 'https://elsewhere.example' },
      body: CREATE.clients(),
    });
    expect(forged.statusCode).toBe(403);
  });

  it('cannot sign in, sign out or make more tokens', async () => {
    const { token } = await createToken(manager, 'No sessions');
    const sessionsBefore = await countSessions();
    const login = await withToken('POST', '/api/auth/login', token, MANAGER);
    expect(login.statusCode).toBe(403);
    expect(login.headers['set-cookie']).toBeUndefined();
    expect((await withToken('POST', '/api/auth/logout', token)).statusCode).toBe(403);
    expect(await countSessions()).toBe(sessionsBefore);
    expect((await t.call('GET', '/api/auth/me', { cookie: manager })).statusCode).toBe(200);

    const minted = await withToken('POST', '/api/users/me/tokens', token, { name: 'Offspring' });
    expect(minted.statusCode).toBe(403);
    expect((await withToken('GET', '/api/users/me/tokens', token)).statusCode).toBe(200);
  });

  it('records its last use, at most once a minute', async () => {
    const created = await createToken(manager, 'Clock');
    const lastUsed = async () =>
      (await listTokens(manager)).find((token) => token.id === created.id)!.lastUsedAt;
    expect(await lastUsed()).toBeNull();
    expect((await withToken('GET', '/api/dashboard/stats', created.token)).statusCode).toBe(200);
    const first = await lastUsed();
    expect(first).not.toBeNull();
    expect((await withToken('GET', '/api/dashboard/stats', created.token)).statusCode).toBe(200);
    expect(await lastUsed()).toBe(first);
    await sql`update api_tokens set last_used_at = now() - interval '2 minutes' where id = ${created.id}`.execute(
      t.database.db,
    );
    const stale = await lastUsed();
    expect((await withToken('GET', '/api/dashboard/stats', created.token)).statusCode).toBe(200);
    expect(Date.parse((await lastUsed())!)).toBeGreaterThan(Date.parse(stale!));
  });
});

describe('a token that must stop', () => {
  it('stops the moment it is revoked, even by itself', async () => {
    const created = await createToken(manager, 'Short-lived');
    expect((await withToken('GET', '/api/clients', created.token)).statusCode).toBe(200);
    expect(
      (await t.call('DELETE', `/api/users/me/tokens/${created.id}`, { cookie: manager })).statusCode,
    ).toBe(200);
    expectUnauthorized(await withToken('GET', '/api/clients', created.token));
    expectUnauthorized(await withToken('POST', '/api/clients', created.token, CREATE.clients()));

    const selfRevoking = await createToken(manager, 'Self-revoking');
    expect(
      (await withToken('DELETE', `/api/users/me/tokens/${selfRevoking.id}`, selfRevoking.token)).statusCode,
    ).toBe(200);
    expectUnauthorized(await withToken('GET', '/api/clients', selfRevoking.token));
  });

  it('is refused for an unknown or malformed token, with no fallback', async () => {
    expectUnauthorized(await withToken('GET', '/api/clients', 'evf_made-up'));
    expectUnauthorized(await withToken('GET', '/api/clients', ''));
    // Another scheme is not ours: the request is simply signed out.
    const basic = await t.call('GET', '/api/clients', {
      headers: { authorization: 'Basic YWRtaW46YWRtaW4=' },
    });
    expectUnauthorized(basic, 'Not signed in');
  });

  it('stops while its user is disabled, and works again when they are enabled', async () => {
    const res = await t.call('POST', '/api/users', {
      cookie: admin,
      body: { username: 'temp-staff', password: 'temp-pass-1', email: 'temp@example.com', role: 'manager' },
    });
    expect(res.statusCode).toBe(201);
    const id = (res.json() as { id: number }).id;
    const cookie = await t.login({ username: 'temp-staff', password: 'temp-pass-1' });
    const { token } = await createToken(cookie, 'Staff script');
    expect((await withToken('GET', '/api/clients', token)).statusCode).toBe(200);

    expect(
      (await t.call('PATCH', `/api/users/${id}`, { cookie: admin, body: { isActive: false } })).statusCode,
    ).toBe(200);
    expectUnauthorized(await withToken('GET', '/api/clients', token));
    expectUnauthorized(await withToken('POST', '/api/clients', token, CREATE.clients()));

    expect(
      (await t.call('PATCH', `/api/users/${id}`, { cookie: admin, body: { isActive: true } })).statusCode,
    ).toBe(200);
    expect((await withToken('GET', '/api/clients', token)).statusCode).toBe(200);
  });

  it('goes with its deleted user', async () => {
    const res = await t.call('POST', '/api/users', {
      cookie: admin,
      body: { username: 'leaver', password: 'leaver-pass-1', email: 'leaver@example.com', role: 'admin' },
    });
    const id = (res.json() as { id: number }).id;
    const { token } = await createToken(
      await t.login({ username: 'leaver', password: 'leaver-pass-1' }),
      'Leaver script',
    );
    expect((await withToken('GET', '/api/audit-log', token)).statusCode).toBe(200);
    expect((await t.call('DELETE', `/api/users/${id}`, { cookie: admin })).statusCode).toBe(200);
    expectUnauthorized(await withToken('GET', '/api/clients', token));
    expect(
      await t.database.db.selectFrom('api_tokens').select('id').where('userId', '=', id).execute(),
    ).toEqual([]);
  });
});
