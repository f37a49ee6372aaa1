import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing.ts';
import { forgetExpiredChallenges, spendChallenge } from './lead-forms.repository.ts';

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(() => testDb?.close());

describe('spent proof-of-work challenges', () => {
  it('are spent once: a second use of the same challenge is refused', async () => {
    const expires = new Date(Date.now() + 60_000);
    expect(await spendChallenge(testDb.db, 'nonce-a', expires)).toBe(true);
    expect(await spendChallenge(testDb.db, 'nonce-a', expires)).toBe(false);
  });

  it('are forgotten once expired, and kept until then', async () => {
    await spendChallenge(testDb.db, 'nonce-old', new Date(Date.now() - 1000));
    await spendChallenge(testDb.db, 'nonce-new', new Date(Date.now() + 60_000));
    expect(await forgetExpiredChallenges(testDb.db)).toBe(1);
    const left = await testDb.db
      .selectFrom('spent_challenges')
      .select('challenge')
      .orderBy('challenge')
      .execute();
    expect(left.map((row) => row.challenge)).toEqual(['nonce-a', 'nonce-new']);
  });
});
