import { claimTimeStep, useRecoveryCode } from '@app/db';
import { normalizeRecoveryCode } from '@app/domain';
import { recoveryCodeHash } from '../../auth/recovery-codes.ts';
import { matchingTimeStep } from '../../auth/totp.ts';
import { AppError } from '../../lib/app-error.ts';
import { readTwoFactorSecret, type TwoFactorContext } from './secret.ts';

/**
 * A sign-in's second factor: six digits are an app code (accepted once: its time step is claimed), any
 * other text a recovery code (spent). Spaces in an app code and dashes in a recovery code are ignored.
 * A wrong code, or an app code used already, is a failed check.
 */
export async function checkSignInCode(
  { db, secrets }: Pick<TwoFactorContext, 'db' | 'secrets'>,
  factor: { userId: number; secretCiphertext: string },
  typed: string,
): Promise<void> {
  const digits = typed.replace(/\s/g, '');
  if (/^\d{6}$/.test(digits)) {
    const secret = readTwoFactorSecret(
      secrets,
      factor.userId,
      factor.secretCiphertext,
      'TWO_FACTOR_SIGN_IN_UNREADABLE',
    );
    const step = matchingTimeStep(secret, digits);
    if (step === null) throw new AppError('TWO_FACTOR_SIGN_IN_INVALID');
    if (!(await claimTimeStep(db, factor.userId, step))) throw new AppError('TWO_FACTOR_SIGN_IN_CODE_USED');
    return;
  }
  const normalized = normalizeRecoveryCode(typed);
  if (normalized === null || !(await useRecoveryCode(db, factor.userId, recoveryCodeHash(normalized))))
    throw new AppError('TWO_FACTOR_SIGN_IN_INVALID');
}
