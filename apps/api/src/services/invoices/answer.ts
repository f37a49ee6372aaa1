import { type Database, eventNameAndClient, invoiceById, type Kysely } from '@app/db';
import type { ZInvoice } from '@app/domain';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { fieldError } from '../../lib/errors.ts';
import { toApiRow } from '../../lib/serialize.ts';

/** The invoice as the API answers it, with its lines (404 when there is none). */
export async function invoiceAnswer(db: Kysely<Database>, id: number) {
  const invoice = await invoiceById(db, id);
  if (!invoice) throw new AppError('INVOICE_NOT_FOUND');
  return toApiRow({ ...invoice, items: invoice.items }) as z.infer<typeof ZInvoice>;
}

/** The event, when one is named, must be the client's. */
export async function checkInvoiceEvent(
  db: Kysely<Database>,
  clientId: number,
  eventId: number | null | undefined,
) {
  if (!eventId) return;
  const event = await eventNameAndClient(db, eventId);
  if (!event) throw fieldError('eventId', 'The chosen event does not exist');
  if (event.clientId !== clientId)
    throw fieldError('eventId', "The event must be one of the client's events");
}
