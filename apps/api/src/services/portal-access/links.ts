import { clientContact, type Database, eventNameAndClient, eventsNotOfClient, type Kysely } from '@app/db';
import { AppError } from '../../lib/app-error.ts';

/** The chosen client (400 when there is none). */
export async function chosenClient(db: Kysely<Database>, id: number) {
  const client = await clientContact(db, id);
  if (!client) throw new AppError('PORTAL_CLIENT_NOT_FOUND');
  return client;
}

/** The chosen event, which must be the chosen client's when a client is chosen (400 otherwise). */
export async function chosenEvent(db: Kysely<Database>, id: number, clientId: number | null | undefined) {
  const event = await eventNameAndClient(db, id);
  if (!event) throw new AppError('PORTAL_EVENT_NOT_FOUND');
  if (clientId && event.clientId !== clientId) throw new AppError('PORTAL_EVENT_NOT_CLIENTS');
  return event;
}

/** Only the portal's own client's events can be shown in it. */
export async function checkShownEvents(
  db: Kysely<Database>,
  clientId: number | null | undefined,
  ids?: number[],
) {
  if (!ids?.length) return;
  if ((await eventsNotOfClient(db, clientId ?? null, ids)).length > 0)
    throw new AppError('PORTAL_SHOWS_OTHER_CLIENTS_EVENT');
}
