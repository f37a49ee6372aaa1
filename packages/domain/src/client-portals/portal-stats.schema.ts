import { z } from 'zod';
import { ZCount } from '../common/counts.ts';

/**
 * Figures behind the client portal cards, all recorded (the spec's Total Logins was portals × 12 and
 * its Avg. Session a fixed '12m'): `totalLogins` counts clients' sign-ins, `averageSessionSeconds` is the
 * mean length of the portal sessions that are over (signed out or timed out; null when none is).
 */
export const ZPortalStats = z.object({
  totalPortals: ZCount,
  activePortals: ZCount,
  pendingPortals: ZCount,
  signedInPortals: ZCount,
  documentsShared: ZCount,
  totalLogins: ZCount,
  averageSessionSeconds: z.number().nonnegative().nullable(),
});
export type PortalStats = z.infer<typeof ZPortalStats>;
