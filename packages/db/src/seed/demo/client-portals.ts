import { demoSeedCounts } from './counts.ts';
import { integer } from './random.ts';
import type { Seed } from './seed.ts';

/**
 * A portal for each of the first six clients, naming the client's next open event. The first one is the
 * demo portal (README: its client's contact e-mail and the demo password): its client has signed in a
 * few times and staff shared the event-day run sheet with it; the next two have a sign-in history too.
 */
export async function seedClientPortals(
  { trx, random, now }: Seed,
  clients: ReadonlyArray<{ id: number; name: string; contactEmail: string }>,
  events: ReadonlyArray<{ id: number; name: string; clientId: number | null; status: string }>,
  portalPasswordHashes: readonly string[],
  shared: readonly number[],
) {
  const portalClients = clients.slice(0, demoSeedCounts.client_portals);
  const portals = await trx
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
        };
      }),
    )
    .returning(['id'])
    .execute();

  // Past sign-ins of the first three portals: ended sessions of a few minutes each, the latest first.
  for (const portal of portals.slice(0, 3)) {
    const sessions = Array.from({ length: integer(random, 2, 5) }, (_, i) => {
      const createdAt = new Date(now.getTime() - (i * 6 + integer(random, 1, 5)) * 86_400_000);
      const lastSeenAt = new Date(createdAt.getTime() + integer(random, 3, 25) * 60_000);
      return {
        id: `demo-${portal.id}-${i}`,
        portalId: portal.id,
        createdAt,
        lastSeenAt,
        endedAt: lastSeenAt,
        endReason: 'signed-out' as const,
      };
    });
    await trx.insertInto('portal_sessions').values(sessions).execute();
    await trx
      .updateTable('client_portals')
      .set({ lastLogin: sessions[0]!.createdAt })
      .where('id', '=', portal.id)
      .execute();
  }

  // The demo portal sees the run sheet (a document with real bytes behind it).
  const demoPortal = portals[0]!;
  await trx
    .insertInto('portal_shared_documents')
    .values(shared.map((documentId) => ({ portalId: demoPortal.id, documentId })))
    .execute();
}
