import { type Database, type Kysely, portalAccount, portalCredentials, verifyPassword } from '@app/db';
import { type PortalLoginInput, toIsoDateTime } from '@app/domain';
import {
  dummyPasswordHash,
  forgetFailedSignIns,
  releaseSignInAttempt,
  reserveSignInAttempt,
  settleRefusedAttempt,
  signInKeys,
} from '../../auth/login-throttle.ts';
import { endPortalSessionOf, startPortalSession } from '../../auth/portal-session.ts';
import { AppError } from '../../lib/app-error.ts';
import type { PortalRequestContext } from './context.ts';

/** The portal whose e-mail and password these are; a wrong pair is a failed check (401). */
async function matchingPortal(db: Kysely<Database>, email: string, password: string) {
  const candidates = await portalCredentials(db, email);
  for (const candidate of candidates) {
    if (await verifyPassword(candidate.passwordHash, password)) return candidate;
  }
  // Verifying against a real hash when no portal matches keeps the answer's timing the same.
  if (candidates.length === 0) await verifyPassword(await dummyPasswordHash(), password);
  throw new AppError('PORTAL_INVALID_CREDENTIALS');
}

/**
 * Signs a client in with the portal's e-mail and password, counted against the portal realm's sign-in
 * throttle before the password is checked (so a burst checks at most the limit's number of them). A
 * closed portal is refused, once the password was right; any portal session of the request ends and a
 * new one starts (a pending portal becomes active).
 */
export async function signInToPortal(ctx: PortalRequestContext, input: PortalLoginInput) {
  const { db, req, res } = ctx;
  // Counted apart from staff sign-ins (keys of the portal realm), with the same limits.
  const keys = signInKeys('portal', input.email, req.ip);
  await reserveSignInAttempt(db, res, keys);
  const matched = await matchingPortal(db, input.email, input.password).catch(async (err: unknown) => {
    throw await settleRefusedAttempt(db, keys, err);
  });
  // The password was right: saying the portal is closed tells nothing to someone without it.
  if (matched.status === 'inactive') {
    await releaseSignInAttempt(db, keys);
    throw new AppError('PORTAL_CLOSED');
  }
  await forgetFailedSignIns(db, keys);
  const opened = await db.transaction().execute(async (trx) => {
    await endPortalSessionOf(trx, req, res);
    const session = await startPortalSession(
      trx,
      req,
      res,
      matched.id,
      ctx.sessions.timeouts,
      ctx.sessions.secureCookies,
    );
    return { session, account: await portalAccount(trx, matched.id) };
  });
  const account = opened.account!;
  return {
    portal: {
      id: account.id,
      clientName: account.clientName,
      email: account.email,
      eventName: account.eventName,
      previousLogin: opened.session.previousLogin ? toIsoDateTime(opened.session.previousLogin) : null,
    },
  };
}
