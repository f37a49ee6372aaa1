import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createTestApp, type TestApp } from './helpers.ts';

// The web app's session check answers a visitor without an error (a signed-out visit logs
// no failed request in the browser's console); the documented REST GET /api/auth/me keeps its 401.

describe('auth.session', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 200 with no user to a visitor, and 401 on /api/auth/me as documented', async () => {
    const rpc = await t.call('GET', '/trpc/auth.session');
    expect(rpc.statusCode).toBe(200);
    expect(rpc.json()).toEqual({ result: { data: { user: null } } });
    expect((await t.call('GET', '/api/auth/me')).statusCode).toBe(401);
  });

  it('answers the signed-in user as auth.me does', async () => {
    const cookie = await t.login(ADMIN);
    const session = await t.call('GET', '/trpc/auth.session', { cookie });
    const me = await t.call('GET', '/trpc/auth.me', { cookie });
    expect(session.statusCode).toBe(200);
    expect(session.json().result.data.user).toMatchObject({ username: ADMIN.username, role: 'admin' });
    expect(session.json()).toEqual(me.json());
  });
});
