import { demoSeedCounts } from './counts.ts';
import { integer, timestampOffset } from './random.ts';
import type { Seed } from './seed.ts';

/** A portal for each of the first six clients, naming the client's next open event. */
export async function seedClientPortals(
  { trx, random, now }: Seed,
  clients: ReadonlyArray<{ id: number; name: string; contactEmail: string }>,
  events: ReadonlyArray<{ id: number; name: string; clientId: number | null; status: string }>,
  portalPasswordHashes: readonly string[],
) {
  const portalClients = clients.slice(0, demoSeedCounts.client_portals);
  await trx
    .insertInto('client_portals')
    .values(
      portalClients.map((client, index) => {
        // The portal's event: the client's next open one, else any of theirs (a portal names an event).
        const event =
          events.find((candidate) => candidate.clientId === client.id && candidate.status !== 'completed') ??
          events.find((candidate) => candidate.clientId === client.id);
        return {
          clientId: client.id,
          clientName: client.name,
          email: client.contactEmail,
          eventId: event?.id ?? null,
          eventName: event?.name ?? null,
          passwordHash: portalPasswordHashes[index] as string,
          status:
            index === 4 ? ('pending' as const) : index === 5 ? ('inactive' as const) : ('active' as const),
          lastLogin: index < 3 ? timestampOffset(now, -integer(random, 1, 20)) : null,
          documentsShared: integer(random, 0, 12),
        };
      }),
    )
    .execute();
}
