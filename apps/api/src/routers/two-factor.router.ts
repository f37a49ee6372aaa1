import {
  claimTimeStep,
  companyBrand,
  enableTwoFactor,
  removeTwoFactor,
  replaceRecoveryCodes,
  storePendingTwoFactor,
  twoFactorStatus,
  userTwoFactor,
} from '@app/db';
import {
  TWO_FACTOR_TEXTS,
  type TwoFactorStatus,
  ZTwoFactorCodeInput,
  ZTwoFactorEnabled,
  ZTwoFactorSetup,
  ZTwoFactorStatus,
} from '@app/domain';
import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { countFailedSignIn, refuseWhileLocked, type SignInKeys, signInKeys } from '../auth/login-throttle.ts';
import { newRecoveryCodes } from '../auth/recovery-codes.ts';
import { readTwoFactorSecret, twoFactorAad } from '../auth/second-factor.ts';
import { matchingTimeStep, newTotpSecret, totpUri } from '../auth/totp.ts';
import { LastingRefusal } from '../lib/lasting-refusal.ts';
import { type Context, inTransaction, protectedProcedure, router } from '../trpc/trpc.ts';

const tags = ['auth'];
/** The issuer an authenticator app shows beside the code when the company has no name yet. */
const DEFAULT_ISSUER = 'EventFlow';

type SignedInContext = Context & { user: NonNullable<Context['user']> };

/** A leaked API token must not be able to put an authenticator of its own on the account. */
function refuseApiTokens(ctx: Context) {
  if (ctx.apiTokenId !== undefined)
    throw new TRPCError({ code: 'FORBIDDEN', message: TWO_FACTOR_TEXTS.tokenNotAllowed });
}

/** Codes typed while signed in count against the same limits as sign-ins (5 in 15 minutes per account). */
function keysOf(ctx: SignedInContext): SignInKeys {
  return signInKeys('staff', ctx.user.username, ctx.req.ip);
}

/** A wrong code: refused with the call's writes undone, yet counted against the throttle. */
const wrongCode = (keys: SignInKeys, message: string) =>
  new LastingRefusal('BAD_REQUEST', message, (db) => countFailedSignIn(db, keys));

/**
 * Whether set-up is pending is read with the session (and kept in this instance's session cache until
 * the database announces the change). A changed session is saved as the answer leaves, after the call's
 * transaction (saving now would wait on it), and this instance drops its copy then: the next request of
 * this browser sees the new state.
 */
export function refreshSessionCopy(ctx: Context): void {
  const session = ctx.req.session;
  if (session?.userId !== undefined) session.lastSeenAt = Math.max(Date.now(), (session.lastSeenAt ?? 0) + 1);
}

async function statusOf(ctx: SignedInContext): Promise<TwoFactorStatus> {
  const row = await twoFactorStatus(ctx.db, ctx.user.id);
  return {
    enabled: row?.enabledAt != null,
    enabledAt: row?.enabledAt ?? null,
    recoveryCodesLeft: row?.recoveryCodesLeft ?? 0,
    required: row?.required ?? false,
  };
}

