import { listAuditLog } from '@app/db';
import { ZAuditEntry, ZAuditListInput, ZAuditPage } from '@app/domain';
import { z } from 'zod';
import { toApiRow } from '../lib/serialize.ts';
import { adminProcedure, router } from '../trpc/trpc.ts';

const tags = ['audit-log'];
const toApi = (row: Parameters<typeof toApiRow>[0]) => toApiRow(row) as z.infer<typeof ZAuditEntry>;

/** Who created, changed or deleted which record and when (admins only). Newest first. */
export const auditLogRouter = router({
  list: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/audit-log',
        tags,
        summary: 'The audit log (admin)',
        description: 'A JSON array, newest first; filter by tableName, recordId, actorId and action; limit and offset.',
      },
    })
    .input(ZAuditListInput)
    .output(z.array(ZAuditEntry))
    .query(async ({ ctx, input }) => (await listAuditLog(ctx.db, input)).items.map(toApi)),

  page: adminProcedure
    .input(ZAuditListInput)
    .output(ZAuditPage)
    .query(async ({ ctx, input }) => {
      const page = await listAuditLog(ctx.db, input);
      return { items: page.items.map(toApi), total: page.total };
    }),
});
