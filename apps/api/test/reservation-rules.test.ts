import { RESERVATION_TEXTS } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../src/lib/app-error.ts';
import type { ServiceContext } from '../src/services/context.ts';
import { itemAvailability } from '../src/services/reservations/availability.ts';
import { createReservation } from '../src/services/reservations/create.ts';
import { deleteReservation } from '../src/services/reservations/delete.ts';
import { updateReservation } from '../src/services/reservations/update.ts';
import { ADMIN, createTestApp, type TestApp } from './helpers.ts';

// The reservation services' state rules, called as a mutation calls them (each in its own
// transaction): reserved -> checked out -> returned, never back; only a reservation still reserved
// changes its quantity or goes; a return names how many came back and why the rest did not.

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

const user = { id: 1, username: ADMIN.username };
/** A service in its own transaction, as a mutation runs it. */
const run = <T>(work: (ctx: ServiceContext) => Promise<T>) =>
  t.database.db.transaction().execute((trx) => work({ db: trx, user }));
/** An AppError as its status and message; a field's 400 as its code and message. */
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (err: unknown) =>
      err instanceof AppError
        ? { status: err.status, message: err.message }
        : { code: (err as { code?: unknown }).code, message: (err as Error).message },
  );

async function created(url: string, body: Record<string, unknown>) {
  const res = await call('POST', url, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number };
}
const newItem = () =>
  created('/api/inventory', {
    name: 'Rule chair',
    sku: `RULE-${Date.now()}-${Math.random()}`,
    category: 'Furniture',
    quantity: 10,
    minQuantity: 1,
    unitValue: '12.00',
  });
const newEvent = (date: string) =>
  created('/api/events', {
    name: 'Rule party',
    type: 'Party',
    clientName: 'Walk-in',
    date,
    time: '15:00',
    venue: 'Barn',
    budget: '100',
  });

const notChangeable = { status: 409, message: RESERVATION_TEXTS.onlyWhileReserved };

describe('reservation rules', () => {
  it('moves a reservation forward only, and changes or removes it only while reserved', async () => {
    const item = await newItem();
    const event = await newEvent('2027-10-02');
    const reserved = await run((ctx) =>
      createReservation(ctx, event.id, { inventoryId: item.id, quantity: 4 }),
    );
    expect(reserved).toMatchObject({ status: 'reserved', quantity: 4, version: 1 });
    expect(
      await refusal(run((ctx) => createReservation(ctx, event.id, { inventoryId: item.id, quantity: 1 }))),
    ).toEqual({ status: 409, message: RESERVATION_TEXTS.alreadyReserved });
    expect(
      await refusal(
        run((ctx) => updateReservation(ctx, reserved.id, { status: 'returned', returnedQuantity: 4 })),
      ),
    ).toEqual({ status: 409, message: RESERVATION_TEXTS.notCheckedOut });
    expect(
      await refusal(run((ctx) => updateReservation(ctx, reserved.id, { quantity: 5, version: 9 }))),
    ).toEqual({
      status: 409,
      message:
        'This record was changed by someone else since you opened it. Reload it to see the latest version.',
    });

    await run((ctx) => updateReservation(ctx, reserved.id, { status: 'checked_out' }));
    expect(await refusal(run((ctx) => updateReservation(ctx, reserved.id, { quantity: 5 })))).toEqual(
      notChangeable,
    );
    expect(await refusal(run((ctx) => updateReservation(ctx, reserved.id, { status: 'reserved' })))).toEqual(
      notChangeable,
    );
    expect(await refusal(run((ctx) => deleteReservation(ctx, reserved.id)))).toEqual(notChangeable);
    expect(
      await refusal(
        run((ctx) => updateReservation(ctx, reserved.id, { status: 'returned', returnedQuantity: 5 })),
      ),
    ).toEqual({ code: 'BAD_REQUEST', message: RESERVATION_TEXTS.returnedTooMany });
    expect(
      await refusal(
        run((ctx) => updateReservation(ctx, reserved.id, { status: 'returned', returnedQuantity: 3 })),
      ),
    ).toEqual({ code: 'BAD_REQUEST', message: RESERVATION_TEXTS.shortfallReasonRequired });
    expect(await refusal(run((ctx) => updateReservation(ctx, reserved.id, { status: 'returned' })))).toEqual({
      code: 'BAD_REQUEST',
      message: RESERVATION_TEXTS.returnedRequired,
    });

    const returned = await run((ctx) =>
      updateReservation(ctx, reserved.id, {
        status: 'returned',
        returnedQuantity: 3,
        shortfallReason: 'lost',
      }),
    );
    expect(returned).toMatchObject({ status: 'returned', returnedQuantity: 3, shortfallReason: 'lost' });
    expect(
      await refusal(run((ctx) => updateReservation(ctx, reserved.id, { status: 'checked_out' }))),
    ).toEqual({
      status: 409,
      message: RESERVATION_TEXTS.notReserved,
    });
  });

  it('refuses a cancelled event, and answers 404 for a missing event, reservation or item', async () => {
    const item = await newItem();
    const event = await newEvent('2027-10-09');
    const cancelled = await call('PUT', `/api/events/${event.id}`, { status: 'cancelled' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(
      await refusal(run((ctx) => createReservation(ctx, event.id, { inventoryId: item.id, quantity: 1 }))),
    ).toEqual({ status: 409, message: RESERVATION_TEXTS.eventCancelled });
    expect(
      await refusal(run((ctx) => createReservation(ctx, 99_999_999, { inventoryId: item.id, quantity: 1 }))),
    ).toEqual({ status: 404, message: 'Event not found' });
    const missing = { status: 404, message: 'Reservation not found' };
    expect(await refusal(run((ctx) => updateReservation(ctx, 99_999_999, { quantity: 2 })))).toEqual(missing);
    expect(await refusal(run((ctx) => deleteReservation(ctx, 99_999_999)))).toEqual(missing);
    expect(
      await refusal(
        itemAvailability(t.database.db, { id: 99_999_999, from: '2027-10-01', to: '2027-10-02' }),
      ),
    ).toEqual({ status: 404, message: 'Inventory item not found' });
  });
});
