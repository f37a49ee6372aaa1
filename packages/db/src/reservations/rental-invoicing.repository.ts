import { type Kysely, sql } from 'kysely';
import type { Database } from '../schema.ts';

type Db = Kysely<Database>;

/**
 * The event, locked until the transaction ends: putting its equipment on an invoice takes this lock
 * first, so two such calls for one event (a double click, two tabs) run one after the other and the
 * second finds the rentals already invoiced.
 */
export function lockEventForInvoicing(db: Db, eventId: number) {
  return db
    .selectFrom('events')
    .select([
      'id',
      'name',
      'clientId',
      'date',
      sql<number>`(coalesce(end_date, date) - date + 1)`.as('eventDays'),
    ])
    .where('id', '=', eventId)
    .forUpdate()
    .executeTakeFirst();
}

/** The event's reservations of rented items whose rental is on no invoice, or only on a void one. */
export function rentalsNotInvoiced(db: Db, eventId: number) {
  return db
    .selectFrom('reservations as r')
    .innerJoin('inventory as i', 'i.id', 'r.inventoryId')
    .leftJoin('invoices as v', 'v.id', 'r.invoiceId')
    .select(['r.id', 'r.quantity', 'i.name as itemName', 'i.rentalPrice', 'i.rentalUnit'])
    .where('r.eventId', '=', eventId)
    .where('i.rentalPrice', 'is not', null)
    .where((eb) => eb.or([eb('r.invoiceId', 'is', null), eb('v.status', '=', 'void')]))
    .orderBy('i.name')
    .orderBy('r.id')
    .execute();
}

/** The event's newest draft invoice, if it has one: the rentals are added to it rather than to a new one. */
export async function newestDraftOfEvent(db: Db, eventId: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('invoices')
    .select('id')
    .where('eventId', '=', eventId)
    .where('status', '=', 'draft')
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row?.id;
}

/** Records that these reservations' rentals are on the invoice. */
export async function markRentalsInvoiced(db: Db, reservationIds: readonly number[], invoiceId: number) {
  if (reservationIds.length === 0) return;
  await db
    .updateTable('reservations')
    .set({ invoiceId })
    .where('id', 'in', [...reservationIds])
    .execute();
}
