import { readdirSync } from 'node:fs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationNames } from '../migrate.ts';
import { tableNames } from '../schema.ts';
import type { TestDatabase } from '../testing.ts';
import { createTestDatabase } from '../testing.ts';

const trigram = (table: string, columns: string[]) => columns.map((column) => `${table}_${column}_trgm_idx`);
const btree = (table: string, columns: string[]) => columns.map((column) => `${table}_${column}_idx`);

/**
 * Every index the screens and foreign keys rely on (unique constraints are checked separately), by
 * table: these, and those a migration declares beside the SQL that makes them (its `expectedIndexes`
 * export), so a new table's migration names its own.
 */
const listedIndexes: Record<string, string[]> = {
  users: btree('users', ['role', 'created_at']),
  user_two_factor: ['user_two_factor_pkey', 'user_two_factor_user_id_key'],
  user_recovery_codes: ['user_recovery_codes_pkey', 'user_recovery_codes_code_key'],
  clients: [...btree('clients', ['status', 'created_at']), ...trigram('clients', ['name', 'search_text'])],
  digital_products: btree('digital_products', ['status', 'category', 'created_at']),
  inventory: [
    ...btree('inventory', ['category', 'status', 'created_at']),
    ...trigram('inventory', ['name', 'sku']),
  ],
  events: [
    ...btree('events', ['status', 'type', 'client_id', 'date', 'created_at']),
    ...trigram('events', ['name', 'client_name', 'venue']),
    'events_span_idx',
    'events_profit_idx',
  ],
  campaigns: [
    ...btree('campaigns', ['status', 'type', 'created_at']),
    ...trigram('campaigns', ['name', 'description']),
  ],
  campaign_metric_entries: ['campaign_metric_entries_pkey', 'campaign_metric_entries_campaign_idx'],
  stored_files: btree('stored_files', ['uploaded_by', 'created_at']),
  documents: [
    ...btree('documents', [
      'category',
      'file_id',
      'uploaded_by_user_id',
      'uploaded_by_portal_id',
      'campaign_id',
      'created_at',
      'client_id',
      'event_id',
      'invoice_id',
    ]),
    ...trigram('documents', ['name', 'description']),
  ],
  client_portals: [
    ...btree('client_portals', ['status', 'client_id', 'event_id', 'created_at']),
    ...trigram('client_portals', ['client_name', 'email', 'event_name']),
  ],
  business_info: [
    ...btree('business_info', ['category', 'type', 'created_at']),
    ...trigram('business_info', ['name', 'category', 'type']),
  ],
  vendors: [
    ...btree('vendors', ['category', 'status', 'created_at']),
    ...trigram('vendors', ['name', 'category', 'contact_name']),
  ],
  marketing_assets: [
    ...btree('marketing_assets', ['type', 'category', 'created_at']),
    ...trigram('marketing_assets', ['name', 'description']),
  ],
  templates: [
    ...btree('templates', ['category', 'file_type', 'created_at']),
    ...trigram('templates', ['name', 'description']),
  ],
  financial_records: [
    ...btree('financial_records', [
      'type_date',
      'date',
      'category',
      'client_id',
      'event_id',
      'vendor_id',
      'created_at',
    ]),
    ...trigram('financial_records', ['description', 'category']),
  ],
  notifications: [
    ...btree('notifications', ['user_id', 'unread', 'created_at', 'expires_at']),
    'notifications_dedupe_key_key',
  ],
  company_settings: ['company_settings_pkey'],
  sessions: [...btree('sessions', ['expires_at', 'user_id']), 'sessions_pkey'],
  login_throttle: ['login_throttle_pkey'],
  audit_log: ['audit_log_pkey', 'audit_log_record_idx', 'audit_log_actor_idx', 'audit_log_occurred_at_idx'],
  financial_totals: ['financial_totals_pkey'],
  status_counts: ['status_counts_pkey'],
  list_generations: ['list_generations_pkey'],
  inventory_totals: ['inventory_totals_pkey'],
  api_tokens: ['api_tokens_pkey', 'api_tokens_user_id_idx', 'api_tokens_token_hash_key'],
  calendar_feed_tokens: [
    'calendar_feed_tokens_pkey',
    'calendar_feed_tokens_user_id_key',
    'calendar_feed_tokens_token_hash_key',
  ],
  idempotency_keys: ['idempotency_keys_pkey', 'idempotency_keys_expiry_idx'],
  invoices: [
    'invoices_pkey',
    'invoices_number_key',
    'invoices_client_id_idx',
    'invoices_client_open_idx',
    'invoices_event_id_idx',
    'invoices_status_idx',
    'invoices_due_date_idx',
    'invoices_created_at_idx',
    'invoices_number_trgm_idx',
    'invoices_open_due_date_idx',
    'invoices_paid_idx',
  ],
  invoice_items: ['invoice_items_pkey', 'invoice_items_position_key'],
  invoice_payments: [
    'invoice_payments_pkey',
    'invoice_payments_invoice_id_idx',
    'invoice_payments_financial_record_id_idx',
    'invoice_payments_date_idx',
  ],
  invoice_sequences: ['invoice_sequences_pkey'],
  reservations: ['reservations_pkey', 'reservations_event_item_key', 'reservations_inventory_id_idx'],
  emails: [
    'emails_pkey',
    'emails_message_id_key',
    'emails_created_at_idx',
    'emails_created_by_idx',
    'emails_client_id_idx',
    'emails_event_id_idx',
    'emails_invoice_id_idx',
    'emails_unsent_idx',
    'emails_payment_id_key',
  ],
  email_attachments: ['email_attachments_pkey', 'email_attachments_document_id_idx'],
  password_reset_tokens: [
    'password_reset_tokens_pkey',
    'password_reset_tokens_token_hash_key',
    'password_reset_tokens_user_id_idx',
  ],
  invoice_reminders: ['invoice_reminders_pkey', 'invoice_reminders_email_id_idx'],
  portal_sessions: ['portal_sessions_pkey', 'portal_sessions_portal_id_idx', 'portal_sessions_open_idx'],
  portal_password_links: [
    'portal_password_links_pkey',
    'portal_password_links_token_hash_key',
    'portal_password_links_portal_id_idx',
  ],
  portal_shared_documents: [
    'portal_shared_documents_pkey',
    'portal_shared_documents_unique',
    'portal_shared_documents_document_id_idx',
  ],
  user_email_notifications: ['user_email_notifications_pkey'],
  notification_emails: [
    'notification_emails_pkey',
    'notification_emails_user_id_idx',
    'notification_emails_email_id_idx',
  ],
};

