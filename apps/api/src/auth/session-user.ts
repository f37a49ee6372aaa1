import { type Database, type Kysely, sessionUserAccount } from '@app/db';
import type { CurrentUser } from '@app/domain';
import type { FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface Session {
    userId?: number;
    /** When the user signed in (ms since epoch): the absolute timeout counts from here. */
    authenticatedAt?: number;
    /** Last request seen (ms since epoch): the idle timeout counts from here. */
    lastSeenAt?: number;
    /**
     * The session user's row, read in the same query as the session by PostgresSessionStore.get (so
     * always current) and never stored; absent for a session created in this request.
     */
    account?: SessionAccount;
  }
}

type SessionAccount = CurrentUser & { isActive: boolean };

export type SessionUser = {
  id: number;
  username: string;
  role: 'admin' | 'manager' | 'user';
  /** The company requires a second factor of this user, who has none yet: only its set-up is open. */
  twoFactorPending: boolean;
};

export type SessionTimeouts = { idleMs: number; absoluteMs: number };

export const DEFAULT_SESSION_TIMEOUTS: SessionTimeouts = {
  idleMs: 30 * 60_000,
  absoluteMs: 10 * 60 * 60_000,
};

/** Don't rewrite the session row on every request: once a minute is enough to keep the idle clock right. */
const TOUCH_INTERVAL_MS = 60_000;

/**
 * Destroys the session in the store and leaves the request a fresh, empty one (as @fastify/session does
 * with an expired cookie). `destroy()` would leave `req.session` null, and signing in again in the same
 * request (the login of someone whose session just expired) would then fail with a 500.
 */
async function endSession(session: FastifyRequest['session']): Promise<void> {
  await session.regenerate();
}

/**
 * The signed-in user of a request, or null. Expired sessions (idle or absolute) and sessions of users
 * who were disabled or deleted are destroyed here, so every route sees the same answer.
 */
export async function resolveSessionUser(
  db: Kysely<Database>,
  req: FastifyRequest,
  timeouts: SessionTimeouts,
): Promise<SessionUser | null> {
  const session = req.session;
  const userId = session?.userId;
  if (!session || !userId) return null;
  const now = Date.now();
  const authenticatedAt = session.authenticatedAt ?? 0;
  const lastSeenAt = session.lastSeenAt ?? authenticatedAt;
  if (now - authenticatedAt > timeouts.absoluteMs || now - lastSeenAt > timeouts.idleMs) {
    await endSession(session);
    return null;
  }
  const user = session.account?.id === userId ? session.account : await sessionUserAccount(db, userId);
  if (!user?.isActive) {
    await endSession(session);
    return null;
  }
  if (now - lastSeenAt > Math.min(TOUCH_INTERVAL_MS, timeouts.idleMs / 4)) session.lastSeenAt = now;
  return {
    id: user.id,
    username: user.username,
    role: user.role as SessionUser['role'],
    twoFactorPending: user.twoFactorPending,
  };
}
