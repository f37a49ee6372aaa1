import { Secret, TOTP } from 'otpauth';

/*
 * TOTP of RFC 6238 with the parameters every authenticator app takes for granted: HMAC-SHA-1, six
 * digits, a 30-second step. A code of the step before or after the current one is accepted too (a
 * phone's clock a little off, a code typed as it changed); replays are refused by the caller, who
 * stores the step of the last code accepted (claimTimeStep).
 */
const PARAMETERS = { algorithm: 'SHA1', digits: 6, period: 30 } as const;
const DRIFT_STEPS = 1;

/** A new random secret of 160 bits (RFC 4226's recommended length), in base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The `otpauth://totp/…` URI an app reads from a QR code: the issuer (the company) and the account. */
export function totpUri(secretBase32: string, issuer: string, account: string): string {
  return new TOTP({
    ...PARAMETERS,
    issuer,
    label: account,
    secret: Secret.fromBase32(secretBase32),
  }).toString();
}

/** The time step whose code `code` is, when it is one of the accepted steps around `now`; else null. */
export function matchingTimeStep(secretBase32: string, code: string, now = Date.now()): number | null {
  const totp = new TOTP({ ...PARAMETERS, secret: Secret.fromBase32(secretBase32) });
  const delta = totp.validate({ token: code, timestamp: now, window: DRIFT_STEPS });
  return delta === null ? null : totp.counter({ timestamp: now }) + delta;
}
