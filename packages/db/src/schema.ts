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

export interface Database {
  users: UsersTable;
  user_two_factor: UserTwoFactorTable;
  user_recovery_codes: UserRecoveryCodesTable;
  clients: ClientsTable;
  digital_products: DigitalProductsTable;
  inventory: InventoryTable;
  events: EventsTable;
  campaigns: CampaignsTable;
  campaign_metric_entries: CampaignMetricEntriesTable;
  stored_files: StoredFilesTable;
  documents: DocumentsTable;
  client_portals: ClientPortalsTable;
  business_info: BusinessInfoTable;
  vendors: VendorsTable;
  marketing_assets: MarketingAssetsTable;
  templates: TemplatesTable;
  financial_records: FinancialRecordsTable;
  notifications: NotificationsTable;
  company_settings: CompanySettingsTable;
  sessions: SessionsTable;
  login_throttle: LoginThrottleTable;
  audit_log: AuditLogTable;
  financial_totals: FinancialTotalsTable;
  status_counts: StatusCountsTable;
  inventory_totals: InventoryTotalsTable;
  api_tokens: ApiTokensTable;
  calendar_feed_tokens: CalendarFeedTokensTable;
  password_reset_tokens: PasswordResetTokensTable;
  idempotency_keys: IdempotencyKeysTable;
  portal_sessions: PortalSessionsTable;
  portal_shared_documents: PortalSharedDocumentsTable;
  invoices: InvoicesTable;
  invoice_items: InvoiceItemsTable;
  invoice_payments: InvoicePaymentsTable;
  invoice_sequences: InvoiceSequencesTable;
  list_generations: ListGenerationsTable;
  reservations: ReservationsTable;
  emails: EmailsTable;
  email_attachments: EmailAttachmentsTable;
  invoice_reminders: InvoiceRemindersTable;
  portal_password_links: PortalPasswordLinksTable;
  email_templates: EmailTemplatesTable;
  user_email_notifications: UserEmailNotificationsTable;
  notification_emails: NotificationEmailsTable;
  pipeline_stages: PipelineStagesTable;
  lead_forms: LeadFormsTable;
  leads: LeadsTable;
  lead_activities: LeadActivitiesTable;
  spent_challenges: SpentChallengesTable;
}

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

/** Every application table, in an order where a table comes after the tables it references. */
export const tableNames = [
  'users',
  'user_two_factor',
  'user_recovery_codes',
  'clients',
  'digital_products',
  'inventory',
  'events',
  'campaigns',
  'campaign_metric_entries',
  'stored_files',
  'documents',
  'client_portals',
  'portal_sessions',
  'portal_shared_documents',
  'business_info',
  'vendors',
  'marketing_assets',
  'templates',
  'financial_records',
  'invoices',
  'invoice_items',
  'invoice_payments',
  'invoice_sequences',
  'reservations',
  'notifications',
  'company_settings',
  'sessions',
  'login_throttle',
  'audit_log',
  'financial_totals',
  'status_counts',
  'inventory_totals',
  'api_tokens',
  'calendar_feed_tokens',
  'password_reset_tokens',
  'idempotency_keys',
  'list_generations',
  'emails',
  'email_attachments',
  'invoice_reminders',
  'portal_password_links',
  'email_templates',
  'user_email_notifications',
  'notification_emails',
  'pipeline_stages',
  'lead_forms',
  'leads',
  'lead_activities',
  'spent_challenges',
] as const satisfies readonly TableName[];

// Every table is in the list: adding a table to the database without adding it here fails to compile.
type Unlisted = Exclude<TableName, (typeof tableNames)[number]>;
const everyTableListed: Unlisted extends never ? true : Unlisted = true;
void everyTableListed;
