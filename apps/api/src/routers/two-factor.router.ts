import {
  TWO_FACTOR_TEXTS,
  ZTwoFactorCodeInput,
  ZTwoFactorEnabled,
  ZTwoFactorSetup,
  ZTwoFactorStatus,
} from '@app/domain';
import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import type { Reason } from '../openapi/errors.ts';
import { disableTwoFactor } from '../services/two-factor/disable.ts';
import { enableTwoFactor } from '../services/two-factor/enable.ts';
import { TWO_FACTOR_ERRORS } from '../services/two-factor/errors.ts';
import { setupTwoFactor } from '../services/two-factor/setup.ts';
import { twoFactorState } from '../services/two-factor/status.ts';
import { type Context, protectedProcedure, router } from '../trpc/trpc.ts';

/*
 * The signed-in user's own second factor: the rules (set-up, a first code to turn it on, a current
 * unused one to turn it off) live in services/two-factor and throw AppError; this router refuses API
 * tokens, calls the service and keeps the session copy fresh.
 */

const twoFactorTokenRefused: Reason = {
  key: 'tokenNotAllowed',
  summary: 'Sent with an API token: a second factor is set up and turned off while signed in.',
  message: TWO_FACTOR_TEXTS.tokenNotAllowed,
};
const twoFactorLocked: Reason = {
  key: 'locked',
  summary:
    'Too many wrong passwords or codes for this account (5 in 15 minutes) or from this address (50): locked for 15 minutes.',
  message: 'Too many failed sign-in attempts. Try again in 15 minutes.',
};
const wrongTwoFactorCode: Reason = {
  key: 'wrongCode',
  summary: '`code` is not a current code of the app; counted like a wrong password.',
  message: TWO_FACTOR_ERRORS.TWO_FACTOR_WRONG_CODE.message,
};
const twoFactorInput: Reason = {
  key: 'invalidInput',
  summary: '`code` is missing or not six digits.',
  message: TWO_FACTOR_TEXTS.codeFormat,
  issues: [{ path: 'code', message: TWO_FACTOR_TEXTS.codeFormat }],
};
const twoFactorAlreadyOn: Reason = {
  key: 'alreadyOn',
  summary: 'Two-factor sign-in is on already.',
  message: TWO_FACTOR_ERRORS.TWO_FACTOR_ALREADY_ON.message,
};
const twoFactorUnreadable: Reason = {
  key: 'unreadableSecret',
  summary:
    "The stored secret does not decrypt with the server's keys (a key was removed): an admin resets it.",
  message: TWO_FACTOR_ERRORS.TWO_FACTOR_UNREADABLE.message,
};

const tags = ['auth'];
/** A leaked API token must not be able to put an authenticator of its own on the account. */
function refuseApiTokens(ctx: Context) {
  if (ctx.apiTokenId !== undefined)
    throw new TRPCError({ code: 'FORBIDDEN', message: TWO_FACTOR_TEXTS.tokenNotAllowed });
}

/**
 * Codes typed while signed in count against the same limits as sign-ins (5 in 15 minutes per account),
 * each before it is checked (protectedProcedure's `checksSecret`); no API token types one.
 */
const CHECKS_CODE = { tokenRefused: TWO_FACTOR_TEXTS.tokenNotAllowed };

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

