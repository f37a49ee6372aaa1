import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestDatabase } from '../testing.ts';
import { createTestDatabase, resetTables } from '../testing.ts';
import {
  currentUser,
  deleteUser,
  lockOtherActiveAdmins,
  passwordHashOf,
  recordSignIn,
  setColorScheme,
  setPasswordHash,
  userAccessForUpdate,
  userCounts,
  userCredentials,
  userExists,
  userOptions,
} from './user-accounts.repository.ts';

describe('user accounts repository', () => {
  let testDb: TestDatabase;
  let ada: number;
  let bob: number;
  let cy: number;

  beforeAll(async () => {
    testDb = await createTestDatabase();
  });
  afterAll(() => testDb?.close());
  beforeEach(async () => {
    await resetTables(testDb.db);
    const users = await testDb.db
      .insertInto('users')
      .values([
        { username: 'ada', passwordHash: 'hash-a', role: 'admin' },
        { username: 'bob', passwordHash: 'hash-b', role: 'admin', isActive: false },
        { username: 'cy', passwordHash: 'hash-c', role: 'user' },
      ])
      .returning('id')
      .execute();
    [ada, bob, cy] = users.map((u) => u.id) as [number, number, number];
  });

  it("reads a username's credentials, and nothing for an unknown one", async () => {
    expect(await userCredentials(testDb.db, 'bob')).toEqual({
      id: bob,
      passwordHash: 'hash-b',
      isActive: false,
    });
    expect(await userCredentials(testDb.db, 'nobody')).toBeUndefined();
  });

  it('stamps a sign-in, replacing the hash only when a new one is given', async () => {
    await recordSignIn(testDb.db, ada);
    let row = await testDb.db
      .selectFrom('users')
      .select(['lastLogin', 'passwordHash'])
      .where('id', '=', ada)
      .executeTakeFirstOrThrow();
    expect(row.lastLogin).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(row.passwordHash).toBe('hash-a');
    await recordSignIn(testDb.db, ada, 'rehashed');
    row = await testDb.db
      .selectFrom('users')
      .select(['lastLogin', 'passwordHash'])
      .where('id', '=', ada)
      .executeTakeFirstOrThrow();
    expect(row.passwordHash).toBe('rehashed');
  });

  it('counts all, active and disabled accounts', async () => {
    expect(await userCounts(testDb.db)).toEqual({ total: 3, active: 2, inactive: 1 });
  });

  it('finds the other active admins only (a disabled admin does not count)', async () => {
    await testDb.db.transaction().execute(async (trx) => {
      expect(await lockOtherActiveAdmins(trx, cy)).toEqual([ada]);
      expect(await lockOtherActiveAdmins(trx, ada)).toEqual([]);
      expect(await userAccessForUpdate(trx, bob)).toEqual({ role: 'admin', isActive: false, version: 1 });
      expect(await userAccessForUpdate(trx, 999_999)).toBeUndefined();
    });
  });

  it('changes a password hash with its date, and deletes an account', async () => {
    await setPasswordHash(testDb.db, cy, 'new-hash');
    expect(await passwordHashOf(testDb.db, cy)).toBe('new-hash');
    const changed = await testDb.db
      .selectFrom('users')
      .select('passwordChangedAt')
      .where('id', '=', cy)
      .executeTakeFirstOrThrow();
    expect(changed.passwordChangedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    await testDb.db.transaction().execute((trx) => deleteUser(trx, cy));
    expect(await userExists(testDb.db, cy)).toBe(false);
    expect(await userExists(testDb.db, ada)).toBe(true);
    expect(await passwordHashOf(testDb.db, cy)).toBeUndefined();
  });

  it("saves a colour scheme ('system' until chosen) without making it an edit or an audit entry", async () => {
    expect((await currentUser(testDb.db, cy)).colorScheme).toBe('system');
    const before = await testDb.db
      .selectFrom('users')
      .select(['version', 'updatedAt'])
      .where('id', '=', cy)
      .executeTakeFirstOrThrow();
    const entries = async () =>
      (await testDb.db.selectFrom('audit_log').select('id').where('tableName', '=', 'users').execute())
        .length;
    const entriesBefore = await entries();
    expect(await setColorScheme(testDb.db, cy, 'dark')).toBe(true);
    expect((await currentUser(testDb.db, cy)).colorScheme).toBe('dark');
    expect(
      await testDb.db
        .selectFrom('users')
        .select(['version', 'updatedAt'])
        .where('id', '=', cy)
        .executeTakeFirstOrThrow(),
    ).toEqual(before);
    expect(await entries()).toBe(entriesBefore);
    expect(await setColorScheme(testDb.db, 999_999, 'light')).toBe(false);
  });
  it('offers the active accounts by the name shown, with their names only, searched by name, never by e-mail', async () => {
    await testDb.db
      .updateTable('users')
      .set({ firstName: 'Zoe', lastName: 'Adams', email: 'boss@example.com' })
      .where('id', '=', ada)
      .execute();
    const dee = await testDb.db
      .insertInto('users')
      .values({ username: 'dee', passwordHash: 'hash-d', role: 'manager', firstName: 'Ann', lastName: ' ' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const page = { limit: 50, offset: 0 };
    // bob is disabled; "cy" and "dee" (no last name: the username is shown) come before "Zoe Adams".
    expect(await userOptions(testDb.db, page)).toEqual([
      { id: cy, username: 'cy', firstName: null, lastName: null },
      { id: dee.id, username: 'dee', firstName: 'Ann', lastName: ' ' },
      { id: ada, username: 'ada', firstName: 'Zoe', lastName: 'Adams' },
    ]);
    expect((await userOptions(testDb.db, { ...page, search: 'ADAMS' })).map((u) => u.id)).toEqual([ada]);
    expect((await userOptions(testDb.db, { ...page, search: 'ann' })).map((u) => u.id)).toEqual([dee.id]);
    expect(await userOptions(testDb.db, { ...page, search: 'boss@' })).toEqual([]);
    expect(await userOptions(testDb.db, { ...page, search: '%' })).toEqual([]);
    expect(await userOptions(testDb.db, { limit: 1, offset: 1 })).toEqual([
      { id: dee.id, username: 'dee', firstName: 'Ann', lastName: ' ' },
    ]);
  });
});
