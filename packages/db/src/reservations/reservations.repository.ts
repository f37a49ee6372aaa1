import { type Kysely, sql, type Transaction } from 'kysely';
import { compiledOnce } from '../compiled-once.ts';
import type { Database } from '../schema.ts';

/*
 * Equipment reservations. Whether N of an item fit an event is decided here, under a row
 * lock on the inventory item: every write that can change an item's bookings (a reservation made or
 * enlarged, an event's days or status changed, the item's quantity lowered) first takes
 * `select … for update` on the item, so two of them for one item run one after the other and the second
 * sees what the first wrote. A lock per item was chosen over SERIALIZABLE (no retries to write, no
 * false conflicts between unrelated items on a busy Saturday) and over an exclusion constraint (a
 * quantity is a sum over overlapping rows, which no constraint can express). Writers take the event's
 * row first (`for share`, or the update's own lock) and the items after it in id order, so two writers
 * never wait on each other in a circle.
 *
 * An event occupies events.span (its setup, its days, its teardown); reserved and checked-out
 * reservations of events that are not cancelled occupy their item on each of those days.
 */

type Db = Kysely<Database>;

const ACTIVE = sql`r.status <> 'returned'`;

/**
 * The reservation as the API answers it: its columns with the item's name, SKU and rental price, and
 * the invoice its rental is on.
 */
function reservationRows(db: Db) {
  return db
    .selectFrom('reservations as r')
    .innerJoin('inventory as i', 'i.id', 'r.inventoryId')
    .leftJoin('invoices as v', 'v.id', 'r.invoiceId')
    .select([
      'i.rentalPrice',
      'i.rentalUnit',
      'r.invoiceId',
      'v.number as invoiceNumber',
      'v.status as invoiceStatus',
      'r.id',
      'r.eventId',
      'r.inventoryId',
      'i.name as itemName',
      'i.sku',
      'r.quantity',
      'r.status',
      'r.returnedQuantity',
      'r.shortfallReason',
      'r.checkedOutAt',
      'r.returnedAt',
      'r.createdAt',
      'r.updatedAt',
      'r.version',
    ]);
}

export type ReservationRow = Awaited<
  ReturnType<ReturnType<typeof reservationRows>['executeTakeFirstOrThrow']>
>;

/** An event's reservations, by item name. */
export const eventReservations: (db: Db, eventId: number) => Promise<ReservationRow[]> = compiledOnce(
  (db, eventId: number) =>
    reservationRows(db).where('r.eventId', '=', eventId).orderBy('i.name').orderBy('r.id'),
);

const reservationRowsById = compiledOnce((db, id: number) => reservationRows(db).where('r.id', '=', id));
export async function reservationById(db: Db, id: number): Promise<ReservationRow | undefined> {
  return (await reservationRowsById(db, id))[0];
}

/** The days an event occupies, first and last ('YYYY-MM-DD'), and whether it is cancelled. */
export async function eventSpan(
  db: Db,
  eventId: number,
  lock: 'share' | 'none' = 'none',
): Promise<{ from: string; to: string; cancelled: boolean } | undefined> {
  const query = sql<{ from: string; to: string; cancelled: boolean }>`
    select lower(span)::text as "from", (upper(span) - 1)::text as "to", status = 'cancelled' as cancelled
    from events where id = ${eventId} ${lock === 'share' ? sql`for share` : sql``}`;
  return (await query.execute(db)).rows[0];
}

/** The item's name and quantity, locked for the rest of the transaction (see the top of this file). */
export async function lockItem(
  trx: Transaction<Database>,
  inventoryId: number,
): Promise<{ id: number; name: string; quantity: number } | undefined> {
  return trx
    .selectFrom('inventory')
    .select(['id', 'name', 'quantity'])
    .where('id', '=', inventoryId)
    .forUpdate()
    .executeTakeFirst();
}

export type Overbooking = { day: string; free: number };

/**
 * The first day from `from` to `to` on which the item's active reservations of other events than
 * `exceptEventId`, plus `adding`, exceed `capacity`: that day and how many were free on it; undefined
 * when everything fits.
 */
