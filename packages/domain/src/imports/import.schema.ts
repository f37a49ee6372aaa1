import { z } from 'zod';
import { ZClientCreateInput, ZClientUpdateInput } from '../clients/client.schema.ts';
import { ZFinancialRecordCreateInput } from '../financial-records/financial-record.schema.ts';
import { ZInventoryItemCreateInput, ZInventoryItemUpdateInput } from '../inventory/inventory-item.schema.ts';
import { ZVendorCreateInput, ZVendorUpdateInput } from '../vendors/vendor.schema.ts';
import {
  IMPORT_COLUMNS,
  IMPORT_RESOURCE_PATHS,
  type ImportColumns,
  type ImportResourcePath,
} from './import-fields.ts';

/*
 * CSV import on the server: each screen's columns (import-fields.ts) with the schemas that
 * check its rows. The rows are checked by each resource's own create (or update) schema, so a refused
 * cell carries the same message as the screen's form.
 */

export type ImportResourceDefinition = ImportColumns & {
  createInput: z.ZodType;
  updateInput?: z.ZodType;
};

export const IMPORT_RESOURCES: Record<ImportResourcePath, ImportResourceDefinition> = {
  clients: { ...IMPORT_COLUMNS.clients, createInput: ZClientCreateInput, updateInput: ZClientUpdateInput },
  inventory: {
    ...IMPORT_COLUMNS.inventory,
    createInput: ZInventoryItemCreateInput,
    updateInput: ZInventoryItemUpdateInput,
  },
  vendors: { ...IMPORT_COLUMNS.vendors, createInput: ZVendorCreateInput, updateInput: ZVendorUpdateInput },
  'financial-records': { ...IMPORT_COLUMNS['financial-records'], createInput: ZFinancialRecordCreateInput },
};

/** One refused row: the CSV line of its record (the header is line 1), the column, the message. */
export const ZImportError = z.object({
  line: z.int().min(1),
  field: z.string(),
  message: z.string(),
});
export type ImportError = z.infer<typeof ZImportError>;

/** What an import answers, dry run or not. */
export const ZImportResult = z.object({
  dryRun: z.boolean(),
  resource: z.enum(IMPORT_RESOURCE_PATHS),
  /** Data rows read (the header aside). */
  rows: z.int().min(0),
  /** Rows that create a record (valid ones only). */
  create: z.int().min(0),
  /** Rows that update a stored record, matched by the natural key (valid ones only). */
  update: z.int().min(0),
  /** Every problem of every refused row (several per row), in line and column order. */
  errors: z.array(ZImportError),
  /** How many errors there are in all; `errors` holds the first IMPORT_MAX_ERRORS. */
  errorCount: z.int().min(0),
  /** How many rows the errors refuse. */
  refusedRows: z.int().min(0),
  /** Each column of the file and the field it fills (null: not imported). */
  mapping: z.array(z.object({ header: z.string(), field: z.string().nullable() })),
  /** Headers that match no field (map them, or they are left out). */
  unknownHeaders: z.array(z.string()),
  /** The separator found on the header line. */
  separator: z.enum([',', ';']),
  /** After a confirmed import: the import's id in the audit log (its request id). */
  importId: z.string().optional(),
});
export type ImportResult = z.infer<typeof ZImportResult>;
