import { z } from 'zod';
import { ZCount } from '../common/counts.ts';

/** Documents per upload category (the four cards of the documents screen). */
export const ZDocumentCounts = z.object({
  contracts: ZCount,
  invoices: ZCount,
  proposals: ZCount,
  other: ZCount,
});
export type DocumentCounts = z.infer<typeof ZDocumentCounts>;
