/*
 * Kysely table types for the back-office database.
 *
 * Decision: these interfaces are written by hand (as in the kysely `example/`), not generated with
 * kysely-codegen. Generated types would need a live database at build time and would give us
 * `Numeric`/`Int8` wrappers that do not match the type parsers we install in `client.ts`
 * (numeric -> string, date -> 'YYYY-MM-DD' string, int8 -> number). Hand-written types also let us
 * say which columns the application may write (`never` for trigger-maintained columns).
 *
 * The price of hand-writing is drift. Two guards keep it honest:
 *   1. `tableColumns` below is a runtime copy of every table's columns (snake_case, a trailing `?`
 *      meaning nullable). `schema.test.ts` compares it with `information_schema.columns` of a freshly
 *      migrated database on PostgreSQL and PGlite, so a migration that adds, drops or changes the
 *      nullability of a column without updating this file fails the test.
 *   2. The same test file holds a compile-time check that the camelCase keys of every interface are
 *      exactly the columns listed in `tableColumns`, and that `| null` appears on exactly the
 *      columns marked nullable, so `tsc` fails when the interface and the list disagree.
 *
 * Naming: table names are snake_case (they pass through `CamelCasePlugin` unchanged); column
 * properties are camelCase and become snake_case in SQL through the plugin.
 */
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/** A PostgreSQL `numeric(10,2)`, always a string such as '12.50' (never a JS number). */
export type Decimal = string;
/** A PostgreSQL `date`, always a 'YYYY-MM-DD' string. */
export type DateString = string;

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
export type JsonObject = { [key: string]: JsonValue };
/**
 * jsonb columns hold a JSON object, read back parsed. On write they take an object or a string of
 * JSON object text; a top-level array is not accepted because node-postgres would send a JS array
 * as a PostgreSQL array literal.
 */
type Jsonb = ColumnType<JsonObject, JsonObject | string, JsonObject | string>;
type NullableJsonb = ColumnType<
  JsonObject | null,
  JsonObject | string | null | undefined,
  JsonObject | string | null
>;

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
/** Set by the `set_row_version` trigger on every UPDATE; settable on INSERT for back-dated seeds. */
type UpdatedAt = ColumnType<Date, Date | string | undefined, never>;
/** Incremented by the `set_row_version` trigger; use it in `where` for optimistic concurrency. */
type Version = ColumnType<number, never, never>;
/** A value computed by the database (triggers); never written by the application. */
type Derived<T> = ColumnType<T, never, never>;
type WithDefault<T> = ColumnType<T, T | undefined, T>;
type DecimalWithDefault = ColumnType<Decimal, Decimal | undefined, Decimal>;
type TextArray = ColumnType<string[], string[] | undefined, string[]>;

interface Timestamps {
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
  version: Version;
}

export type UserRole = 'admin' | 'manager' | 'user';
export type ClientStatus = 'active' | 'inactive' | 'pending';
export type ProductCategory = 'Templates' | 'Guides' | 'Checklists' | 'Software' | 'Other';
export type ProductStatus = 'active' | 'inactive';
export type InventoryCategory =
  | 'Audio/Visual'
  | 'Furniture'
  | 'Lighting'
  | 'Decorations'
  | 'Catering'
  | 'Other';
export type InventoryStatus = 'in_stock' | 'low_stock' | 'out_of_stock';
export type EventType = 'Corporate Event' | 'Wedding' | 'Conference' | 'Party' | 'Other';
export type EventStatus = 'planning' | 'confirmed' | 'in_progress' | 'completed' | 'cancelled';
export type CampaignType = 'email' | 'social' | 'mixed';
export type CampaignStatus = 'draft' | 'active' | 'paused' | 'completed';
export type StoredFilePurpose = 'document' | 'image' | 'template' | 'report';
export type DocumentCategory = 'contracts' | 'invoices' | 'proposals' | 'other' | 'campaign-report';
export type PortalStatus = 'active' | 'inactive' | 'pending';
export type BusinessInfoCategory = 'software' | 'password' | 'team' | 'other';
export type BusinessInfoType = 'credential' | 'contact' | 'subscription' | 'license';
export type VendorCategory =
  | 'catering'
  | 'photography'
  | 'videography'
  | 'venue'
  | 'florist'
  | 'music'
  | 'transportation'
  | 'decoration'
  | 'equipment'
  | 'other';
