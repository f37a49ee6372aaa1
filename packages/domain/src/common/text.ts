import { z } from 'zod';
import { EMAIL_MAX, NAME_MAX } from '../constants.ts';

export const REQUIRED = 'Required';
export const INVALID_EMAIL = 'Invalid email address';

export function tooLong(max: number): string {
  return `Must be at most ${max} characters`;
}

/** '' (after trimming) becomes null; anything else, including an absent value, is kept. */
export function nullIfBlank<V>(value: V): V | null {
  return typeof value === 'string' && value.trim() === '' ? null : value;
}

/** A required trimmed string; missing and blank both give `message`. */
export function requiredText(message: string = REQUIRED, max: number = NAME_MAX) {
  return z.string({ error: message }).trim().min(1, { error: message, abort: true }).max(max, tooLong(max));
}

/**
 * An optional trimmed string: '' and null become null, an absent key stays absent (so an update
 * that leaves the field out never clears it).
 */
export function optionalText(max: number = NAME_MAX) {
  return z.string().trim().max(max, tooLong(max)).nullish().transform(nullIfBlank);
}

/** A required e-mail address, trimmed. */
export function requiredEmail(requiredMessage: string = REQUIRED, invalidMessage: string = INVALID_EMAIL) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage, abort: true })
    .max(EMAIL_MAX, tooLong(EMAIL_MAX))
    .pipe(z.email({ error: invalidMessage }));
}

/** An optional e-mail address: valid, or ''/null (stored as null). */
export function optionalEmail(invalidMessage: string = INVALID_EMAIL) {
  return z
    .string()
    .trim()
    .max(EMAIL_MAX, tooLong(EMAIL_MAX))
    .nullish()
    .transform(nullIfBlank)
    .pipe(z.email({ error: invalidMessage }).nullish());
}

/**
 * Bidirectional formatting characters (U+202A-U+202E embeddings and overrides, U+2066-U+2069
 * isolates, the LRM, RLM and ALM marks): invisible, yet they reorder what follows, so
 * `a\u202Etxt.exe` reads as `aexe.txt`. A file's name never needs them.
 */
const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]/g;

/** The text without bidirectional formatting characters (see BIDI_CONTROLS). */
export function withoutBidiControls(text: string): string {
  return text.replace(BIDI_CONTROLS, '');
}

/**
 * A required name of a file or document: requiredText, without bidirectional formatting characters
 * (left out before trimming, so a name of nothing else is refused as blank).
 */
export function requiredFileName(message: string = REQUIRED, max: number = NAME_MAX) {
  return z
    .string({ error: message })
    .overwrite(withoutBidiControls)
    .trim()
    .min(1, { error: message, abort: true })
    .max(max, tooLong(max));
}
