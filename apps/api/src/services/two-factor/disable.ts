import { claimTimeStep, removeTwoFactor, userTwoFactor } from '@app/db';
import { matchingTimeStep } from '../../auth/totp.ts';
import { AppError } from '../../lib/app-error.ts';
import { inTransaction } from '../transaction.ts';
import { readTwoFactorSecret, type TwoFactorContext } from './secret.ts';
import { twoFactorState } from './status.ts';

/**
 * Turns the user's second factor off with a current code of the app, not used before (a wrong or used
 * code is a failed check): the secret and the recovery codes go. Answers the new state.
 */
export async function disableTwoFactor({ db, user, secrets }: TwoFactorContext, code: string) {
  const factor = await userTwoFactor(db, user.id);
  if (!factor?.enabledAt) throw new AppError('TWO_FACTOR_NOT_ON');
  const secret = readTwoFactorSecret(secrets, user.id, factor.secretCiphertext, 'TWO_FACTOR_UNREADABLE');
  const step = matchingTimeStep(secret, code);
  if (step === null) throw new AppError('TWO_FACTOR_WRONG_CODE');
  if (!(await claimTimeStep(db, user.id, step))) throw new AppError('TWO_FACTOR_CODE_USED');
  await inTransaction(db, (trx) => removeTwoFactor(trx, user.id));
  return twoFactorState(db, user.id);
}