export type VendorPriceRange = 'budget' | 'medium' | 'luxury';
export type VendorStatus = 'active' | 'inactive' | 'preferred';
export type MarketingAssetType = 'logo' | 'color' | 'font' | 'template' | 'image' | 'video';
export type MarketingAssetCategory = 'brand' | 'social' | 'print' | 'web';
export type TemplateCategory =
  | 'email'
  | 'contract'
  | 'proposal'
  | 'invoice'
  | 'presentation'
  | 'report'
  | 'other';
export type TemplateFileType = 'pdf' | 'docx' | 'pptx' | 'xlsx' | 'html' | 'txt';
export type FinancialType = 'income' | 'expense';
export type IncomeCategory =
  | 'Event Services'
  | 'Consulting'
  | 'Product Sales'
  | 'Rental Income'
  | 'Sponsorship'
  | 'Ticket Sales'
  | 'Other Income';
export type ExpenseCategory =
  | 'Venue Costs'
  | 'Catering'
  | 'Equipment Rental'
  | 'Marketing'
  | 'Staff Costs'
  | 'Transportation'
  | 'Insurance'
  | 'Utilities'
  | 'Office Supplies'
  | 'Professional Services'
  | 'Software/Technology'
  | 'Other Expenses';
export type PaymentMethod =
  | 'Cash'
  | 'Credit Card'
  | 'Bank Transfer'
  | 'Check'
  | 'PayPal'
  | 'Stripe'
  | 'Other';
export type NotificationPriority = 'urgent' | 'high' | 'normal' | 'low';

export interface UsersTable extends Timestamps {
  id: Generated<number>;
  username: string;
  passwordHash: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  role: WithDefault<UserRole>;
  department: string | null;
  jobTitle: string | null;
  phone: string | null;
  bio: string | null;
  profileImage: string | null;
  isActive: WithDefault<boolean>;
  lastLogin: Date | null;
  passwordChangedAt: Date | null;
}

export interface ClientsTable extends Timestamps {
  id: Generated<number>;
  name: string;
  industry: string;
  contactName: string;
  contactEmail: string;
  contactPhone: string | null;
  address: string | null;
  status: WithDefault<ClientStatus>;
  /** Sum of income financial records of this client, kept by a trigger. */
  revenue: Derived<Decimal>;
  /** Number of events of this client, kept by a trigger. */
  eventsCount: Derived<number>;
}

export interface DigitalProductsTable extends Timestamps {
  id: Generated<number>;
  name: string;
  description: string;
  price: DecimalWithDefault;
  category: ProductCategory;
  status: WithDefault<ProductStatus>;
  downloads: WithDefault<number>;
  fileUrl: string | null;
  imageUrl: string | null;
}

export interface InventoryTable extends Timestamps {
  id: Generated<number>;
  name: string;
  sku: string;
  category: InventoryCategory;
  quantity: WithDefault<number>;
  minQuantity: WithDefault<number>;
  unitValue: DecimalWithDefault;
  /** Derived from quantity and minQuantity by a trigger on every insert and update. */
  status: Derived<InventoryStatus>;
  description: string | null;
}

export interface EventsTable extends Timestamps {
  id: Generated<number>;
  name: string;
  type: EventType;
  clientId: number | null;
  /** Kept as history when the client is deleted (clientId becomes null). */
  clientName: string;
  date: DateString;
  /** 'HH:MM', 24-hour. */
  time: string;
  venue: string;
  budget: DecimalWithDefault;
  status: WithDefault<EventStatus>;
  description: string | null;
}

export interface CampaignsTable extends Timestamps {
  id: Generated<number>;
  name: string;
  type: CampaignType;
  description: string;
  status: WithDefault<CampaignStatus>;
  startDate: DateString | null;
  endDate: DateString | null;
  budget: DecimalWithDefault;
  reach: WithDefault<number>;
  engagement: WithDefault<number>;
  conversions: WithDefault<number>;
  /** What one conversion returns in the ROI (default 100, the spec's figure; migration 0027). */
  valuePerConversion: DecimalWithDefault;
}

/**
 * One metrics update of a campaign, as measured then (migration 0027). clicks, impressions and cost
 * are null when the update did not measure them. Written once, never updated.
 */
export interface CampaignMetricEntriesTable {
  id: Generated<number>;
  campaignId: number;
  recordedAt: ColumnType<Date, Date | string | undefined, never>;
  reach: number;
  engagement: number;
  conversions: number;
  clicks: number | null;
  impressions: number | null;
  cost: Decimal | null;
  notes: string | null;
}