/** The signed-in user's own second factor (TOTP, RFC 6238): /api/auth/2fa/…. */
export const twoFactorRouter = router({
  /** The Profile screen's card: whether it is on, since when, recovery codes left, required or not. */
  status: protectedProcedure
    .meta({ duringTwoFactorSetup: true })
    .input(z.void())
    .output(ZTwoFactorStatus)
    .query(({ ctx }) => statusOf(ctx)),

  setup: protectedProcedure
    .meta({
      duringTwoFactorSetup: true,
      openapi: {
        method: 'POST',
        path: '/auth/2fa/setup',
        tags,
        summary: 'Start setting up two-factor sign-in',
        description:
          'Makes a new TOTP secret (RFC 6238: SHA-1, 6 digits, 30 s) and answers it in base32 with its `otpauth://` URI, to show as a QR code. It is not in force until `POST /api/auth/2fa/enable` confirms it with a first code; asking again replaces a secret still waiting. The secret is stored encrypted. 409 when two-factor sign-in is on already; not with an API token (403). Open to a user whose company requires it and who has not set it up.',
      },
    })
    .input(z.void())
    .output(ZTwoFactorSetup)
    .mutation(async ({ ctx }) => {
      refuseApiTokens(ctx);
      const secret = newTotpSecret();
      const ciphertext = ctx.secrets.encrypt(secret, twoFactorAad(ctx.user.id));
      if (!(await storePendingTwoFactor(ctx.db, ctx.user.id, ciphertext)))
        throw new TRPCError({ code: 'CONFLICT', message: TWO_FACTOR_TEXTS.alreadyOn });
      const { companyName } = await companyBrand(ctx.db);
      return { secret, otpauthUri: totpUri(secret, companyName ?? DEFAULT_ISSUER, ctx.user.username) };
    }),

  enable: protectedProcedure
    .meta({
      duringTwoFactorSetup: true,
      openapi: {
        method: 'POST',
        path: '/auth/2fa/enable',
        tags,
        summary: 'Turn two-factor sign-in on',
        description:
          'Confirms the secret of `POST /api/auth/2fa/setup` with a current `code` of the app and puts it in force: from then on sign-in asks for a code after the password. Answers 10 one-time recovery codes, this once (they are stored hashed). A wrong code is a 400 and counts like a wrong password: 5 in 15 minutes lock sign-in and these checks for 15 minutes (429). 409 when no set-up is waiting or two-factor sign-in is on already; not with an API token (403).',
      },
    })
    .input(ZTwoFactorCodeInput)
    .output(ZTwoFactorEnabled)
    .mutation(async ({ ctx, input }) => {
      refuseApiTokens(ctx);
      const keys = keysOf(ctx);
      await refuseWhileLocked(ctx.db, ctx.res, keys);
      const factor = await userTwoFactor(ctx.db, ctx.user.id);
      if (factor?.enabledAt) throw new TRPCError({ code: 'CONFLICT', message: TWO_FACTOR_TEXTS.alreadyOn });
      if (!factor) throw new TRPCError({ code: 'CONFLICT', message: TWO_FACTOR_TEXTS.notStarted });
      const secret = readTwoFactorSecret(ctx.secrets, ctx.user.id, factor.secretCiphertext, 'CONFLICT');
      const step = matchingTimeStep(secret, input.code);
      if (step === null) throw wrongCode(keys, TWO_FACTOR_TEXTS.wrongCode);
      const { codes, hashes } = newRecoveryCodes();
      await inTransaction(ctx.db, async (trx) => {
        if (!(await enableTwoFactor(trx, ctx.user.id, step)))
          throw new TRPCError({ code: 'CONFLICT', message: TWO_FACTOR_TEXTS.alreadyOn });
        await replaceRecoveryCodes(trx, ctx.user.id, hashes);
      });
      refreshSessionCopy(ctx);
      return { recoveryCodes: codes };
    }),

  disable: protectedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/auth/2fa/disable',
        tags,
        summary: 'Turn two-factor sign-in off',
        description:
          'Needs a current `code` of the app (a code already used is refused). Removes the secret and the recovery codes and answers the new state; when the company requires two-factor sign-in of you, set-up is pending again at once. A wrong code is a 400 and counts like a wrong password (429 after 5 in 15 minutes). 409 when it is not on; not with an API token (403).',
      },
    })
    .input(ZTwoFactorCodeInput)
    .output(ZTwoFactorStatus)
    .mutation(async ({ ctx, input }) => {
      refuseApiTokens(ctx);
      const keys = keysOf(ctx);
      await refuseWhileLocked(ctx.db, ctx.res, keys);
      const factor = await userTwoFactor(ctx.db, ctx.user.id);
      if (!factor?.enabledAt) throw new TRPCError({ code: 'CONFLICT', message: TWO_FACTOR_TEXTS.notOn });
      const secret = readTwoFactorSecret(ctx.secrets, ctx.user.id, factor.secretCiphertext, 'CONFLICT');
      const step = matchingTimeStep(secret, input.code);
      if (step === null) throw wrongCode(keys, TWO_FACTOR_TEXTS.wrongCode);
      if (!(await claimTimeStep(ctx.db, ctx.user.id, step))) throw wrongCode(keys, TWO_FACTOR_TEXTS.codeUsed);
      await inTransaction(ctx.db, (trx) => removeTwoFactor(trx, ctx.user.id));
      refreshSessionCopy(ctx);
      return statusOf(ctx);
    }),
});
