import { z } from 'zod';

/** An ISO 8601 timestamp string with a zone, as `Date.prototype.toISOString` writes it. */
export const ZIsoDateTime = z.iso.datetime({ offset: true, error: 'Invalid timestamp' });

/** The ISO string of a timestamp the database hands back as a Date (or already as a string). */
export function toIsoDateTime(value: Date | string): string {
  return typeof value === 'string' ? new Date(value).toISOString() : value.toISOString();
}