/** Uploaded file contents. Immutable: no updatedAt/version (a replacement is a new row). */
export interface StoredFilesTable {
  id: Generated<string>;
  storageName: string;
  originalName: string;
  mimeType: string;
  sizeBytes: number;
  content: Uint8Array;
  purpose: StoredFilePurpose;
  uploadedBy: number | null;
  createdAt: CreatedAt;
}

export interface DocumentsTable extends Timestamps {
  id: Generated<number>;
  name: string;
  description: string | null;
  category: DocumentCategory;
  fileUrl: string;
  fileSize: string;
  mimeType: string;
  uploadedBy: string;
  fileId: string | null;
  uploadedByUserId: number | null;
  campaignId: number | null;
}

export interface ClientPortalsTable extends Timestamps {
  id: Generated<number>;
  clientId: number | null;
  clientName: string;
  email: string;
  eventId: number | null;
  eventName: string | null;
  passwordHash: string;
  status: WithDefault<PortalStatus>;
  lastLogin: Date | null;
  documentsShared: WithDefault<number>;
}

export interface BusinessInfoTable extends Timestamps {
  id: Generated<number>;
  name: string;
  category: WithDefault<BusinessInfoCategory>;
  type: WithDefault<BusinessInfoType>;
  value: string;
  description: string | null;
  username: string | null;
  email: string | null;
  /** AES-256-GCM ciphertext produced by the API; the database never sees the plain password. */
  passwordCiphertext: string | null;
  url: string | null;
  expirationDate: DateString | null;
  cost: Decimal | null;
  isActive: WithDefault<boolean>;
  tags: TextArray;
}

export interface VendorsTable extends Timestamps {
  id: Generated<number>;
  name: string;
  category: WithDefault<VendorCategory>;
  contactName: string;
  contactEmail: string;
  contactPhone: string | null;
  address: string | null;
  website: string | null;
  specialties: TextArray;
  /** 0 = not rated, otherwise 1 to 5. */
  rating: WithDefault<number>;
  priceRange: WithDefault<VendorPriceRange>;
  notes: string | null;
  isPreferred: WithDefault<boolean>;
  status: WithDefault<VendorStatus>;
  totalContracts: WithDefault<number>;
  totalSpent: DecimalWithDefault;
}

export interface MarketingAssetsTable extends Timestamps {
  id: Generated<number>;
  name: string;
  type: MarketingAssetType;
  category: MarketingAssetCategory;
  description: string | null;
  fileUrl: string | null;
  hexColor: string | null;
  fontFamily: string | null;
  fontSize: string | null;
  dimensions: string | null;
  fileSize: string | null;
  format: string | null;
  /** null when the form sent no tags (the spec sends null for empty optional values). */
  tags: string[] | null;
  isActive: WithDefault<boolean>;
  usageNotes: string | null;
}

export interface TemplatesTable extends Timestamps {
  id: Generated<number>;
  name: string;
  description: string | null;
  category: TemplateCategory;
  fileUrl: string;
  fileName: string;
  fileType: TemplateFileType;
  /** Bytes. */
  fileSize: number | null;
  tags: TextArray;
  isActive: WithDefault<boolean>;
  usageCount: WithDefault<number>;
}

export interface FinancialRecordsTable extends Timestamps {
  id: Generated<number>;
  type: FinancialType;
  category: IncomeCategory | ExpenseCategory;
  description: string;
  amount: Decimal;
  date: DateString;
  paymentMethod: PaymentMethod | null;
  reference: string | null;
  clientId: number | null;
  eventId: number | null;
  vendorId: number | null;
  taxDeductible: WithDefault<boolean>;
  notes: string | null;
  attachments: TextArray;
}

export interface NotificationsTable extends Timestamps {
  id: Generated<number>;
  type: string;
  title: string;
  message: string;
  priority: WithDefault<NotificationPriority>;
  isRead: WithDefault<boolean>;
  relatedId: number | null;
  relatedType: string | null;
  actionUrl: string | null;
  metadata: NullableJsonb;
  expiresAt: Date | null;
  /** One condition makes one notification: insert with `on conflict (dedupe_key) do nothing`. */
  dedupeKey: string | null;
  /** null = shown to every user. */
  userId: number | null;
  /** Set when deleted: hidden from everyone, its dedupe_key still held (migration 0023). */
  dismissedAt: Date | null;
}

