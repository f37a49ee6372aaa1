import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { AUDIT_ROW_CHANGE_FUNCTION } from './2026_11_22_0020_audit_log.ts';
import { API_TOKEN_AUDIT_FUNCTION } from './2026_11_24_0025_api_tokens.ts';
import { AUDIT_FUNCTION, auditTrigger, dropAuditTrigger } from './audit.ts';

/*
 * One audit trigger function for every audited table. Until now API tokens had a function of their
 * own (migration 0025), a copy of audit_row_change (0020) that differed only in the columns it leaves
 * out. audit_row_change now takes those columns as trigger arguments (migrations/audit.ts), every
 * audited table's trigger is made again through auditTrigger(), and the copy is dropped. The entries
 * written are the same as before (apps/api/test/audit-log.test.ts, packages/db audit tests).
 */
const TABLES = [
  'users',
  'clients',
  'digital_products',
  'inventory',
  'events',
  'campaigns',
  'campaign_metric_entries',
  'documents',
  'client_portals',
  'business_info',
  'vendors',
  'marketing_assets',
  'templates',
  'financial_records',
  'company_settings',
] as const;
/** Tokens: the hash never reaches the log, and last-use bookkeeping is no entry. */
const API_TOKENS_IGNORE = ['token_hash', 'last_used_at', 'created_at'];

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of [...TABLES, 'api_tokens']) await sql.raw(dropAuditTrigger(table)).execute(db);
  await sql.raw(AUDIT_FUNCTION).execute(db);
  for (const table of TABLES) await sql.raw(auditTrigger(table)).execute(db);
  await sql.raw(auditTrigger('api_tokens', { ignore: API_TOKENS_IGNORE })).execute(db);
  await sql`drop function audit_api_token_change()`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [...TABLES, 'api_tokens']) await sql.raw(dropAuditTrigger(table)).execute(db);
  await sql`drop function audit_row_change()`.execute(db);
  await sql.raw(AUDIT_ROW_CHANGE_FUNCTION).execute(db);
  await sql.raw(API_TOKEN_AUDIT_FUNCTION).execute(db);
  for (const table of TABLES) await sql.raw(auditTrigger(table)).execute(db);
  await sql`create trigger api_tokens_audit after insert or update or delete on api_tokens
  for each row execute function audit_api_token_change()`.execute(db);
}
