import type { Kysely, Selectable } from 'kysely';
import type { Database, EventsTable } from '../schema.ts';

/** An event's name and client, which a client portal linked to the event checks and copies. */
export async function eventNameAndClient(
  db: Kysely<Database>,
  eventId: number,
): Promise<Pick<Selectable<EventsTable>, 'name' | 'clientId'> | undefined> {
  return db.selectFrom('events').select(['name', 'clientId']).where('id', '=', eventId).executeTakeFirst();
}
