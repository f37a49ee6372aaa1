import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { companyTimeZone, type Database, existingIds, type Kysely, rowsByNaturalKey } from '@app/db';
import {
  IMPORT_MAX_BYTES,
  IMPORT_MAX_ERRORS,
  IMPORT_MAX_ROWS,
  IMPORT_TEXTS,
  type ImportError,
  type ImportField,
  type ImportResourceDefinition,
  isCalendarDate,
  normaliseHeader,
  toCalendarDate,
} from '@app/domain';
import { parse } from 'csv-parse';
import type { z } from 'zod';

/*
 * CSV import (issue 19), the part that reads and checks: the file is parsed by csv-parse as it
 * arrives (BOM, CRLF, quoted separators and line breaks; `,` or `;` as the header line says), its
 * columns mapped to fields by header, and each row checked by the resource's own create or update
 * schema. Nothing here writes; plugins/csv-import.plugin.ts applies a checked file in one transaction.
 */

/** Why a file as a whole is refused: the status and the message. */
export class ImportRefusal extends Error {
  readonly status: 400 | 413;
  constructor(status: 400 | 413, message: string) {
    super(message);
    this.status = status;
  }
}

/** One column of the file and the field it fills (null: left out). */
type ColumnMapping = { header: string; field: string | null };

/** A data row of the file: its line, and its cells as input values by field name. */
type ReadRow = { line: number; input: Record<string, unknown>; error?: ImportError };

export type ReadFile = {
  separator: ',' | ';';
  mapping: ColumnMapping[];
  unknownHeaders: string[];
  rows: ReadRow[];
  /** SHA-256 of the bytes as sent: what makes a retry "the same import". */
  sha256: string;
};

/** Headers a user may map (the field, its label, its aliases, the export's header), normalised. */
function headerIndex(resource: ImportResourceDefinition): Map<string, string> {
  const index = new Map<string, string>();
  for (const field of resource.fields) {
    for (const name of [field.name, field.label, ...(field.aliases ?? [])])
      index.set(normaliseHeader(name), field.name);
  }
  return index;
}

/** `,` unless the header line holds more `;` than `,` outside quotes (European Excel). */
function detectSeparator(headerLine: string): ',' | ';' {
  let commas = 0;
  let semicolons = 0;
  let quoted = false;
  for (const char of headerLine) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && char === ',') commas++;
    else if (!quoted && char === ';') semicolons++;
  }
  return semicolons > commas ? ';' : ',';
}

/**
 * The column mapping: a header the user mapped (`chosen`, header -> field name, '' to leave it out)
 * keeps that choice; any other is matched by its normalised name against the fields. Columns of the
 * API's row the server keeps itself (`id`, `revenue`, timestamps…: what an export writes) are left
 * out without asking; any other header is unknown.
 */
function mapColumns(
  resource: ImportResourceDefinition,
  readOnly: readonly string[],
  headers: readonly string[],
  chosen: Record<string, string>,
): { mapping: ColumnMapping[]; unknownHeaders: string[] } {
  const index = headerIndex(resource);
  const known = new Set(resource.fields.map((f) => f.name));
  const ignored = new Set(readOnly.map(normaliseHeader));
  const seen = new Map<string, string>();
  const mapping: ColumnMapping[] = [];
  const unknownHeaders: string[] = [];
  const filled = new Map<string, string>();
  for (const header of headers) {
    const normal = normaliseHeader(header);
    if (seen.has(normal)) throw new ImportRefusal(400, IMPORT_TEXTS.duplicateHeader(header));
    seen.set(normal, header);
    let field: string | null;
    if (Object.hasOwn(chosen, header)) {
      const choice = chosen[header] ?? '';
      if (choice !== '' && !known.has(choice)) throw new ImportRefusal(400, IMPORT_TEXTS.badMapping);
      field = choice === '' ? null : choice;
    } else {
      field = index.get(normal) ?? null;
      if (field === null && !ignored.has(normal) && normal !== '') unknownHeaders.push(header);
    }
    if (field !== null) {
      const label = resource.fields.find((f) => f.name === field)?.label ?? field;
      if (filled.has(field)) throw new ImportRefusal(400, IMPORT_TEXTS.duplicateField(label));
      filled.set(field, header);
    }
    mapping.push({ header, field });
  }
  return { mapping, unknownHeaders };
}

const TRUE = new Set(['true', 'yes', 'y', '1']);
const FALSE = new Set(['false', 'no', 'n', '0']);

/**
 * A cell as the value its field's schema checks. A blank cell is no value (absent): a create takes the
 * field's default, an update leaves the stored value. Text stays as typed (the schema trims it);
 * whole numbers and ids become numbers only when they are plain digits, anything else goes to the
 * schema as typed and is refused with its message. A list cell is split on `;` (as exports write it)
 * or, without one, on `,`.
 */
