import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, USER } from './helpers.ts';

// Many requests at once against one database: optimistic versions let exactly one edit win, a unique
// value is taken exactly once, and money sums stay exact to the cent. On PostgreSQL the requests
// really run side by side on the pool; on PGlite they queue, which must give the same answers.

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.login(USER);
});
afterAll(async () => {
  await t?.close();
});

const client = (name: string) => ({
  name,
  industry: 'Events',
  contactName: 'Casey',
  contactEmail: 'casey@example.com',
});

describe('concurrent writes', () => {
  it('50 updates of one row with the same version: exactly one wins, nothing is lost', async () => {
    const created = await t.call('POST', '/api/clients', { cookie, body: client('Before') });
    expect(created.statusCode, created.body).toBe(201);
    const { id, version } = created.json();

    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        t.call('PUT', `/api/clients/${id}`, { cookie, body: { name: `Writer ${i}`, version } }),
      ),
    );
    const statuses = responses.map((r) => r.statusCode);
    const winners = responses.filter((r) => r.statusCode === 200);
    expect(winners, JSON.stringify(statuses)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    for (const loser of responses.filter((r) => r.statusCode === 409)) {
      expect(loser.json().message).toMatch(/changed by someone else/);
    }

    const winnerName = winners[0]!.json().name as string;
    const row = await t.database.db
      .selectFrom('clients')
      .select(['name', 'version'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ name: winnerName, version: version + 1 });
  });

  it('50 creates of one SKU: exactly one 201, every other answer is a 409 naming the field', async () => {
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        t.call('POST', '/api/inventory', {
          cookie,
          body: {
            name: `Speaker ${i}`,
            sku: 'RACE-SKU-1',
            category: 'Audio/Visual',
            quantity: 3,
            unitValue: '10.00',
          },
        }),
      ),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(
      statuses.filter((s) => s === 201),
      JSON.stringify(statuses),
    ).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    for (const loser of responses.filter((r) => r.statusCode === 409)) {
      expect(loser.json().message).toBe('A record with this sku already exists');
    }
    const rows = await t.database.db
      .selectFrom('inventory')
      .select('name')
      .where('sku', '=', 'RACE-SKU-1')
      .execute();
    expect(rows).toEqual([{ name: responses.find((r) => r.statusCode === 201)!.json().name }]);
  });

  it('200 financial records at once: the sums are exact to the cent', async () => {
    const payer = (await t.call('POST', '/api/clients', { cookie, body: client('Payer') })).json();
    const before = (await t.call('GET', '/api/dashboard/stats', { cookie })).json();
    expect(before).toMatchObject({ totalIncome: '0.00', totalExpenses: '0.00', netProfit: '0.00' });

    // Known amounts in whole cents, spread over 0.01 … 1999.99 (a float sum of these would drift).
    const cents = Array.from({ length: 200 }, (_, i) => (i * 99_991 + 1) % 200_000);
    const amount = (c: number) => `${Math.floor(c / 100)}.${String(c % 100).padStart(2, '0')}`;
    const isIncome = (i: number) => i % 3 !== 0;
    const responses = await Promise.all(
      cents.map((c, i) =>
        t.call('POST', '/api/financial-records', {
          cookie,
          body: isIncome(i)
            ? {
                type: 'income',
                category: 'Event Services',
                description: `Invoice ${i}`,
                amount: amount(c),
                date: '2026-10-01',
                clientId: payer.id,
              }
            : {
                type: 'expense',
                category: 'Catering',
                description: `Bill ${i}`,
                amount: amount(c),
                date: '2026-10-01',
              },
        }),
      ),
    );
    expect(responses.filter((r) => r.statusCode !== 201).map((r) => r.body)).toEqual([]);

    const income = cents.filter((_, i) => isIncome(i)).reduce((a, b) => a + b, 0);
    const expenses = cents.filter((_, i) => !isIncome(i)).reduce((a, b) => a + b, 0);
    const stats = (await t.call('GET', '/api/dashboard/stats', { cookie })).json();
    expect(stats).toMatchObject({
      totalIncome: amount(income),
      totalExpenses: amount(expenses),
      netProfit: amount(income - expenses),
    });

    const count = await t.database.db
      .selectFrom('financial_records')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(200);
    // The trigger that keeps a client's revenue saw every income record once, even under contention.
    const revenue = await t.database.db
      .selectFrom('clients')
      .select('revenue')
      .where('id', '=', payer.id)
      .executeTakeFirstOrThrow();
    expect(revenue.revenue).toBe(amount(income));
  });
});
