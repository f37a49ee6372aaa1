import { z } from 'zod';
import { filterEnum } from '../common/enums.ts';
import { ZId } from '../common/ids.ts';
import { makeListResult, ZListInput } from '../common/list.ts';
import { ZIsoDateTime } from '../common/timestamps.ts';

export const AUDIT_ACTIONS = ['create', 'update', 'delete', 'view', 'import'] as const;

/** Tables whose changes the audit log records (migrations 0020, 0025 and 0027), by their REST names' table. */
export const AUDITED_TABLES = [
  'users',
  'user_two_factor',
  'api_tokens',
  'calendar_feed_tokens',
  'clients',
  'digital_products',
  'inventory',
  'events',
  'campaigns',
  'campaign_metric_entries',
  'documents',
  'client_portals',
  'portal_shared_documents',
  'business_info',
  'vendors',
  'marketing_assets',
  'templates',
  'financial_records',
  'invoices',
  'invoice_items',
  'invoice_payments',
  'reservations',
  'company_settings',
  'emails',
  'email_templates',
  'pipeline_stages',
  'lead_forms',
  'leads',
] as const;

/**
 * One audit entry. `changes` holds, for an update, `{ column: { from, to } }` of the changed columns;
 * for a create or a delete, the row's values. Column names are the database's (snake_case); secrets
 * appear as "[redacted]".
 */
export const ZAuditEntry = z.object({
  id: z.int(),
  occurredAt: ZIsoDateTime,
  actorId: z.int().nullable(),
  actorName: z.string().nullable(),
  action: z.enum(AUDIT_ACTIONS),
  tableName: z.string(),
  recordId: z.string(),
  changes: z.record(z.string(), z.unknown()),
  requestId: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof ZAuditEntry>;

export const ZAuditListInput = ZListInput.omit({ search: true }).extend({
  tableName: filterEnum(AUDITED_TABLES),
  recordId: z.string().trim().min(1).max(40).optional(),
  actorId: ZId.optional(),
  action: filterEnum(AUDIT_ACTIONS),
});
export type AuditListInput = z.infer<typeof ZAuditListInput>;

export const ZAuditPage = makeListResult(ZAuditEntry);
