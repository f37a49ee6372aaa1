import { z } from 'zod';
import { ZRowId } from '../common/ids.ts';
import { ZIsoDateTime } from '../common/timestamps.ts';

/** How many one-time recovery codes enabling two-factor sign-in hands out. */
export const RECOVERY_CODE_COUNT = 10;

/** What the server answers and the screens show about two-factor sign-in. */
export const TWO_FACTOR_TEXTS = {
  setupRequired:
    'Your company requires two-factor sign-in for your account. Set it up on the two-factor set-up screen before doing anything else.',
  codeRequired: 'Enter the code from your authenticator app',
  codeFormat: 'Enter the 6-digit code from your authenticator app',
  /** Sign-in: a wrong code or recovery code (401, counted like a wrong password). */
  invalidCode: 'Invalid two-factor code',
  /** Turning it on or off: the code typed is not the current one (400). */
  wrongCode: 'That code is not correct. Enter the current 6-digit code from your authenticator app.',
  codeUsed: 'This code has already been used. Wait for the next code from your authenticator app.',
  notStarted: 'Start the set-up first: there is no new two-factor secret to confirm.',
  alreadyOn: 'Two-factor sign-in is already on. Turn it off first to set it up again.',
  notOn: 'Two-factor sign-in is not on for your account.',
  nothingToReset: 'This user has not set up two-factor sign-in: there is nothing to reset.',
  tokenNotAllowed: 'Two-factor sign-in is set up and turned off while signed in, not with an API token',
} as const;

/** A code from an authenticator app: six digits, as the app shows them. */
export const ZTwoFactorCode = z
  .string({ error: TWO_FACTOR_TEXTS.codeRequired })
  .trim()
  .min(1, { error: TWO_FACTOR_TEXTS.codeRequired, abort: true })
  .regex(/^\d{6}$/, TWO_FACTOR_TEXTS.codeFormat)
  .meta({ description: 'The current 6-digit code of the authenticator app.', example: '492039' });

/** POST /api/auth/2fa/enable and /disable. */
export const ZTwoFactorCodeInput = z.object({ code: ZTwoFactorCode });
export type TwoFactorCodeInput = z.infer<typeof ZTwoFactorCodeInput>;

/** POST /api/auth/2fa/setup: a new secret, not in force until a first code confirms it. */
export const ZTwoFactorSetup = z.object({
  secret: z.string().meta({ description: 'The shared secret in base32 (RFC 4648), to type into an app.' }),
  otpauthUri: z.string().meta({
    description: 'The `otpauth://totp/…` URI of the secret (SHA-1, 6 digits, 30 s), to show as a QR code.',
  }),
});
export type TwoFactorSetup = z.infer<typeof ZTwoFactorSetup>;

/** POST /api/auth/2fa/enable: the recovery codes, answered this once and stored only as hashes. */
export const ZTwoFactorEnabled = z.object({
  recoveryCodes: z.array(z.string()).length(RECOVERY_CODE_COUNT).meta({
    description: 'One-time recovery codes, each usable once instead of a code; never shown again.',
  }),
});
export type TwoFactorEnabled = z.infer<typeof ZTwoFactorEnabled>;

/** The signed-in user's second factor, as the Profile screen shows it. */
export const ZTwoFactorStatus = z.object({
  enabled: z.boolean(),
  enabledAt: ZIsoDateTime.nullable(),
  recoveryCodesLeft: z.int(),
  /** The company requires it of this user (company settings). */
  required: z.boolean(),
});
export type TwoFactorStatus = z.infer<typeof ZTwoFactorStatus>;

/** POST /api/auth/login with a password but without the second factor it needs: nobody is signed in yet. */
export const ZTwoFactorChallenge = z
  .object({
    twoFactorRequired: z.literal(true),
  })
  .meta({
    description:
      'The password is right and the account has two-factor sign-in: send the same request again with `code`.',
  });

/** POST /api/users/{id}/2fa/reset. */
export const ZTwoFactorReset = z.object({ id: ZRowId, reset: z.literal(true), endedSessions: z.int() });

/** Recovery codes: 16 characters of this alphabet (80 bits), shown as four groups of four. */
const RECOVERY_ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';

/** A recovery code as typed, compared without its dashes, spaces and case; null when it cannot be one. */
export function normalizeRecoveryCode(typed: string): string | null {
  const bare = typed.replace(/[\s-]/g, '').toLowerCase();
  if (bare.length !== 16) return null;
  for (const char of bare) if (!RECOVERY_ALPHABET.includes(char)) return null;
  return bare;
}

/** Shows a recovery code of 16 characters as `abcd-efgh-jkmn-pqrs`. */
export function formatRecoveryCode(bare: string): string {
  return bare.match(/.{1,4}/g)?.join('-') ?? bare;
}

/** A recovery code from 10 random bytes (the caller's CSPRNG): 80 bits, 5 per character. */
export function recoveryCodeFromBytes(bytes: Uint8Array): string {
  let bits = 0n;
  for (const byte of bytes.slice(0, 10)) bits = (bits << 8n) | BigInt(byte);
  let code = '';
  for (let i = 0; i < 16; i++) {
    code = RECOVERY_ALPHABET[Number(bits & 31n)] + code;
    bits >>= 5n;
  }
  return formatRecoveryCode(code);
}
