import { setImmediate as nextTurn } from 'node:timers/promises';
import {
  companyTimeZone,
  type Database,
  existingIds,
  inventoryRepository,
  type Kysely,
  rowsByNaturalKey,
  type Transaction,
} from '@app/db';
import {
  IMPORT_MAX_ERRORS,
  IMPORT_TEXTS,
  type ImportError,
  type ImportResourceDefinition,
  type ImportResult,
  isCalendarDate,
  toCalendarDate,
  ZRowId,
} from '@app/domain';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import type { ImportResource } from '../../lib/import-resources.ts';
import { checkQuantityCoversReservations } from '../reservations/check-item-quantity.ts';
import { type ColumnMapping, type ReadFile, ROWS_PER_TURN } from './read-file.ts';

/*
 * CSV import, the part that checks: each row of a read file against its resource's create or update
 * schema and the database (natural keys, references, an inventory item's reservations). Nothing here
 * writes.
 */

/** A checked file: what would be created and updated, and the refused rows. */
export type ImportPlan = {
  creates: { line: number; values: Record<string, unknown> }[];
  updates: { line: number; id: number; values: Record<string, unknown> }[];
  errors: ImportError[];
};

/** What a field is called in an error: the file's header for it, else the field's label. */
function errorField(resource: ImportResourceDefinition, mapping: ColumnMapping[], field: string): string {
  return (
    mapping.find((column) => column.field === field)?.header ??
    resource.fields.find((f) => f.name === field)?.label ??
    field
  );
}

/**
 * Every issue the schema found in a row, one error per column and message (a user corrects the whole
 * row in one go). A column whose cell was already refused as unreadable is not reported again: the
 * schema only saw it missing.
 */
function schemaErrors(
  resource: ImportResourceDefinition,
  mapping: ColumnMapping[],
  line: number,
  error: z.ZodError,
  found: readonly ImportError[],
): ImportError[] {
  const errors: ImportError[] = [];
  const seen = new Set(found.map((e) => e.field));
  const said = new Set<string>();
  for (const issue of error.issues) {
    const name = issue.path[0] === undefined ? '' : String(issue.path[0]);
    const field = name === '' ? '' : errorField(resource, mapping, name);
    const key = `${field}\u0000${issue.message}`;
    if (seen.has(field) || said.has(key)) continue;
    said.add(key);
    errors.push({ line, field, message: issue.message });
  }
  return errors;
}

const KEY_LABELS = { contactEmail: 'contact email', sku: 'SKU' } as const;
const REFERENCES = [
  ['clientId', 'clients', 'client'],
  ['eventId', 'events', 'event'],
  ['vendorId', 'vendors', 'vendor'],
] as const;
/**
 * Keys per lookup query: one array parameter each. Small enough that one lookup on the embedded
 * database (which runs on the server's own thread) does not hold other requests for long.
 */
const LOOKUP_BATCH = 1000;

/**
 * Checks the rows of a read file against the database: each row's natural key finds the stored
 * record it updates (none: it creates; several: refused), a key seen on an earlier line is refused,
 * and each row passes the create schema (or, for an update, the update schema over the columns the
 * file has). Financial records only create; their client, event and vendor must exist, and a date
 * given as a timestamp becomes the company's calendar day. With `lock` (the confirmed import, inside
 * its transaction), the matched rows stay locked until it commits.
 */
export async function planImport(
  db: Kysely<Database>,
  resource: ImportResourceDefinition,
  table: 'clients' | 'inventory' | 'vendors' | 'financial_records',
  file: ReadFile,
  options: { lock?: boolean } = {},
): Promise<ImportPlan> {
  const plan: ImportPlan = { creates: [], updates: [], errors: [] };
  const keyField = resource.naturalKey;
  const keyOf = (input: Record<string, unknown>) => {
    const value = input[keyField ?? ''];
    if (typeof value !== 'string' || value.trim() === '') return undefined;
    return keyField === 'contactEmail' ? value.trim().toLowerCase() : value.trim();
  };
  const matched = new Map<string, number[]>();
  if (keyField && table !== 'financial_records') {
    const keys = [...new Set(file.rows.map((row) => keyOf(row.input)).filter((k) => k !== undefined))];
    for (let start = 0; start < keys.length; start += LOOKUP_BATCH) {
      const found = await rowsByNaturalKey(db, table, keys.slice(start, start + LOOKUP_BATCH), options);
      for (const [key, ids] of found) matched.set(key, ids);
    }
  }
  const firstLineOfKey = new Map<string, number>();
  const timeZone = resource.fields.some((f) => f.name === 'date') ? await companyTimeZone(db) : undefined;
  // Financial records: the ids each row names, checked against the database once every row is read.
  const references: ReferencingRow[] = [];
  for (const [index, row] of file.rows.entries()) {
    if (index % ROWS_PER_TURN === ROWS_PER_TURN - 1) await nextTurn();
    const errors = [...(row.errors ?? [])];
    if (row.unreadable) {
      plan.errors.push(...errors);
      continue;
    }
    const key = keyField ? keyOf(row.input) : undefined;
    if (key !== undefined && keyField) {
      const earlier = firstLineOfKey.get(key);
      if (earlier !== undefined)
        errors.push({
          line: row.line,
          field: errorField(resource, file.mapping, keyField),
          message: IMPORT_TEXTS.duplicateKey(KEY_LABELS[keyField], earlier),
        });
      else firstLineOfKey.set(key, row.line);
    }
    const ids = key === undefined ? [] : (matched.get(key) ?? []);
    if (ids.length > 1 && keyField)
      errors.push({
        line: row.line,
        field: errorField(resource, file.mapping, keyField),
        message: IMPORT_TEXTS.ambiguousKey(ids.length, resource.noun.many, KEY_LABELS[keyField]),
      });
    const updating = ids.length > 0 && resource.updateInput;
    const parsed = (updating ? resource.updateInput : resource.createInput)!.safeParse(row.input);
    if (!parsed.success) errors.push(...schemaErrors(resource, file.mapping, row.line, parsed.error, errors));
    if (table === 'financial_records') {
      // A refused row's ids are still checked (an unknown client is worth saying at once), except
      // those of columns already refused.
      const named = parsed.success ? (parsed.data as Record<string, unknown>) : row.input;
      const refusedFields = new Set(errors.map((e) => e.field));
      const referenced: Record<string, unknown> = {};
      for (const [field] of REFERENCES)
        if (!refusedFields.has(errorField(resource, file.mapping, field))) referenced[field] = named[field];
      references.push({ line: row.line, values: referenced });
    }
    if (errors.length > 0 || !parsed.success) {
      plan.errors.push(...errors);
      continue;
    }
    const values = Object.fromEntries(
      Object.entries(parsed.data as Record<string, unknown>).filter(([, v]) => v !== undefined),
    );
    if (timeZone && typeof values.date === 'string' && !isCalendarDate(values.date))
      values.date = toCalendarDate(values.date, timeZone);
    if (updating) plan.updates.push({ line: row.line, id: ids[0]!, values });
    else plan.creates.push({ line: row.line, values });
  }
  if (references.length > 0) {
    const unknown = await checkReferences(db, resource, file.mapping, references);
    if (unknown.length > 0) {
      const refused = new Set(unknown.map((e) => e.line));
      plan.creates = plan.creates.filter((c) => !refused.has(c.line));
      plan.errors.push(...unknown);
    }
  }
  sortErrors(plan.errors, file.mapping);
  return plan;
}

