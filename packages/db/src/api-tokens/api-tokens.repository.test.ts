import { API_TOKEN_PREFIX, API_TOKENS_PER_USER } from '@app/domain';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { listAuditLog, setAuditActor } from '../audit/audit-log.repository.ts';
import type { Database } from '../schema.ts';
import type { TestDatabase } from '../testing.ts';
import { createTestDatabase, resetTables } from '../testing.ts';
import { generateApiToken, hashApiToken } from './api-token-secret.ts';
import {
  createApiToken,
  findApiTokenOwner,
  listApiTokens,
  revokeApiToken,
  touchApiToken,
} from './api-tokens.repository.ts';

describe('API tokens repository', () => {
  let testDb: TestDatabase;
  let ada: number;
  let bob: number;

  beforeAll(async () => {
    testDb = await createTestDatabase();
  });
  afterAll(() => testDb?.close());
  beforeEach(async () => {
    await resetTables(testDb.db);
    const users = await testDb.db
      .insertInto('users')
      .values([
        { username: 'ada', passwordHash: 'x', role: 'manager' },
        { username: 'bob', passwordHash: 'x', role: 'user' },
      ])
      .returning('id')
      .execute();
    [ada, bob] = users.map((u) => u.id) as [number, number];
    await testDb.db.deleteFrom('audit_log').execute();
  });

  const created = async (userId: number, name: string, db: Kysely<Database> = testDb.db) => {
    const result = await createApiToken(db, userId, name);
    if (result.status !== 'created') throw new Error(result.status);
    return result;
  };

  it('makes random prefixed tokens and stores only their SHA-256', async () => {
    const a = generateApiToken();
    const b = generateApiToken();
    expect(a.token).toMatch(new RegExp(`^${API_TOKEN_PREFIX}[A-Za-z0-9_-]{43}$`));
    expect(a.token).not.toBe(b.token);
    expect(a.tokenHash).toBe(hashApiToken(a.token));
    expect(a.tokenHash).toMatch(/^[0-9a-f]{64}$/);

    const token = await created(ada, 'Reports');
    const rows = await testDb.db.selectFrom('api_tokens').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      userId: ada,
      name: 'Reports',
      tokenHash: hashApiToken(token.token),
      lastUsedAt: null,
    });
    expect(JSON.stringify(rows)).not.toContain(token.token);
  });

  it("lists a user's own tokens, newest first, without the hash", async () => {
    await created(ada, 'First');
    await created(ada, 'Second');
    await created(bob, "Bob's");
    const listed = await listApiTokens(testDb.db, ada);
    expect(listed.map((t) => t.name)).toEqual(['Second', 'First']);
    expect(Object.keys(listed[0]!).sort()).toEqual(['createdAt', 'id', 'lastUsedAt', 'name']);
  });

  it('finds the owner by hash, and revokes only the owner’s token', async () => {
    const token = await created(ada, 'Script');
    expect(await findApiTokenOwner(testDb.db, hashApiToken(token.token))).toMatchObject({
      tokenId: token.id,
      userId: ada,
      username: 'ada',
      role: 'manager',
      isActive: true,
    });
    expect(await findApiTokenOwner(testDb.db, hashApiToken(`${token.token}x`))).toBeUndefined();
    expect(await revokeApiToken(testDb.db, bob, token.id)).toBe(false);
    expect(await revokeApiToken(testDb.db, ada, token.id)).toBe(true);
    expect(await findApiTokenOwner(testDb.db, hashApiToken(token.token))).toBeUndefined();
  });

  it(`refuses a token beyond ${API_TOKENS_PER_USER} per user, even when asked for at once`, async () => {
    const results = await Promise.all(
      Array.from({ length: API_TOKENS_PER_USER + 5 }, (_, i) => createApiToken(testDb.db, ada, `Token ${i}`)),
    );
    expect(results.filter((r) => r.status === 'created')).toHaveLength(API_TOKENS_PER_USER);
    expect(results.filter((r) => r.status === 'limit_reached')).toHaveLength(5);
    expect((await createApiToken(testDb.db, bob, 'Another user')).status).toBe('created');
    expect((await createApiToken(testDb.db, 999_999, 'Nobody')).status).toBe('no_user');
  });

  it('records a use at most once a minute', async () => {
    const token = await created(ada, 'Busy');
    const lastUsed = async () =>
      (
        await testDb.db
          .selectFrom('api_tokens')
          .select('lastUsedAt')
          .where('id', '=', token.id)
          .executeTakeFirstOrThrow()
      ).lastUsedAt;
    await touchApiToken(testDb.db, token.id);
    const first = await lastUsed();
    expect(first).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    await touchApiToken(testDb.db, token.id);
    expect(await lastUsed()).toEqual(first);
    await sql`update api_tokens set last_used_at = now() - interval '61 seconds' where id = ${token.id}`.execute(
      testDb.db,
    );
    const stale = await lastUsed();
    await touchApiToken(testDb.db, token.id);
    expect(Date.parse((await lastUsed())!)).toBeGreaterThan(Date.parse(stale!));
  });

  it('goes with its user', async () => {
    await created(ada, 'Doomed');
    await testDb.db.deleteFrom('users').where('id', '=', ada).execute();
    expect(await testDb.db.selectFrom('api_tokens').selectAll().execute()).toEqual([]);
  });

  it('logs creation and revocation with the actor, never the hash, and not the last-use bookkeeping', async () => {
    const token = await testDb.db.transaction().execute(async (trx) => {
      await setAuditActor(trx, { id: ada, username: 'ada', requestId: 'req-create' });
      return created(ada, 'Audited', trx);
    });
    await touchApiToken(testDb.db, token.id);
    await testDb.db.transaction().execute(async (trx) => {
      await setAuditActor(trx, { id: ada, username: 'ada', requestId: 'req-revoke' });
      await revokeApiToken(trx, ada, token.id);
    });
    const { items } = await listAuditLog(testDb.db, { tableName: 'api_tokens', limit: 10, offset: 0 });
    expect(items.map((e) => [e.action, e.actorName, e.requestId, e.recordId])).toEqual([
      ['delete', 'ada', 'req-revoke', String(token.id)],
      ['create', 'ada', 'req-create', String(token.id)],
    ]);
    expect(items[1]!.changes).toEqual({ id: token.id, user_id: ada, name: 'Audited' });
    const log = JSON.stringify(items);
    expect(log).not.toContain(hashApiToken(token.token));
    expect(log).not.toContain('token_hash');
  });
});
