import { auditLogRows, listAuditLog } from '@app/db';
import { ZAuditEntry, ZAuditListInput, ZAuditPage } from '@app/domain';
import { z } from 'zod';
import { toApiRow } from '../lib/serialize.ts';
import { EXAMPLE_REQUEST_ID, EXAMPLE_UPDATED_AT } from '../openapi/example-business.ts';
import { defineTag } from '../openapi/tags.ts';
import { adminProcedure, router } from '../trpc/trpc.ts';

defineTag('audit-log', 'Who created, changed or deleted which record, when, and what changed (admins only).');

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
        summary: 'List audit log entries (admin)',
        description:
          'Entries newest first, as a JSON array: who (`actorId`, `actorName`), when, which record (`tableName`, `recordId`), the request id, and for each changed column `{ from, to }` (secrets appear as `[redacted]`). Filter by `tableName`, `recordId`, `actorId` and `action`; page with `limit` and `offset`.',
      },
      examples: {
        response: [
          {
            id: 9021,
            occurredAt: EXAMPLE_UPDATED_AT,
            actorId: 12,
            actorName: 'jordan.reyes',
            action: 'update',
            tableName: 'inventory',
            recordId: '17',
            changes: { quantity: { from: 180, to: 150 } },
            requestId: EXAMPLE_REQUEST_ID,
          },
        ],
      },
    })
    .input(ZAuditListInput)
    .output(z.array(ZAuditEntry))
    .query(async ({ ctx, input }) => (await auditLogRows(ctx.db, input)).map(toApi)),

  page: adminProcedure
    .input(ZAuditListInput)
    .output(ZAuditPage)
    .query(async ({ ctx, input }) => {
      const page = await listAuditLog(ctx.db, input);
      return { items: page.items.map(toApi), total: page.total, totalIsLowerBound: page.totalIsLowerBound };
    }),
});
