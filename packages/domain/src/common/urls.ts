import { z } from 'zod';
import { URL_MAX } from '../constants.ts';
import { nullIfBlank, REQUIRED, tooLong } from './text.ts';

export const INVALID_URL = 'Invalid URL';
export const INVALID_FILE_REFERENCE = 'Must be a URL or a path starting with /';

// Links are rendered as <a href>, so only http(s) is accepted: no javascript: or data: URLs.
const HTTP_PROTOCOL = /^https?$/;

export function isHttpUrl(value: string): boolean {
  return z.url({ protocol: HTTP_PROTOCOL }).safeParse(value).success;
}

/** A site-relative path such as '/api/files/…' (not protocol-relative '//host'), without control characters. */
export function isSitePath(value: string): boolean {
  if (!value.startsWith('/') || value.startsWith('//')) return false;
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0;
    if (code < 0x20 || code === 0x7f) return false;
  }
  return true;
}

/** A required http(s) URL. */
export function httpUrl(invalidMessage: string = INVALID_URL, requiredMessage: string = REQUIRED) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage, abort: true })
    .max(URL_MAX, tooLong(URL_MAX))
    .pipe(z.url({ protocol: HTTP_PROTOCOL, error: invalidMessage }));
}

/** An optional http(s) URL: valid, or ''/null (stored as null). */
export function optionalHttpUrl(invalidMessage: string = INVALID_URL) {
  return z
    .string()
    .trim()
    .max(URL_MAX, tooLong(URL_MAX))
    .nullish()
    .transform(nullIfBlank)
    .pipe(z.url({ protocol: HTTP_PROTOCOL, error: invalidMessage }).nullish());
}

/** Where a stored file lives: an http(s) URL or a path on this site (uploads are served by the API). */
export function fileReference(requiredMessage: string = REQUIRED) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage, abort: true })
    .max(URL_MAX, tooLong(URL_MAX))
    .refine((value) => isHttpUrl(value) || isSitePath(value), INVALID_FILE_REFERENCE);
}

/** An optional file reference: ''/null become null. */
export function optionalFileReference() {
  return z
    .string()
    .trim()
    .max(URL_MAX, tooLong(URL_MAX))
    .nullish()
    .transform(nullIfBlank)
    .refine((value) => value == null || isHttpUrl(value) || isSitePath(value), INVALID_FILE_REFERENCE);
}
