import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestDatabase } from '../testing.ts';
import { createTestDatabase, resetTables } from '../testing.ts';
import { storePasswordCiphertext } from './business-info-password.repository.ts';

describe('business information password', () => {
  let testDb: TestDatabase;

  beforeAll(async () => {
    testDb = await createTestDatabase();
  });
  afterAll(() => testDb?.close());
  beforeEach(() => resetTables(testDb.db));

  it('stores the ciphertext on its row only and answers the row as stored', async () => {
    const [first, second] = await testDb.db
      .insertInto('business_info')
      .values([
        { name: 'Mail', value: 'mail.example.com' },
        { name: 'CRM', value: 'crm.example.com' },
      ])
      .returningAll()
      .execute();
    const stored = await storePasswordCiphertext(testDb.db, first!.id, 'v1:ciphertext');
    expect(stored).toMatchObject({ id: first!.id, name: 'Mail', passwordCiphertext: 'v1:ciphertext' });
    const other = await testDb.db
      .selectFrom('business_info')
      .selectAll()
      .where('id', '=', second!.id)
      .executeTakeFirstOrThrow();
    expect(other.passwordCiphertext).toBeNull();
  });

  it('refuses an unknown id', async () => {
    await expect(storePasswordCiphertext(testDb.db, 999_999, 'v1:ciphertext')).rejects.toThrow();
  });
});
