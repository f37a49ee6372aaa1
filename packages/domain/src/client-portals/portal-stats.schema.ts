import { z } from 'zod';
import { ZCount } from '../common/counts.ts';

/**
 * Figures behind the client portal cards. The spec's Total Logins (portals × 12) and Avg. Session
 * ('12m') were placeholders with nothing recorded behind them: the cards show what is recorded, the
 * portals with a sign-in on record (`signedInPortals`) and those pending setup (`pendingPortals`).
 */
export const ZPortalStats = z.object({
  totalPortals: ZCount,
  activePortals: ZCount,
  pendingPortals: ZCount,
  signedInPortals: ZCount,
  documentsShared: ZCount,
});
export type PortalStats = z.infer<typeof ZPortalStats>;
