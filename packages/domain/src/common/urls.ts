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

/** A scheme at the start (`https:`, `mailto:`); the port after a host (`example.com:8080`) is none. */
const SCHEME = /^[a-z][a-z\d+.-]*:(?!\d)/i;
/** Dotted labels ending in a top-level domain (letters, or an IDN's `xn--` form). */
const DOMAIN_NAME = /^(?:[a-z\d](?:[a-z\d-]{0,61}[a-z\d])?\.)+(?:[a-z]{2,63}|xn--[a-z\d-]{1,59})$/i;

/**
 * The address a website field stores: an http(s) URL as typed, or a bare domain with an optional
 * port and path (`example.com`, `www.example.com/menu`) with `https://` put in front, which is how
 * people write websites and what a browser would open. Null when it is neither: another scheme, a
 * path, a host that is no domain name (`localhost`, `foo`), or an e-mail address.
 */
export function websiteAddress(value: string): string | null {
  if (SCHEME.test(value)) return isHttpUrl(value) ? value : null;
  if (value.startsWith('/') || value.startsWith('\\')) return null;
  const address = `https://${value}`;
  if (!isHttpUrl(address)) return null;
  const url = new URL(address);
  if (url.username !== '' || url.password !== '' || !DOMAIN_NAME.test(url.hostname)) return null;
  return address;
}

/**
 * An optional website: an http(s) URL, or a bare domain stored with `https://` in front (see
 * websiteAddress); ''/null are stored as null.
 */
export function optionalWebsite(invalidMessage: string = INVALID_URL) {
  return z
    .string()
    .trim()
    .nullish()
    .transform(nullIfBlank)
    .transform((value, ctx) => {
      if (value == null) return value;
      const address = websiteAddress(value);
      if (address === null) {
        ctx.addIssue({ code: 'custom', message: invalidMessage, input: value });
        return z.NEVER;
      }
      if (address.length > URL_MAX) {
        ctx.addIssue({ code: 'custom', message: tooLong(URL_MAX), input: value });
        return z.NEVER;
      }
      return address;
    });
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

/** '/api/files/<uuid>', the address of a file uploaded here. */
const STORED_FILE_PATH = /^\/api\/files\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/** The id of the uploaded file at `url` ('/api/files/<uuid>' exactly), or null for any other value. */
export function storedFileId(url: string | null | undefined): string | null {
  return url?.match(STORED_FILE_PATH)?.[1]?.toLowerCase() ?? null;
}
