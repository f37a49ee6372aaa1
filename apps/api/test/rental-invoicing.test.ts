import { EQUIPMENT_INVOICE_TEXTS } from '@app/domain';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREATE, unique } from './fixtures.ts';
import { ADMIN, createTestApp, type TestApp } from './helpers.ts';

// Rented equipment (on both database kinds): an item's rental price per day or per event, its value on
// the event's summary, and its lines put on an invoice once, however many times and at once it is asked.

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(ADMIN);
});
afterAll(async () => {
  await t?.close();
});

const staff = (method: 'GET' | 'POST' | 'PATCH', url: string, body?: unknown) =>
  t.call(method, url, { cookie: admin, ...(body !== undefined ? { body } : {}) });

async function created(res: LightMyRequestResponse) {
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json();
}

/** A client's two-day event with 12 chairs at 4.50 a day, a PA at 150 the event, and 10 unpriced tables. */
async function rentedEvent(options: { withClient?: boolean } = {}) {
  const client =
    options.withClient === false
      ? null
      : await created(await staff('POST', '/api/clients', CREATE.clients()));
  const event = await created(
    await staff('POST', '/api/events', {
      ...CREATE.events(),
      name: `Rental Gala ${unique()}`,
      date: '2027-05-01',
      endDate: '2027-05-02',
      ...(client ? { clientId: client.id } : {}),
    }),
  );
  const item = async (name: string, rental: Record<string, unknown>) =>
    created(
      await staff('POST', '/api/inventory', {
        ...CREATE.inventory(),
        name,
        quantity: 200,
        ...rental,
      }),
    );
  const chair = await item('Chiavari chair', { rentalPrice: '4.50', rentalUnit: 'day' });
  const pa = await item('PA system', { rentalPrice: '150', rentalUnit: 'event' });
  const table = await item('Own table', {});
  for (const [it, quantity] of [
    [chair, 12],
    [pa, 1],
    [table, 10],
  ] as const)
    await created(
      await staff('POST', `/api/events/${event.id}/reservations`, { inventoryId: it.id, quantity }),
    );
  return { client, event, chair, pa, table };
}

