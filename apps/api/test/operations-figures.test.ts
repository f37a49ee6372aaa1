import { EVENT_RANGE_LIMIT } from '@app/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, USER } from './helpers.ts';

// The server figures of the Events, Inventory and Digital Products screens (tRPC GET, as the web app calls them).

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.login(USER);
});
afterAll(async () => {
  await t?.close();
});

async function query(path: string, input?: unknown) {
  const qs = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
  const res = await t.call('GET', `/trpc/${path}${qs}`, { cookie });
  return { status: res.statusCode, data: res.statusCode === 200 ? res.json().result.data : res.json() };
}

describe('inventory.summary', () => {
  it('counts by derived status and sums unitValue × quantity in SQL', async () => {
    const items = [
      {
        name: 'Speaker',
        sku: 'FIG-1',
        category: 'Audio/Visual',
        quantity: 10,
        minQuantity: 2,
        unitValue: '150.10',
      },
      { name: 'Chair', sku: 'FIG-2', category: 'Furniture', quantity: 3, minQuantity: 5, unitValue: '0.35' },
      { name: 'Lamp', sku: 'FIG-3', category: 'Lighting', quantity: 0, minQuantity: 1, unitValue: '99.99' },
    ];
    for (const body of items)
      expect((await t.call('POST', '/api/inventory', { cookie, body })).statusCode).toBe(201);
    const { status, data } = await query('inventory.summary');
    expect(status).toBe(200);
    expect(data).toEqual({ totalItems: 3, lowStock: 1, outOfStock: 1, totalValue: '1502.05' });
  });

  it('needs a session', async () => {
    expect((await t.call('GET', '/trpc/inventory.summary')).statusCode).toBe(401);
  });
});

describe('digitalProducts.summary', () => {
  it('counts active and recently added products, and sums list prices (the catalogue value) and downloads', async () => {
    const products = [
      { name: 'Checklist', description: 'd', price: '19.90', category: 'Checklists' },
      { name: 'Guide', description: 'd', price: '5.15', category: 'Guides', status: 'inactive' },
    ];
    for (const body of products)
      expect((await t.call('POST', '/api/digital-products', { cookie, body })).statusCode).toBe(201);
    await t.database.db.updateTable('digital_products').set({ downloads: 7 }).execute();
    // One added before the last 30 days.
    await sql`update digital_products set created_at = now() - interval '31 days' where name = 'Guide'`.execute(
      t.database.db,
    );
    const { status, data } = await query('digitalProducts.summary');
    expect(status).toBe(200);
    expect(data).toEqual({
      totalProducts: 2,
      activeProducts: 1,
      catalogueValue: '25.05',
      downloads: 14,
      addedRecently: 1,
    });
  });
});

describe('events.range', () => {
  it('returns the events dated within the range, in date and time order', async () => {
    const base = { type: 'Party', clientName: 'Range Client', venue: 'Hall', budget: '100' };
    for (const [name, date, time] of [
      ['Late', '2031-03-31', '20:00'],
      ['Early', '2031-03-01', '09:00'],
      ['Before', '2031-02-28', '10:00'],
      ['Same day', '2031-03-31', '08:00'],
    ]) {
      expect(
        (await t.call('POST', '/api/events', { cookie, body: { ...base, name, date, time } })).statusCode,
      ).toBe(201);
    }
    const { status, data } = await query('events.range', { from: '2031-03-01', to: '2031-03-31' });
    expect(status).toBe(200);
    expect(data.events.map((e: { name: string }) => e.name)).toEqual(['Early', 'Same day', 'Late']);
    expect(data.dayTotals).toEqual({ '2031-03-01': 1, '2031-03-31': 2 });
    expect(data.events[0]).not.toHaveProperty('dayRank');
  });

  it("sends each day's first events up to perDay, and every day's total", async () => {
    const base = { type: 'Party', clientName: 'Range Client', venue: 'Hall', budget: '100' };
    const times = ['18:00', '09:00', '12:00', '07:30', '21:00'];
    for (const [i, time] of times.entries()) {
      const body = { ...base, name: `Busy ${i}`, date: '2032-05-10', time };
      expect((await t.call('POST', '/api/events', { cookie, body })).statusCode).toBe(201);
    }
    const quiet = { ...base, name: 'Quiet', date: '2032-05-11', time: '10:00' };
    expect((await t.call('POST', '/api/events', { cookie, body: quiet })).statusCode).toBe(201);

    const { status, data } = await query('events.range', { from: '2032-05-01', to: '2032-05-31', perDay: 3 });
    expect(status).toBe(200);
    // The busy day's three earliest, then the quiet day's one.
    expect(data.events.map((e: { time: string }) => e.time)).toEqual(['07:30', '09:00', '12:00', '10:00']);
    expect(data.dayTotals).toEqual({ '2032-05-10': 5, '2032-05-11': 1 });
    // Without perDay, every event of the range.
    const all = await query('events.range', { from: '2032-05-01', to: '2032-05-31' });
    expect(all.data.events).toHaveLength(6);
  });

  it('refuses a perDay outside 1 to the range limit', async () => {
    for (const perDay of [0, EVENT_RANGE_LIMIT + 1]) {
      const { status } = await query('events.range', { from: '2032-05-01', to: '2032-05-31', perDay });
      expect(status, String(perDay)).toBe(400);
    }
  });

  it('refuses a range that ends before it starts', async () => {
    const { status, data } = await query('events.range', { from: '2031-03-31', to: '2031-03-01' });
    expect(status).toBe(400);
    expect(data.error.message).toBe('The range ends before it starts');
  });
});