/** Exactly one row (id = true), created by its migration. */
export interface CompanySettingsTable extends Timestamps {
  id: ColumnType<boolean, true | undefined, never>;
  companyName: WithDefault<string>;
  logoUrl: string | null;
  description: string | null;
  website: string | null;
  address: string | null;
  phone: string | null;
  /** IANA name; null until the server's first start sets it (reads as UTC until then). */
  timeZone: string | null;
}

/** Failed sign-ins per key ('account:<name>' or 'ip:<address>'), shared by every API instance. */
export interface LoginThrottleTable {
  key: string;
  failures: WithDefault<number>;
  windowStartedAt: WithDefault<Date>;
  lockedUntil: Date | null;
}

/** Written by the audit trigger of every business table (migration 0020); read by admins. */
export interface AuditLogTable {
  id: Generated<number>;
  occurredAt: Generated<Date>;
  actorId: number | null;
  actorName: string | null;
  action: 'create' | 'update' | 'delete';
  tableName: string;
  /** The row's id as text (company_settings' id is the boolean true). */
  recordId: string;
  changes: Jsonb;
  requestId: string | null;
}

/** Per record type and month, the count and amount sum of financial records; kept by triggers (migration 0021). */
export interface FinancialTotalsTable {
  type: 'income' | 'expense';
  /** The first day of the month, 'YYYY-MM-01'. */
  month: DateString;
  recordCount: ColumnType<number, number | undefined, number>;
  amountTotal: ColumnType<Decimal, Decimal | undefined, Decimal>;
}

/** Per table and status, the number of clients and of events; kept by triggers (migration 0021). */
export interface StatusCountsTable {
  tableName: 'clients' | 'events';
  status: string;
  rowCount: ColumnType<number, number | undefined, number>;
}

/** Per inventory status, the number of items and the sum of unit_value × quantity; kept by triggers (migration 0022). */
export interface InventoryTotalsTable {
  status: 'in_stock' | 'low_stock' | 'out_of_stock';
  itemCount: ColumnType<number, number | undefined, number>;
  valueTotal: ColumnType<Decimal, Decimal | undefined, Decimal>;
}

/** Server-side session store. No version: sessions are overwritten by their owner only. */
export interface SessionsTable {
  sid: string;
  userId: number | null;
  data: Jsonb;
  expiresAt: Date;
  createdAt: CreatedAt;
}

/**
 * Personal API tokens (migration 0025). Only the SHA-256 of a token is stored; `lastUsedAt` is moved
 * at most once a minute. Audited, without the hash.
 */
export interface ApiTokensTable {
  id: Generated<number>;
  userId: number;
  name: string;
  /** Lower-case hex SHA-256 of the whole token (`evf_…`). */
  tokenHash: string;
  lastUsedAt: Date | null;
  createdAt: CreatedAt;
}

/**
 * The first answer to a signed-in POST sent with an `Idempotency-Key` (migration 0026), replayed to the
 * same user's same key for 24 hours. `fingerprint` is the SHA-256 of the procedure and its canonical
 * input; `responseCiphertext` the answer's JSON, encrypted (null only while the first request runs).
 */
