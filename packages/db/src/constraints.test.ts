import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database, NewClient } from './schema.ts';
import type { TestDatabase } from './testing.ts';
import { createTestDatabase, resetTables } from './testing.ts';

/** The SQLSTATE and constraint name of the error `promise` rejects with. */
async function databaseError(promise: Promise<unknown>): Promise<{ code: string; constraint?: string }> {
  try {
    await promise;
  } catch (error) {
    const { code, constraint } = error as { code?: string; constraint?: string };
    return { code: code ?? 'none', ...(constraint ? { constraint } : {}) };
  }
  throw new Error('expected the database to reject the statement');
}

const client = (overrides: Partial<NewClient> = {}): NewClient => ({
  name: 'Acme',
  industry: 'Retail',
  contactName: 'Ann Smith',
  contactEmail: 'ann@acme.example.com',
  ...overrides,
});

async function insertClient(db: Kysely<Database>, overrides: Partial<NewClient> = {}) {
  return db.insertInto('clients').values(client(overrides)).returning('id').executeTakeFirstOrThrow();
}

describe('constraints', () => {
  let testDb: TestDatabase;
  let db: Kysely<Database>;
  beforeAll(async () => {
    testDb = await createTestDatabase();
    db = testDb.db;
  });
  afterAll(() => testDb?.close());
  beforeEach(() => resetTables(db));

  it("rejects 'NaN' in a numeric column", async () => {
    const insert = db.insertInto('digital_products').values({
      name: 'Guide',
      description: 'A guide',
      price: 'NaN',
      category: 'Guides',
    });
    expect(await databaseError(insert.execute())).toEqual({
      code: '23514',
      constraint: 'digital_products_price_check',
    });
  });

  it("rejects 'NaN' even where negative amounts would be allowed (event budget)", async () => {
    const insert = db.insertInto('events').values({
      name: 'Gala',
      type: 'Party',
      clientName: 'Acme',
      date: '2026-12-01',
      time: '18:00',
      venue: 'Hall',
      budget: 'NaN',
    });
    expect(await databaseError(insert.execute())).toEqual({
      code: '23514',
      constraint: 'events_budget_check',
    });
  });

  it("rejects 'Infinity' (numeric(10,2) overflow)", async () => {
    const insert = db.insertInto('financial_records').values({
      type: 'income',
      category: 'Consulting',
      description: 'x',
      amount: 'Infinity',
      date: '2026-01-01',
    });
    expect((await databaseError(insert.execute())).code).toBe('22003');
  });

  it('rejects a duplicate SKU', async () => {
    const item = { name: 'Speaker', sku: 'AV-001', category: 'Audio/Visual' as const };
    await db.insertInto('inventory').values(item).execute();
    const duplicate = db.insertInto('inventory').values({ ...item, name: 'Other speaker' });
    expect(await databaseError(duplicate.execute())).toEqual({
      code: '23505',
      constraint: 'inventory_sku_key',
    });
  });

  it('rejects a status outside the enum', async () => {
    const insert = sql`insert into clients (name, industry, contact_name, contact_email, status)
      values ('Acme', 'Retail', 'Ann', 'ann@example.com', 'bogus')`;
    expect(await databaseError(insert.execute(db))).toEqual({
      code: '23514',
      constraint: 'clients_status_check',
    });
  });

  it('rejects a vendor rating of 7 and accepts 0 (unrated) and 5', async () => {
    const vendor = { name: 'DJ', contactName: 'Bo', contactEmail: 'bo@example.com' };
    expect(
      await databaseError(
        db
          .insertInto('vendors')
          .values({ ...vendor, rating: 7 })
          .execute(),
      ),
    ).toEqual({
      code: '23514',
      constraint: 'vendors_rating_check',
    });
    await db
      .insertInto('vendors')
      .values([
        { ...vendor, rating: 0 },
        { ...vendor, rating: 5 },
      ])
      .execute();
  });

  it('rejects a financial category that does not match its type', async () => {
    const record = { description: 'x', amount: '10.00', date: '2026-01-01' };
    const mismatch = db
      .insertInto('financial_records')
      .values({ ...record, type: 'income', category: 'Catering' });
    expect(await databaseError(mismatch.execute())).toEqual({
      code: '23514',
      constraint: 'financial_records_category_check',
    });
    const mismatch2 = db
      .insertInto('financial_records')
      .values({ ...record, type: 'expense', category: 'Consulting' });
    expect((await databaseError(mismatch2.execute())).constraint).toBe('financial_records_category_check');
    await db
      .insertInto('financial_records')
      .values([
        { ...record, type: 'income', category: 'Consulting' },
        { ...record, type: 'expense', category: 'Catering' },
      ])
      .execute();
  });

  it('rejects a negative financial amount and a payment method outside the list', async () => {
    const record = {
      type: 'expense' as const,
      category: 'Marketing' as const,
      description: 'x',
      date: '2026-01-01',
    };
    expect(
      (
        await databaseError(
          db
            .insertInto('financial_records')
            .values({ ...record, amount: '-1.00' })
            .execute(),
        )
      ).constraint,
    ).toBe('financial_records_amount_check');
    const badMethod = sql`insert into financial_records (type, category, description, amount, date, payment_method)
      values ('expense', 'Marketing', 'x', 1, '2026-01-01', 'Bitcoin')`;
    expect((await databaseError(badMethod.execute(db))).constraint).toBe(
      'financial_records_payment_method_check',
    );
  });

  it('refuses to delete a client that has a financial record', async () => {
    const { id } = await insertClient(db);
    await db
      .insertInto('financial_records')
      .values({
        type: 'income',
        category: 'Consulting',
        description: 'x',
        amount: '5.00',
        date: '2026-01-01',
        clientId: id,
      })
      .execute();
    expect(await databaseError(db.deleteFrom('clients').where('id', '=', id).execute())).toEqual({
      code: '23503',
      constraint: 'financial_records_client_id_fkey',
    });
    expect(await db.selectFrom('clients').select('id').execute()).toHaveLength(1);
  });

  it('keeps the events of a deleted client, with client_id null and the client name as history', async () => {
    const { id } = await insertClient(db, { name: 'Gone Ltd' });
    const event = await db
      .insertInto('events')
      .values({
        name: 'Launch',
        type: 'Corporate Event',
        clientId: id,
        clientName: 'Gone Ltd',
        date: '2026-12-01',
        time: '09:30',
        venue: 'Loft',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.deleteFrom('clients').where('id', '=', id).execute();
    const kept = await db
      .selectFrom('events')
      .select(['clientId', 'clientName'])
      .where('id', '=', event.id)
      .executeTakeFirstOrThrow();
    expect(kept).toEqual({ clientId: null, clientName: 'Gone Ltd' });
  });

  it('deletes the portals of a deleted client', async () => {
    const { id } = await insertClient(db);
    await db
      .insertInto('client_portals')
      .values({
        clientId: id,
        clientName: 'Acme',
        email: 'ann@acme.example.com',
        passwordHash: '$argon2id$x',
      })
      .execute();
    await db.deleteFrom('clients').where('id', '=', id).execute();
    expect(await db.selectFrom('client_portals').select('id').execute()).toEqual([]);
  });

  it('rejects an event time that is not HH:MM', async () => {
    const event = { name: 'A', type: 'Party' as const, clientName: 'x', date: '2026-01-01', venue: 'v' };
    for (const time of ['24:00', '9:00', '12:60', '12:00:00']) {
      expect(
        (
          await databaseError(
            db
              .insertInto('events')
              .values({ ...event, time })
              .execute(),
          )
        ).constraint,
      ).toBe('events_time_check');
    }
    await db
      .insertInto('events')
      .values({ ...event, time: '23:59' })
      .execute();
  });

  it('rejects a malformed hex colour and accepts null', async () => {
    const asset = { name: 'Brand blue', type: 'color' as const, category: 'brand' as const };
    expect(
      (
        await databaseError(
          db
            .insertInto('marketing_assets')
            .values({ ...asset, hexColor: 'blue' })
            .execute(),
        )
      ).constraint,
    ).toBe('marketing_assets_hex_color_check');
    await db
      .insertInto('marketing_assets')
      .values([
        { ...asset, hexColor: '#1A2b3C' },
        { ...asset, hexColor: null },
      ])
      .execute();
  });

  it('rejects a second company_settings row', async () => {
    const second = sql`insert into company_settings (id) values (false)`;
    expect((await databaseError(second.execute(db))).constraint).toBe('company_settings_single_row_check');
    expect((await databaseError(sql`insert into company_settings default values`.execute(db))).code).toBe(
      '23505',
    );
  });

  it('rejects a stored file whose size does not match its content', async () => {
    const file = {
      storageName: 'a1',
      originalName: 'a.txt',
      mimeType: 'text/plain',
      content: new TextEncoder().encode('hello'),
      purpose: 'document' as const,
    };
    expect(
      (
        await databaseError(
          db
            .insertInto('stored_files')
            .values({ ...file, sizeBytes: 4 })
            .execute(),
        )
      ).constraint,
    ).toBe('stored_files_size_bytes_check');
    const stored = await db
      .insertInto('stored_files')
      .values({ ...file, sizeBytes: 5 })
      .returning(['id', 'content'])
      .executeTakeFirstOrThrow();
    expect(stored.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new TextDecoder().decode(stored.content)).toBe('hello');
  });

  it('makes one notification per dedupe key', async () => {
    const notification = {
      type: 'inventory',
      title: 'Low stock',
      message: 'm',
      dedupeKey: 'inventory:1:low_stock',
    };
    await db.insertInto('notifications').values(notification).execute();
    await db
      .insertInto('notifications')
      .values(notification)
      .onConflict((conflict) => conflict.column('dedupeKey').doNothing())
      .execute();
    await db
      .insertInto('notifications')
      .values([
        { ...notification, dedupeKey: null },
        { ...notification, dedupeKey: null },
      ])
      .execute();
    expect(await db.selectFrom('notifications').select('id').execute()).toHaveLength(3);
  });
});
