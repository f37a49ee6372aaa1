import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREATE } from './fixtures.ts';
import { ADMIN, createTestApp, type TestApp } from './helpers.ts';

// What Client Management and the events list show of a client's and an event's invoices:
// the client's outstanding balance (sent and partially paid invoices, total − paid) and the event's
// invoiced and paid amounts (drafts and void invoices left out), in every answer that carries the row.

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(ADMIN);
});
afterAll(async () => {
  await t?.close();
});

function call(method: string, url: string, body?: unknown) {
  return t.call(method as 'GET', url, { cookie: admin, ...(body !== undefined ? { body } : {}) });
}

async function trpc<T>(path: string, input: unknown): Promise<T> {
  const res = await call('GET', `/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result.data as T;
}

/** An invoice of one untaxed line, issued unless `draft`; answers its id. */
async function invoice(clientId: number, eventId: number | null, amount: string, draft = false) {
  const created = await call('POST', '/api/invoices', {
    clientId,
    eventId,
    dueDate: '2027-04-01',
    items: [{ description: 'Wedding coordination — full day', quantity: 1, unitPrice: amount }],
  });
  expect(created.statusCode, created.body).toBe(201);
  const id: number = created.json().id;
  if (!draft) expect((await call('POST', `/api/invoices/${id}/send`)).statusCode).toBe(200);
  return id;
}

const pay = async (id: number, amount: string) =>
  expect(
    (await call('POST', `/api/invoices/${id}/payments`, { amount, date: '2027-03-01', method: 'Check' }))
      .statusCode,
  ).toBe(201);

describe("a client's outstanding balance and an event's invoiced and paid amounts", () => {
  it('are 0.00 for a new client and a new event, in the answer of the create', async () => {
    const client = await call('POST', '/api/clients', CREATE.clients());
    expect(client.json().outstanding).toBe('0.00');
    const event = await call('POST', '/api/events', { ...CREATE.events(), clientId: client.json().id });
    expect(event.json()).toMatchObject({ invoiced: '0.00', paid: '0.00' });
  });

  it('follow the invoices in every state, in the lists, the pages, the reads, the updates and the calendar', async () => {
    const clientId: number = (
      await call('POST', '/api/clients', { ...CREATE.clients(), name: 'Balance Co' })
    ).json().id;
    const other: number = (
      await call('POST', '/api/clients', { ...CREATE.clients(), name: 'Other Co' })
    ).json().id;
    const event = (
      await call('POST', '/api/events', { ...CREATE.events(), name: 'Balance Gala', clientId })
    ).json();

    await invoice(clientId, event.id, '1000.00', true); // draft: neither owed nor invoiced
    await invoice(clientId, event.id, '2500.00'); // sent
    const partial = await invoice(clientId, event.id, '1200.00');
    await pay(partial, '450.25'); // partially paid: 749.75 left
    const settled = await invoice(clientId, event.id, '800.00');
    await pay(settled, '800.00'); // paid: invoiced and paid, owed no more
    const voided = await invoice(clientId, event.id, '300.00');
    await pay(voided, '100.00');
    expect((await call('POST', `/api/invoices/${voided}/void`, { reason: 'Booked twice' })).statusCode).toBe(
      200,
    );
    await invoice(clientId, null, '99.99'); // no event: the client's balance only
    await invoice(other, null, '5000.00'); // another client's

    const owed = '3349.74'; // 2500.00 + 749.75 + 99.99
    expect((await call('GET', `/api/clients/${clientId}`)).json().outstanding).toBe(owed);
    const listed = (await call('GET', '/api/clients?search=Balance%20Co')).json();
    expect(listed).toEqual([expect.objectContaining({ id: clientId, outstanding: owed })]);
    const page = await trpc<{ items: { id: number; outstanding: string }[] }>('clients.page', {
      limit: 50,
      offset: 0,
    });
    expect(page.items.find((c) => c.id === clientId)?.outstanding).toBe(owed);
    expect(page.items.find((c) => c.id === other)?.outstanding).toBe('5000.00');
    const updated = await call('PUT', `/api/clients/${clientId}`, { status: 'pending' });
    expect(updated.json()).toMatchObject({ status: 'pending', outstanding: owed });

    const figures = { invoiced: '4500.00', paid: '1250.25' }; // the sent, partially paid and paid ones
    expect((await call('GET', `/api/events/${event.id}`)).json()).toMatchObject(figures);
    expect((await call('GET', '/api/events?search=Balance%20Gala')).json()).toEqual([
      expect.objectContaining({ id: event.id, ...figures }),
    ]);
    // The default order of the screen (upcoming, then past) is a query of its own.
    const events = await trpc<{ items: { id: number; invoiced: string; paid: string }[] }>('events.page', {
      limit: 50,
      offset: 0,
    });
    expect(events.items.find((e) => e.id === event.id)).toMatchObject(figures);
    const range = await trpc<{ events: { id: number; invoiced: string; paid: string }[] }>('events.range', {
      from: event.date,
      to: event.date,
    });
    expect(range.events.find((e) => e.id === event.id)).toMatchObject(figures);
    const renamed = await call('PUT', `/api/events/${event.id}`, { venue: 'Boathouse' });
    expect(renamed.json()).toMatchObject({ venue: 'Boathouse', ...figures });

    // Settling the rest leaves nothing owed; the event's paid amount follows.
    await pay(partial, '749.75');
    expect((await call('GET', `/api/clients/${clientId}`)).json().outstanding).toBe('2599.99');
    expect((await call('GET', `/api/events/${event.id}`)).json()).toMatchObject({
      invoiced: '4500.00',
      paid: '2000.00',
    });
  });
});
