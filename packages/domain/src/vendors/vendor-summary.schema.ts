import { z } from 'zod';
import { ZCount } from '../common/counts.ts';

/** averageRating is over rated vendors only (rating 0 means not rated). */
export const ZVendorSummary = z.object({
  total: ZCount,
  active: ZCount,
  preferred: ZCount,
  averageRating: z.number().min(0),
});
export type VendorSummary = z.infer<typeof ZVendorSummary>;