export async function firstOverbookedDay(
  db: Db,
  options: {
    inventoryId: number;
    capacity: number;
    from: string;
    to: string;
    adding: number;
    exceptEventId?: number;
  },
): Promise<Overbooking | undefined> {
  const { inventoryId, capacity, from, to, adding, exceptEventId } = options;
  const rows = await sql<{ day: string; reserved: number }>`
    select d.day::date::text as day, coalesce(sum(r.quantity), 0)::int as reserved
    from generate_series(${from}::date, ${to}::date, interval '1 day') as d (day)
    left join (reservations r join events e on e.id = r.event_id and e.status <> 'cancelled')
      on r.inventory_id = ${inventoryId} and ${ACTIVE} and e.span @> d.day::date
        and e.id is distinct from ${exceptEventId ?? null}::integer
    group by d.day
    having coalesce(sum(r.quantity), 0) + ${adding} > ${capacity}
    order by d.day
    limit 1`.execute(db);
  const row = rows.rows[0];
  return row ? { day: row.day, free: capacity - row.reserved } : undefined;
}

/**
 * The first day from `from` on which the item's active reservations exceed `capacity` (a lowered
 * quantity, checked before it is saved): that day, how many were free and how many were reserved.
 */
export async function firstOverbookedDayFrom(
  db: Db,
  options: { inventoryId: number; capacity: number; from: string },
): Promise<(Overbooking & { reserved: number }) | undefined> {
  const rows = await sql<{ day: string; reserved: number }>`
    select d.day::date::text as day, sum(r.quantity)::int as reserved
    from reservations r
    join events e on e.id = r.event_id and e.status <> 'cancelled'
    cross join lateral generate_series(greatest(lower(e.span), ${options.from}::date),
      upper(e.span) - 1, interval '1 day') as d (day)
    where r.inventory_id = ${options.inventoryId} and ${ACTIVE}
    group by d.day
    having sum(r.quantity) > ${options.capacity}
    order by d.day
    limit 1`.execute(db);
  const row = rows.rows[0];
  return row ? { day: row.day, free: options.capacity, reserved: row.reserved } : undefined;
}

/** The active reservations of an event with their items, in item id order (the order items are locked in). */
export function activeEventReservations(
  db: Db,
  eventId: number,
): Promise<Array<{ id: number; inventoryId: number; quantity: number }>> {
  return db
    .selectFrom('reservations as r')
    .select(['r.id', 'r.inventoryId', 'r.quantity'])
    .where('r.eventId', '=', eventId)
    .where('r.status', '<>', 'returned')
    .orderBy('r.inventoryId')
    .execute();
}

/** Per day from `from` to `to`: how many of the item active reservations hold. */
export async function itemReservedByDay(
  db: Db,
  inventoryId: number,
  from: string,
  to: string,
): Promise<Array<{ date: string; reserved: number }>> {
  const rows = await sql<{ date: string; reserved: number }>`
    select d.day::date::text as date, coalesce(sum(r.quantity), 0)::int as reserved
    from generate_series(${from}::date, ${to}::date, interval '1 day') as d (day)
    left join (reservations r join events e on e.id = r.event_id and e.status <> 'cancelled')
      on r.inventory_id = ${inventoryId} and ${ACTIVE} and e.span @> d.day::date
    group by d.day
    order by d.day`.execute(db);
  return rows.rows;
}

/**
 * The most of an item reserved on any one day of the 30 days from the company's today: the Inventory
 * screen's "Reserved (next 30 days)", computed for the rows of a page. Today is a subquery, worked out
 * once per page (an InitPlan): as a call it was worked out again, reading company_settings, for every
 * reservation tested (an Inventory page took 3.4-3.6 ms of PostgreSQL, 1.3-1.5 ms so).
 */
export const reservedNext30Days = (items: string) =>
  sql<number>`(select coalesce(max(per_day.reserved), 0)::int from (
    select sum(r.quantity) as reserved
    from reservations r
    join events e on e.id = r.event_id and e.status <> 'cancelled'
    cross join lateral generate_series(greatest(lower(e.span), (select company_today())),
      least(upper(e.span) - 1, (select company_today()) + 29), interval '1 day') as d (day)
    where r.inventory_id = ${sql.ref(`${items}.id`)} and r.status <> 'returned'
      and e.span && daterange((select company_today()), (select company_today()) + 30)
    group by d.day) as per_day)`;