/** The signed-in user's own second factor (TOTP, RFC 6238): /api/auth/2fa/…. */
export const twoFactorRouter = router({
  /** The Profile screen's card: whether it is on, since when, recovery codes left, required or not. */
  status: protectedProcedure
    .meta({ duringTwoFactorSetup: true })
    .input(z.void())
    .output(ZTwoFactorStatus)
    .query(({ ctx }) => twoFactorState(ctx.db, ctx.user.id)),

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
      examples: {
        response: {
          secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
          otpauthUri:
            'otpauth://totp/Golden%20Hour%20Events:jordan.reyes?issuer=Golden%20Hour%20Events&secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&algorithm=SHA1&digits=6&period=30',
        },
      },
      errors: { 403: [twoFactorTokenRefused], 409: [twoFactorAlreadyOn] },
    })
    .input(z.void())
    .output(ZTwoFactorSetup)
    .mutation(({ ctx }) => {
      refuseApiTokens(ctx);
      return setupTwoFactor(ctx);
    }),

  enable: protectedProcedure
    .meta({
      duringTwoFactorSetup: true,
      checksSecret: CHECKS_CODE,
      openapi: {
        method: 'POST',
        path: '/auth/2fa/enable',
        tags,
        summary: 'Turn two-factor sign-in on',
        description:
          'Confirms the secret of `POST /api/auth/2fa/setup` with a current `code` of the app and puts it in force: from then on sign-in asks for a code after the password. Answers 10 one-time recovery codes, this once (they are stored hashed). A wrong code is a 400 and counts like a wrong password: 5 in 15 minutes lock sign-in and these checks for 15 minutes (429). 409 when no set-up is waiting or two-factor sign-in is on already; not with an API token (403).',
      },
      examples: {
        request: { code: '492039' },
        response: {
          recoveryCodes: [
            '4k7q-m2xv-9d3r-h8tn',
            'b6wz-p1jc-t5ay-q0ke',
            'x3fn-8gvm-r2hs-d7bw',
            'm9ct-k4qe-w6zd-2yjp',
            'h1vr-s7nb-c3xg-f5ma',
            'q8de-y0tk-j6wp-n2zc',
            'z5gs-a9rh-v1mx-b4kt',
            'p2yq-e7cf-g3nd-w8jv',
            't6mb-h0xz-k9aq-s1re',
            'c4wj-n5pt-d8ky-v2gh',
          ],
        },
      },
      errors: {
        400: [twoFactorInput, wrongTwoFactorCode],
        403: [twoFactorTokenRefused],
        409: [
          {
            key: 'notStarted',
            summary: 'No secret is waiting to be confirmed: call `POST /api/auth/2fa/setup` first.',
            message: TWO_FACTOR_ERRORS.TWO_FACTOR_NOT_STARTED.message,
          },
          twoFactorAlreadyOn,
          twoFactorUnreadable,
        ],
        429: [twoFactorLocked],
      },
    })
    .input(ZTwoFactorCodeInput)
    .output(ZTwoFactorEnabled)
    .mutation(async ({ ctx, input }) => {
      const enabled = await enableTwoFactor(ctx, input.code);
      refreshSessionCopy(ctx);
      return enabled;
    }),

  disable: protectedProcedure
    .meta({
      checksSecret: CHECKS_CODE,
      openapi: {
        method: 'POST',
        path: '/auth/2fa/disable',
        tags,
        summary: 'Turn two-factor sign-in off',
        description:
          'Needs a current `code` of the app (a code already used is refused). Removes the secret and the recovery codes and answers the new state; when the company requires two-factor sign-in of you, set-up is pending again at once. A wrong code is a 400 and counts like a wrong password (429 after 5 in 15 minutes). 409 when it is not on; not with an API token (403).',
      },
      examples: {
        request: { code: '715284' },
        response: { enabled: false, enabledAt: null, recoveryCodesLeft: 0, required: false },
      },
      errors: {
        400: [
          twoFactorInput,
          wrongTwoFactorCode,
          {
            key: 'codeUsed',
            summary:
              'This code was accepted already (at sign-in or when turning it on): wait for the next one.',
            message: TWO_FACTOR_ERRORS.TWO_FACTOR_CODE_USED.message,
          },
        ],
        403: [twoFactorTokenRefused],
        409: [
          {
            key: 'notOn',
            summary: 'Two-factor sign-in is not on.',
            message: TWO_FACTOR_ERRORS.TWO_FACTOR_NOT_ON.message,
          },
          twoFactorUnreadable,
        ],
        429: [twoFactorLocked],
      },
    })
    .input(ZTwoFactorCodeInput)
    .output(ZTwoFactorStatus)
    .mutation(async ({ ctx, input }) => {
      const state = await disableTwoFactor(ctx, input.code);
      refreshSessionCopy(ctx);
      return state;
    }),
});
