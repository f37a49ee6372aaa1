import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createTestApp, type TestApp } from './helpers.ts';

// Equipment reservations and the event summary, on both database kinds: an event occupies
// its setup, its days and its teardown; reservations of overlapping events never exceed the item's
// quantity (also under 50 parallel requests); date changes and lower quantities are re-checked;
// check-out and return with a shortfall lower the stock.

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

let serial = 0;
async function item(quantity: number, name = 'Chiavari chair') {
  serial += 1;
  const created = await call('POST', '/api/inventory', {
    name,
    sku: `RES-${Date.now()}-${serial}`,
    category: 'Furniture',
    quantity,
    minQuantity: 5,
    unitValue: '12.00',
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json() as { id: number; quantity: number; status: string; version: number };
}

async function event(fields: Record<string, unknown>) {
  const created = await call('POST', '/api/events', {
    name: 'Wedding',
    type: 'Wedding',
    clientName: 'Walk-in',
    time: '15:00',
    venue: 'Barn',
    budget: '5000',
    ...fields,
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json() as { id: number; version: number };
}

const reserve = (eventId: number, inventoryId: number, quantity: number) =>
  call('POST', `/api/events/${eventId}/reservations`, { inventoryId, quantity });

describe('reservations', () => {
  it('refuses a reservation that would over-book a day of an overlapping event, naming the day and what is free', async () => {
    const chairs = await item(40);
    const saturday = await event({ date: '2027-06-05' });
    // Friday to Sunday with a setup day: Thursday to Sunday, overlapping Saturday.
    const weekend = await event({ date: '2027-06-04', endDate: '2027-06-06', setupDays: 1 });
    const monday = await event({ date: '2027-06-07' });

    const first = await reserve(saturday.id, chairs.id, 30);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      eventId: saturday.id,
      inventoryId: chairs.id,
      quantity: 30,
      status: 'reserved',
    });

    const tooMany = await reserve(weekend.id, chairs.id, 20);
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().message).toBe(
      'Only 10 of Chiavari chair are free on Sat, Jun 5, 2027 (20 asked for)',
    );
    expect((await reserve(weekend.id, chairs.id, 10)).statusCode).toBe(201);
    // The Monday event does not overlap: all 40 are free for it.
    expect((await reserve(monday.id, chairs.id, 30)).statusCode).toBe(201);
    // The same item twice for one event: change the quantity instead.
    expect((await reserve(monday.id, chairs.id, 1)).statusCode).toBe(409);

    const availability = await call(
      'GET',
      `/api/inventory/${chairs.id}/availability?from=2027-06-02&to=2027-06-08`,
    );
    expect(availability.statusCode, availability.body).toBe(200);
    expect(availability.json().days).toEqual([
      { date: '2027-06-02', reserved: 0, free: 40 },
      { date: '2027-06-03', reserved: 10, free: 30 },
      { date: '2027-06-04', reserved: 10, free: 30 },
      { date: '2027-06-05', reserved: 40, free: 0 },
      { date: '2027-06-06', reserved: 10, free: 30 },
      { date: '2027-06-07', reserved: 30, free: 10 },
      { date: '2027-06-08', reserved: 0, free: 40 },
    ]);
    const backwards = await call(
      'GET',
      `/api/inventory/${chairs.id}/availability?from=2027-06-08&to=2027-06-02`,
    );
    expect(backwards.statusCode).toBe(400);

    // Moving the Monday event onto Saturday would over-book: refused with the same kind of message.
    const moved = await call('PUT', `/api/events/${monday.id}`, { date: '2027-06-05' });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().message).toBe('None of Chiavari chair are free on Sat, Jun 5, 2027 (30 asked for)');
    // Cancelling the Saturday wedding frees its chairs; then the move fits.
    expect((await call('PUT', `/api/events/${saturday.id}`, { status: 'cancelled' })).statusCode).toBe(200);
    const movedNow = await call('PUT', `/api/events/${monday.id}`, { date: '2027-06-05' });
    expect(movedNow.statusCode, movedNow.body).toBe(200);
    // Back on, the cancelled wedding no longer fits.
    const reopened = await call('PUT', `/api/events/${saturday.id}`, { status: 'confirmed' });
    expect(reopened.statusCode).toBe(409);

    // Lowering the item's quantity below a day's reservations is refused.
    const lower = await call('PUT', `/api/inventory/${chairs.id}`, { quantity: 35 });
    expect(lower.statusCode).toBe(409);
    expect(lower.json().message).toBe(
      '40 of Chiavari chair are reserved on Sat, Jun 5, 2027: the quantity cannot go below 40 (35 asked for)',
    );
    const unchanged = await call('GET', `/api/inventory/${chairs.id}`);
    expect(unchanged.json().quantity).toBe(40);
  });

  it('checks out and returns with a shortfall, lowering the stock and its status', async () => {
    const lights = await item(12, 'Uplight');
    const gala = await event({ date: '2027-07-10' });
    const reserved = await reserve(gala.id, lights.id, 10);
    const id = reserved.json().id;
    // Returning what was never checked out is refused.
    expect(
      (await call('PATCH', `/api/reservations/${id}`, { status: 'returned', returnedQuantity: 10 }))
        .statusCode,
    ).toBe(409);
    // The quantity can change while reserved.
    const changed = await call('PATCH', `/api/reservations/${id}`, { quantity: 9 });
    expect(changed.statusCode, changed.body).toBe(200);
    const out = await call('PATCH', `/api/reservations/${id}`, { status: 'checked_out' });
    expect(out.statusCode, out.body).toBe(200);
    expect(out.json().status).toBe('checked_out');
    expect(out.json().checkedOutAt).not.toBeNull();
    // Checked out: no more changes of quantity, no removal.
    expect((await call('PATCH', `/api/reservations/${id}`, { quantity: 5 })).statusCode).toBe(409);
    expect((await call('DELETE', `/api/reservations/${id}`)).statusCode).toBe(409);

    const noReason = await call('PATCH', `/api/reservations/${id}`, {
      status: 'returned',
      returnedQuantity: 2,
    });
    expect(noReason.statusCode).toBe(400);
    const tooMany = await call('PATCH', `/api/reservations/${id}`, {
      status: 'returned',
      returnedQuantity: 10,
    });
    expect(tooMany.statusCode).toBe(400);
    const back = await call('PATCH', `/api/reservations/${id}`, {
      status: 'returned',
      returnedQuantity: 2,
      shortfallReason: 'damaged',
    });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json()).toMatchObject({
      status: 'returned',
      returnedQuantity: 2,
      shortfallReason: 'damaged',
    });
    const stock = (await call('GET', `/api/inventory/${lights.id}`)).json();
    expect(stock).toMatchObject({ quantity: 5, status: 'low_stock' });

    const summary = await call('GET', `/api/events/${gala.id}/summary`);
    expect(summary.statusCode, summary.body).toBe(200);
    expect(summary.json().reservations).toEqual([
      expect.objectContaining({ id, itemName: 'Uplight', status: 'returned', returnedQuantity: 2 }),
    ]);
    // The audit log has the reservation's story.
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('tableName', '=', 'reservations')
      .where('recordId', '=', String(id))
      .orderBy('id')
      .execute();
    expect(audit.map((entry) => entry.action)).toEqual(['create', 'update', 'update', 'update']);
  });

  it('answers "reserved next 30 days" as the busiest of the 30 days from today, leaving out returned reservations and cancelled events', async () => {
    const { rows } = await sql<{ today: string }>`select company_today()::text as today`.execute(
      t.database.db,
    );
    const today = rows[0]!.today;
    const day = (offset: number) =>
      new Date(Date.parse(`${today}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
    const tents = await item(100, 'Party tent');
    const reservedNext30 = async () => {
      const res = await call('GET', `/api/inventory/${tents.id}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().reservedNext30Days as number;
    };
    const reserved = async (fields: Record<string, unknown>, quantity: number) => {
      const made = await event(fields);
      const res = await reserve(made.id, tents.id, quantity);
      expect(res.statusCode, res.body).toBe(201);
      return { event: made, reservation: res.json() as { id: number } };
    };
    expect(await reservedNext30()).toBe(0);

    // Two events on one day add up; another day's reservation does not add to them.
    await reserved({ date: day(2) }, 10);
    expect(await reservedNext30()).toBe(10);
    await reserved({ date: day(2) }, 15);
    expect(await reservedNext30()).toBe(25);
    await reserved({ date: day(10), endDate: day(12) }, 20);
    expect(await reservedNext30()).toBe(25);

    // Day 30 from today (the 31st day) is outside the window; a setup day inside it counts.
    await reserved({ date: day(30) }, 60);
    expect(await reservedNext30()).toBe(25);
    await reserved({ date: day(31), setupDays: 2 }, 30);
    expect(await reservedNext30()).toBe(30);

    // A cancelled event's reservations hold nothing.
    const cancelled = await reserved({ date: day(3) }, 70);
    expect(await reservedNext30()).toBe(70);
    expect((await call('PUT', `/api/events/${cancelled.event.id}`, { status: 'cancelled' })).statusCode).toBe(
      200,
    );
    expect(await reservedNext30()).toBe(30);

    // A checked-out reservation counts; once returned it does not.
    const out = await reserved({ date: day(4) }, 80);
    const checkOut = await call('PATCH', `/api/reservations/${out.reservation.id}`, {
      status: 'checked_out',
    });
    expect(checkOut.statusCode, checkOut.body).toBe(200);
    expect(await reservedNext30()).toBe(80);
    const returned = await call('PATCH', `/api/reservations/${out.reservation.id}`, {
      status: 'returned',
      returnedQuantity: 80,
    });
    expect(returned.statusCode, returned.body).toBe(200);
    expect(await reservedNext30()).toBe(30);

    // The list answers the same figure.
    const list = await call('GET', `/api/inventory?search=${encodeURIComponent('Party tent')}&limit=100`);
    expect(list.statusCode, list.body).toBe(200);
    const body = list.json();
    const row = (Array.isArray(body) ? body : body.items).find((r: { id: number }) => r.id === tents.id);
    expect(row.reservedNext30Days).toBe(30);
  });

  it("sums the event's financial records into income, expenses and profit, and sorts the events by profit", async () => {
    const party = await event({ date: '2027-08-01', name: `Profit party ${Date.now()}` });
    const record = (type: 'income' | 'expense', amount: string, category: string) =>
      call('POST', '/api/financial-records', {
        type,
        amount,
        category,
        description: `${type} ${amount}`,
        date: '2027-08-01',
        eventId: party.id,
      });
    expect((await record('income', '1200.10', 'Event Services')).statusCode).toBe(201);
    const expense = await record('expense', '300.05', 'Catering');
    expect(expense.statusCode, expense.body).toBe(201);
    const summary = (await call('GET', `/api/events/${party.id}/summary`)).json();
    expect(summary).toMatchObject({
      income: '1200.10',
      expenses: '300.05',
      profit: '900.05',
      budget: '5000.00',
    });
    // A changed record moves the figures; a deleted one takes its amount away.
    const changed = await call('PATCH', `/api/financial-records/${expense.json().id}`, { amount: '400.05' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await call('GET', `/api/events/${party.id}/summary`)).json()).toMatchObject({
      expenses: '400.05',
    });
    const deleted = await call('DELETE', `/api/financial-records/${expense.json().id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    const after = (await call('GET', `/api/events/${party.id}/summary`)).json();
    expect(after).toMatchObject({ income: '1200.10', expenses: '0.00', profit: '1200.10' });
    // The event's own version did not move with its money (an open edit form stays valid).
    const row = (await call('GET', `/api/events/${party.id}`)).json();
    expect(row).toMatchObject({ version: party.version, profit: '1200.10' });

    const byProfit = await call('GET', '/api/events?sortBy=profit&sortDir=desc&limit=1');
    expect(byProfit.statusCode, byProfit.body).toBe(200);
    expect(byProfit.json()[0].profit).toBe('1200.10');
  });

  it('lists the documents linked to an event, and refuses a link to an event that does not exist', async () => {
    const gala = await event({ date: '2027-10-02', name: `Documented gala ${Date.now()}` });
    const document = {
      name: 'Gala contract.pdf',
      category: 'contracts',
      fileUrl: 'https://files.example.com/gala.pdf',
      fileSize: '12 KB',
      mimeType: 'application/pdf',
    };
    const linked = await call('POST', '/api/documents', { ...document, eventId: gala.id });
    expect(linked.statusCode, linked.body).toBe(201);
    expect(linked.json().eventId).toBe(gala.id);
    expect((await call('POST', '/api/documents', document)).statusCode).toBe(201);
    const listed = await call('GET', `/api/documents?eventId=${gala.id}`);
    expect(listed.json().map((row: { id: number }) => row.id)).toEqual([linked.json().id]);
    const unknown = await call('POST', '/api/documents', { ...document, eventId: 2_147_483_000 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('The chosen event does not exist');
  });

  it('50 parallel reservations of one item for overlapping events never over-book it', async () => {
    const tables = await item(100, 'Banquet table');
    const events = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        event({
          date: '2027-09-04',
          endDate: index % 2 === 0 ? '2027-09-05' : null,
          name: `Busy Saturday ${index}`,
        }),
      ),
    );
    const answers = await Promise.all(events.map((e) => reserve(e.id, tables.id, 7)));
    const statuses = answers.map((answer) => answer.statusCode);
    // 100 tables, 7 each: exactly 14 fit on the Saturday every event shares.
    expect(statuses.filter((status) => status === 201)).toHaveLength(14);
    expect(statuses.filter((status) => status === 409)).toHaveLength(36);
    const day = await call('GET', `/api/inventory/${tables.id}/availability?from=2027-09-04&to=2027-09-04`);
    expect(day.json().days).toEqual([{ date: '2027-09-04', reserved: 98, free: 2 }]);
  });
});
