import { type CompiledQuery, type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clientsRepository } from '../clients/clients.repository.ts';
import * as dbPackage from '../index.ts';
import type { Database } from '../schema.ts';
import { createTestDatabase, recordingHandle, resetTables, type TestDatabase } from '../testing.ts';
import { foldListGenerations, listGeneration } from './count-cache.ts';

// A list's count of its matches is kept until its table changes (migration
// 0045's generations), by each instance of the API on its own; any committed change, from anywhere,
// makes the next call count again.

let testDb: TestDatabase;
let db: Kysely<Database>;

/** Whether a list's call counted its matches (rather than answering a kept count). */
const counted = (sent: readonly CompiledQuery[]) =>
  sent.some((query) => query.sql.startsWith('select count(*)::int as "n"'));

/** An API instance's view: its own handle (its own kept counts), the statements it sent on its last call. */
function instance() {
  const { handle, sent } = recordingHandle(db);
  return {
    handle,
    async list(params: Partial<Parameters<typeof clientsRepository.list>[1]>) {
      sent.length = 0;
      const page = await clientsRepository.list(handle, { limit: 10, offset: 0, ...params });
      return { total: page.total, counted: counted(sent) };
    },
  };
}

const addClients = (prefix: string, n: number, industry = 'Events') =>
  sql`insert into clients (name, industry, contact_name, contact_email)
    select ${prefix} || ' ' || g, ${industry}, 'Ana', 'a' || g || '@example.test' from generate_series(1, ${n}) g`.execute(
    db,
  );

beforeAll(async () => {
  testDb = await createTestDatabase();
  db = testDb.db;
});
afterAll(() => testDb?.close());
beforeEach(async () => {
  await resetTables(db);
  await addClients('Okafor', 30);
  await addClients('Harbor', 5, 'Retail');
});

