import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestDatabase } from '../testing.ts';
import { createTestDatabase, resetTables } from '../testing.ts';
import {
  clearFailures,
  releaseAttempt,
  reserveAttempt,
  type ThrottlePolicy,
} from './login-throttle.repository.ts';

const POLICY: ThrottlePolicy = { maxFailures: 5, windowMs: 15 * 60_000, lockMs: 15 * 60_000 };

describe('login throttle repository', () => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase();
  });
  afterAll(() => testDb?.close());
  beforeEach(() => resetTables(testDb.db));

  const row = (key: string) =>
    testDb.db.selectFrom('login_throttle').selectAll().where('key', '=', key).executeTakeFirst();

  it('lets exactly the limit of 30 parallel attempts through, each seeing the others', async () => {
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => reserveAttempt(testDb.db, 'account:burst', POLICY)),
    );
    expect(answers.filter((seconds) => seconds === 0)).toHaveLength(POLICY.maxFailures);
    for (const seconds of answers.filter((s) => s > 0)) {
      expect(seconds).toBeGreaterThan(14 * 60);
      expect(seconds).toBeLessThanOrEqual(15 * 60);
    }
    // Refused attempts count nothing more.
    expect((await row('account:burst'))?.failures).toBe(POLICY.maxFailures);
  });

  it('gives an attempt back: the lock the last one set goes, and the next attempt goes ahead', async () => {
    for (let i = 0; i < POLICY.maxFailures; i++)
      expect(await reserveAttempt(testDb.db, 'ip:a', POLICY)).toBe(0);
    expect(await reserveAttempt(testDb.db, 'ip:a', POLICY)).toBeGreaterThan(0);
    await releaseAttempt(testDb.db, 'ip:a', POLICY);
    expect(await row('ip:a')).toMatchObject({ failures: POLICY.maxFailures - 1, lockedUntil: null });
    expect(await reserveAttempt(testDb.db, 'ip:a', POLICY)).toBe(0);
    expect(await reserveAttempt(testDb.db, 'ip:a', POLICY)).toBeGreaterThan(0);
    // Giving back what was never counted changes nothing.
    await releaseAttempt(testDb.db, 'ip:nobody', POLICY);
    expect(await row('ip:nobody')).toBeUndefined();
  });

  it('starts counting afresh once the window is over, and a lock ends when its time is up', async () => {
    const short: ThrottlePolicy = { maxFailures: 2, windowMs: 200, lockMs: 200 };
    expect(await reserveAttempt(testDb.db, 'account:short', short)).toBe(0);
    expect(await reserveAttempt(testDb.db, 'account:short', short)).toBe(0);
    expect(await reserveAttempt(testDb.db, 'account:short', short)).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await reserveAttempt(testDb.db, 'account:short', short)).toBe(0);
    expect(await row('account:short')).toMatchObject({ failures: 1, lockedUntil: null });
  });

  it('forgets a key', async () => {
    await reserveAttempt(testDb.db, 'account:gone', POLICY);
    await clearFailures(testDb.db, 'account:gone');
    expect(await row('account:gone')).toBeUndefined();
  });
});
