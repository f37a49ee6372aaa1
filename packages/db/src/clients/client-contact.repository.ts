import type { Kysely, Selectable } from 'kysely';
import type { ClientsTable, Database } from '../schema.ts';

/** The name and contact e-mail of a client, which portals and events copy when linked to it. */
export async function clientContact(
  db: Kysely<Database>,
  clientId: number,
): Promise<Pick<Selectable<ClientsTable>, 'name' | 'contactEmail'> | undefined> {
  return db
    .selectFrom('clients')
    .select(['name', 'contactEmail'])
    .where('id', '=', clientId)
    .executeTakeFirst();
}
