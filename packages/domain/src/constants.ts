// Closed lists (spec section 3/4/9) and business constants (section 9). Values are the stored values;
// where the spec names a list by its labels (product, inventory, event, financial), the label is the value.

export const USER_ROLES = ['admin', 'manager', 'user'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** A user's colour scheme: light, dark, or 'system' (the device's setting, the default). */
export const COLOR_SCHEMES = ['light', 'dark', 'system'] as const;
export type ColorScheme = (typeof COLOR_SCHEMES)[number];

export const CLIENT_STATUSES = ['active', 'inactive', 'pending'] as const;
export type ClientStatus = (typeof CLIENT_STATUSES)[number];

export const PRODUCT_STATUSES = ['active', 'inactive'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

export const PRODUCT_CATEGORIES = ['Templates', 'Guides', 'Checklists', 'Software', 'Other'] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];

export const INVENTORY_CATEGORIES = [
  'Audio/Visual',
  'Furniture',
  'Lighting',
  'Decorations',
  'Catering',
  'Other',
] as const;
export type InventoryCategory = (typeof INVENTORY_CATEGORIES)[number];

export const INVENTORY_STATUSES = ['in_stock', 'low_stock', 'out_of_stock'] as const;
export type InventoryStatus = (typeof INVENTORY_STATUSES)[number];

export const EVENT_TYPES = ['Corporate Event', 'Wedding', 'Conference', 'Party', 'Other'] as const;
export type EventType = (typeof EVENT_TYPES)[number];

