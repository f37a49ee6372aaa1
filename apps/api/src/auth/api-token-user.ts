import {
  API_TOKEN_TOUCH_INTERVAL_MS,
  type Database,
  findApiTokenOwner,
  hashApiToken,
  type Kysely,
  touchApiToken,
} from '@app/db';
import type { FastifyRequest } from 'fastify';
import type { SessionUser } from './session-user.ts';

const BEARER = /^Bearer(?:\s+(.*))?$/i;

/**
 * The token of an `Authorization: Bearer …` header ('' when the scheme is there without a token), or
 * undefined when the request carries no bearer credentials. Other schemes are none of ours.
 */
export function bearerToken(req: Pick<FastifyRequest, 'headers'>): string | undefined {
  const header = req.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const match = BEARER.exec(header.trim());
  return match ? (match[1] ?? '').trim() : undefined;
}

/** What a request authenticated with a personal API token acts as: its user, and which token it was. */
export type ApiTokenUser = SessionUser & { apiTokenId: number };

/**
 * The user a personal API token acts for, or null when the token is unknown (never made, revoked) or
 * its user is disabled; the user's row is read on every use, so disabling or deleting them counts at
 * once. The last use is written at most once a minute. No session is read, made or touched.
 */
export async function resolveApiTokenUser(db: Kysely<Database>, token: string): Promise<ApiTokenUser | null> {
  if (token === '') return null;
  const owner = await findApiTokenOwner(db, hashApiToken(token));
  if (!owner?.isActive) return null;
  if (!owner.lastUsedAt || Date.now() - Date.parse(owner.lastUsedAt) >= API_TOKEN_TOUCH_INTERVAL_MS) {
    await touchApiToken(db, owner.tokenId);
  }
  return {
    id: owner.userId,
    username: owner.username,
    role: owner.role,
    twoFactorPending: owner.twoFactorPending,
    apiTokenId: owner.tokenId,
  };
}
