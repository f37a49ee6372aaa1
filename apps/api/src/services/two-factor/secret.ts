import { twoFactorAad } from '../../auth/second-factor.ts';
import { AppError } from '../../lib/app-error.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import type { ServiceContext } from '../context.ts';

/** A two-factor service's context: with the keys that encrypt the TOTP secrets. */
export type TwoFactorContext = ServiceContext & { secrets: SecretBox };

/**
 * The base32 secret of a stored second factor. A ciphertext no loaded key opens is a clear refusal:
 * `refusal` says whose (TWO_FACTOR_UNREADABLE while signed in, TWO_FACTOR_SIGN_IN_UNREADABLE at sign-in).
 */
export function readTwoFactorSecret(
  secrets: SecretBox,
  userId: number,
  ciphertext: string,
  refusal: 'TWO_FACTOR_UNREADABLE' | 'TWO_FACTOR_SIGN_IN_UNREADABLE',
): string {
  try {
    return secrets.decrypt(ciphertext, twoFactorAad(userId));
  } catch {
    throw new AppError(refusal);
  }
}
