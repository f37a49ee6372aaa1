import { z } from 'zod';
import { filterEnum } from '../common/enums.ts';
import { ZId } from '../common/ids.ts';
import { makeListResult, ZListInput } from '../common/list.ts';
import { ZIsoDateTime } from '../common/timestamps.ts';

export const AUDIT_ACTIONS = ['create', 'update', 'delete', 'view', 'import'] as const;

/**
 * Tables whose changes the audit log records, each with the name the Audit Log screen gives its
 * records ('Client #12'). A migration that gives a table its audit trigger (migrations/audit.ts) adds
 * the table here; apps/api/test/audit-log.test.ts checks that the two agree.
 */
export const AUDITED_TABLE_LABELS = {
  users: 'User',
  user_two_factor: 'Two-factor sign-in',
  api_tokens: 'API token',
  calendar_feed_tokens: 'Calendar feed link',
  clients: 'Client',
  digital_products: 'Digital product',
  inventory: 'Inventory item',
  events: 'Event',
  campaigns: 'Campaign',
  campaign_metric_entries: 'Campaign metrics update',
  documents: 'Document',
  client_portals: 'Client portal',
  portal_shared_documents: 'Portal document share',
  business_info: 'Business information',
  vendors: 'Vendor',
  marketing_assets: 'Marketing asset',
  templates: 'Template',
  financial_records: 'Financial record',
  invoices: 'Invoice',
  invoice_items: 'Invoice line',
  invoice_payments: 'Invoice payment',
  reservations: 'Equipment reservation',
  company_settings: 'Company settings',
  emails: 'E-mail',
  email_templates: 'E-mail template',
  pipeline_stages: 'Pipeline stage',
  lead_forms: 'Lead form',
  leads: 'Lead',
} as const satisfies Record<string, string>;

type AuditedTable = keyof typeof AUDITED_TABLE_LABELS;

/** The audited tables, in the order of AUDITED_TABLE_LABELS (the screen's filter lists them so). */
export const AUDITED_TABLES = Object.keys(AUDITED_TABLE_LABELS) as [AuditedTable, ...AuditedTable[]];

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
