import { type Database, eventReservations, eventSpan, type Kysely } from '@app/db';
import type { ZReservation } from '@app/domain';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { toApiRow } from '../../lib/serialize.ts';

/** The event's reservations, by item name (404 when there is no such event). */
export async function eventReservationList(db: Kysely<Database>, eventId: number) {
  const rows = await eventReservations(db, eventId);
  // A reservation's event exists (a foreign key): only an empty list asks whether the event does.
  if (rows.length === 0 && !(await eventSpan(db, eventId))) throw new AppError('EVENT_NOT_FOUND');
  return rows.map((row) => toApiRow(row) as z.infer<typeof ZReservation>);
}
