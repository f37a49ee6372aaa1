/*
 * Kysely table types for the back-office database.
 *
 * Generated, not written: `generated/database.ts` comes from the migrated database through
 * kysely-codegen (`pnpm --filter @app/db codegen`, driver in cli/codegen.ts), and CI runs the same with
 * `--verify`, so a migration without regenerated types fails. The generator writes each CHECK-listed
 * text column as its union of allowed values (`schema.test-d.ts` proves they equal the domain's
 * constants), numeric as the decimal string the API sends, date as 'YYYY-MM-DD', int8 as a number (the
 * parsers of client.ts), and marks what the application never writes (trigger-kept columns,
 * `createdAt`, `updatedAt`, `version`).
 *
 * Naming: table names are snake_case (they pass through `CamelCasePlugin` unchanged); column
 * properties are camelCase and become snake_case in SQL through the plugin.
 */
import type { Insertable, Selectable, Updateable } from 'kysely';
import type { DB } from './generated/database.ts';
import type { tableNames } from './generated/table-names.ts';

export type { JsonObject, JsonValue } from './generated/column-types.ts';

export type UsersTable = DB['users'];
export type UserTwoFactorTable = DB['userTwoFactor'];
export type UserRecoveryCodesTable = DB['userRecoveryCodes'];
export type ClientsTable = DB['clients'];
export type DigitalProductsTable = DB['digitalProducts'];
export type InventoryTable = DB['inventory'];
export type EventsTable = DB['events'];
export type CampaignsTable = DB['campaigns'];
export type CampaignMetricEntriesTable = DB['campaignMetricEntries'];
export type StoredFilesTable = DB['storedFiles'];
export type DocumentsTable = DB['documents'];
export type ClientPortalsTable = DB['clientPortals'];
export type BusinessInfoTable = DB['businessInfo'];
export type VendorsTable = DB['vendors'];
export type MarketingAssetsTable = DB['marketingAssets'];
export type TemplatesTable = DB['templates'];
export type FinancialRecordsTable = DB['financialRecords'];
export type NotificationsTable = DB['notifications'];
export type CompanySettingsTable = DB['companySettings'];
export type SessionsTable = DB['sessions'];
export type LoginThrottleTable = DB['loginThrottle'];
export type AuditLogTable = DB['auditLog'];
export type FinancialTotalsTable = DB['financialTotals'];
export type StatusCountsTable = DB['statusCounts'];
export type InventoryTotalsTable = DB['inventoryTotals'];
export type ApiTokensTable = DB['apiTokens'];
export type CalendarFeedTokensTable = DB['calendarFeedTokens'];
export type PasswordResetTokensTable = DB['passwordResetTokens'];
export type IdempotencyKeysTable = DB['idempotencyKeys'];
export type PortalSessionsTable = DB['portalSessions'];
export type PortalSharedDocumentsTable = DB['portalSharedDocuments'];
export type InvoicesTable = DB['invoices'];
export type InvoiceItemsTable = DB['invoiceItems'];
export type InvoicePaymentsTable = DB['invoicePayments'];
export type InvoiceSequencesTable = DB['invoiceSequences'];
export type ListGenerationsTable = DB['listGenerations'];
export type ReservationsTable = DB['reservations'];
export type EmailsTable = DB['emails'];
export type EmailAttachmentsTable = DB['emailAttachments'];
export type InvoiceRemindersTable = DB['invoiceReminders'];
export type PortalPasswordLinksTable = DB['portalPasswordLinks'];
export type EmailTemplatesTable = DB['emailTemplates'];
export type UserEmailNotificationsTable = DB['userEmailNotifications'];
export type NotificationEmailsTable = DB['notificationEmails'];
export type PipelineStagesTable = DB['pipelineStages'];
export type LeadFormsTable = DB['leadForms'];
export type LeadsTable = DB['leads'];
export type LeadActivitiesTable = DB['leadActivities'];
export type SpentChallengesTable = DB['spentChallenges'];

