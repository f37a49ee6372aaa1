import { randomBytes } from 'node:crypto';
import { type AppDatabase, createDatabase, ensureAdmin, hashPassword } from '@app/db';
import { createTestDatabase, type TestDatabase, testDatabaseKind } from '@app/db/testing';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app.ts';
import { DEFAULT_SESSION_TIMEOUTS } from '../src/auth/session-user.ts';
import { SecretBox } from '../src/lib/secret-box.ts';
import { ADMIN } from './helpers.ts';

/*
 * Each API instance serves signed-in requests from an in-process copy of the session and its
 * user, and PostgreSQL's announcements (LISTEN/NOTIFY) drop it on every instance. Two instances, each
 * with its own pool and listening connection, on one PostgreSQL database: what one does to a session
 * or a user stops the other within a second, the timeouts still hold, and a dropped listening
 * connection makes the other instance go back to the database.
 */

const STAFF = { username: 'cached-staff', password: 'cached-password-1' };
const WITHIN_MS = 1_000;

let shared: TestDatabase;
const pools: AppDatabase[] = [];
let a: FastifyInstance;
let b: FastifyInstance;
let staffId: number;

async function signIn(app: FastifyInstance, credentials = STAFF) {
  const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: credentials });
  expect(res.statusCode, res.body).toBe(200);
  const cookie = [res.headers['set-cookie']].flat().find((c) => c?.startsWith('sid='));
  return cookie!.split(';')[0]!;
}

const me = (app: FastifyInstance, cookie: string) =>
  app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });

