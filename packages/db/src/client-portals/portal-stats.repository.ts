// Summary figures counted and summed in SQL, so the cards cover every row, not the page on screen.
import { type Kysely, sql } from 'kysely';
import type { Database } from '../schema.ts';

export type PortalStats = {
  totalPortals: number;
  activePortals: number;
  pendingPortals: number;
  /** Portals with a sign-in on record (last_login set). */
  signedInPortals: number;
  documentsShared: number;
  /** Clients' sign-ins (one portal session each). */
  totalLogins: number;
  /** Mean length of the sessions that are over: ended, or idle past `idleMs`. Null when none is. */
  averageSessionSeconds: number | null;
};

export async function portalStats(db: Kysely<Database>, idleMs: number): Promise<PortalStats> {
  const { rows } = await sql<PortalStats>`
    select
      count(*)::int as "totalPortals",
      count(*) filter (where status = 'active')::int as "activePortals",
      count(*) filter (where status = 'pending')::int as "pendingPortals",
      count(last_login)::int as "signedInPortals",
      coalesce(sum(documents_shared), 0)::int as "documentsShared",
      (select count(*)::int from portal_sessions) as "totalLogins",
      (select round(avg(greatest(0, extract(epoch from last_seen_at - created_at))))::float8 from portal_sessions
        where ended_at is not null or last_seen_at < now() - ${idleMs} * interval '1 millisecond'
      ) as "averageSessionSeconds"
    from client_portals`.execute(db);
  return rows[0]!;
}