/** 'emailTemplates' -> 'email_templates': the generated table types are keyed in camelCase. */
type SnakeCase<S extends string> = S extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${SnakeCase<Tail>}`
  : S;

/**
 * Every table by its SQL name, from the generated types: a migration's new table is here once
 * codegen has run, with nothing to add by hand.
 */
export type Database = { [K in keyof DB & string as SnakeCase<K>]: DB[K] };

export type TableName = keyof Database;

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type Client = Selectable<ClientsTable>;
export type NewClient = Insertable<ClientsTable>;
export type ClientUpdate = Updateable<ClientsTable>;
export type DigitalProduct = Selectable<DigitalProductsTable>;
export type NewDigitalProduct = Insertable<DigitalProductsTable>;
export type DigitalProductUpdate = Updateable<DigitalProductsTable>;
export type InventoryItem = Selectable<InventoryTable>;
export type NewInventoryItem = Insertable<InventoryTable>;
export type InventoryItemUpdate = Updateable<InventoryTable>;
/** Named `EventRow` (not `Event`) so it never shadows the DOM `Event` in the web app. */
export type EventRow = Selectable<EventsTable>;
export type NewEvent = Insertable<EventsTable>;
export type EventUpdate = Updateable<EventsTable>;
export type Campaign = Selectable<CampaignsTable>;
export type NewCampaign = Insertable<CampaignsTable>;
export type CampaignUpdate = Updateable<CampaignsTable>;
export type CampaignMetricEntry = Selectable<CampaignMetricEntriesTable>;
export type NewCampaignMetricEntry = Insertable<CampaignMetricEntriesTable>;
export type StoredFile = Selectable<StoredFilesTable>;
export type NewStoredFile = Insertable<StoredFilesTable>;
export type DocumentRow = Selectable<DocumentsTable>;
export type NewDocument = Insertable<DocumentsTable>;
export type DocumentUpdate = Updateable<DocumentsTable>;
export type ClientPortal = Selectable<ClientPortalsTable>;
export type NewClientPortal = Insertable<ClientPortalsTable>;
export type ClientPortalUpdate = Updateable<ClientPortalsTable>;
export type BusinessInfo = Selectable<BusinessInfoTable>;
export type NewBusinessInfo = Insertable<BusinessInfoTable>;
export type BusinessInfoUpdate = Updateable<BusinessInfoTable>;
export type Vendor = Selectable<VendorsTable>;
export type NewVendor = Insertable<VendorsTable>;
export type VendorUpdate = Updateable<VendorsTable>;
export type MarketingAsset = Selectable<MarketingAssetsTable>;
export type NewMarketingAsset = Insertable<MarketingAssetsTable>;
export type MarketingAssetUpdate = Updateable<MarketingAssetsTable>;
export type Template = Selectable<TemplatesTable>;
export type NewTemplate = Insertable<TemplatesTable>;
export type TemplateUpdate = Updateable<TemplatesTable>;
export type FinancialRecord = Selectable<FinancialRecordsTable>;
export type NewFinancialRecord = Insertable<FinancialRecordsTable>;
export type FinancialRecordUpdate = Updateable<FinancialRecordsTable>;
export type NotificationRow = Selectable<NotificationsTable>;
export type NewNotification = Insertable<NotificationsTable>;
export type NotificationUpdate = Updateable<NotificationsTable>;
export type CompanySettings = Selectable<CompanySettingsTable>;
export type CompanySettingsUpdate = Updateable<CompanySettingsTable>;
export type Session = Selectable<SessionsTable>;
export type NewSession = Insertable<SessionsTable>;
export type SessionUpdate = Updateable<SessionsTable>;
export type ApiTokenRow = Selectable<ApiTokensTable>;
export type NewApiToken = Insertable<ApiTokensTable>;
export type IdempotencyKeyRow = Selectable<IdempotencyKeysTable>;
export type PortalSessionRow = Selectable<PortalSessionsTable>;

/** Every application table by its SQL name (generated by codegen from the migrated database). */
export { tableNames } from './generated/table-names.ts';

// The generated list and the generated types name the same tables: a stale codegen fails to compile.
type Listed = (typeof tableNames)[number];
const sameTables: [Exclude<TableName, Listed>, Exclude<Listed, TableName>] extends [never, never]
  ? true
  : false = true;
void sameTables;
