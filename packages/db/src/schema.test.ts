import { readdirSync } from 'node:fs';
import {
  ASSET_CATEGORIES,
  ASSET_TYPES,
  AUDIT_ACTIONS,
  BUSINESS_INFO_CATEGORIES,
  BUSINESS_INFO_TYPES,
  CAMPAIGN_STATUSES,
  CAMPAIGN_TYPES,
  CLIENT_STATUSES,
  COLOR_SCHEMES,
  DOCUMENT_CATEGORIES,
  EMAIL_NOTIFICATION_KINDS,
  EMAIL_STATUSES,
  EVENT_STATUSES,
  EVENT_TYPES,
  FINANCIAL_CATEGORIES,
  FINANCIAL_TYPES,
  INVENTORY_CATEGORIES,
  INVENTORY_STATUSES,
  INVOICE_STATUSES,
  LEAD_ACTIVITY_KINDS,
  LEAD_LOST_REASONS,
  LEAD_SOURCES,
  NOTIFICATION_PRIORITIES,
  PAYMENT_METHODS,
  PIPELINE_STAGE_KINDS,
  PORTAL_LINK_PURPOSES,
  PORTAL_SESSION_END_REASONS,
  PORTAL_STATUSES,
  PRODUCT_CATEGORIES,
  PRODUCT_STATUSES,
  RENTAL_UNITS,
  RESERVATION_STATUSES,
  SHORTFALL_REASONS,
  SMTP_SECURITIES,
  TEMPLATE_CATEGORIES,
  TEMPLATE_FILE_TYPES,
  UPLOAD_PURPOSES,
  USER_ROLES,
  VENDOR_CATEGORIES,
  VENDOR_PRICE_RANGES,
  VENDOR_STATUSES,
} from '@app/domain';
import { EMAIL_TEMPLATE_PURPOSES } from '@app/domain/email-templates/email-template.schema.ts';
import { type Selectable, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import type { Database } from './schema.ts';
import { createTestDatabase, type TestDatabase } from './testing.ts';

// Enums have one source, packages/domain. The generated table types take each text column's allowed
// values from its CHECK constraint; here both agree with the domain's constants: at compile time (the
// generated unions, checked by tsc) and at run time (the constraints of a migrated database).

/** Every exported list of strings of the domain package's modules (each module, not only its index). */
async function domainConstants(): Promise<string[][]> {
  const root = new URL('../../domain/src/', import.meta.url);
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith('.ts') && !file.endsWith('.test.ts'),
  );
  const modules = await Promise.all(
    files.map((file) => import(new URL(file, root).href) as Promise<Record<string, unknown>>),
  );
  return modules.flatMap((module) =>
    Object.values(module).filter(
      (value): value is string[] =>
        Array.isArray(value) && value.length > 0 && value.every((item) => typeof item === 'string'),
    ),
  );
}

type Column<T extends keyof Database, C extends keyof Selectable<Database[T]>> = Selectable<Database[T]>[C];
type Values<A extends readonly string[]> = A[number];

/** Each CHECK-listed column and the domain constant that lists its values. */
const ENUM_COLUMNS = {
  'users.role': USER_ROLES,
  'users.color_scheme': COLOR_SCHEMES,
  'clients.status': CLIENT_STATUSES,
  'digital_products.category': PRODUCT_CATEGORIES,
  'digital_products.status': PRODUCT_STATUSES,
  'inventory.category': INVENTORY_CATEGORIES,
  'inventory.rental_unit': RENTAL_UNITS,
  'inventory.status': INVENTORY_STATUSES,
  'events.type': EVENT_TYPES,
  'events.status': EVENT_STATUSES,
  'campaigns.type': CAMPAIGN_TYPES,
  'campaigns.status': CAMPAIGN_STATUSES,
  'stored_files.purpose': UPLOAD_PURPOSES,
  'documents.category': DOCUMENT_CATEGORIES,
  'client_portals.status': PORTAL_STATUSES,
  'portal_sessions.end_reason': PORTAL_SESSION_END_REASONS,
  'portal_password_links.purpose': PORTAL_LINK_PURPOSES,
  'business_info.category': BUSINESS_INFO_CATEGORIES,
  'business_info.type': BUSINESS_INFO_TYPES,
  'vendors.category': VENDOR_CATEGORIES,
  'vendors.price_range': VENDOR_PRICE_RANGES,
  'vendors.status': VENDOR_STATUSES,
  'marketing_assets.type': ASSET_TYPES,
  'marketing_assets.category': ASSET_CATEGORIES,
  'templates.category': TEMPLATE_CATEGORIES,
  'templates.file_type': TEMPLATE_FILE_TYPES,
  'financial_records.type': FINANCIAL_TYPES,
  'financial_records.category': FINANCIAL_CATEGORIES,
  'financial_records.payment_method': PAYMENT_METHODS,
  'financial_totals.type': FINANCIAL_TYPES,
  'notifications.priority': NOTIFICATION_PRIORITIES,
  'invoices.status': INVOICE_STATUSES,
  'invoice_payments.method': PAYMENT_METHODS,
  'reservations.status': RESERVATION_STATUSES,
  'emails.status': EMAIL_STATUSES,
  'company_settings.smtp_security': SMTP_SECURITIES,
  'email_templates.purpose': EMAIL_TEMPLATE_PURPOSES,
  'user_email_notifications.kind': EMAIL_NOTIFICATION_KINDS,
  'reservations.shortfall_reason': SHORTFALL_REASONS,
  'audit_log.action': AUDIT_ACTIONS,
  'pipeline_stages.kind': PIPELINE_STAGE_KINDS,
  'leads.source': LEAD_SOURCES,
  'leads.lost_reason': LEAD_LOST_REASONS,
  'lead_activities.kind': LEAD_ACTIVITY_KINDS,
} as const;

