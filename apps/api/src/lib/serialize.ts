/**
 * Database rows carry JS Dates for timestamptz columns; the API speaks ISO 8601 strings.
 * Everything else passes through; the output schema then keeps only the allowed fields.
 */
export function toApiRow<T extends Record<string, unknown>>(
  row: T,
): { [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K] } {
  const out: Record<string, unknown> = {};
  // A plain loop: this runs for every row of every list answer.
  for (const key in row) {
    const value = row[key];
    out[key] = value instanceof Date ? value.toISOString() : value;
  }
  return out as never;
}
