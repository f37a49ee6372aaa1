import { centsToMoney, isMoneySchema, moneyToCents } from '@app/domain';
import { stringify } from 'csv-stringify/sync';
import type { z } from 'zod';
import { toApiRow } from './serialize.ts';

/*
 * CSV exports: the columns of a resource's row schema, each row as the API answers it
 * (dates ISO 8601, money as its two-decimal string), and every cell a spreadsheet could take for a
 * formula made inert.
 */

/** A first character that makes Excel, LibreOffice or Google Sheets read a cell as a formula (OWASP). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * The cell as text a spreadsheet shows as it is: one starting with =, +, -, @, a tab or a carriage
 * return gets a leading single quote (OWASP's CSV injection advice), which spreadsheets read as "text".
 */
export function neutralise(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** One column of an export: the row field, its header, and whether it holds money. */
export type CsvColumn = { key: string; header: string; money: boolean };

/** Words written in capitals or otherwise in a header. */
const HEADER_WORDS: Record<string, string> = { id: 'ID', ids: 'IDs', url: 'URL', sku: 'SKU', mime: 'MIME' };

/** 'contactEmail' -> 'Contact email', 'clientId' -> 'Client ID', 'isActive' -> 'Active'. */
export function headerOf(key: string): string {
  const words = key
    .replace(/^is(?=[A-Z])/, '')
    .split(/(?<=[a-z])(?=[A-Z\d])|(?<=\d)(?=[A-Za-z])/)
    .map((word) => word.toLowerCase())
    .map((word) => HEADER_WORDS[word] ?? word);
  const [first = '', ...rest] = words;
  return [first.charAt(0).toUpperCase() + first.slice(1), ...rest].join(' ');
}

/** Row fields left out of exports: the concurrency version is the API's business, not a reader's. */
const LEFT_OUT = new Set(['version']);
/** Row fields that go last, after the resource's own. */
const LAST = ['createdAt', 'updatedAt'];

/** The columns of a row schema: `id`, the resource's fields in the schema's order, then the timestamps. */
export function columnsOf(row: z.ZodObject): CsvColumn[] {
  const keys = Object.keys(row.shape).filter((key) => !LEFT_OUT.has(key));
  const ordered = [
    ...keys.filter((key) => key === 'id'),
    ...keys.filter((key) => key !== 'id' && !LAST.includes(key)),
    ...LAST.filter((key) => keys.includes(key)),
  ];
  return ordered.map((key) => ({
    key,
    header: headerOf(key),
    money: isMoneySchema(row.shape[key] as z.ZodType),
  }));
}

/**
 * One cell: empty for null, lists joined with '; ', money as it is (a canonical decimal cannot be a
 * formula, and a negative amount must stay a number), any other text neutralised.
 */
export function cellOf(value: unknown, money: boolean): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (typeof value === 'string') return money ? value : neutralise(value);
  if (Array.isArray(value)) return neutralise(value.join('; '));
  return neutralise(JSON.stringify(value));
}

/** CSV text of records: CRLF line ends (RFC 4180), quoting where needed. */
export function csvLines(records: string[][], options: { bom?: boolean } = {}): string {
  return stringify(records, { record_delimiter: 'windows', bom: options.bom ?? false });
}

/** A database row as the API answers it: through the row schema (ISO dates, two-decimal money, only its fields). */
export function rowOf(row: z.ZodObject, stored: Record<string, unknown>): Record<string, unknown> {
  return row.parse(toApiRow(stored)) as Record<string, unknown>;
}

/** The cells of an API row, one per column. */
export function cellsOf(columns: CsvColumn[], row: Record<string, unknown>): string[] {
  return columns.map((column) => cellOf(row[column.key], column.money));
}

/** Totals of financial records per type and category, counted in cents as the rows go by. */
export class CategoryTotals {
  readonly #totals = new Map<string, { type: string; category: string; records: number; cents: number }>();

  add(record: { type: string; category: string; amount: string }): void {
    const key = `${record.type}\u0000${record.category}`;
    const total = this.#totals.get(key) ?? {
      type: record.type,
      category: record.category,
      records: 0,
      cents: 0,
    };
    total.records += 1;
    total.cents += moneyToCents(record.amount);
    this.#totals.set(key, total);
  }

  /**
   * The totals section: its header, one row per type and category (income first, then expense; by
   * category), a total row per type, and the net (income − expense).
   */
  rows(types: readonly string[]): string[][] {
    const all = [...this.#totals.values()];
    const out: string[][] = [['Type', 'Category', 'Records', 'Total']];
    let net = 0;
    for (const type of types) {
      const ofType = all.filter((t) => t.type === type).sort((a, b) => a.category.localeCompare(b.category));
      for (const t of ofType)
        out.push([t.type, neutralise(t.category), String(t.records), centsToMoney(t.cents)]);
      const records = ofType.reduce((sum, t) => sum + t.records, 0);
      const cents = ofType.reduce((sum, t) => sum + t.cents, 0);
      out.push([
        type,
        type === 'expense' ? 'All expenses' : `All ${type}`,
        String(records),
        centsToMoney(cents),
      ]);
      net += type === 'expense' ? -cents : cents;
    }
    out.push(['', 'Net (income - expense)', '', centsToMoney(net)]);
    return out;
  }
}
