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
};

export async function portalStats(db: Kysely<Database>): Promise<PortalStats> {
  const { rows } = await sql<PortalStats>`
    select
      count(*)::int as "totalPortals",
      count(*) filter (where status = 'active')::int as "activePortals",
      count(*) filter (where status = 'pending')::int as "pendingPortals",
      count(last_login)::int as "signedInPortals",
      coalesce(sum(documents_shared), 0)::int as "documentsShared"
    from client_portals`.execute(db);
  return rows[0]!;
}
