import { countNoun } from '../calculators/count-noun.ts';

/*
 * CSV import: which screens import, the columns each one reads, and the texts a user sees.
 * Plain data without schemas, so that the web app's import dialog reads it without loading every
 * resource's schemas (import.schema.ts adds them for the server).
 */

/** The most an import file may weigh: 10 MB, the spec's upload limit. */
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;
/** The most data rows (the header aside) one import may hold. */
export const IMPORT_MAX_ROWS = 50_000;
/** Errors answered at most (a row may have several); `errorCount` says how many there are in all. */
export const IMPORT_MAX_ERRORS = 1000;

export const IMPORT_RESOURCE_PATHS = ['clients', 'inventory', 'vendors', 'financial-records'] as const;
export type ImportResourcePath = (typeof IMPORT_RESOURCE_PATHS)[number];

/** How a cell's text becomes the value the schema checks. */
export type ImportFieldKind = 'text' | 'int' | 'money' | 'bool' | 'list' | 'id';

export type ImportField = {
  /** The input field (the create schema's key). */
  name: string;
  /** The form's label, shown in the mapping step. */
  label: string;
  kind: ImportFieldKind;
  /** Further headers read as this field (the export's header is read too). */
  aliases?: readonly string[];
};

/** A screen's import as a user sees it: its name and the columns it reads. */
export type ImportColumns = {
  path: ImportResourcePath;
  /** 'client' -> "Import 12 clients". */
  noun: { one: string; many: string };
  fields: readonly ImportField[];
  /** The field that finds the stored row an import line updates; none: every line creates. */
  naturalKey?: 'contactEmail' | 'sku';
};

const text = (name: string, label: string, aliases?: readonly string[]): ImportField => ({
  name,
  label,
  kind: 'text',
  ...(aliases ? { aliases } : {}),
});

export const IMPORT_COLUMNS: Record<ImportResourcePath, ImportColumns> = {
  clients: {
    path: 'clients',
    noun: { one: 'client', many: 'clients' },
    naturalKey: 'contactEmail',
    fields: [
      text('name', 'Name', ['client', 'client name', 'company']),
      text('industry', 'Industry'),
      text('contactName', 'Contact name', ['contact']),
      text('contactEmail', 'Contact email', ['email', 'e-mail', 'contact e-mail']),
      text('contactPhone', 'Contact phone', ['phone']),
      text('address', 'Address'),
      text('status', 'Status'),
    ],
  },
  inventory: {
    path: 'inventory',
    noun: { one: 'inventory item', many: 'inventory items' },
    naturalKey: 'sku',
    fields: [
      text('name', 'Item name', ['item']),
      text('sku', 'SKU'),
      text('category', 'Category'),
      { name: 'quantity', label: 'Quantity', kind: 'int', aliases: ['qty', 'units'] },
      { name: 'minQuantity', label: 'Minimum quantity', kind: 'int', aliases: ['min', 'min qty'] },
      { name: 'unitValue', label: 'Unit value', kind: 'money', aliases: ['value', 'unit price', 'price'] },
      text('description', 'Description'),
    ],
  },
  vendors: {
    path: 'vendors',
    noun: { one: 'vendor', many: 'vendors' },
    naturalKey: 'contactEmail',
    fields: [
      text('name', 'Name', ['vendor', 'vendor name']),
      text('category', 'Category'),
      text('contactName', 'Contact name', ['contact']),
      text('contactEmail', 'Contact email', ['email', 'e-mail', 'contact e-mail']),
      text('contactPhone', 'Contact phone', ['phone']),
      text('address', 'Address'),
      text('website', 'Website', ['url', 'web']),
      { name: 'specialties', label: 'Specialties', kind: 'list' },
      { name: 'rating', label: 'Rating', kind: 'int' },
      text('priceRange', 'Price range'),
      text('notes', 'Notes'),
      { name: 'isPreferred', label: 'Preferred vendor', kind: 'bool', aliases: ['preferred'] },
      text('status', 'Status'),
      { name: 'totalContracts', label: 'Total contracts', kind: 'int', aliases: ['contracts'] },
      { name: 'totalSpent', label: 'Total spent', kind: 'money', aliases: ['spent'] },
    ],
  },
  'financial-records': {
    path: 'financial-records',
    noun: { one: 'financial record', many: 'financial records' },
    fields: [
      text('type', 'Type'),
      text('category', 'Category'),
      text('description', 'Description'),
      { name: 'amount', label: 'Amount', kind: 'money' },
      text('date', 'Date'),
      text('paymentMethod', 'Payment method', ['payment']),
      text('reference', 'Reference', ['ref']),
      { name: 'clientId', label: 'Client', kind: 'id', aliases: ['client id'] },
      { name: 'eventId', label: 'Event', kind: 'id', aliases: ['event id'] },
      { name: 'vendorId', label: 'Vendor', kind: 'id', aliases: ['vendor id'] },
      { name: 'taxDeductible', label: 'Tax deductible', kind: 'bool', aliases: ['deductible'] },
      text('notes', 'Notes'),
      { name: 'attachments', label: 'Attachments', kind: 'list' },
    ],
  },
};

/** 'Contact_Email ', 'contact-email' and 'ContactEmail' all read 'contactemail'. */
export function normaliseHeader(header: string): string {
  return header
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s_\-.]+/g, '');
}

export const IMPORT_TEXTS = {
  button: 'Import',
  tooLarge: `The file is larger than ${IMPORT_MAX_BYTES / (1024 * 1024)} MB: split it and import the parts`,
  tooManyRows: `The file has more than ${IMPORT_MAX_ROWS.toLocaleString('en-US')} rows: split it and import the parts`,
  noFile: 'Choose a CSV file or paste its text',
  empty: 'The file is empty: its first line must name the columns',
  noRows: 'The file has a header but no rows to import',
  notText: 'The file is not CSV text (UTF-8)',
  mappingAfterFile: 'Send the mapping field before the file',
  badMapping: 'The mapping must be a JSON object of column header to field name',
  duplicateHeader: (header: string) => `The column ${header} appears twice`,
  duplicateField: (field: string) => `Two columns hold ${field}`,
  noKnownColumn: 'No column of the file matches a field: map the columns to fields',
  cellCount: (found: number, expected: number) =>
    `This line has ${found} ${found === 1 ? 'cell' : 'cells'}; the header has ${expected}`,
  duplicateKey: (label: string, line: number) => `Same ${label} as line ${line}`,
  ambiguousKey: (count: number, many: string, label: string) =>
    `${count} ${many} have this ${label}: change them on their screen`,
  unknownReference: (what: string) => `No ${what} has this ID`,
  notWhole: 'Must be a whole number',
  notBoolean: 'Must be yes or no (true or false)',
  refused: (count: number) =>
    `Nothing was imported: ${count.toLocaleString('en-US')} ${count === 1 ? 'row is' : 'rows are'} refused`,
  /** Below a report capped at IMPORT_MAX_ERRORS. */
  someErrorsShown: (shown: number, total: number) =>
    `The first ${shown.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} problems are shown.`,
  template: 'Download a template',
  /** The toast of a confirmed import: "Imported 12 clients: 10 new, 2 updated". */
  success: (noun: { one: string; many: string }, created: number, updated: number) =>
    `Imported ${countNoun(created + updated, noun.one, noun.many)}: ${created.toLocaleString('en-US')} new, ${updated.toLocaleString('en-US')} updated`,
} as const;