function cellValue(field: ImportField, cell: string): { value: unknown } | { message: string } {
  if (cell.trim() === '') return { value: undefined };
  const trimmed = cell.trim();
  switch (field.kind) {
    case 'text':
    case 'money':
      return { value: cell };
    case 'int':
    case 'id':
      return { value: /^-?\d{1,15}$/.test(trimmed) ? Number(trimmed) : trimmed };
    case 'bool': {
      const word = trimmed.toLowerCase();
      if (TRUE.has(word)) return { value: true };
      if (FALSE.has(word)) return { value: false };
      return { message: IMPORT_TEXTS.notBoolean };
    }
    case 'list':
      return { value: cell.split(cell.includes(';') ? ';' : ',') };
  }
}

/**
 * The bytes of the upload, counted and hashed as they pass; reads no more than the limit (a larger
 * file is refused with 413 as soon as it is over).
 */
async function* countedBytes(source: AsyncIterable<Buffer>, hash: ReturnType<typeof createHash>) {
  let total = 0;
  for await (const chunk of source) {
    total += chunk.length;
    if (total > IMPORT_MAX_BYTES) throw new ImportRefusal(413, IMPORT_TEXTS.tooLarge);
    hash.update(chunk);
    yield chunk;
  }
}

/** Splits off what comes before the first line break (to find the separator), keeping every byte. */
async function peekHeaderLine(source: AsyncIterator<Buffer>): Promise<{ head: Buffer; done: boolean }> {
  const chunks: Buffer[] = [];
  let size = 0;
  for (;;) {
    const next = await source.next();
    if (next.done) return { head: Buffer.concat(chunks), done: true };
    chunks.push(next.value);
    size += next.value.length;
    if (next.value.includes(10) || next.value.includes(13) || size > 64 * 1024)
      return { head: Buffer.concat(chunks), done: false };
  }
}

/**
 * Reads an uploaded CSV file row by row as it arrives: finds the separator on the header line, maps
 * the columns, and turns each row into an input object (the cells of mapped columns). A row with a
 * different number of cells than the header is a row error (its line, the message). Refuses the file
 * (ImportRefusal) above IMPORT_MAX_BYTES or IMPORT_MAX_ROWS, when it is not text, or has no header.
 */
export async function readImportFile(
  source: AsyncIterable<Buffer>,
  resource: ImportResourceDefinition,
  readOnly: readonly string[],
  chosen: Record<string, string>,
): Promise<ReadFile> {
  const hash = createHash('sha256');
  const bytes = countedBytes(source, hash);
  const { head, done } = await peekHeaderLine(bytes);
  if (head.includes(0)) throw new ImportRefusal(400, IMPORT_TEXTS.notText);
  const firstLine =
    head
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .split(/\r\n|\r|\n/)[0] ?? '';
  const separator = detectSeparator(firstLine);
  async function* all() {
    yield head;
    if (!done) yield* bytes;
  }
  const parser = Readable.from(all()).pipe(
    parse({ bom: true, delimiter: separator, relax_column_count: true, skip_empty_lines: true, info: true }),
  );
  const fields = new Map(resource.fields.map((f) => [f.name, f]));
  let columns: ColumnMapping[] | undefined;
  let unknownHeaders: string[] = [];
  const rows: ReadRow[] = [];
  // csv-parse counts a CRLF inside a quoted cell as two lines: its count, less those, is the line.
  let doubleCounted = 0;
  try {
    for await (const { record, info } of parser as AsyncIterable<{
      record: string[];
      info: { lines: number };
    }>) {
      const breaks = record.reduce((sum, cell) => sum + (cell.match(/\r\n|\r|\n/g)?.length ?? 0), 0);
      doubleCounted += record.reduce((sum, cell) => sum + (cell.match(/\r\n/g)?.length ?? 0), 0);
      const line = info.lines - doubleCounted - breaks;
      if (!columns) {
        if (record.length === 1 && record[0]?.trim() === '') throw new ImportRefusal(400, IMPORT_TEXTS.empty);
        ({ mapping: columns, unknownHeaders } = mapColumns(
          resource,
          readOnly,
          record.map((h) => h.trim()),
          chosen,
        ));
        continue;
      }
      if (rows.length >= IMPORT_MAX_ROWS) throw new ImportRefusal(400, IMPORT_TEXTS.tooManyRows);
      if (record.length !== columns.length) {
        rows.push({
          line,
          input: {},
          error: { line, field: '', message: IMPORT_TEXTS.cellCount(record.length, columns.length) },
        });
        continue;
      }
      const input: Record<string, unknown> = {};
      let error: ImportError | undefined;
      columns.forEach((column, i) => {
        const field = column.field ? fields.get(column.field) : undefined;
        if (!field) return;
        const cell = cellValue(field, record[i] ?? '');
        if ('message' in cell) error ??= { line, field: column.header, message: cell.message };
        else if (cell.value !== undefined) input[field.name] = cell.value;
      });
      rows.push({ line, input, ...(error ? { error } : {}) });
    }
  } catch (err) {
    if (err instanceof ImportRefusal) throw err;
    const code = (err as { code?: string }).code;
    if (typeof code === 'string' && code.startsWith('CSV_')) {
      const lines = (err as { lines?: number }).lines;
      throw new ImportRefusal(
        400,
        `The file is not valid CSV${lines ? ` near line ${lines}` : ''}: ${(err as Error).message}`,
      );
    }
    throw err;
  }
  if (!columns) throw new ImportRefusal(400, IMPORT_TEXTS.empty);
  if (rows.length === 0) throw new ImportRefusal(400, IMPORT_TEXTS.noRows);
  return { separator, mapping: columns, unknownHeaders, rows, sha256: hash.digest('hex') };
}

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