/** Milliseconds until `app` refuses the cookie (polled every 10 ms), or fails after two seconds. */
async function refusedWithin(app: FastifyInstance, cookie: string): Promise<number> {
  const start = performance.now();
  while (performance.now() - start < 2 * WITHIN_MS) {
    if ((await me(app, cookie)).statusCode === 401) return performance.now() - start;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('still signed in after 2 s');
}

/** Deletes the session row without any announcement (triggers off for this transaction only). */
async function deleteSilently(cookie: string) {
  const sid = decodeURIComponent(cookie.slice('sid='.length)).split('.')[0]!;
  await shared.db.transaction().execute(async (trx) => {
    await sql`set local session_replication_role = replica`.execute(trx);
    const result = await trx.deleteFrom('sessions').where('sid', '=', sid).executeTakeFirst();
    expect(Number(result.numDeletedRows)).toBe(1);
  });
}

// Two instances need one PostgreSQL database (embedded PGlite is one process's own).
describe.runIf(testDatabaseKind() === 'postgres')('the session cache on two instances', () => {
  beforeAll(async () => {
    shared = await createTestDatabase();
    await ensureAdmin(shared.db, ADMIN);
    const staff = await shared.db
      .insertInto('users')
      .values({ username: STAFF.username, passwordHash: await hashPassword(STAFF.password), role: 'user' })
      .returning('id')
      .executeTakeFirstOrThrow();
    staffId = staff.id;
    // One session secret, as every instance of a deployment shares it.
    const options = {
      secrets: new SecretBox([randomBytes(32)]),
      sessionSecret: randomBytes(32).toString('hex'),
    };
    const instance = async () => {
      const database = await createDatabase({ databaseUrl: shared.databaseUrl!, poolMax: 3 });
      pools.push(database);
      return buildApp({ ...options, db: database.db, listen: database.listen });
    };
    [a, b] = [await instance(), await instance()];
  }, 60_000);

  afterAll(async () => {
    await a?.close();
    await b?.close();
    for (const pool of pools) await pool.close();
    await shared?.close();
  });

  afterEach(async () => {
    vi.useRealTimers();
    await shared.db
      .updateTable('users')
      .set({ isActive: true, role: 'user' })
      .where('id', '=', staffId)
      .execute();
  });

  it('serves a known session from memory: a row deleted behind its back, unannounced, still answers', async () => {
    const cookie = await signIn(a);
    // The sign-in's own announcement (the user's last sign-in changed) may still be on its way to B and
    // would drop what B reads now: let it arrive, then let B read the session once.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await me(b, cookie)).statusCode).toBe(200);
    await deleteSilently(cookie);
    // Proof that B no longer asks the database: only an announcement (or the 10 s backstop) drops it.
    expect((await me(b, cookie)).statusCode).toBe(200);
  });

  it('a sign-out on one instance stops the session on the other within a second', async () => {
    const cookie = await signIn(a);
    expect((await me(b, cookie)).statusCode).toBe(200);
    expect((await me(b, cookie)).statusCode).toBe(200);
    const out = await a.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(out.statusCode).toBe(200);
    expect(await refusedWithin(b, cookie)).toBeLessThan(WITHIN_MS);
  });

  it('disabling the user, or ending their sessions, on one instance stops them on the other within a second', async () => {
    const admin = await signIn(a, ADMIN);
    const disabled = await signIn(a);
    expect((await me(b, disabled)).statusCode).toBe(200);
    const patch = await a.inject({
      method: 'PATCH',
      url: `/api/users/${staffId}`,
      headers: { cookie: admin, 'content-type': 'application/json' },
      payload: { isActive: false },
    });
    expect(patch.statusCode, patch.body).toBe(200);
    expect(await refusedWithin(b, disabled)).toBeLessThan(WITHIN_MS);
    await shared.db.updateTable('users').set({ isActive: true }).where('id', '=', staffId).execute();

    const ended = await signIn(a);
    expect((await me(b, ended)).statusCode).toBe(200);
    const end = await a.inject({
      method: 'POST',
      url: `/api/users/${staffId}/end-sessions`,
      headers: { cookie: admin },
    });
    expect(end.statusCode, end.body).toBe(200);
    expect(await refusedWithin(b, ended)).toBeLessThan(WITHIN_MS);
  });

  it('a role changed on one instance is the role on the other within a second', async () => {
    const admin = await signIn(a, ADMIN);
    const cookie = await signIn(a);
    expect((await me(b, cookie)).json().user.role).toBe('user');
    await a.inject({
      method: 'PATCH',
      url: `/api/users/${staffId}`,
      headers: { cookie: admin, 'content-type': 'application/json' },
      payload: { role: 'manager' },
    });
    const start = performance.now();
    while ((await me(b, cookie)).json().user.role !== 'manager') {
      expect(performance.now() - start).toBeLessThan(WITHIN_MS);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  });

  it('still ends a session held in memory at its idle and absolute timeouts', async () => {
    const idle = await signIn(a);
    expect((await me(b, idle)).statusCode).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + DEFAULT_SESSION_TIMEOUTS.idleMs + 1_000 });
    expect((await me(b, idle)).statusCode).toBe(401);
    vi.useRealTimers();

    // Active every 20 minutes (never idle), yet past the absolute limit.
    const busy = await signIn(a);
    const start = Date.now();
    const { absoluteMs } = DEFAULT_SESSION_TIMEOUTS;
    for (let elapsed = 20 * 60_000; elapsed < absoluteMs; elapsed += 20 * 60_000) {
      vi.useFakeTimers({ toFake: ['Date'], now: start + elapsed });
      expect((await me(b, busy)).statusCode, `after ${elapsed / 60_000} minutes`).toBe(200);
    }
    vi.useFakeTimers({ toFake: ['Date'], now: start + absoluteMs + 60_000 });
    expect((await me(b, busy)).statusCode).toBe(401);
  });

  it('goes back to the database while its listening connection is down, and after it is back', async () => {
    const cookie = await signIn(a);
    expect((await me(b, cookie)).statusCode).toBe(200);
    // Cut every listening connection (both instances'); they reconnect within a second or so.
    await sql`select pg_terminate_backend(pid) from pg_stat_activity
      where application_name = 'event-back-office-listen' and datname = current_database()`.execute(
      shared.db,
    );
    // Nothing announces this delete: only going back to the database can notice it.
    await deleteSilently(cookie);
    expect(await refusedWithin(b, cookie)).toBeLessThan(WITHIN_MS);

    // Once both listen again (a new connection is tried every second), announcements work as before.
    const listening = async () => {
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity
        where application_name = 'event-back-office-listen' and datname = current_database()`.execute(
        shared.db,
      );
      return rows[0]!.n;
    };
    await expect.poll(listening, { timeout: 10_000 }).toBe(2);
    const again = await signIn(a);
    expect((await me(b, again)).statusCode).toBe(200);
    await a.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: again } });
    expect(await refusedWithin(b, again)).toBeLessThan(WITHIN_MS);
  });
});
