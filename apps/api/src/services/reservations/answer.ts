import { type Database, type Kysely, reservationById } from '@app/db';
import type { ZReservation } from '@app/domain';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { toApiRow } from '../../lib/serialize.ts';

/** The reservation as the API answers it (404 when there is none). */
export async function reservationAnswer(db: Kysely<Database>, id: number) {
  const row = await reservationById(db, id);
  if (!row) throw new AppError('RESERVATION_NOT_FOUND');
  return toApiRow(row) as z.infer<typeof ZReservation>;
}