describe('generated schema types', () => {
  it('type each enum column as the union of its domain constant', () => {
    expectTypeOf<Column<'users', 'role'>>().toEqualTypeOf<Values<typeof USER_ROLES>>();
    expectTypeOf<Column<'users', 'colorScheme'>>().toEqualTypeOf<Values<typeof COLOR_SCHEMES>>();
    expectTypeOf<Column<'clients', 'status'>>().toEqualTypeOf<Values<typeof CLIENT_STATUSES>>();
    expectTypeOf<Column<'digital_products', 'category'>>().toEqualTypeOf<Values<typeof PRODUCT_CATEGORIES>>();
    expectTypeOf<Column<'digital_products', 'status'>>().toEqualTypeOf<Values<typeof PRODUCT_STATUSES>>();
    expectTypeOf<Column<'inventory', 'category'>>().toEqualTypeOf<Values<typeof INVENTORY_CATEGORIES>>();
    expectTypeOf<Column<'inventory', 'status'>>().toEqualTypeOf<Values<typeof INVENTORY_STATUSES>>();
    expectTypeOf<Column<'events', 'type'>>().toEqualTypeOf<Values<typeof EVENT_TYPES>>();
    expectTypeOf<Column<'events', 'status'>>().toEqualTypeOf<Values<typeof EVENT_STATUSES>>();
    expectTypeOf<Column<'campaigns', 'type'>>().toEqualTypeOf<Values<typeof CAMPAIGN_TYPES>>();
    expectTypeOf<Column<'campaigns', 'status'>>().toEqualTypeOf<Values<typeof CAMPAIGN_STATUSES>>();
    expectTypeOf<Column<'stored_files', 'purpose'>>().toEqualTypeOf<Values<typeof UPLOAD_PURPOSES>>();
    expectTypeOf<Column<'documents', 'category'>>().toEqualTypeOf<Values<typeof DOCUMENT_CATEGORIES>>();
    expectTypeOf<Column<'client_portals', 'status'>>().toEqualTypeOf<Values<typeof PORTAL_STATUSES>>();
    expectTypeOf<Column<'portal_sessions', 'endReason'>>().toEqualTypeOf<Values<
      typeof PORTAL_SESSION_END_REASONS
    > | null>();
    expectTypeOf<Column<'portal_password_links', 'purpose'>>().toEqualTypeOf<
      Values<typeof PORTAL_LINK_PURPOSES>
    >();
    expectTypeOf<Column<'business_info', 'category'>>().toEqualTypeOf<
      Values<typeof BUSINESS_INFO_CATEGORIES>
    >();
    expectTypeOf<Column<'business_info', 'type'>>().toEqualTypeOf<Values<typeof BUSINESS_INFO_TYPES>>();
    expectTypeOf<Column<'vendors', 'category'>>().toEqualTypeOf<Values<typeof VENDOR_CATEGORIES>>();
    expectTypeOf<Column<'vendors', 'priceRange'>>().toEqualTypeOf<Values<typeof VENDOR_PRICE_RANGES>>();
    expectTypeOf<Column<'vendors', 'status'>>().toEqualTypeOf<Values<typeof VENDOR_STATUSES>>();
    expectTypeOf<Column<'marketing_assets', 'type'>>().toEqualTypeOf<Values<typeof ASSET_TYPES>>();
    expectTypeOf<Column<'marketing_assets', 'category'>>().toEqualTypeOf<Values<typeof ASSET_CATEGORIES>>();
    expectTypeOf<Column<'templates', 'category'>>().toEqualTypeOf<Values<typeof TEMPLATE_CATEGORIES>>();
    expectTypeOf<Column<'templates', 'fileType'>>().toEqualTypeOf<Values<typeof TEMPLATE_FILE_TYPES>>();
    expectTypeOf<Column<'financial_records', 'type'>>().toEqualTypeOf<Values<typeof FINANCIAL_TYPES>>();
    expectTypeOf<Column<'financial_records', 'category'>>().toEqualTypeOf<
      Values<typeof FINANCIAL_CATEGORIES>
    >();
    expectTypeOf<Column<'financial_records', 'paymentMethod'>>().toEqualTypeOf<Values<
      typeof PAYMENT_METHODS
    > | null>();
    expectTypeOf<Column<'financial_totals', 'type'>>().toEqualTypeOf<Values<typeof FINANCIAL_TYPES>>();
    expectTypeOf<Column<'notifications', 'priority'>>().toEqualTypeOf<
      Values<typeof NOTIFICATION_PRIORITIES>
    >();
    expectTypeOf<Column<'audit_log', 'action'>>().toEqualTypeOf<Values<typeof AUDIT_ACTIONS>>();
    expectTypeOf<Column<'invoices', 'status'>>().toEqualTypeOf<Values<typeof INVOICE_STATUSES>>();
    expectTypeOf<Column<'invoice_payments', 'method'>>().toEqualTypeOf<Values<typeof PAYMENT_METHODS>>();
    expectTypeOf<Column<'pipeline_stages', 'kind'>>().toEqualTypeOf<Values<typeof PIPELINE_STAGE_KINDS>>();
    expectTypeOf<Column<'leads', 'source'>>().toEqualTypeOf<Values<typeof LEAD_SOURCES>>();
    expectTypeOf<Column<'leads', 'lostReason'>>().toEqualTypeOf<Values<typeof LEAD_LOST_REASONS> | null>();
    expectTypeOf<Column<'lead_activities', 'kind'>>().toEqualTypeOf<Values<typeof LEAD_ACTIVITY_KINDS>>();
    expectTypeOf<Column<'email_templates', 'purpose'>>().toEqualTypeOf<Values<
      typeof EMAIL_TEMPLATE_PURPOSES
    > | null>();
    expectTypeOf<Column<'user_email_notifications', 'kind'>>().toEqualTypeOf<
      Values<typeof EMAIL_NOTIFICATION_KINDS>
    >();
  });

  it('type money as decimal strings and trigger-kept columns as read-only', () => {
    expectTypeOf<Column<'financial_records', 'amount'>>().toEqualTypeOf<string>();
    expectTypeOf<Column<'clients', 'revenue'>>().toEqualTypeOf<string>();
    // Neither insertable nor updatable: the application never writes them.
    expectTypeOf<'revenue'>().not.toExtend<keyof import('kysely').Updateable<Database['clients']>>();
    expectTypeOf<'version'>().not.toExtend<keyof import('kysely').Updateable<Database['events']>>();
  });
});

