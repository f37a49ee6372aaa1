import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestDatabase } from '../testing.ts';
import { createTestDatabase } from '../testing.ts';
import {
  companyTimeZone,
  databaseKnowsTimeZone,
  ensureCompanyTimeZone,
} from './company-settings.repository.ts';

describe("the company's time zone", () => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase();
  });
  afterAll(() => testDb?.close());

  it("reads as UTC until the server's first start gives it the server's zone, which later starts keep", async () => {
    expect(await companyTimeZone(testDb.db)).toBe('UTC');
    expect(await ensureCompanyTimeZone(testDb.db, 'America/Chicago')).toBe('America/Chicago');
    // A restart on a server in another zone does not move the company.
    expect(await ensureCompanyTimeZone(testDb.db, 'Asia/Tokyo')).toBe('America/Chicago');
    const { rows } = await sql<{ zone: string }>`select company_time_zone() as zone`.execute(testDb.db);
    expect(rows[0]?.zone).toBe('America/Chicago');
  });

  it('knows the names PostgreSQL knows', async () => {
    expect(await databaseKnowsTimeZone(testDb.db, 'Europe/Paris')).toBe(true);
    expect(await databaseKnowsTimeZone(testDb.db, 'Mars/Olympus')).toBe(false);
  });
});