describe('kept counts', () => {
  it('counts a search once, then answers it again until the table changes, whoever changes it', async () => {
    const api = instance();
    expect(await api.list({ search: 'okafor' })).toEqual({ total: 30, counted: true });
    expect(await api.list({ search: '  okafor ' })).toEqual({ total: 30, counted: false });
    // Another search, or the same one under a filter, is counted once too.
    expect(await api.list({ search: 'harbor' })).toEqual({ total: 5, counted: true });
    expect(await api.list({ search: 'okafor', filters: { industry: 'Retail' }, limit: 5 })).toEqual({
      total: 0,
      counted: true,
    });
    // A page shorter than its limit shows where the rows end: nothing to count. A full one is counted.
    expect(await api.list({ filters: { industry: 'Retail' } })).toEqual({ total: 5, counted: false });
    expect(await api.list({ filters: { industry: 'Retail' }, limit: 5 })).toEqual({
      total: 5,
      counted: true,
    });
    expect(await api.list({ filters: { industry: 'Retail' }, limit: 5 })).toEqual({
      total: 5,
      counted: false,
    });

    // Changes made elsewhere (another instance, psql): each is seen by the next call.
    await addClients('Okafor New', 1);
    expect(await api.list({ search: 'okafor' })).toEqual({ total: 31, counted: true });
    await db.updateTable('clients').set({ name: 'Mensah' }).where('name', '=', 'Okafor 1').execute();
    expect(await api.list({ search: 'okafor' })).toEqual({ total: 30, counted: true });
    await db.updateTable('clients').set({ industry: 'Retail' }).where('name', '=', 'Okafor 2').execute();
    expect(await api.list({ filters: { industry: 'Retail' }, limit: 5 })).toEqual({
      total: 6,
      counted: true,
    });
    // Okafor 10 to 19.
    await db.deleteFrom('clients').where('name', 'like', 'Okafor 1%').execute();
    expect(await api.list({ search: 'okafor' })).toEqual({ total: 20, counted: true });
    await sql`truncate clients cascade`.execute(db);
    expect(await api.list({ search: 'okafor' })).toEqual({ total: 0, counted: true });
  });

  it('keeps its counts per instance, and one instance never answers what another changed', async () => {
    const first = instance();
    const second = instance();
    expect(await first.list({ search: 'okafor' })).toEqual({ total: 30, counted: true });
    expect(await second.list({ search: 'okafor' })).toEqual({ total: 30, counted: true });
    await clientsRepository.insert(second.handle, {
      name: 'Okafor Events',
      industry: 'Events',
      contactName: 'Ana',
      contactEmail: 'ana@example.test',
    });
    expect(await first.list({ search: 'okafor' })).toEqual({ total: 31, counted: true });
    expect(await second.list({ search: 'okafor' })).toEqual({ total: 31, counted: true });
    expect(await first.list({ search: 'okafor' })).toEqual({ total: 31, counted: false });
  });

  it('ignores a change rolled back, and neither keeps nor answers counts inside a transaction', async () => {
    const api = instance();
    expect(await api.list({ search: 'okafor' })).toEqual({ total: 30, counted: true });
    const generation = await listGeneration(db, 'clients');
    const rolledBack = new Error('rolled back');
    await expect(
      api.handle.transaction().execute(async (trx) => {
        await trx
          .insertInto('clients')
          .values({
            name: 'Okafor X',
            industry: 'Events',
            contactName: 'Ana',
            contactEmail: 'x@example.test',
          })
          .execute();
        // The transaction sees its own client: counted, not answered from what the instance keeps.
        expect((await clientsRepository.list(trx, { search: 'okafor', limit: 10, offset: 0 })).total).toBe(
          31,
        );
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
    expect(await listGeneration(db, 'clients')).toBe(generation);
    expect(await api.list({ search: 'okafor' })).toEqual({ total: 30, counted: false });
  });

  it("never makes two writers of a table wait for each other's counter", async () => {
    if (testDb.kind === 'pglite') {
      // One connection: there is no second writer to wait. The rows per connection are checked instead.
      await addClients('Okafor', 1);
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from list_generations
        where table_name = 'clients' and backend = pg_backend_pid()`.execute(db);
      expect(rows[0]!.n).toBe(1);
      return;
    }
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let updated!: () => void;
    const firstUpdated = new Promise<void>((resolve) => {
      updated = resolve;
    });
    // The first writer changes a client and holds its transaction open...
    const first = db.transaction().execute(async (trx) => {
      await trx.updateTable('clients').set({ industry: 'Retail' }).where('name', '=', 'Okafor 1').execute();
      updated();
      await held;
    });
    await firstUpdated;
    // ...and a second writer's change to the same table commits meanwhile, without waiting a second.
    await db.transaction().execute(async (trx) => {
      await sql`set local lock_timeout = '1s'`.execute(trx);
      await trx.updateTable('clients').set({ industry: 'Retail' }).where('name', '=', 'Okafor 2').execute();
    });
    release();
    await first;
    expect(await instance().list({ filters: { industry: 'Retail' }, limit: 5 })).toEqual({
      total: 7,
      counted: true,
    });
  });

  it("folds the rows of ended connections into row 0, keeping every table's generation", async () => {
    const before = await listGeneration(db, 'clients');
    // A connection that has ended (no backend has this pid) left its row.
    await sql`insert into list_generations (table_name, backend, changes) values ('clients', 2147483001, 5)`.execute(
      db,
    );
    const withEnded = await listGeneration(db, 'clients');
    expect(BigInt(withEnded) - BigInt(before)).toBe(5n);
    expect(await foldListGenerations(db)).toBeGreaterThanOrEqual(1);
    expect(await listGeneration(db, 'clients')).toBe(withEnded);
    const { rows } = await sql<{ backend: number }>`select backend from list_generations
      where table_name = 'clients' order by backend`.execute(db);
    // Row 0 and this connection's own, which is alive.
    expect(rows.map((row) => row.backend)).not.toContain(2147483001);
    expect(rows[0]!.backend).toBe(0);
    // Nothing left to fold: the sum stays.
    await foldListGenerations(db);
    expect(await listGeneration(db, 'clients')).toBe(withEnded);
  });

  it('has the generation trigger on the table of every list that keeps its counts', async () => {
    const kept = (Object.values(dbPackage) as unknown[])
      .filter(
        (value): value is { config: { table: string; countCache?: boolean } } =>
          typeof value === 'object' && value !== null && 'config' in value,
      )
      .filter((repository) => repository.config.countCache)
      .map((repository) => repository.config.table)
      .sort();
    // The ten of migration 0045 at least (a list added since may keep its counts too).
    expect(kept.length).toBeGreaterThanOrEqual(10);
    expect(kept).toContain('clients');
    const { rows } = await sql<{ table: string }>`select c.relname as table from pg_trigger t
      join pg_class c on c.oid = t.tgrelid where t.tgname = c.relname || '_list_generation' order by 1`.execute(
      db,
    );
    expect(rows.map((row) => row.table)).toEqual(kept);
  });
});