describe('CHECK constraints of the migrated database', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });

  it('allow exactly the values of the domain constants', async () => {
    const { rows } = await sql<{ tableName: string; definition: string }>`
      select conrelid::regclass::text as table_name, pg_get_constraintdef(oid) as definition
      from pg_constraint where contype = 'c' and connamespace = current_schema()::regnamespace`.execute(
      database.db,
    );
    const allowed: Record<string, string[]> = {};
    for (const { tableName, definition } of rows) {
      for (const [, column, list] of definition.matchAll(/"?(\w+)"? = ANY \(ARRAY\[([^\]]+)\]\)/g)) {
        const values = [...(list ?? '').matchAll(/'([^']*)'::text/g)].map((value) => value[1] ?? '');
        allowed[`${tableName}.${column}`] = [...(allowed[`${tableName}.${column}`] ?? []), ...values];
      }
    }
    for (const [column, values] of Object.entries(ENUM_COLUMNS)) {
      expect(allowed[column]?.slice().sort(), column).toEqual([...values].sort());
    }
    // No CHECK-listed column is left without its domain constant: one named above, else a constant of
    // the domain package with exactly its values (so a new resource's column needs no line above).
    const constants = (await domainConstants()).map((values) => JSON.stringify([...values].sort()));
    const unmatched = Object.keys(allowed).filter(
      (column) =>
        !(column in ENUM_COLUMNS) && !constants.includes(JSON.stringify(allowed[column]?.slice().sort())),
    );
    expect(unmatched).toEqual([]);
  });
});
