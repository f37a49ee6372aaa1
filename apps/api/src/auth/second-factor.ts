import { claimTimeStep, type Database, type Kysely, useRecoveryCode } from '@app/db';
import { normalizeRecoveryCode } from '@app/domain';
import { TRPCError } from '@trpc/server';
import type { SecretBox } from '../lib/secret-box.ts';
import { recoveryCodeHash } from './recovery-codes.ts';
import { matchingTimeStep } from './totp.ts';

/** Where a user's TOTP secret lives, bound into its ciphertext: moved to another user, it fails. */
export const twoFactorAad = (userId: number) => `user_two_factor.secret_ciphertext:${userId}`;

/** The base32 secret of a stored second factor; a ciphertext no loaded key opens is a clear refusal. */
export function readTwoFactorSecret(
  secrets: SecretBox,
  userId: number,
  ciphertext: string,
  code: 'UNAUTHORIZED' | 'CONFLICT',
): string {
  try {
    return secrets.decrypt(ciphertext, twoFactorAad(userId));
  } catch {
    throw new TRPCError({
      code,
      message:
        'Your second factor cannot be read with the keys this server has. Ask an administrator to reset it.',
    });
  }
}

export type SecondFactorOutcome = 'accepted' | 'invalid' | 'replayed';

/**
 * A sign-in's second factor: six digits are an app code (accepted once: its time step is claimed), any
 * other text a recovery code (spent). Spaces in an app code and dashes in a recovery code are ignored.
 */
export async function checkSecondFactor(
  db: Kysely<Database>,
  secrets: SecretBox,
  factor: { userId: number; secretCiphertext: string },
  typed: string,
): Promise<SecondFactorOutcome> {
  const digits = typed.replace(/\s/g, '');
  if (/^\d{6}$/.test(digits)) {
    const secret = readTwoFactorSecret(secrets, factor.userId, factor.secretCiphertext, 'UNAUTHORIZED');
    const step = matchingTimeStep(secret, digits);
    if (step === null) return 'invalid';
    return (await claimTimeStep(db, factor.userId, step)) ? 'accepted' : 'replayed';
  }
  const normalized = normalizeRecoveryCode(typed);
  if (normalized === null) return 'invalid';
  return (await useRecoveryCode(db, factor.userId, recoveryCodeHash(normalized))) ? 'accepted' : 'invalid';
}
