import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestDatabase } from '../testing.ts';
import { createTestDatabase, resetTables, testDatabaseKind } from '../testing.ts';
import {
  claimIdempotencyKey,
  type IdempotencyRequest,
  purgeExpiredIdempotencyKeys,
  recordIdempotentResponse,
} from './idempotency-keys.repository.ts';

const FINGERPRINT = 'a'.repeat(64);
const OTHER_FINGERPRINT = 'b'.repeat(64);

describe('idempotency keys repository', () => {
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
  });

  const request = (over: Partial<IdempotencyRequest> = {}): IdempotencyRequest => ({
    userId: ada,
    key: 'key-1',
    procedure: 'clients.create',
    fingerprint: FINGERPRINT,
    ...over,
  });
  /** Claims and, when claimed, answers `answer`, in one transaction as the API does. */
  const claimAndAnswer = (req: IdempotencyRequest, answer: string) =>
    testDb.db.transaction().execute(async (trx) => {
      const claim = await claimIdempotencyKey(trx, req);
      if (claim.status === 'claimed') await recordIdempotentResponse(trx, req, answer);
      return claim;
    });
  const age = (hours: number) =>
    sql`update idempotency_keys set created_at = now() - make_interval(hours => ${hours})`.execute(testDb.db);

  it('claims a new key, then replays its answer to the same request and refuses a different one', async () => {
    expect(await claimAndAnswer(request(), 'first')).toEqual({ status: 'claimed' });
    expect(await claimAndAnswer(request(), 'second')).toEqual({
      status: 'replay',
      responseCiphertext: 'first',
    });
    expect(await claimAndAnswer(request({ fingerprint: OTHER_FINGERPRINT }), 'third')).toEqual({
      status: 'mismatch',
    });
    expect(await claimAndAnswer(request({ userId: bob }), 'bob')).toEqual({ status: 'claimed' });
    const rows = await testDb.db
      .selectFrom('idempotency_keys')
      .select(['userId', 'responseCiphertext'])
      .orderBy('userId')
      .execute();
    expect(rows).toEqual([
      { userId: ada, responseCiphertext: 'first' },
      { userId: bob, responseCiphertext: 'bob' },
    ]);
  });

  it('forgets a claim whose transaction rolled back', async () => {
    await expect(
      testDb.db.transaction().execute(async (trx) => {
        await claimIdempotencyKey(trx, request());
        throw new Error('the write was refused');
      }),
    ).rejects.toThrow('the write was refused');
    expect(await claimAndAnswer(request({ fingerprint: OTHER_FINGERPRINT }), 'retry')).toEqual({
      status: 'claimed',
    });
  });

  // PGlite has one connection, so only PostgreSQL can hold two transactions open at once.
  it.runIf(testDatabaseKind() === 'postgres')(
    'makes a second claim wait for the first transaction, then replay its answer (commit) or claim (rollback)',
    async () => {
      for (const outcome of ['commit', 'rollback'] as const) {
        await testDb.db.deleteFrom('idempotency_keys').execute();
        let release!: () => void;
        const released = new Promise<void>((resolve) => {
          release = resolve;
        });
        let claimedFirst!: () => void;
        const firstClaimed = new Promise<void>((resolve) => {
          claimedFirst = resolve;
        });
        const first = testDb.db
          .transaction()
          .execute(async (trx) => {
            await claimIdempotencyKey(trx, request());
            await recordIdempotentResponse(trx, request(), 'first');
            claimedFirst();
            await released;
            if (outcome === 'rollback') throw new Error('refused');
          })
          .catch(() => undefined);
        await firstClaimed;
        let secondSettled = false;
        const second = claimAndAnswer(request(), 'second').finally(() => {
          secondSettled = true;
        });
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect(secondSettled, 'the second claim waits while the first transaction is open').toBe(false);
        release();
        await first;
        expect(await second).toEqual(
          outcome === 'commit' ? { status: 'replay', responseCiphertext: 'first' } : { status: 'claimed' },
        );
      }
    },
  );

  it('takes an expired key (24 hours) as new, even for a different request', async () => {
    await claimAndAnswer(request(), 'old');
    await age(23);
    expect(await claimAndAnswer(request({ fingerprint: OTHER_FINGERPRINT }), 'x')).toEqual({
      status: 'mismatch',
    });
    await age(24);
    expect(await claimAndAnswer(request({ fingerprint: OTHER_FINGERPRINT }), 'new')).toEqual({
      status: 'claimed',
    });
    const row = await testDb.db.selectFrom('idempotency_keys').selectAll().executeTakeFirstOrThrow();
    expect(row.fingerprint).toBe(OTHER_FINGERPRINT);
    expect(row.responseCiphertext).toBe('new');
    expect(Date.now() - Date.parse(row.createdAt)).toBeLessThan(60_000);
  });

  it('purges the keys older than 24 hours only', async () => {
    await claimAndAnswer(request({ key: 'old' }), 'old');
    await age(25);
    await claimAndAnswer(request({ key: 'fresh' }), 'fresh');
    expect(await purgeExpiredIdempotencyKeys(testDb.db)).toBe(1);
    const keys = await testDb.db.selectFrom('idempotency_keys').select('key').execute();
    expect(keys).toEqual([{ key: 'fresh' }]);
  });

  it('refuses keys that are empty, too long or not printable', async () => {
    for (const key of ['', 'k'.repeat(201), 'tab\there']) {
      await expect(
        testDb.db
          .insertInto('idempotency_keys')
          .values({ ...request({ key }) })
          .execute(),
        JSON.stringify(key),
      ).rejects.toThrow(/idempotency_keys_key_check/);
    }
    await testDb.db
      .insertInto('idempotency_keys')
      .values(request({ key: 'k'.repeat(200) }))
      .execute();
  });
});
