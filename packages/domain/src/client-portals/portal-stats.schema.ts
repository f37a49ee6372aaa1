import { z } from 'zod';
import { ZCount } from '../common/counts.ts';

/** Figures behind the client portal cards; Total Logins and Avg. Session are placeholders on screen. */
export const ZPortalStats = z.object({
  totalPortals: ZCount,
  activePortals: ZCount,
  documentsShared: ZCount,
});
export type PortalStats = z.infer<typeof ZPortalStats>;
