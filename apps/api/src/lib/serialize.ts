/** A row as the API answers it: its Date values as ISO strings. */
type ApiRow<T> = {
  [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K];
};

/**
 * Database rows carry ISO strings for timestamptz columns (packages/db reads them as text), and the API
 * speaks the same; a row made in code or read through another path may still hold a JS Date, which
 * becomes its ISO 8601 string here. Everything else passes through; the output schema then keeps only
 * the allowed fields.
 */
export function toApiRow<T extends Record<string, unknown>>(row: T): ApiRow<T>;
export function toApiRow(row: Record<string, unknown>): Record<string, unknown> {
  // Plain loops: this runs for every row of every list answer, and most rows hold no Date (then the
  // row itself is the answer, without a copy).
  let hasDate = false;
  for (const key in row) {
    if (row[key] instanceof Date) {
      hasDate = true;
      break;
    }
  }
  if (!hasDate) return row;
  const out: Record<string, unknown> = {};
  for (const key in row) {
    const value = row[key];
    out[key] = value instanceof Date ? value.toISOString() : value;
  }
  return out;
}
