import { enableTwoFactor as putInForce, replaceRecoveryCodes, userTwoFactor } from '@app/db';
import { newRecoveryCodes } from '../../auth/recovery-codes.ts';
import { matchingTimeStep } from '../../auth/totp.ts';
import { AppError } from '../../lib/app-error.ts';
import { inTransaction } from '../transaction.ts';
import { readTwoFactorSecret, type TwoFactorContext } from './secret.ts';

/**
 * Puts the waiting secret in force with a current code of the app (its time step is used up) and
 * answers the new recovery codes, this once. A wrong code is a failed check.
 */
export async function enableTwoFactor({ db, user, secrets }: TwoFactorContext, code: string) {
  const factor = await userTwoFactor(db, user.id);
  if (factor?.enabledAt) throw new AppError('TWO_FACTOR_ALREADY_ON');
  if (!factor) throw new AppError('TWO_FACTOR_NOT_STARTED');
  const secret = readTwoFactorSecret(secrets, user.id, factor.secretCiphertext, 'TWO_FACTOR_UNREADABLE');
  const step = matchingTimeStep(secret, code);
  if (step === null) throw new AppError('TWO_FACTOR_WRONG_CODE');
  const { codes, hashes } = newRecoveryCodes();
  await inTransaction(db, async (trx) => {
    if (!(await putInForce(trx, user.id, step))) throw new AppError('TWO_FACTOR_ALREADY_ON');
    await replaceRecoveryCodes(trx, user.id, hashes);
  });
  return { recoveryCodes: codes };
}
