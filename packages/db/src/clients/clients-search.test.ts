import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../schema.ts';
import { searchEverything } from '../search/search.repository.ts';
import { createTestDatabase, resetTables, type TestDatabase } from '../testing.ts';
import { clientsRepository } from './clients.repository.ts';

// Migration 0046: a client's searches test one lower-cased text of its name, contact name and e-mail.
// They must answer what an ILIKE on each of the three answers, and the text itself stays the server's.

let testDb: TestDatabase;
let db: Kysely<Database>;

const CLIENTS = [
  { name: 'Élodie Studio', contactName: 'Zoë Ångström', contactEmail: 'zoe@elodie.test' },
  { name: 'Harbor 50% Off', contactName: 'Ben Okafor', contactEmail: 'ben_o@harbor.test' },
  { name: 'Northwind', contactName: 'Ada North', contactEmail: 'ada@northwind.test' },
  { name: 'Okafor Events', contactName: 'Chi Okafor', contactEmail: 'chi@okafor.test' },
];

beforeAll(async () => {
  testDb = await createTestDatabase();
  db = testDb.db;
  await resetTables(db);
  for (const client of CLIENTS) await clientsRepository.insert(db, { industry: 'Events', ...client });
}, 60_000);
afterAll(() => testDb?.close());

/** The names the Clients list answers for a search, in name order. */
const listed = async (search: string) =>
  (
    await clientsRepository.list(db, { search, sortBy: 'name', sortDir: 'asc', limit: 50, offset: 0 })
  ).items.map((row) => row.name);

/** The names an ILIKE on each searched column finds: what the search must answer. */
async function byColumns(term: string): Promise<string[]> {
  const pattern = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const { rows } = await sql<{ name: string }>`select name from clients
    where name ilike ${pattern} or contact_name ilike ${pattern} or contact_email ilike ${pattern}
    order by name`.execute(db);
  return rows.map((row) => row.name);
}

describe('client searches', () => {
  it.each([
    'okafor',
    'OKAFOR',
    'élodie',
    'ÉLODIE',
    'zoë ångström',
    'ZOË',
    'ben_o@',
    '50%',
    '_',
    'north',
    '@northwind.TEST',
    'studio',
    'nobody',
  ])('finds for %j what an ILIKE on the name, contact name or e-mail finds', async (term) => {
    const expected = await byColumns(term);
    expect(await listed(term)).toEqual(expected);
    expect(
      (await searchEverything(db, term, 10)).filter((hit) => hit.kind === 'client').map((hit) => hit.title),
    ).toEqual(expected);
  });

  it('never matches across two of the values, a term spanning lines included', async () => {
    // 'Studio' ends the name and 'Zoë' begins the contact name: no client holds "studio zoë", nor
    // "studio", a line break and "zoë" (which the joined text does: such a term is searched per column).
    expect(await listed('studio zoë')).toEqual([]);
    expect(await listed('studio\nzoë')).toEqual([]);
    expect(await searchEverything(db, 'studio\nzoë')).toEqual([]);
  });

  it('keeps the text to itself: reads, writes and the audit log answer without it', async () => {
    const [row] = (await clientsRepository.list(db, { search: 'northwind', limit: 1, offset: 0 })).items;
    expect(row).toBeDefined();
    expect(row).not.toHaveProperty('searchText');
    expect(await clientsRepository.byId(db, row!.id)).not.toHaveProperty('searchText');
    const { rows } = await sql<{ changes: Record<string, unknown> }>`select changes from audit_log
      where table_name = 'clients' and record_id = ${String(row!.id)}`.execute(db);
    expect(rows.length).toBeGreaterThan(0);
    for (const entry of rows) expect(entry.changes).not.toHaveProperty('search_text');
  });

  it('follows an edit of the name, contact name or e-mail', async () => {
    const [row] = (await clientsRepository.list(db, { search: 'northwind', limit: 1, offset: 0 })).items;
    await clientsRepository.update(db, row!.id, { contactEmail: 'ada@southwind.test' });
    expect(await listed('southwind')).toEqual(['Northwind']);
    expect(await listed('ada@northwind')).toEqual([]);
  });
});