export interface IdempotencyKeysTable {
  userId: number;
  key: string;
  procedure: string;
  fingerprint: string;
  responseCiphertext: string | null;
  /** Set again when an expired key is taken by a new request. */
  createdAt: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface Database {
  users: UsersTable;
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
  idempotency_keys: IdempotencyKeysTable;
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

const timestampColumns = ['created_at', 'updated_at', 'version'] as const;

/**
 * Every table's columns as they are in the database: snake_case, a trailing `?` marks a nullable
 * column. Compared with `information_schema.columns` in `schema.test.ts`; keep it next to the
 * interfaces above and change both with every migration.
 */
export const tableColumns = {
  users: [
    'id',
    'username',
    'password_hash',
    'email?',
    'first_name?',
    'last_name?',
    'role',
    'department?',
    'job_title?',
    'phone?',
    'bio?',
    'profile_image?',
    'is_active',
    'last_login?',
    'password_changed_at?',
    ...timestampColumns,
  ],
  clients: [
    'id',
    'name',
    'industry',
    'contact_name',
    'contact_email',
    'contact_phone?',
    'address?',
    'status',
    'revenue',
    'events_count',
    ...timestampColumns,
  ],
  digital_products: [
    'id',
    'name',
    'description',
    'price',
    'category',
    'status',
    'downloads',
    'file_url?',
    'image_url?',
    ...timestampColumns,
  ],
  inventory: [
    'id',
    'name',
    'sku',
    'category',
    'quantity',
    'min_quantity',
    'unit_value',
    'status',
    'description?',
    ...timestampColumns,
  ],
  events: [
    'id',
    'name',
    'type',
    'client_id?',
    'client_name',
    'date',
    'time',
    'venue',
    'budget',
    'status',
    'description?',
    ...timestampColumns,
  ],
  campaigns: [
    'id',
    'name',
    'type',
    'description',
    'status',
    'start_date?',
    'end_date?',
    'budget',
    'reach',
    'engagement',
    'conversions',
    'value_per_conversion',
    ...timestampColumns,
  ],
  campaign_metric_entries: [
    'id',
    'campaign_id',
    'recorded_at',
    'reach',
    'engagement',
    'conversions',
    'clicks?',
    'impressions?',
    'cost?',
    'notes?',
  ],
  stored_files: [
    'id',
    'storage_name',
    'original_name',
    'mime_type',
    'size_bytes',
    'content',
    'purpose',
    'uploaded_by?',
    'created_at',
  ],
  documents: [
    'id',
    'name',
    'description?',
    'category',
    'file_url',
    'file_size',
    'mime_type',
    'uploaded_by',
    'file_id?',
    'uploaded_by_user_id?',
    'campaign_id?',
    ...timestampColumns,
  ],
  client_portals: [
    'id',
    'client_id?',
    'client_name',
    'email',
    'event_id?',
    'event_name?',
    'password_hash',
    'status',
    'last_login?',
    'documents_shared',
    ...timestampColumns,
  ],
  business_info: [
    'id',
    'name',
    'category',
    'type',
    'value',
    'description?',
    'username?',
    'email?',
    'password_ciphertext?',
    'url?',
    'expiration_date?',
    'cost?',
    'is_active',
    'tags',
    ...timestampColumns,
  ],
  vendors: [
    'id',
    'name',
    'category',
    'contact_name',
    'contact_email',
    'contact_phone?',
    'address?',
    'website?',
    'specialties',
    'rating',
    'price_range',
    'notes?',
    'is_preferred',
    'status',
    'total_contracts',
    'total_spent',
    ...timestampColumns,
  ],
  marketing_assets: [
    'id',
    'name',
    'type',
    'category',
    'description?',
    'file_url?',
    'hex_color?',
    'font_family?',
    'font_size?',
    'dimensions?',
    'file_size?',
    'format?',
    'tags?',
    'is_active',
    'usage_notes?',
    ...timestampColumns,
  ],
  templates: [
    'id',
    'name',
    'description?',
    'category',
    'file_url',
    'file_name',
    'file_type',
    'file_size?',
    'tags',
    'is_active',
    'usage_count',
    ...timestampColumns,
  ],
  financial_records: [
    'id',
    'type',
    'category',
    'description',
    'amount',
    'date',
    'payment_method?',
    'reference?',
    'client_id?',
    'event_id?',
    'vendor_id?',
    'tax_deductible',
    'notes?',
    'attachments',
    ...timestampColumns,
  ],
  notifications: [
    'id',
    'type',
    'title',
    'message',
    'priority',
    'is_read',
    'related_id?',
    'related_type?',
    'action_url?',
    'metadata?',
    'expires_at?',
    'dedupe_key?',
    'user_id?',
    'dismissed_at?',
    ...timestampColumns,
  ],
  company_settings: [
    'id',
    'company_name',
    'logo_url?',
    'description?',
    'website?',
    'address?',
    'phone?',
    'time_zone?',
    ...timestampColumns,
  ],
  sessions: ['sid', 'user_id?', 'data', 'expires_at', 'created_at'],
  login_throttle: ['key', 'failures', 'window_started_at', 'locked_until?'],
  audit_log: ['id', 'occurred_at', 'actor_id?', 'actor_name?', 'action', 'table_name', 'record_id', 'changes', 'request_id?'],
  financial_totals: ['type', 'month', 'record_count', 'amount_total'],
  status_counts: ['table_name', 'status', 'row_count'],
  inventory_totals: ['status', 'item_count', 'value_total'],
  api_tokens: ['id', 'user_id', 'name', 'token_hash', 'last_used_at?', 'created_at'],
  idempotency_keys: ['user_id', 'key', 'procedure', 'fingerprint', 'response_ciphertext?', 'created_at'],
} as const satisfies Record<TableName, readonly string[]>;

/** Every application table, in an order where a table comes after the tables it references. */
export const tableNames = Object.keys(tableColumns) as TableName[];
