import { createHash, randomBytes } from 'node:crypto';
import { API_TOKEN_PREFIX } from '@app/domain';

/**
 * A new personal API token: the prefix and 256 random bits (base64url), and the SHA-256 to store. A
 * token this random needs no slow hash or salt: nobody can guess one to match a leaked hash.
 */
export function generateApiToken(): { token: string; tokenHash: string } {
  const token = `${API_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  return { token, tokenHash: hashApiToken(token) };
}

/** The stored form of a token: lower-case hex SHA-256 of the whole string, prefix included. */
export function hashApiToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