function firstIssue(
  resource: ImportResourceDefinition,
  mapping: ColumnMapping[],
  line: number,
  error: z.ZodError,
): ImportError {
  const issue = error.issues[0];
  const field = issue?.path[0] === undefined ? '' : String(issue.path[0]);
  return { line, field: errorField(resource, mapping, field), message: issue?.message ?? 'Invalid input' };
}

const KEY_LABELS = { contactEmail: 'contact email', sku: 'SKU' } as const;
const REFERENCES = [
  ['clientId', 'clients', 'client'],
  ['eventId', 'events', 'event'],
  ['vendorId', 'vendors', 'vendor'],
] as const;
/** Keys per lookup query: one array parameter each. */
const LOOKUP_BATCH = 10_000;

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
  for (const row of file.rows) {
    if (row.error) {
      plan.errors.push(row.error);
      continue;
    }
    const key = keyField ? keyOf(row.input) : undefined;
    if (key !== undefined && keyField) {
      const earlier = firstLineOfKey.get(key);
      if (earlier !== undefined) {
        plan.errors.push({
          line: row.line,
          field: errorField(resource, file.mapping, keyField),
          message: IMPORT_TEXTS.duplicateKey(KEY_LABELS[keyField], earlier),
        });
        continue;
      }
      firstLineOfKey.set(key, row.line);
    }
    const ids = key === undefined ? [] : (matched.get(key) ?? []);
    if (ids.length > 1 && keyField) {
      plan.errors.push({
        line: row.line,
        field: errorField(resource, file.mapping, keyField),
        message: IMPORT_TEXTS.ambiguousKey(ids.length, resource.noun.many, KEY_LABELS[keyField]),
      });
      continue;
    }
    const updating = ids.length === 1 && resource.updateInput;
    const parsed = (updating ? resource.updateInput : resource.createInput)!.safeParse(row.input);
    if (!parsed.success) {
      plan.errors.push(firstIssue(resource, file.mapping, row.line, parsed.error));
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
  if (table === 'financial_records') await checkReferences(db, resource, file.mapping, plan);
  plan.errors.sort((a, b) => a.line - b.line);
  return plan;
}

/** Financial records: a client, event or vendor id that names no record refuses its row. */
async function checkReferences(
  db: Kysely<Database>,
  resource: ImportResourceDefinition,
  mapping: ColumnMapping[],
  plan: ImportPlan,
) {
  const refused = new Set<number>();
  for (const [field, table, what] of REFERENCES) {
    const ids = [
      ...new Set(
        plan.creates.map((c) => c.values[field]).filter((id): id is number => typeof id === 'number'),
      ),
    ];
    const found = new Set<number>();
    for (let start = 0; start < ids.length; start += LOOKUP_BATCH)
      for (const id of await existingIds(db, table, ids.slice(start, start + LOOKUP_BATCH))) found.add(id);
    for (const create of plan.creates) {
      const id = create.values[field];
      if (typeof id === 'number' && !found.has(id) && !refused.has(create.line)) {
        refused.add(create.line);
        plan.errors.push({
          line: create.line,
          field: errorField(resource, mapping, field),
          message: IMPORT_TEXTS.unknownReference(what),
        });
      }
    }
  }
  if (refused.size > 0) plan.creates = plan.creates.filter((c) => !refused.has(c.line));
}

/** The error list as answered: the first IMPORT_MAX_ERRORS, and how many in all. */
export function answeredErrors(errors: ImportError[]) {
  return { errors: errors.slice(0, IMPORT_MAX_ERRORS), errorCount: errors.length };
}
