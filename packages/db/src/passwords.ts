import { argon2id, hash, verify } from 'argon2';

/** OWASP Password Storage Cheat Sheet minimum for argon2id: 19 MiB, 2 iterations, 1 lane. */
export const passwordHashParameters = {
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

/** Hashes a password with argon2id and a random salt; the result is a PHC string ('$argon2id$...'). */
export function hashPassword(password: string): Promise<string> {
  return hash(password, { type: argon2id, ...passwordHashParameters });
}

/**
 * True when `password` matches `passwordHash`. A malformed or empty hash verifies as false rather
 * than throwing, so a corrupted row cannot turn a login into a 500.
 */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  if (!passwordHash.startsWith('$argon2')) return false;
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * True when the hash is not argon2id or was made with weaker parameters than today's (less memory,
 * fewer iterations, an older algorithm version), so the caller should re-hash the password it has
 * just verified and store the new hash. Stronger hashes are left alone.
 */
export function needsRehash(passwordHash: string): boolean {
  // PHC string: $argon2id$v=19$m=19456,t=2,p=1$salt$hash (argon2 writes the parameters in any order)
  const [, algorithm, versionPart, parameterPart] = passwordHash.split('$');
  if (algorithm !== 'argon2id' || !versionPart || !parameterPart) return true;
  const parameters = new Map(
    parameterPart.split(',').map((pair) => {
      const [key = '', value = ''] = pair.split('=');
      return [key, Number(value)] as const;
    }),
  );
  return (
    versionPart !== 'v=19' ||
    !((parameters.get('m') ?? 0) >= passwordHashParameters.memoryCost) ||
    !((parameters.get('t') ?? 0) >= passwordHashParameters.timeCost)
  );
}