/**
 * Errors first line first and, within a line, in the file's column order (a whole-row error first),
 * as a user reads the row to correct it.
 */
function sortErrors(errors: ImportError[], mapping: readonly ColumnMapping[]): ImportError[] {
  const column = new Map(mapping.map((c, i) => [c.header, i]));
  const position = (e: ImportError) => (e.field === '' ? -1 : (column.get(e.field) ?? mapping.length));
  return errors.sort((a, b) => a.line - b.line || position(a) - position(b));
}

/** A financial record's line and the client, event and vendor ids it names. */
type ReferencingRow = { line: number; values: Record<string, unknown> };

/** An id the database can hold (a refused row's cell may be any number). */
const isRowId = (id: unknown): id is number => ZRowId.safeParse(id).success;

/** Financial records: each client, event or vendor id that names no record is an error of its row. */
async function checkReferences(
  db: Kysely<Database>,
  resource: ImportResourceDefinition,
  mapping: ColumnMapping[],
  rows: readonly ReferencingRow[],
): Promise<ImportError[]> {
  const errors: ImportError[] = [];
  for (const [field, table, what] of REFERENCES) {
    const ids = [...new Set(rows.map((r) => r.values[field]).filter((id): id is number => isRowId(id)))];
    const found = new Set<number>();
    for (let start = 0; start < ids.length; start += LOOKUP_BATCH)
      for (const id of await existingIds(db, table, ids.slice(start, start + LOOKUP_BATCH))) found.add(id);
    for (const row of rows) {
      const id = row.values[field];
      if (isRowId(id) && !found.has(id))
        errors.push({
          line: row.line,
          field: errorField(resource, mapping, field),
          message: IMPORT_TEXTS.unknownReference(what),
        });
    }
  }
  return errors;
}

/**
 * The error list as answered: every error in order, capped at IMPORT_MAX_ERRORS; how many there are
 * in all; and how many rows they refuse.
 */
function answeredErrors(errors: ImportError[], mapping: readonly ColumnMapping[]) {
  sortErrors(errors, mapping);
  return {
    errors: errors.slice(0, IMPORT_MAX_ERRORS),
    errorCount: errors.length,
    refusedRows: new Set(errors.map((e) => e.line)).size,
  };
}

/** Inventory: an import that lowers an item's quantity must leave room for its reservations. */
export async function checkInventoryQuantities(
  trx: Transaction<Database>,
  target: ImportResource,
  plan: ImportPlan,
  file: ReadFile,
): Promise<ImportError[]> {
  if (target.table !== 'inventory') return [];
  const errors: ImportError[] = [];
  const header = file.mapping.find((c) => c.field === 'quantity')?.header ?? 'Quantity';
  for (const update of plan.updates) {
    const quantity = update.values.quantity;
    if (typeof quantity !== 'number') continue;
    const existing = await inventoryRepository.byIdForUpdate(trx, update.id);
    if (!existing || quantity >= existing.quantity) continue;
    try {
      await checkQuantityCoversReservations(trx, existing, quantity);
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      errors.push({ line: update.line, field: header, message: err.message });
    }
  }
  return errors;
}

/** What an import answers of a checked file: the rows it creates and updates, and the refused ones. */
export function importResult(
  target: ImportResource,
  file: ReadFile,
  plan: ImportPlan,
  dryRun: boolean,
): ImportResult {
  return {
    dryRun,
    resource: target.definition.path,
    rows: file.rows.length,
    create: plan.creates.length,
    update: plan.updates.length,
    ...answeredErrors(plan.errors, file.mapping),
    mapping: file.mapping,
    unknownHeaders: file.unknownHeaders,
    separator: file.separator,
  };
}
