import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database, NewEvent, NewFinancialRecord } from './schema.ts';
import type { TestDatabase } from './testing.ts';
import { createTestDatabase, resetTables } from './testing.ts';

describe('triggers', () => {
  let testDb: TestDatabase;
  let db: Kysely<Database>;
  let clientA: number;
  let clientB: number;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    db = testDb.db;
  });
  afterAll(() => testDb?.close());
  beforeEach(async () => {
    await resetTables(db);
    const clients = await db
      .insertInto('clients')
      .values([
        { name: 'A', industry: 'Retail', contactName: 'a', contactEmail: 'a@example.com' },
        { name: 'B', industry: 'Retail', contactName: 'b', contactEmail: 'b@example.com' },
      ])
      .returning('id')
      .execute();
    clientA = clients[0]!.id;
    clientB = clients[1]!.id;
  });

  const derived = async () => {
    const rows = await db
      .selectFrom('clients')
      .select(['id', 'eventsCount', 'revenue', 'version'])
      .orderBy('id')
      .execute();
    return Object.fromEntries(rows.map((row) => [row.id === clientA ? 'A' : 'B', row]));
  };

  const event = (clientId: number | null): NewEvent => ({
    name: 'Event',
    type: 'Party',
    clientId,
    clientName: 'A',
    date: '2026-12-01',
    time: '18:00',
    venue: 'Hall',
  });

  const income = (clientId: number | null, amount: string): NewFinancialRecord => ({
    type: 'income',
    category: 'Event Services',
    description: 'Invoice',
    amount,
    date: '2026-10-01',
    clientId,
  });

  describe('inventory status', () => {
    const item = { name: 'Chair', category: 'Furniture' as const };

    it('is derived on insert: 0 -> out_of_stock, <= min -> low_stock, else in_stock', async () => {
      const rows = await db
        .insertInto('inventory')
        .values([
          { ...item, sku: 's1', quantity: 0, minQuantity: 5 },
          { ...item, sku: 's2', quantity: 5, minQuantity: 5 },
          { ...item, sku: 's3', quantity: 6, minQuantity: 5 },
          { ...item, sku: 's4', quantity: 0, minQuantity: 0 },
          { ...item, sku: 's5' },
        ])
        .returning(['sku', 'status'])
        .execute();
      expect(rows.map((row) => row.status)).toEqual([
        'out_of_stock',
        'low_stock',
        'in_stock',
        'out_of_stock',
        'out_of_stock',
      ]);
    });

    it('follows quantity and minimum changes on update', async () => {
      const { id } = await db
        .insertInto('inventory')
        .values({ ...item, sku: 's1', quantity: 10, minQuantity: 2 })
        .returning('id')
        .executeTakeFirstOrThrow();
      const statusAfter = async (set: { quantity?: number; minQuantity?: number }) =>
        (
          await db
            .updateTable('inventory')
            .set(set)
            .where('id', '=', id)
            .returning('status')
            .executeTakeFirstOrThrow()
        ).status;
      expect(await statusAfter({ quantity: 2 })).toBe('low_stock');
      expect(await statusAfter({ quantity: 0 })).toBe('out_of_stock');
      expect(await statusAfter({ quantity: 3 })).toBe('in_stock');
      expect(await statusAfter({ minQuantity: 3 })).toBe('low_stock');
    });
  });

  describe('clients.events_count', () => {
    it('counts inserts, moves between clients, unlinking and deletes', async () => {
      const [e1, e2] = await db
        .insertInto('events')
        .values([event(clientA), event(clientA)])
        .returning('id')
        .execute();
      await db
        .insertInto('events')
        .values([event(clientB), event(null)])
        .execute();
      expect((await derived()).A?.eventsCount).toBe(2);
      expect((await derived()).B?.eventsCount).toBe(1);

      await db.updateTable('events').set({ clientId: clientB }).where('id', '=', e1!.id).execute();
      expect((await derived()).A?.eventsCount).toBe(1);
      expect((await derived()).B?.eventsCount).toBe(2);

      await db.updateTable('events').set({ clientId: null }).where('id', '=', e2!.id).execute();
      expect((await derived()).A?.eventsCount).toBe(0);

      await db.updateTable('events').set({ name: 'Renamed' }).where('id', '=', e1!.id).execute();
      expect((await derived()).B?.eventsCount).toBe(2);

      await db.deleteFrom('events').where('id', '=', e1!.id).execute();
      expect((await derived()).B?.eventsCount).toBe(1);
    });

    it('handles a multi-row update that swaps clients', async () => {
      await db
        .insertInto('events')
        .values([event(clientA), event(clientA), event(clientB)])
        .execute();
      await db
        .updateTable('events')
        .set((eb) => ({
          clientId: eb.case().when('clientId', '=', clientA).then(clientB).else(clientA).end(),
        }))
        .execute();
      const after = await derived();
      expect([after.A?.eventsCount, after.B?.eventsCount]).toEqual([1, 2]);
    });

    it('rolls back with the transaction that wrote the event', async () => {
      await expect(
        db.transaction().execute(async (trx) => {
          await trx.insertInto('events').values(event(clientA)).execute();
          throw new Error('abort');
        }),
      ).rejects.toThrow('abort');
      expect((await derived()).A?.eventsCount).toBe(0);
    });
  });

  describe('clients.revenue', () => {
    it('sums income records across insert, amount change, move, type change and delete', async () => {
      const [r1, r2] = await db
        .insertInto('financial_records')
        .values([income(clientA, '100.10'), income(clientA, '50.25')])
        .returning('id')
        .execute();
      await db
        .insertInto('financial_records')
        .values({ ...income(clientA, '999.99'), type: 'expense', category: 'Catering' })
        .execute();
      expect((await derived()).A?.revenue).toBe('150.35');

      await db.updateTable('financial_records').set({ amount: '200.00' }).where('id', '=', r1!.id).execute();
      expect((await derived()).A?.revenue).toBe('250.25');

      await db.updateTable('financial_records').set({ clientId: clientB }).where('id', '=', r1!.id).execute();
      expect((await derived()).A?.revenue).toBe('50.25');
      expect((await derived()).B?.revenue).toBe('200.00');

      await db
        .updateTable('financial_records')
        .set({ clientId: clientA, amount: '10.00' })
        .where('id', '=', r1!.id)
        .execute();
      expect((await derived()).A?.revenue).toBe('60.25');
      expect((await derived()).B?.revenue).toBe('0.00');

      await db
        .updateTable('financial_records')
        .set({ type: 'expense', category: 'Marketing' })
        .where('id', '=', r2!.id)
        .execute();
      expect((await derived()).A?.revenue).toBe('10.00');

      await db
        .updateTable('financial_records')
        .set({ type: 'income', category: 'Consulting', clientId: clientB })
        .where('id', '=', r2!.id)
        .execute();
      expect((await derived()).B?.revenue).toBe('50.25');

      await db.deleteFrom('financial_records').where('id', '=', r1!.id).execute();
      expect((await derived()).A?.revenue).toBe('0.00');
      await db.updateTable('financial_records').set({ clientId: null }).where('id', '=', r2!.id).execute();
      expect((await derived()).B?.revenue).toBe('0.00');
    });

    it('matches a full recount after many mixed writes', async () => {
      const rows = Array.from({ length: 40 }, (_, index) =>
        income(
          index % 3 === 0 ? null : index % 2 ? clientA : clientB,
          `${index + 1}.${String(index % 100).padStart(2, '0')}`,
        ),
      );
      const inserted = await db.insertInto('financial_records').values(rows).returning('id').execute();
      for (const [index, { id }] of inserted.entries()) {
        if (index % 4 === 0)
          await db.updateTable('financial_records').set({ clientId: clientA }).where('id', '=', id).execute();
        if (index % 5 === 0) await db.deleteFrom('financial_records').where('id', '=', id).execute();
        if (index % 7 === 0) {
          await db.updateTable('financial_records').set({ amount: '3.33' }).where('id', '=', id).execute();
        }
      }
      const { rows: recount } = await sql<{ revenue: string; total: string }>`
        select c.revenue, coalesce(sum(f.amount), 0)::numeric(10, 2) as total
        from clients c left join financial_records f on f.client_id = c.id and f.type = 'income'
        group by c.id`.execute(db);
      expect(recount).toHaveLength(2);
      for (const row of recount) expect(row.revenue).toBe(row.total);
    });
  });

  describe('version and updated_at', () => {
    it('bump on every update, whoever writes it', async () => {
      const before = await db
        .selectFrom('clients')
        .select(['version', 'updatedAt', 'createdAt'])
        .where('id', '=', clientA)
        .executeTakeFirstOrThrow();
      expect(before.version).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 5));
      const after = await db
        .updateTable('clients')
        .set({ name: 'A2' })
        .where('id', '=', clientA)
        .returning(['version', 'updatedAt', 'createdAt'])
        .executeTakeFirstOrThrow();
      expect(after.version).toBe(2);
      expect(Date.parse(after.updatedAt)).toBeGreaterThan(Date.parse(before.updatedAt));
      expect(after.createdAt).toEqual(before.createdAt);
    });

    it('cannot be set by the writer: the trigger overrides version', async () => {
      const { rows } = await sql<{ version: number }>`
        update clients set name = 'x', version = 42 where id = ${clientA} returning version`.execute(db);
      expect(rows[0]?.version).toBe(2);
    });

    it('lets an optimistic update with a stale version change nothing', async () => {
      await db
        .updateTable('clients')
        .set({ name: 'first' })
        .where('id', '=', clientA)
        .where('version', '=', 1)
        .execute();
      const stale = await db
        .updateTable('clients')
        .set({ name: 'second' })
        .where('id', '=', clientA)
        .where('version', '=', 1)
        .executeTakeFirst();
      expect(Number(stale.numUpdatedRows)).toBe(0);
    });

    it('is not bumped on a client by changes to its derived counters only', async () => {
      await db.insertInto('events').values(event(clientA)).execute();
      await db.insertInto('financial_records').values(income(clientA, '10.00')).execute();
      expect((await derived()).A).toMatchObject({ version: 1, eventsCount: 1, revenue: '10.00' });
    });

    it('is bumped on another versioned table (inventory) too', async () => {
      const { id } = await db
        .insertInto('inventory')
        .values({ name: 'Chair', sku: 'c1', category: 'Furniture' })
        .returning('id')
        .executeTakeFirstOrThrow();
      const row = await db
        .updateTable('inventory')
        .set({ quantity: 3 })
        .where('id', '=', id)
        .returning('version')
        .executeTakeFirstOrThrow();
      expect(row.version).toBe(2);
    });
  });
});