/** The reservation of `inventoryId` for `eventId`, if there is one (one per item and event). */
export async function reservationOfItem(
  db: Db,
  eventId: number,
  inventoryId: number,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('reservations')
    .select('id')
    .where('eventId', '=', eventId)
    .where('inventoryId', '=', inventoryId)
    .executeTakeFirst();
  return row?.id;
}

export async function insertReservation(
  trx: Transaction<Database>,
  values: { eventId: number; inventoryId: number; quantity: number },
): Promise<number> {
  const { id } = await trx
    .insertInto('reservations')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** The reservation as stored; `lock` holds it until the transaction ends. */
export function storedReservation(db: Db, id: number, lock = false) {
  const query = db.selectFrom('reservations').selectAll().where('id', '=', id);
  return (lock ? query.forUpdate() : query).executeTakeFirst();
}

export type ReservationChange = {
  quantity?: number;
  status?: 'checked_out' | 'returned';
  returnedQuantity?: number;
  shortfallReason?: 'lost' | 'damaged' | null;
};

/**
 * Saves a change of a reservation: a checkout stamps checked_out_at, a return returned_at and, when
 * fewer came back than were taken, lowers the item's quantity by the shortfall (its stock status follows).
 */
export async function changeReservation(
  trx: Transaction<Database>,
  reservation: { id: number; inventoryId: number; quantity: number },
  change: ReservationChange,
): Promise<void> {
  const stamps =
    change.status === 'checked_out'
      ? { checkedOutAt: sql<Date>`now()` }
      : change.status === 'returned'
        ? { returnedAt: sql<Date>`now()` }
        : {};
  await trx
    .updateTable('reservations')
    .set({ ...change, ...stamps })
    .where('id', '=', reservation.id)
    .execute();
  const shortfall =
    change.status === 'returned'
      ? reservation.quantity - (change.returnedQuantity ?? reservation.quantity)
      : 0;
  if (shortfall > 0)
    await trx
      .updateTable('inventory')
      .set({ quantity: sql<number>`quantity - ${shortfall}` })
      .where('id', '=', reservation.inventoryId)
      .execute();
}

export async function deleteReservation(trx: Transaction<Database>, id: number): Promise<void> {
  await trx.deleteFrom('reservations').where('id', '=', id).execute();
}

/** The event's money (its financial records and its issued invoices) and the days it occupies. */
export function eventMoneyAndSpan(db: Db, eventId: number) {
  return db
    .selectFrom('events')
    .select([
      'id',
      sql<string>`income::text`.as('income'),
      sql<string>`expenses::text`.as('expenses'),
      sql<string>`profit::text`.as('profit'),
      sql<string>`budget::text`.as('budget'),
      sql<string>`lower(span)::text`.as('spanFrom'),
      sql<string>`(upper(span) - 1)::text`.as('spanTo'),
      sql<number>`(coalesce(end_date, date) - date + 1)`.as('eventDays'),
      sql<string>`(select coalesce(sum(i.total), 0)::numeric(14, 2)::text from invoices i
        where i.event_id = events.id and i.status in ('sent', 'partially_paid', 'paid'))`.as('invoiced'),
      sql<string>`(select coalesce(sum(i.paid), 0)::numeric(14, 2)::text from invoices i
        where i.event_id = events.id and i.status in ('sent', 'partially_paid', 'paid'))`.as('paid'),
    ])
    .where('id', '=', eventId)
    .executeTakeFirst();
}

const itemQuantityRows = compiledOnce((db, inventoryId: number) =>
  db.selectFrom('inventory').select('quantity').where('id', '=', inventoryId),
);
/** The item's quantity, or undefined when there is no such item. */
export async function itemQuantity(db: Db, inventoryId: number): Promise<number | undefined> {
  return (await itemQuantityRows(db, inventoryId))[0]?.quantity;
}
