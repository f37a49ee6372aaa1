import { createHash } from 'node:crypto';
import { pipeline, Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import {
  IMPORT_MAX_BYTES,
  IMPORT_MAX_ROWS,
  IMPORT_TEXTS,
  type ImportError,
  type ImportField,
  type ImportResourceDefinition,
  normaliseHeader,
} from '@app/domain';
import { parse } from 'csv-parse';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';

/*
 * CSV import, the part that reads: the file is parsed by csv-parse as it arrives (BOM, CRLF, quoted
 * separators and line breaks; `,` or `;` as the header line says), its columns mapped to fields by
 * header, each row turned into an input object; a file over the size or row limit, not text, or
 * without a header or rows is refused as a whole (AppError). plan.ts checks the rows.
 */

/**
 * Rows handled between two turns of the event loop. Reading and checking a file is all in this process
 * (and on the embedded database so is every statement): letting other requests in every so many rows
 * keeps a 50,000-row import from holding the server for seconds.
 */
export const ROWS_PER_TURN = 500;

const ZMapping = z.record(z.string(), z.string());

/** The `mapping` field of an import (JSON, header -> field name, '' to leave a column out). */
export function parseImportMapping(text: string): Record<string, string> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new AppError('IMPORT_BAD_MAPPING');
  }
  const checked = ZMapping.safeParse(parsed);
  if (!checked.success) throw new AppError('IMPORT_BAD_MAPPING');
  return checked.data;
}

/** One column of the file and the field it fills (null: left out). */
export type ColumnMapping = { header: string; field: string | null };

/**
 * A data row of the file: its line, its cells as input values by field name, and the cells that could
 * not be read as their field's kind (those fields are left out of `input`). `unreadable`: the row as a
 * whole is refused (its cells do not line up with the header) and is not checked further.
 */
type ReadRow = { line: number; input: Record<string, unknown>; errors?: ImportError[]; unreadable?: true };

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
    if (seen.has(normal)) throw new AppError('IMPORT_DUPLICATE_HEADER', header);
    seen.set(normal, header);
    let field: string | null;
    if (Object.hasOwn(chosen, header)) {
      const choice = chosen[header] ?? '';
      if (choice !== '' && !known.has(choice)) throw new AppError('IMPORT_BAD_MAPPING');
      field = choice === '' ? null : choice;
    } else {
      field = index.get(normal) ?? null;
      if (field === null && !ignored.has(normal) && normal !== '') unknownHeaders.push(header);
    }
    if (field !== null) {
      const label = resource.fields.find((f) => f.name === field)?.label ?? field;
      if (filled.has(field)) throw new AppError('IMPORT_DUPLICATE_FIELD', label);
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
    if (total > IMPORT_MAX_BYTES) throw new AppError('IMPORT_TOO_LARGE');
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
 * (AppError) above IMPORT_MAX_BYTES or IMPORT_MAX_ROWS, when it is not text, or has no header.
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
  if (head.includes(0)) throw new AppError('IMPORT_NOT_TEXT');
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
  const parser = parse({
    bom: true,
    delimiter: separator,
    relax_column_count: true,
    skip_empty_lines: true,
    info: true,
  });
  // pipeline, not pipe: a refusal thrown while reading the upload (too large) must reach the loop
  // below through the parser; with pipe it is an 'error' event nobody listens to, and ends the process.
  // The loop sees every error itself, so the callback has nothing left to do.
  pipeline(Readable.from(all()), parser, () => {});
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
        if (record.length === 1 && record[0]?.trim() === '') throw new AppError('IMPORT_EMPTY');
        ({ mapping: columns, unknownHeaders } = mapColumns(
          resource,
          readOnly,
          record.map((h) => h.trim()),
          chosen,
        ));
        continue;
      }
      if (rows.length >= IMPORT_MAX_ROWS) throw new AppError('IMPORT_TOO_MANY_ROWS');
      if (rows.length % ROWS_PER_TURN === ROWS_PER_TURN - 1) await nextTurn();
      if (record.length !== columns.length) {
        rows.push({
          line,
          input: {},
          errors: [{ line, field: '', message: IMPORT_TEXTS.cellCount(record.length, columns.length) }],
          unreadable: true,
        });
        continue;
      }
      const input: Record<string, unknown> = {};
      const errors: ImportError[] = [];
      columns.forEach((column, i) => {
        const field = column.field ? fields.get(column.field) : undefined;
        if (!field) return;
        const cell = cellValue(field, record[i] ?? '');
        if ('message' in cell) errors.push({ line, field: column.header, message: cell.message });
        else if (cell.value !== undefined) input[field.name] = cell.value;
      });
      rows.push({ line, input, ...(errors.length > 0 ? { errors } : {}) });
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    const code = (err as { code?: string }).code;
    if (typeof code === 'string' && code.startsWith('CSV_')) {
      const lines = (err as { lines?: number }).lines;
      throw new AppError('IMPORT_NOT_CSV', lines ? String(lines) : null, (err as Error).message);
    }
    throw err;
  }
  if (!columns) throw new AppError('IMPORT_EMPTY');
  if (rows.length === 0) throw new AppError('IMPORT_NO_ROWS');
  return { separator, mapping: columns, unknownHeaders, rows, sha256: hash.digest('hex') };
}
