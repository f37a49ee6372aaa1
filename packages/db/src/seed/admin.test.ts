import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { verifyPassword } from '../passwords.ts';
import type { TestDatabase } from '../testing.ts';
import { createTestDatabase, resetTables } from '../testing.ts';
import { ensureAdmin } from './admin.ts';

describe('ensureAdmin', () => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase();
  });
  afterAll(() => testDb?.close());
  beforeEach(() => resetTables(testDb.db));

  const users = () =>
    testDb.db.selectFrom('users').select(['username', 'role', 'isActive', 'passwordHash']).execute();

  it('creates the admin once with the given password and leaves it alone afterwards', async () => {
    expect(await ensureAdmin(testDb.db, { username: 'admin', password: 's3cret-pass' })).toEqual({
      created: true,
      username: 'admin',
    });
    expect(await ensureAdmin(testDb.db, { username: 'admin', password: 'another-pass' })).toEqual({
      created: false,
      username: 'admin',
    });
    const rows = await users();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ username: 'admin', role: 'admin', isActive: true });
    expect(rows[0]?.passwordHash.split('$').slice(1, 4)).toEqual(['argon2id', 'v=19', 'm=19456,p=1,t=2']);
    expect(await verifyPassword(rows[0]!.passwordHash, 's3cret-pass')).toBe(true);
    expect(await verifyPassword(rows[0]!.passwordHash, 'another-pass')).toBe(false);
  });

  it('generates, stores and returns a strong password when none is given', async () => {
    const result = await ensureAdmin(testDb.db, { username: 'root' });
    expect(result.created).toBe(true);
    expect(result.password).toMatch(/^[A-Za-z0-9_-]{24}$/);
    const [row] = await users();
    expect(await verifyPassword(row!.passwordHash, result.password!)).toBe(true);
    expect(await ensureAdmin(testDb.db, { username: 'root' })).toEqual({ created: false, username: 'root' });
  });

  it('rejects a short password and an empty username', async () => {
    await expect(ensureAdmin(testDb.db, { username: 'admin', password: 'short' })).rejects.toThrow(
      /at least 8/,
    );
    await expect(ensureAdmin(testDb.db, { username: '  ' })).rejects.toThrow(/username/);
    expect(await users()).toEqual([]);
  });
});
