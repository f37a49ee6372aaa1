import { LIST_TOTAL_CAP } from '@app/domain';
import { CompiledQuery, type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAuditLog } from '../audit/audit-log.repository.ts';
import { clientsRepository } from '../clients/clients.repository.ts';
import { invoicesPage } from '../invoices/invoices.repository.ts';
import type { Database } from '../schema.ts';
import { createTestDatabase, recordingHandle, resetTables, type TestDatabase } from '../testing.ts';
import { boundedTotal } from './crud.repository.ts';

// A searched or filtered list counts its matches exactly up to LIST_TOTAL_CAP and
// answers "more than that" above it (total = the cap, totalIsLowerBound), so a broad search never pays
// for an exact count; a list without search keeps its exact kept total whatever its size.

let testDb: TestDatabase;
let db: Kysely<Database>;
const OKAFORS = 12_500;
const OTHERS = 100;

beforeAll(async () => {
  testDb = await createTestDatabase();
  db = testDb.db;
  await resetTables(db);
  // One statement each: 12,500 clients 'Okafor 1' … 'Okafor 12500' (every tenth pending, in Retail) and
  // 100 others; then 10,001 draft invoices of one client 'Okafor 1'.
  await sql`insert into clients (name, industry, contact_name, contact_email, status)
    select 'Okafor ' || g, case when g % 10 = 0 then 'Retail' else 'Events' end, 'Ana', 'a' || g || '@example.test',
      case when g % 10 = 0 then 'pending' else 'active' end
    from generate_series(1, ${OKAFORS}) g`.execute(db);
  await sql`insert into clients (name, industry, contact_name, contact_email)
    select 'Harbor ' || g, 'Events', 'Ben', 'b' || g || '@example.test' from generate_series(1, ${OTHERS}) g`.execute(
    db,
  );
  await sql`insert into invoices (client_id, due_date)
    select (select id from clients where name = 'Okafor 1'), date '2099-01-01'
    from generate_series(1, ${LIST_TOTAL_CAP + 1})`.execute(db);
}, 240_000);
afterAll(() => testDb?.close());

const clients = (params: Partial<Parameters<typeof clientsRepository.list>[1]>) =>
  clientsRepository.list(db, { limit: 50, offset: 0, ...params });
const lowerBound = { total: LIST_TOTAL_CAP, totalIsLowerBound: true };

