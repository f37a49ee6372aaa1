import { API_TOKENS_PER_USER, type UserRole } from '@app/domain';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { ApiTokenRow, Database } from '../schema.ts';
import { twoFactorPendingOf } from '../two-factor/two-factor.repository.ts';
import { generateApiToken } from './api-token-secret.ts';

/** What a token's owner may see of it: never the hash. */
export type ApiTokenSummary = Pick<ApiTokenRow, 'id' | 'name' | 'createdAt' | 'lastUsedAt'>;

/** A token's last use is written at most this often, so a busy script does not write on every request. */
export const API_TOKEN_TOUCH_INTERVAL_MS = 60_000;

/** A user's tokens, newest first. */
export function listApiTokens(db: Kysely<Database>, userId: number): Promise<ApiTokenSummary[]> {
  return db
    .selectFrom('api_tokens')
    .select(['id', 'name', 'createdAt', 'lastUsedAt'])
    .where('userId', '=', userId)
    .orderBy('id', 'desc')
    .execute();
}

export type CreateApiTokenResult =
  | { status: 'created'; id: number; name: string; token: string }
  | { status: 'limit_reached' }
  | { status: 'no_user' };

/**
 * Makes a token for a user, unless they already hold API_TOKENS_PER_USER. The user's row is locked
 * for the count, so two creations at once cannot both pass it. The token is only in the answer.
 */
export async function createApiToken(
  db: Kysely<Database>,
  userId: number,
  name: string,
): Promise<CreateApiTokenResult> {
  const work = async (trx: Transaction<Database>): Promise<CreateApiTokenResult> => {
    const user = await trx
      .selectFrom('users')
      .select('id')
      .where('id', '=', userId)
      .forNoKeyUpdate()
      .executeTakeFirst();
    if (!user) return { status: 'no_user' };
    const { held } = await trx
      .selectFrom('api_tokens')
      .select(sql<number>`count(*)::int`.as('held'))
      .where('userId', '=', userId)
      .executeTakeFirstOrThrow();
    if (held >= API_TOKENS_PER_USER) return { status: 'limit_reached' };
    const { token, tokenHash } = generateApiToken();
    const row = await trx
      .insertInto('api_tokens')
      .values({ userId, name, tokenHash })
      .returning(['id', 'name'])
      .executeTakeFirstOrThrow();
    return { status: 'created', id: row.id, name: row.name, token };
  };
  return db.isTransaction ? work(db as Transaction<Database>) : db.transaction().execute(work);
}

/** Deletes one of a user's tokens; false when the user has no token by that id. */
export async function revokeApiToken(
  db: Kysely<Database>,
  userId: number,
  tokenId: number,
): Promise<boolean> {
  const result = await db
    .deleteFrom('api_tokens')
    .where('id', '=', tokenId)
    .where('userId', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export type ApiTokenOwner = {
  tokenId: number;
  /** ISO 8601. */
  lastUsedAt: string | null;
  userId: number;
  username: string;
  role: UserRole;
  isActive: boolean;
  /** The company requires a second factor of the owner, who has none in force (migration 0035). */
  twoFactorPending: boolean;
};

/** The token with this hash and its user, in one query; undefined when no such token exists. */
export function findApiTokenOwner(
  db: Kysely<Database>,
  tokenHash: string,
): Promise<ApiTokenOwner | undefined> {
  return db
    .selectFrom('api_tokens as t')
    .innerJoin('users as u', 'u.id', 't.userId')
    .select([
      't.id as tokenId',
      't.lastUsedAt',
      'u.id as userId',
      'u.username',
      'u.role',
      'u.isActive',
      twoFactorPendingOf('u').as('twoFactorPending'),
    ])
    .where('t.tokenHash', '=', tokenHash)
    .executeTakeFirst();
}

/**
 * Records a use of the token, unless one was recorded within API_TOKEN_TOUCH_INTERVAL_MS (checked
 * in the statement too, so concurrent requests of one script write once).
 */
export async function touchApiToken(db: Kysely<Database>, tokenId: number): Promise<void> {
  await db
    .updateTable('api_tokens')
    .set({ lastUsedAt: sql<string>`now()` })
    .where('id', '=', tokenId)
    .where((eb) =>
      eb.or([
        eb('lastUsedAt', 'is', null),
        eb(
          'lastUsedAt',
          '<',
          sql<string>`now() - make_interval(secs => ${API_TOKEN_TOUCH_INTERVAL_MS / 1000})`,
        ),
      ]),
    )
    .execute();
}
