import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestDatabase } from '../testing.ts';
import { createTestDatabase } from '../testing.ts';

// Migration 0066 on both database kinds: the pipeline a new database starts with, and the rules the
// tables keep whatever the API does.

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(() => testDb?.close());

const fails = (statement: ReturnType<typeof sql>) =>
  statement.execute(testDb.db).then(
    () => 'accepted',
    (error: { code?: string }) => error.code,
  );

describe('migration 0066 (leads)', () => {
  it('starts the pipeline with the five default stages, in order', async () => {
    const { rows } = await sql<{ name: string; kind: string }>`
      select name, kind from pipeline_stages order by position`.execute(testDb.db);
    expect(rows).toEqual([
      { name: 'New inquiry', kind: 'open' },
      { name: 'Contacted', kind: 'open' },
      { name: 'Proposal sent', kind: 'open' },
      { name: 'Booked', kind: 'booked' },
      { name: 'Lost', kind: 'lost' },
    ]);
  });

  it('refuses a second stage of the same name whatever its case', async () => {
    expect(await fails(sql`insert into pipeline_stages (name, position) values ('new INQUIRY', 9)`)).toBe(
      '23505',
    );
  });

  it('refuses a second campaign tracking code whatever its case, and a code with spaces', async () => {
    await sql`insert into campaigns (name, type, description, tracking_code) values ('A', 'email', 'a', 'Spring-26')`.execute(
      testDb.db,
    );
    expect(
      await fails(
        sql`insert into campaigns (name, type, description, tracking_code) values ('B', 'email', 'b', 'spring-26')`,
      ),
    ).toBe('23505');
    expect(
      await fails(
        sql`insert into campaigns (name, type, description, tracking_code) values ('C', 'email', 'c', 'a b')`,
      ),
    ).toBe('23514');
  });

  it('keeps a form slug unique and URL-safe, and a form with somewhere to go after sending', async () => {
    const stage = sql`(select id from pipeline_stages where name = 'New inquiry')`;
    await sql`insert into lead_forms (name, slug, stage_id, thank_you_message) values ('W', 'wedding', ${stage}, 'Thanks')`.execute(
      testDb.db,
    );
    expect(
      await fails(
        sql`insert into lead_forms (name, slug, stage_id, thank_you_message) values ('W2', 'wedding', ${stage}, 'T')`,
      ),
    ).toBe('23505');
    expect(
      await fails(
        sql`insert into lead_forms (name, slug, stage_id, thank_you_message) values ('X', 'Bad Slug', ${stage}, 'T')`,
      ),
    ).toBe('23514');
    expect(
      await fails(sql`insert into lead_forms (name, slug, stage_id) values ('Y', 'no-after', ${stage})`),
    ).toBe('23514');
  });

  it('refuses a lead with answers that are not an object, a negative budget or an unknown lost reason', async () => {
    const stage = sql`(select id from pipeline_stages where name = 'New inquiry')`;
    expect(await fails(sql`insert into leads (name, stage_id, answers) values ('A', ${stage}, '[]')`)).toBe(
      '23514',
    );
    expect(await fails(sql`insert into leads (name, stage_id, budget) values ('A', ${stage}, -1)`)).toBe(
      '23514',
    );
    expect(
      await fails(sql`insert into leads (name, stage_id, lost_reason) values ('A', ${stage}, 'bored')`),
    ).toBe('23514');
  });

  it('keeps a stage that holds leads from being deleted', async () => {
    const stage = sql`(select id from pipeline_stages where name = 'Contacted')`;
    await sql`insert into leads (name, stage_id) values ('Held', ${stage})`.execute(testDb.db);
    expect(await fails(sql`delete from pipeline_stages where name = 'Contacted'`)).toBe('23503');
  });
});