describe('list totals', () => {
  it('caps a broad search at 10,000 with the flag, and counts a narrower one exactly', async () => {
    const broad = await clients({ search: 'okafor' });
    expect(broad).toMatchObject(lowerBound);
    expect(broad.items).toHaveLength(50);
    // 'Okafor 12', 'Okafor 120'…'129', 'Okafor 1200'…'1299', 'Okafor 12000'…'12500'.
    expect(await clients({ search: 'okafor 12' })).toMatchObject({ total: 612, totalIsLowerBound: false });
    expect(await clients({ search: 'harbor' })).toMatchObject({ total: OTHERS, totalIsLowerBound: false });
    // A filter that no kept count answers is bounded too; 1,250 is under the cap, so exact.
    expect(await clients({ filters: { industry: 'Retail' } })).toMatchObject({
      total: OKAFORS / 10,
      totalIsLowerBound: false,
    });
    expect(await clients({ search: 'okafor', filters: { industry: 'Events' } })).toMatchObject(lowerBound);
  });

  it('answers a search of few matches in the order asked, as a plain query of the table does', async () => {
    // 'Harbor 7', 'Harbor 70'…'Harbor 79': 11 matches, read from the trigram indexes and then sorted.
    const expected = async (orderBy: 'name' | 'created_at', dir: 'asc' | 'desc') => {
      const { rows } = await sql<{ id: number }>`select id from clients where name ilike '%harbor 7%'
        order by ${sql.ref(orderBy)} ${sql.raw(dir)}, id ${sql.raw(dir)}`.execute(db);
      return rows.map((row) => row.id);
    };
    const ids = async (params: Partial<Parameters<typeof clientsRepository.list>[1]>) => {
      const page = await clients({ search: 'HARBOR 7', ...params });
      expect(page).toMatchObject({ total: 11, totalIsLowerBound: false });
      return page.items.map((row) => row.id);
    };
    expect(await ids({})).toEqual(await expected('created_at', 'desc'));
    expect(await ids({ sortBy: 'name', sortDir: 'asc' })).toEqual(await expected('name', 'asc'));
    expect(await ids({ sortBy: 'name', sortDir: 'desc' })).toEqual(await expected('name', 'desc'));
    const second = await clients({ search: 'harbor 7', sortBy: 'name', sortDir: 'asc', limit: 5, offset: 5 });
    expect(second.items.map((row) => row.id)).toEqual((await expected('name', 'asc')).slice(5, 10));
    expect(second).toMatchObject({ total: 11, totalIsLowerBound: false });
    // The computed values come with the rows, and the REST list (no total) answers the same page.
    expect(second.items[0]).toHaveProperty('outstanding', '0.00');
    const rows = await clientsRepository.rows(db, {
      search: 'harbor 7',
      sortBy: 'name',
      sortDir: 'asc',
      limit: 5,
      offset: 5,
    });
    expect(rows).toEqual(second.items);
  });

  it("answers a broad search's page as a plain query does, picking its ids from the sort index alone", async () => {
    // 12,500 matches (1,250 pending): read in the default order, newest first (one insert gave them
    // one created_at, so by id), from clients_created_at_idx, which includes search_text and status.
    const expected = async (offset: number, status?: string) => {
      const { rows } = await sql<{ id: number }>`select id from clients where name ilike '%okafor%'
        and (${status ?? null}::text is null or status = ${status ?? null})
        order by created_at desc, id desc limit 50 offset ${offset}`.execute(db);
      return rows.map((row) => row.id);
    };
    const ids = async (offset: number, status?: string) =>
      (await clients({ search: 'OKAFOR', offset, filters: status ? { status } : {} })).items.map(
        (row) => row.id,
      );
    expect(await ids(0)).toEqual(await expected(0));
    expect(await ids(4_950)).toEqual(await expected(4_950));
    expect(await ids(1_000, 'pending')).toEqual(await expected(1_000, 'pending'));
    const first = (await clients({ search: 'okafor', limit: 1 })).items[0];
    expect(first).toEqual(await clientsRepository.byId(db, first!.id));

    // The page as sent: its ids come from an index-only scan of the sort index (no row visited to test
    // the search or the filter), once VACUUM has marked the table's pages all-visible; each row's
    // outstanding balance from the open invoices' index (migration 0047).
    await sql`vacuum analyze clients, invoices`.execute(db);
    const { handle, sent } = recordingHandle(db);
    await clientsRepository.list(handle, {
      search: 'okafor',
      filters: { status: 'pending' },
      limit: 50,
      offset: 0,
    });
    const page = sent.find((query) => query.sql.includes('as "outstanding"'))!;
    const explained = await db.executeQuery<Record<string, string>>(
      CompiledQuery.raw(`explain ${page.sql}`, [...page.parameters]),
    );
    const plan = explained.rows.map((row) => Object.values(row)[0]).join('\n');
    expect(plan).toMatch(/Index Only Scan Backward using clients_created_at_idx/);
    expect(plan).toMatch(/Index Only Scan using invoices_client_open_idx/);
  });

  it('keeps the exact kept total without a search, whatever its size', async () => {
    expect(await clients({})).toMatchObject({ total: OKAFORS + OTHERS, totalIsLowerBound: false });
    expect(await clients({ filters: { status: 'active' } })).toMatchObject({
      total: OKAFORS - OKAFORS / 10 + OTHERS,
      totalIsLowerBound: false,
    });
  });

  it('pages past the cap: a full page stays a lower bound, the short last page is exact', async () => {
    const deep = await clients({ search: 'okafor', offset: 12_000, limit: 100 });
    expect(deep.items).toHaveLength(100);
    expect(deep).toMatchObject(lowerBound);
    const last = await clients({ search: 'okafor', offset: 12_480, limit: 50 });
    expect(last.items).toHaveLength(20);
    expect(last).toMatchObject({ total: OKAFORS, totalIsLowerBound: false });
    expect(await clients({ search: 'okafor', offset: 20_000 })).toMatchObject({ items: [], ...lowerBound });
  });

  it('is exact at the cap itself and a lower bound one row above it', async () => {
    const upTo = (id: number) => db.selectFrom('clients').select('id').where('id', '<=', id);
    const full = { limit: 50, offset: 0, shown: 50 };
    expect(await boundedTotal(db, upTo(LIST_TOTAL_CAP), full)).toEqual({
      total: LIST_TOTAL_CAP,
      totalIsLowerBound: false,
    });
    expect(await boundedTotal(db, upTo(LIST_TOTAL_CAP + 1), full)).toEqual(lowerBound);
  });

  it('caps the invoices list the same way, by search and by client', async () => {
    const okafor = (await db
      .selectFrom('clients')
      .select('id')
      .where('name', '=', 'Okafor 1')
      .executeTakeFirst())!.id;
    const query = { sortBy: 'createdAt', sortDir: 'desc', limit: 50, offset: 0 } as const;
    expect(await invoicesPage(db, { ...query, search: 'okafor 1' })).toMatchObject(lowerBound);
    expect(await invoicesPage(db, { ...query, clientId: okafor })).toMatchObject(lowerBound);
    // Without search: the kept status count, exact above the cap.
    expect(await invoicesPage(db, query)).toMatchObject({
      total: LIST_TOTAL_CAP + 1,
      totalIsLowerBound: false,
    });
    expect(await invoicesPage(db, { ...query, search: 'harbor' })).toMatchObject({
      items: [],
      total: 0,
      totalIsLowerBound: false,
    });
  });

  it('caps the audit log', async () => {
    // Every insert above wrote an audit entry: 12,600 for clients.
    expect(await listAuditLog(db, { tableName: 'clients', limit: 50, offset: 0 })).toMatchObject(lowerBound);
    expect(
      await listAuditLog(db, { tableName: 'clients', recordId: '7', limit: 50, offset: 0 }),
    ).toMatchObject({ total: 1, totalIsLowerBound: false });
  });

  it("plans a broad search's count on the trigram indexes, and a one-letter search's as the planner likes", async () => {
    // The statements the list runs, compiled as they are sent (on a handle of its own: nothing kept).
    const recorded = async (search: string) => {
      const { handle, sent } = recordingHandle(db);
      await clientsRepository.list(handle, { search, limit: 50, offset: 0 });
      return sent;
    };
    const isCount = (query: CompiledQuery) => query.sql.startsWith('select count(*)::int as "n"');

    const broad = await recorded('okafor');
    const countAt = broad.findIndex(isCount);
    const setAt = broad.findIndex((query) => query.sql === 'set local enable_seqscan = off');
    expect(setAt).toBeGreaterThanOrEqual(0);
    expect(setAt).toBeLessThan(countAt);
    // Replayed as sent, its plan reads the search text's trigram index and never the whole table.
    const plan = await db.transaction().execute(async (trx) => {
      await sql`set local enable_seqscan = off`.execute(trx);
      const explained = await trx.executeQuery<Record<string, string>>(
        CompiledQuery.raw(`explain ${broad[countAt]!.sql}`, [...broad[countAt]!.parameters]),
      );
      return explained.rows.map((row) => Object.values(row)[0]).join('\n');
    });
    expect(plan).toContain('clients_search_text_trgm_idx');
    expect(plan).not.toContain('Seq Scan');

    // 'ok' has no trigram: the index could not narrow it, so the planner keeps its choice.
    const short = await recorded('ok');
    expect(short.some(isCount)).toBe(true);
    expect(short.map((query) => query.sql)).not.toContain('set local enable_seqscan = off');
  });
});
