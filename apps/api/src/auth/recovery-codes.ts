import { createHash, randomBytes } from 'node:crypto';
import { normalizeRecoveryCode, RECOVERY_CODE_COUNT, recoveryCodeFromBytes } from '@app/domain';

/*
 * One-time recovery codes: 80 random bits each, stored as SHA-256 hashes. Like API tokens (also
 * SHA-256), they are random, not chosen by a person: no dictionary helps, and 2^80 guesses per code
 * are out of reach, so a slow hash (argon2, for passwords) would only cost a check per stored code at
 * each sign-in instead of one indexed lookup.
 */

/** The hash a code is stored and found by: of its normalised form (no dashes, lower case). */
export function recoveryCodeHash(normalized: string): string {
  return createHash('sha256').update(normalized).digest('hex');
}

/** A new set of codes to show once, with the hashes to store. */
export function newRecoveryCodes(): { codes: string[]; hashes: string[] } {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => recoveryCodeFromBytes(randomBytes(10)));
  const hashes = codes.map((code) => recoveryCodeHash(normalizeRecoveryCode(code)!));
  return { codes, hashes };
}