describe('rented equipment', () => {
  it('keeps an item’s rental price as typed, per day or per event, and refuses a negative one', async () => {
    const item = await created(
      await staff('POST', '/api/inventory', {
        ...CREATE.inventory(),
        rentalPrice: '4.5',
        rentalUnit: 'event',
      }),
    );
    expect(item).toMatchObject({ rentalPrice: '4.50', rentalUnit: 'event' });
    const bad = await staff('POST', '/api/inventory', { ...CREATE.inventory(), rentalPrice: '-1' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues).toEqual([expect.objectContaining({ path: 'rentalPrice' })]);
    expect((await created(await staff('POST', '/api/inventory', CREATE.inventory()))).rentalPrice).toBeNull();
  });

  it("counts the rentals in the event's summary and its projected profit", async () => {
    const { event } = await rentedEvent();
    const summary = (await staff('GET', `/api/events/${event.id}/summary`)).json();
    // 12 × 2 days × 4.50 + 150 = 258.00; the tables are not rented.
    expect(summary).toMatchObject({
      eventDays: 2,
      equipmentRental: '258.00',
      rentalNotInvoiced: '258.00',
      projectedProfit: '258.00',
    });
    expect(summary.reservations.map((r: { rentalPrice: string | null }) => r.rentalPrice).sort()).toEqual([
      '150.00',
      '4.50',
      null,
    ]);
  });

  it('puts each rental on a new draft for the client once; a second call is refused', async () => {
    const { client, event } = await rentedEvent();
    const res = await staff('POST', `/api/events/${event.id}/invoice-equipment`);
    expect(res.statusCode, res.body).toBe(200);
    const { invoiceId, added } = res.json();
    expect(added).toBe(2);
    const invoice = (await staff('GET', `/api/invoices/${invoiceId}`)).json();
    expect(invoice).toMatchObject({
      status: 'draft',
      clientId: client.id,
      eventId: event.id,
      dueDate: '2027-05-01',
    });
    expect(
      invoice.items.map((i: Record<string, string>) => [i.description, i.quantity, i.unitPrice, i.amount]),
    ).toEqual([
      ['Chiavari chair rental: 12 × 2 days', '24.00', '4.50', '108.00'],
      ['PA system rental: 1 for the event', '1.00', '150.00', '150.00'],
    ]);
    expect(invoice.total).toBe('258.00');

    const again = await staff('POST', `/api/events/${event.id}/invoice-equipment`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(EQUIPMENT_INVOICE_TEXTS.nothingToInvoice);
    const summary = (await staff('GET', `/api/events/${event.id}/summary`)).json();
    // On a draft: still to invoice for the projection, but named on the reservations.
    expect(summary.rentalNotInvoiced).toBe('258.00');
    expect(
      summary.reservations.filter((r: { invoiceId: number | null }) => r.invoiceId === invoiceId),
    ).toHaveLength(2);

    // Issued, the invoice holds them: no longer "not invoiced", and the projection counts them once.
    const sent = await staff('POST', `/api/invoices/${invoiceId}/send`);
    expect(sent.statusCode, sent.body).toBe(200);
    expect((await staff('GET', `/api/events/${event.id}/summary`)).json()).toMatchObject({
      invoiced: '258.00',
      rentalNotInvoiced: '0.00',
      projectedProfit: '258.00',
    });
    // Voided, the rentals may be invoiced again.
    const voided = await staff('POST', `/api/invoices/${invoiceId}/void`, { reason: 'Wrong client' });
    expect(voided.statusCode, voided.body).toBe(200);
    const redo = await staff('POST', `/api/events/${event.id}/invoice-equipment`);
    expect(redo.statusCode, redo.body).toBe(200);
    expect(redo.json().invoiceId).not.toBe(invoiceId);
  });

  it("appends to the event's draft, keeping its lines", async () => {
    const { client, event } = await rentedEvent();
    const draft = await created(
      await staff('POST', '/api/invoices', {
        clientId: client.id,
        eventId: event.id,
        dueDate: '2027-04-15',
        items: [{ description: 'Planning', quantity: '1', unitPrice: '1000', taxRate: '8.875' }],
      }),
    );
    const res = await staff('POST', `/api/events/${event.id}/invoice-equipment`);
    expect(res.json()).toEqual({ invoiceId: draft.id, added: 2 });
    const invoice = (await staff('GET', `/api/invoices/${draft.id}`)).json();
    expect(invoice.items.map((i: { description: string }) => i.description)).toEqual([
      'Planning',
      'Chiavari chair rental: 12 × 2 days',
      'PA system rental: 1 for the event',
    ]);
    expect(invoice).toMatchObject({
      dueDate: '2027-04-15',
      subtotal: '1258.00',
      tax: '88.75',
      total: '1346.75',
    });
  });

  it('adds the lines once when asked many times at once (a double click, two tabs)', async () => {
    const { event } = await rentedEvent();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => staff('POST', `/api/events/${event.id}/invoice-equipment`)),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    const invoices = await t.database.db
      .selectFrom('invoices')
      .innerJoin('invoice_items', 'invoice_items.invoiceId', 'invoices.id')
      .select('invoice_items.description')
      .where('invoices.eventId', '=', event.id)
      .execute();
    expect(invoices).toHaveLength(2);
  });

  it('refuses a walk-in event (no client to bill) and an unknown one, changing nothing', async () => {
    const { event } = await rentedEvent({ withClient: false });
    const res = await staff('POST', `/api/events/${event.id}/invoice-equipment`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(EQUIPMENT_INVOICE_TEXTS.noClient);
    const reservations = await t.database.db
      .selectFrom('reservations')
      .select('invoiceId')
      .where('eventId', '=', event.id)
      .execute();
    expect(reservations.every((r) => r.invoiceId === null)).toBe(true);
    expect((await staff('POST', '/api/events/2000000/invoice-equipment')).statusCode).toBe(404);
  });
});
