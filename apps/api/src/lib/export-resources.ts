import {
  type AuditLogQuery,
  auditLogBatches,
  businessInfoRepository,
  campaignsRepository,
  clientPortalsRepository,
  clientsRepository,
  type Database,
  digitalProductsRepository,
  documentsRepository,
  type ExportParams,
  eventsRepository,
  financialRecordsExportRepository,
  inventoryRepository,
  invoicesBatches,
  type Kysely,
  marketingAssetsRepository,
  type RecordPayment,
  templatesRepository,
  usersRepository,
  vendorsRepository,
} from '@app/db';
import {
  type InvoiceListInput,
  paymentTaxShare,
  ZAuditEntry,
  ZAuditListInput,
  ZBusinessInfo,
  ZBusinessInfoListInput,
  ZCampaign,
  ZCampaignListInput,
  ZClient,
  ZClientListInput,
  ZClientPortal,
  ZClientPortalListInput,
  ZDigitalProduct,
  ZDigitalProductListInput,
  ZDocument,
  ZDocumentListInput,
  ZEvent,
  ZEventListInput,
  ZFinancialRecordExportRow,
  ZFinancialRecordListInput,
  ZInventoryItem,
  ZInventoryItemListInput,
  ZInvoice,
  ZInvoiceListInput,
  ZMarketingAsset,
  ZMarketingAssetListInput,
  ZTemplate,
  ZTemplateListInput,
  ZUser,
  ZUserListInput,
  ZVendor,
  ZVendorListInput,
} from '@app/domain';
import type { z } from 'zod';

/** What an export reads of a CRUD repository: its rows in the list's order, a batch at a time. */
type Exportable = {
  batches(db: Kysely<Database>, params: ExportParams, batchSize: number): AsyncGenerator<object[]>;
};

/** A list screen's resource that exports to CSV: `GET /api/{path}/export.csv`. */
export type ExportResource = {
  /** The REST path segment (the list is `GET /api/{path}`). */
  path: string;
  repository: Exportable;
  /** The API's row: the columns, and each row as the list answers it. */
  row: z.ZodObject;
  /** The list's input: the export takes the same search, filters and sort (not limit and offset). */
  listInput: z.ZodObject;
  /** The date column `from` and `to` bound, when the export takes a date range. */
  dateRange?: string;
  /** Financial records: the totals per category follow the rows, summing this money column. */
  categoryTotals?: { amount: string };
  /** The row as `row` reads it, from what the repository read (when they differ). */
  toRow?: (stored: Record<string, unknown>) => Record<string, unknown>;
  /** Administrators only (their screens: Users, Audit Log); anyone else is refused with a 403. */
  adminOnly?: boolean;
};

/** Invoices read through their own repository (their search spans clients and events). */
const invoicesExport: Exportable = {
  batches: (db, params, batchSize) =>
    invoicesBatches(
      db,
      {
        search: params.search,
        status: params.filters?.status as InvoiceListInput['status'],
        clientId: params.filters?.clientId as number | undefined,
        sortBy: params.sortBy as InvoiceListInput['sortBy'],
        sortDir: params.sortDir ?? 'desc',
      },
      batchSize,
    ),
};

/**
 * A financial record for the accountant: names for ids, and for the income an invoice payment made the
 * invoice's number and the payment's net and tax (paymentTaxShare); gross is the amount.
 */
function accountantRow(stored: Record<string, unknown>): Record<string, unknown> {
  const record = stored as { amount: string; payment: RecordPayment | null };
  const { payment } = record;
  const figures = payment
    ? paymentTaxShare({
        paidBefore: payment.paidBefore,
        amount: payment.amount,
        invoiceTax: payment.invoiceTax,
        invoiceTotal: payment.invoiceTotal,
      })
    : { net: null, tax: null, gross: record.amount };
  return { ...stored, ...figures, invoiceNumber: payment?.invoiceNumber ?? null };
}

/** The audit log, newest first, filtered as its screen filters it (table, record, actor, action). */
const auditLogExport: Exportable = {
  batches: (db, params, batchSize) =>
    auditLogBatches(db, (params.filters ?? {}) as Omit<AuditLogQuery, 'limit' | 'offset'>, batchSize),
};

/**
 * The list resources, each exported as its list screen shows it. Business information goes without its
 * stored passwords: a spreadsheet is no place for credentials (the rest, costs and renewal dates, is what
 * an accountant wants). An invoice is one row without its lines (they are in its PDF); an
 * audit entry's changes are one cell of JSON (`{"column":{"from":…,"to":…}}`, secrets `[redacted]`);
 * a user row never holds a password or its hash (ZUser has neither).
 */
export const EXPORT_RESOURCES: readonly ExportResource[] = [
  { path: 'clients', repository: clientsRepository, row: ZClient, listInput: ZClientListInput },
  { path: 'events', repository: eventsRepository, row: ZEvent, listInput: ZEventListInput },
  {
    path: 'inventory',
    repository: inventoryRepository,
    row: ZInventoryItem,
    listInput: ZInventoryItemListInput,
  },
  { path: 'vendors', repository: vendorsRepository, row: ZVendor, listInput: ZVendorListInput },
  {
    path: 'digital-products',
    repository: digitalProductsRepository,
    row: ZDigitalProduct,
    listInput: ZDigitalProductListInput,
  },
  { path: 'documents', repository: documentsRepository, row: ZDocument, listInput: ZDocumentListInput },
  {
    path: 'financial-records',
    repository: financialRecordsExportRepository,
    row: ZFinancialRecordExportRow,
    // The range is the list's own `from` and `to`.
    listInput: ZFinancialRecordListInput.omit({ from: true, to: true }),
    dateRange: 'date',
    categoryTotals: { amount: 'gross' },
    toRow: accountantRow,
  },
  {
    path: 'marketing-assets',
    repository: marketingAssetsRepository,
    row: ZMarketingAsset,
    listInput: ZMarketingAssetListInput,
  },
  { path: 'templates', repository: templatesRepository, row: ZTemplate, listInput: ZTemplateListInput },
  { path: 'campaigns', repository: campaignsRepository, row: ZCampaign, listInput: ZCampaignListInput },
  {
    path: 'client-portals',
    repository: clientPortalsRepository,
    row: ZClientPortal,
    listInput: ZClientPortalListInput,
  },
  {
    path: 'invoices',
    repository: invoicesExport,
    row: ZInvoice.omit({ items: true }),
    listInput: ZInvoiceListInput,
  },
  {
    path: 'business-info',
    repository: businessInfoRepository,
    row: ZBusinessInfo.omit({ password: true }),
    listInput: ZBusinessInfoListInput,
  },
  { path: 'users', repository: usersRepository, row: ZUser, listInput: ZUserListInput, adminOnly: true },
  {
    path: 'audit-log',
    repository: auditLogExport,
    row: ZAuditEntry,
    listInput: ZAuditListInput,
    adminOnly: true,
  },
];