export const EVENT_STATUSES = ['planning', 'confirmed', 'in_progress', 'completed', 'cancelled'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

/** Statuses that count as "upcoming" on the dashboard. */
export const UPCOMING_EVENT_STATUSES = ['confirmed', 'planning'] as const satisfies readonly EventStatus[];
/** Statuses that count towards the dashboard's Active Events. */
export const ACTIVE_EVENT_STATUSES = [
  'planning',
  'confirmed',
  'in_progress',
] as const satisfies readonly EventStatus[];

export const CAMPAIGN_TYPES = ['email', 'social', 'mixed'] as const;
export type CampaignType = (typeof CAMPAIGN_TYPES)[number];

export const CAMPAIGN_STATUSES = ['draft', 'active', 'paused', 'completed'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

export const DOCUMENT_CATEGORIES = [
  'contracts',
  'invoices',
  'proposals',
  'other',
  'campaign-report',
  'client-upload',
] as const;
export type DocumentCategory = (typeof DOCUMENT_CATEGORIES)[number];

/** The categories a user can pick when uploading; campaign reports are filed by the report dialog. */
export const DOCUMENT_UPLOAD_CATEGORIES = [
  'contracts',
  'invoices',
  'proposals',
  'other',
] as const satisfies readonly DocumentCategory[];
export type DocumentUploadCategory = (typeof DOCUMENT_UPLOAD_CATEGORIES)[number];

export const REPORT_TYPES = ['weekly', 'monthly', 'quarterly', 'custom'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

export const PORTAL_STATUSES = ['active', 'inactive', 'pending'] as const;
export type PortalStatus = (typeof PORTAL_STATUSES)[number];

/** Why a client's portal session ended: sign-out, a timeout, or staff closing the portal or resetting its password. */
export const PORTAL_SESSION_END_REASONS = [
  'signed-out',
  'idle',
  'expired',
  'portal-closed',
  'password-reset',
] as const;
export type PortalSessionEndReason = (typeof PORTAL_SESSION_END_REASONS)[number];

/** What a link to set a portal's password was sent for: staff's invitation, or the client's reset. */
export const PORTAL_LINK_PURPOSES = ['invite', 'reset'] as const;
export type PortalLinkPurpose = (typeof PORTAL_LINK_PURPOSES)[number];

export const PORTAL_STATUS_LABELS = {
  active: 'Active',
  inactive: 'Inactive',
  pending: 'Pending Setup',
} as const satisfies Record<PortalStatus, string>;

export const BUSINESS_INFO_CATEGORIES = ['software', 'password', 'team', 'other'] as const;
export type BusinessInfoCategory = (typeof BUSINESS_INFO_CATEGORIES)[number];

export const BUSINESS_INFO_TYPES = ['credential', 'contact', 'subscription', 'license'] as const;
export type BusinessInfoType = (typeof BUSINESS_INFO_TYPES)[number];

/** What an item's rental price is for: each day of the event, or the event as a whole. */
export const RENTAL_UNITS = ['day', 'event'] as const;
export type RentalUnit = (typeof RENTAL_UNITS)[number];

export const VENDOR_CATEGORIES = [
  'catering',
  'photography',
  'videography',
  'venue',
  'florist',
  'music',
  'transportation',
  'decoration',
  'equipment',
  'other',
] as const;
export type VendorCategory = (typeof VENDOR_CATEGORIES)[number];

export const VENDOR_PRICE_RANGES = ['budget', 'medium', 'luxury'] as const;
export type VendorPriceRange = (typeof VENDOR_PRICE_RANGES)[number];

export const VENDOR_STATUSES = ['active', 'inactive', 'preferred'] as const;
export type VendorStatus = (typeof VENDOR_STATUSES)[number];

export const VENDOR_RATING_MIN = 1;
export const VENDOR_RATING_MAX = 5;
/** A vendor rating of 0 means "not rated yet". */
export const VENDOR_RATING_UNRATED = 0;

export const ASSET_TYPES = ['logo', 'color', 'font', 'template', 'image', 'video'] as const;
export type AssetType = (typeof ASSET_TYPES)[number];

export const ASSET_CATEGORIES = ['brand', 'social', 'print', 'web'] as const;
export type AssetCategory = (typeof ASSET_CATEGORIES)[number];

export const TEMPLATE_CATEGORIES = [
  'email',
  'contract',
  'proposal',
  'invoice',
  'presentation',
  'report',
  'other',
] as const;
export type TemplateCategory = (typeof TEMPLATE_CATEGORIES)[number];

export const TEMPLATE_FILE_TYPES = ['pdf', 'docx', 'pptx', 'xlsx', 'html', 'txt'] as const;
export type TemplateFileType = (typeof TEMPLATE_FILE_TYPES)[number];

export const FINANCIAL_TYPES = ['income', 'expense'] as const;
export type FinancialType = (typeof FINANCIAL_TYPES)[number];

export const FINANCIAL_INCOME_CATEGORIES = [
  'Event Services',
  'Consulting',
  'Product Sales',
  'Rental Income',
  'Sponsorship',
  'Ticket Sales',
  'Other Income',
] as const;
export type FinancialIncomeCategory = (typeof FINANCIAL_INCOME_CATEGORIES)[number];

export const FINANCIAL_EXPENSE_CATEGORIES = [
  'Venue Costs',
  'Catering',
  'Equipment Rental',
  'Marketing',
  'Staff Costs',
  'Transportation',
  'Insurance',
  'Utilities',
  'Office Supplies',
  'Professional Services',
  'Software/Technology',
  'Other Expenses',
] as const;
export type FinancialExpenseCategory = (typeof FINANCIAL_EXPENSE_CATEGORIES)[number];

export const FINANCIAL_CATEGORIES = [
  ...FINANCIAL_INCOME_CATEGORIES,
  ...FINANCIAL_EXPENSE_CATEGORIES,
] as const;
export type FinancialCategory = (typeof FINANCIAL_CATEGORIES)[number];

export const FINANCIAL_CATEGORIES_BY_TYPE = {
  income: FINANCIAL_INCOME_CATEGORIES,
  expense: FINANCIAL_EXPENSE_CATEGORIES,
} as const satisfies Record<FinancialType, readonly string[]>;

export const PAYMENT_METHODS = [
  'Cash',
  'Credit Card',
  'Bank Transfer',
  'Check',
  'PayPal',
  'Stripe',
  'Other',
] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** An invoice's stored states; 'overdue' is derived from the due date, never stored. */
export const INVOICE_STATUSES = ['draft', 'sent', 'partially_paid', 'paid', 'void'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** What an uploaded file is for (its size and type limits follow from it). */
export const UPLOAD_PURPOSES = ['document', 'image', 'template', 'report'] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

export const NOTIFICATION_PRIORITIES = ['urgent', 'high', 'normal', 'low'] as const;
export type NotificationPriority = (typeof NOTIFICATION_PRIORITIES)[number];

export const PRIORITY_COLORS = {
  urgent: 'red',
  high: 'orange',
  normal: 'blue',
  low: 'gray',
} as const satisfies Record<NotificationPriority, string>;

// The spec gives admin red and manager blue; the user colour is not shown, gray is our choice.
export const ROLE_COLORS = {
  admin: 'red',
  manager: 'blue',
  user: 'gray',
} as const satisfies Record<UserRole, string>;

export const NOTIFICATION_POLL_MS = 30_000;
export const TOAST_DURATION_MS = 5_000;
export const TOAST_LIMIT = 1;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_HOTKEY = 'F8';
export const TOAST_REGION_LABEL = 'Notifications';
export const TOOLTIP_OPEN_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;
export const SCROLLBAR_HIDE_DELAY_MS = 600;

export const UPCOMING_EVENTS_LIMIT = 4;
export const RECENT_ACTIVITY_LIMIT = 3;

export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/**
 * The most pixels an uploaded image may have, and the longest side: a small compressed file can hold a
 * picture that takes seconds and gigabytes to decode, on the server (the invoice PDF's logo) or a browser.
 */
export const IMAGE_PIXELS_MAX = 40_000_000;
export const IMAGE_SIDE_MAX = 10_000;
export const IMAGE_TOO_MANY_PIXELS =
  'Please select an image of at most 40 megapixels and 10,000 pixels on its longest side';

/** Accepted document types on drop, keyed by mime type (the shape Mantine Dropzone and react-dropzone take). */
export const DOCUMENT_ACCEPT = {
  'application/pdf': ['.pdf'],
  'application/msword': ['.doc'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['.docx'],
  'application/vnd.ms-excel': ['.xls'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['.xlsx'],
  'text/plain': ['.txt'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
  'image/gif': ['.gif'],
} as const satisfies Record<string, readonly string[]>;

/** The file chooser's accept list. */
export const DOCUMENT_ACCEPT_EXTENSIONS = [
  '.pdf',
  '.doc',
  '.docx',
  '.xls',
  '.xlsx',
  '.txt',
  '.jpg',
  '.jpeg',
  '.png',
  '.gif',
] as const;

export const PORTAL_PASSWORD_MIN = 8;
export const PASSWORD_MIN = 6;

export const SIDEBAR_WIDTH = '16rem';
export const SIDEBAR_SUBTITLE = 'Event Management';

export const TEMPLATE_TAGS_SHOWN = 3;

/**
 * Return credited per campaign conversion when computing ROI: the spec's figure, and the default of a
 * campaign's own `valuePerConversion`.
 */
export const ROI_RETURN_PER_CONVERSION = 100;
/** How many of a campaign's latest metrics updates its card's trend shows. */
export const CAMPAIGN_TREND_POINTS = 12;

export const DECIMAL_PRECISION = 10;
export const DECIMAL_SCALE = 2;

export const DATE_LOCALE = 'en-US';
/** 0 = Sunday. */
export const WEEK_STARTS_ON = 0;
/** The week containing Jan 1 is week one. */
export const FIRST_WEEK_CONTAINS_DATE = 1;

/** Form and insert defaults (spec sections 3 and 9). */
export const DEFAULTS = {
  userRole: 'user',
  userIsActive: true,
  clientStatus: 'active',
  productPrice: '0.00',
  productStatus: 'active',
  inventoryQuantity: 0,
  inventoryMinQuantity: 0,
  inventoryUnitValue: '0.00',
  eventBudget: '0.00',
  eventStatus: 'planning',
  campaignBudget: '0.00',
  campaignValuePerConversion: '100.00',
  campaignStatus: 'draft',
  documentUploadCategory: 'other',
  portalStatus: 'active',
  businessInfoCategory: 'software',
  businessInfoType: 'credential',
  businessInfoIsActive: true,
  vendorCategory: 'catering',
  vendorPriceRange: 'medium',
  vendorStatus: 'active',
  vendorRating: VENDOR_RATING_UNRATED,
  vendorIsPreferred: false,
  vendorTotalContracts: 0,
  vendorTotalSpent: '0.00',
  marketingAssetType: 'logo',
  marketingAssetCategory: 'brand',
  marketingAssetIsActive: true,
  templateIsActive: true,
  financialTaxDeductible: false,
  notificationPriority: 'normal',
} as const satisfies {
  userRole: UserRole;
  clientStatus: ClientStatus;
  productStatus: ProductStatus;
  eventStatus: EventStatus;
  campaignStatus: CampaignStatus;
  documentUploadCategory: DocumentUploadCategory;
  portalStatus: PortalStatus;
  businessInfoCategory: BusinessInfoCategory;
  businessInfoType: BusinessInfoType;
  vendorCategory: VendorCategory;
  vendorPriceRange: VendorPriceRange;
  vendorStatus: VendorStatus;
  marketingAssetType: AssetType;
  marketingAssetCategory: AssetCategory;
  notificationPriority: NotificationPriority;
  [key: string]: unknown;
};

// Input limits. The spec is silent on lengths; these keep rows and requests bounded.
export const NAME_MAX = 200;
export const TEXT_MAX = 5_000;
export const SHORT_TEXT_MAX = 100;
export const PHONE_MAX = 50;
export const EMAIL_MAX = 254;
export const URL_MAX = 2_048;
export const PASSWORD_MAX = 200;
export const LIST_ITEMS_MAX = 50;
export const LIST_ITEM_MAX = 100;
export const SEARCH_MAX = 200;
export const LIST_LIMIT_DEFAULT = 50;
export const LIST_LIMIT_MAX = 500;
/**
 * A searched or filtered list counts its matches exactly up to this many; above it the total is this
 * number with `totalIsLowerBound` (shown as "10,000+"), so a broad search never pays for an exact count.
 */
export const LIST_TOTAL_CAP = 10_000;
/** Largest value of a Postgres `integer` column (ids, counts). */
export const PG_INT_MAX = 2_147_483_647;
