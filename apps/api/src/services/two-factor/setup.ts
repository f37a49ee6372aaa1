import { companyBrand, storePendingTwoFactor } from '@app/db';
import { twoFactorAad } from '../../auth/second-factor.ts';
import { newTotpSecret, totpUri } from '../../auth/totp.ts';
import { AppError } from '../../lib/app-error.ts';
import type { TwoFactorContext } from './secret.ts';

/** The issuer an authenticator app shows beside the code when the company has no name yet. */
const DEFAULT_ISSUER = 'EventFlow';

/**
 * Starts setting up the user's second factor: a new TOTP secret, stored encrypted and waiting for a
 * first code (it replaces one still waiting). Refused when the second factor is on already.
 */
export async function setupTwoFactor({ db, user, secrets }: TwoFactorContext) {
  const secret = newTotpSecret();
  const ciphertext = secrets.encrypt(secret, twoFactorAad(user.id));
  if (!(await storePendingTwoFactor(db, user.id, ciphertext))) throw new AppError('TWO_FACTOR_ALREADY_ON');
  const { companyName } = await companyBrand(db);
  return { secret, otpauthUri: totpUri(secret, companyName ?? DEFAULT_ISSUER, user.username) };
}
