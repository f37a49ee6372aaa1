import { countRecentPasswordResetTokens, createPasswordResetToken, lockPasswordResetAccounts } from '@app/db';
import {
  type ForgotPasswordInput,
  PASSWORD_RESET_LINK_MINUTES,
  PASSWORD_RESET_LINKS_PER_HOUR,
  PASSWORD_RESET_TEXTS,
} from '@app/domain';
import { linkOrigin } from '../../lib/link-origin.ts';
import type { PasswordResetContext } from './context.ts';
import { passwordResetEmail } from './email.ts';
import { reservePasswordResetRequest } from './throttle.ts';

const HOUR_MS = 60 * 60_000;

/** The one answer, whatever happened: it never says whether an account matched. */
const ANSWER = { ok: true as const, message: PASSWORD_RESET_TEXTS.linkSent };

/** The page a link opens: `<origin>/reset-password?token=…`. */
function passwordResetLink(origin: string, token: string): string {
  const url = new URL('/reset-password', origin);
  url.searchParams.set('token', token);
  return url.href;
}

/**
 * "Forgot password?": each active staff account the username or e-mail names, that has an e-mail
 * address and was sent fewer than PASSWORD_RESET_LINKS_PER_HOUR links in the last hour, is e-mailed a
 * link that sets a new password once within PASSWORD_RESET_LINK_MINUTES. The answer is the same in every
 * case (no account, a disabled one, one without an address, its cap reached), and so is the work
 * before it, but for the link and its e-mail: the lookup always runs, in a transaction of its own, and
 * no password is hashed on either branch. The request is counted against its address first (429 past
 * the limit). The e-mail is confidential: the outbox delivers it, but never shows its body.
 */
export async function requestPasswordReset(ctx: PasswordResetContext, input: ForgotPasswordInput) {
  const { db, outbox, req, res } = ctx;
  await reservePasswordResetRequest(db, res, req.ip);
  const origin = linkOrigin(ctx);
  await db.transaction().execute(async (trx) => {
    const accounts = await lockPasswordResetAccounts(trx, input);
    for (const account of accounts) {
      const to = account.email?.trim();
      if (!to) continue;
      const recent = await countRecentPasswordResetTokens(trx, account.id, HOUR_MS);
      if (recent >= PASSWORD_RESET_LINKS_PER_HOUR) continue;
      const { token } = await createPasswordResetToken(trx, account.id, PASSWORD_RESET_LINK_MINUTES * 60_000);
      await outbox.queue(trx, {
        to,
        ...passwordResetEmail(account, passwordResetLink(origin, token)),
        confidential: true,
      });
    }
  });
  return ANSWER;
}
