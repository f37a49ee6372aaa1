import { createHash, randomBytes } from 'node:crypto';
import {
  type Database,
  endPortalSession,
  type Kysely,
  openPortalSession,
  openPortalSessionById,
  touchPortalSession,
} from '@app/db';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionTimeouts } from './session-user.ts';

/*
 * The client portal's own sign-in realm. A portal session is its own cookie, `portal_sid`,
 * holding a random token; PostgreSQL keeps the session under the token's SHA-256, so neither the table
 * nor a backup holds a usable token. It never reads or writes the staff session (`sid`) and the staff
 * procedures never read it: a client's cookie opens no staff door and a staff cookie no portal.
 * Timeouts are the staff ones (idle and absolute); a closed portal ends its sessions at once.
 */

export const PORTAL_COOKIE = 'portal_sid';

/** Don't write the session row on every request: once a minute keeps the idle clock right. */
const TOUCH_INTERVAL_MS = 60_000;

const sessionIdOf = (token: string) => createHash('sha256').update(token).digest('hex');

export type PortalCaller = { portalId: number; sessionId: string };

function cookieOptions(req: FastifyRequest, maxAgeMs: number, secureCookies: boolean) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: secureCookies && req.protocol === 'https',
    maxAge: Math.floor(maxAgeMs / 1000),
  };
}

/** Opens a session for the portal and sets its cookie; answers the sign-in before this one. */
export async function startPortalSession(
  db: Kysely<Database>,
  req: FastifyRequest,
  reply: FastifyReply,
  portalId: number,
  timeouts: SessionTimeouts,
  secureCookies: boolean,
) {
  const token = randomBytes(32).toString('base64url');
  const opened = await openPortalSession(db, portalId, sessionIdOf(token));
  reply.setCookie(PORTAL_COOKIE, token, cookieOptions(req, timeouts.absoluteMs, secureCookies));
  return opened;
}

/** The portal of the request's `portal_sid`, or null: unknown, ended, timed out or of a closed portal. */
export async function resolvePortalCaller(
  db: Kysely<Database>,
  req: FastifyRequest,
  reply: FastifyReply,
  timeouts: SessionTimeouts,
): Promise<PortalCaller | null> {
  const token = req.cookies?.[PORTAL_COOKIE];
  if (!token || token.length > 128) return null;
  const sessionId = sessionIdOf(token);
  const session = await openPortalSessionById(db, sessionId);
  if (!session) {
    reply.clearCookie(PORTAL_COOKIE, { path: '/' });
    return null;
  }
  const now = Date.now();
  const createdAt = Date.parse(session.createdAt);
  const lastSeenAt = Date.parse(session.lastSeenAt);
  const ended =
    session.status === 'inactive'
      ? 'portal-closed'
      : now - createdAt > timeouts.absoluteMs
        ? 'expired'
        : now - lastSeenAt > timeouts.idleMs
          ? 'idle'
          : null;
  if (ended) {
    await endPortalSession(db, sessionId, ended);
    reply.clearCookie(PORTAL_COOKIE, { path: '/' });
    return null;
  }
  if (now - lastSeenAt > Math.min(TOUCH_INTERVAL_MS, timeouts.idleMs / 4))
    await touchPortalSession(db, sessionId);
  return { portalId: session.portalId, sessionId };
}

/** Signs the request's portal session out (if any) and clears its cookie. */
export async function endPortalSessionOf(db: Kysely<Database>, req: FastifyRequest, reply: FastifyReply) {
  const token = req.cookies?.[PORTAL_COOKIE];
  if (token && token.length <= 128) await endPortalSession(db, sessionIdOf(token), 'signed-out');
  reply.clearCookie(PORTAL_COOKIE, { path: '/' });
}
