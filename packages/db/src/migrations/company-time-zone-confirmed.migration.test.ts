import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestDatabase } from '../testing.ts';
import { createTestDatabase } from '../testing.ts';
import { down, up } from './2026_11_28_0056_company_time_zone_confirmed.ts';

// Migration 0056 on both database kinds: a company whose zone a person already changed (the audit log
// holds the change) counts as having chosen it; one whose zone is the first start's fill-in does not.

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(() => testDb?.close());

const confirmed = async () =>
  (
    await sql<{ confirmed: boolean }>`select time_zone_confirmed as confirmed from company_settings`.execute(
      testDb.db,
    )
  ).rows[0]?.confirmed;

/** Back to before the migration, with the zone set as the first start sets it (no person behind it). */
async function beforeMigration() {
  await down(testDb.db);
  await sql`delete from audit_log where table_name = 'company_settings'`.execute(testDb.db);
  await sql`insert into company_settings default values on conflict do nothing`.execute(testDb.db);
  await sql`update company_settings set time_zone = null`.execute(testDb.db);
  await sql`update company_settings set time_zone = 'UTC'`.execute(testDb.db);
}

describe('migration 0056 (whether a person chose the time zone)', () => {
  it("counts the first start's zone as not chosen", async () => {
    await beforeMigration();
    await sql`update company_settings set company_name = 'Bright Events'`.execute(testDb.db);
    await up(testDb.db);
    expect(await confirmed()).toBe(false);
  });

  it('counts a zone someone changed as chosen', async () => {
    await beforeMigration();
    await sql`update company_settings set time_zone = 'Europe/Paris'`.execute(testDb.db);
    await up(testDb.db);
    expect(await confirmed()).toBe(true);
  });
});
