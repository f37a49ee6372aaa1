import type { ImportTable } from '@app/db';
import {
  IMPORT_RESOURCES,
  type ImportResourceDefinition,
  type ImportResourcePath,
  ZClient,
  ZFinancialRecord,
  ZInventoryItem,
  ZVendor,
} from '@app/domain';
import type { z } from 'zod';

/** A screen that imports CSV (`POST /api/imports/{path}`), with its table and the columns it ignores. */
export type ImportResource = {
  definition: ImportResourceDefinition;
  table: ImportTable;
  /** Columns of the API's row the server keeps itself (id, revenue, timestamps…): an export's extra columns, left out. */
  readOnly: string[];
};

const resource = (path: ImportResourcePath, table: ImportTable, row: z.ZodObject): ImportResource => {
  const definition = IMPORT_RESOURCES[path];
  const fields = new Set(definition.fields.map((f) => f.name));
  return { definition, table, readOnly: Object.keys(row.shape).filter((key) => !fields.has(key)) };
};

export const IMPORT_TARGETS: Record<ImportResourcePath, ImportResource> = {
  clients: resource('clients', 'clients', ZClient),
  inventory: resource('inventory', 'inventory', ZInventoryItem),
  vendors: resource('vendors', 'vendors', ZVendor),
  'financial-records': resource('financial-records', 'financial_records', ZFinancialRecord),
};
