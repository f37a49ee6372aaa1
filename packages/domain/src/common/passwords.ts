import { z } from 'zod';
import { PASSWORD_MAX } from '../constants.ts';
import { REQUIRED } from './text.ts';

// Passwords are never trimmed: a leading or trailing space is part of the secret.

/** A required password of at least `min` characters. */
export function password(min: number, tooShortMessage: string, requiredMessage: string = REQUIRED) {
  return z
    .string({ error: requiredMessage })
    .min(1, { error: requiredMessage, abort: true })
    .min(min, tooShortMessage)
    .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`);
}

/** A password in an update: blank or absent means "keep the current one" and is dropped. */
export function optionalNewPassword(min: number, tooShortMessage: string) {
  return z
    .string()
    .nullish()
    .transform((value) => (value ? value : undefined))
    .pipe(password(min, tooShortMessage).optional());
}