const declaredIndexes = await Promise.all(
  migrationNames.map(
    async (name) =>
      (
        (await import(new URL(`./${name}.ts`, import.meta.url).href)) as {
          expectedIndexes?: Record<string, string[]>;
        }
      ).expectedIndexes ?? {},
  ),
);
const expectedIndexes: Record<string, string[]> = {};
for (const indexes of [listedIndexes, ...declaredIndexes]) {
  for (const [table, names] of Object.entries(indexes))
    expectedIndexes[table] = [...(expectedIndexes[table] ?? []), ...names];
}

const uniqueConstraints = [
  'users_username_key',
  'users_email_key',
  'inventory_sku_key',
  'stored_files_storage_name_key',
  'notifications_dedupe_key_key',
  'api_tokens_token_hash_key',
  'calendar_feed_tokens_user_id_key',
  'calendar_feed_tokens_token_hash_key',
  'user_two_factor_user_id_key',
  'user_recovery_codes_code_key',
  'reservations_event_item_key',
  'portal_password_links_token_hash_key',
  'password_reset_tokens_token_hash_key',
];

describe('migrations', () => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase();
  });
  afterAll(() => testDb?.close());

  it('runs every migration file of the folder, in order', () => {
    const files = readdirSync(new URL('.', import.meta.url))
      .filter((file) => /^\d{4}_\d{2}_\d{2}_\d{4}_.+\.ts$/.test(file))
      .map((file) => file.replace(/\.ts$/, ''))
      .sort();
    expect(migrationNames).toEqual(files);
  });

  it('records every migration as applied', async () => {
    const { rows } = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(
      testDb.db,
    );
    expect(rows.map((row) => row.name)).toEqual(migrationNames);
  });

  it('creates the pg_trgm extension', async () => {
    const { rows } = await sql<{
      extname: string;
    }>`select extname from pg_extension where extname = 'pg_trgm'`.execute(testDb.db);
    expect(rows).toHaveLength(1);
  });

  it.each(Object.keys(expectedIndexes))('%s has its expected indexes', async (table) => {
    const { rows } = await sql<{ indexname: string; indexdef: string }>`
      select indexname, indexdef from pg_indexes where schemaname = current_schema() and tablename = ${table}`.execute(
      testDb.db,
    );
    const names = rows.map((row) => row.indexname);
    expect(names).toEqual(expect.arrayContaining(expectedIndexes[table] ?? []));
    for (const row of rows.filter((candidate) => candidate.indexname.endsWith('_trgm_idx'))) {
      expect(row.indexdef).toMatch(/USING gin \(\w+ gin_trgm_ops\)/);
    }
  });

  it('writes every trigram index directly, without a pending list that each search would read', async () => {
    const { rows } = await sql<{ name: string; options: string[] | null }>`
      select c.relname as name, c.reloptions as options from pg_index i
      join pg_class c on c.oid = i.indexrelid join pg_class t on t.oid = i.indrelid
      join pg_namespace n on n.oid = t.relnamespace join pg_am am on am.oid = c.relam
      where n.nspname = current_schema() and am.amname = 'gin'`.execute(testDb.db);
    // The search indexes of 0044 (28; 27 since 0046 made the clients' contact name and e-mail one), and any made since.
    expect(rows.length).toBeGreaterThanOrEqual(27);
    for (const row of rows) expect(row.options, row.name).toContain('fastupdate=off');
  });

  it('ends every default-sort index with id, the tie-breaker of every list', async () => {
    const { rows } = await sql<{ indexname: string; indexdef: string }>`
      select indexname, indexdef from pg_indexes
      where schemaname = current_schema() and (indexname like '%created_at_idx' or indexname = 'events_date_idx')
        and tablename not in ('stored_files')`.execute(testDb.db);
    // At least the 17 lists' indexes; a new list's adds one (each is also among the expected indexes).
    expect(rows.length).toBeGreaterThanOrEqual(17);
    // The events list orders a day's events by time (migration 0028); the clients' index includes what
    // a broad search tests (migration 0047).
    for (const row of rows)
      expect(row.indexdef, row.indexname).toMatch(/\((created_at|date, "?time"?), id\)( INCLUDE \(.+\))?$/);
  });

  it('covers every table in the index list', () => {
    expect(Object.keys(expectedIndexes).sort()).toEqual([...tableNames].sort());
  });

  it('has the unique constraints the API maps to 409', async () => {
    const { rows } = await sql<{ conname: string }>`
      select conname from pg_constraint where contype = 'u' and connamespace = current_schema()::regnamespace`.execute(
      testDb.db,
    );
    expect(rows.map((row) => row.conname)).toEqual(expect.arrayContaining(uniqueConstraints));
  });

  it('indexes the referencing column of every foreign key', async () => {
    const { rows } = await sql<{ conname: string; indexed: boolean }>`
      select c.conname,
        exists (
          select 1 from pg_index i
          where i.indrelid = c.conrelid and i.indkey[0] = c.conkey[1]
        ) as indexed
      from pg_constraint c
      where c.contype = 'f' and c.connamespace = current_schema()::regnamespace`.execute(testDb.db);
    expect(rows.length).toBeGreaterThanOrEqual(12);
    expect(rows.filter((row) => !row.indexed).map((row) => row.conname)).toEqual([]);
  });

  it('gives every versioned table the set_row_version trigger', async () => {
    const { rows } = await sql<{ tableName: string; hasTrigger: boolean }>`
      select c.table_name,
        exists (
          select 1 from information_schema.triggers t
          where t.event_object_table = c.table_name and t.trigger_name = c.table_name || '_set_row_version'
            and t.event_manipulation = 'UPDATE' and t.action_timing = 'BEFORE'
        ) as has_trigger
      from information_schema.columns c
      where c.table_schema = current_schema() and c.column_name = 'version'`.execute(testDb.db);
    // Every screen's table carries a version (optimistic concurrency), and each has its trigger.
    expect(rows.map((row) => row.tableName)).toEqual(
      expect.arrayContaining(['clients', 'events', 'financial_records', 'users']),
    );
    expect(rows.filter((row) => !row.hasTrigger)).toEqual([]);
  });

  it('creates the single company_settings row', async () => {
    const rows = await testDb.db.selectFrom('company_settings').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.companyName).toBe('EventFlow');
  });

  it('is a no-op when run again', async () => {
    const { migrateToLatest } = await import('../migrate.ts');
    expect(await migrateToLatest(testDb.db)).toEqual([]);
  });
});
