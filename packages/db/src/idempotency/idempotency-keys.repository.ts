import { IDEMPOTENCY_KEY_TTL_HOURS } from '@app/domain';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../schema.ts';

/** One request's claim on a key: who sent it, and what it asks (see the API's idempotency middleware). */
export type IdempotencyRequest = {
  userId: number;
  key: string;
  /** The tRPC procedure, e.g. `clients.create`. */
  procedure: string;
  /** Lower-case hex SHA-256 of the procedure and its canonical input. */
  fingerprint: string;
};

export type IdempotencyClaim =
  /** The key is this request's: run it, then `recordIdempotentResponse` in the same transaction. */
  | { status: 'claimed' }
  /** The same request was answered within the last 24 hours: answer this again. */
  | { status: 'replay'; responseCiphertext: string }
  /** The key was used with a different request within the last 24 hours. */
  | { status: 'mismatch' };

const expired = sql<boolean>`idempotency_keys.created_at <= now() - make_interval(hours => ${IDEMPOTENCY_KEY_TTL_HOURS})`;

/**
 * Claims `key` for this request, in the transaction of the write it guards. The row goes in first: a
 * second request with the same key waits on the primary key until the first transaction ends, then
 * reads its answer (commit) or claims the key itself (rollback), so two at once write once. An expired
 * key (24 hours) is taken over as new.
 */
export async function claimIdempotencyKey(
  trx: Transaction<Database>,
  request: IdempotencyRequest,
): Promise<IdempotencyClaim> {
  const { userId, key, procedure, fingerprint } = request;
  const claimed = await trx
    .insertInto('idempotency_keys')
    .values({ userId, key, procedure, fingerprint })
    .onConflict((oc) =>
      oc
        .columns(['userId', 'key'])
        .doUpdateSet({ procedure, fingerprint, responseCiphertext: null, createdAt: sql`now()` })
        .where(expired),
    )
    .returning('userId')
    .executeTakeFirst();
  if (claimed) return { status: 'claimed' };
  const first = await trx
    .selectFrom('idempotency_keys')
    .select(['fingerprint', 'responseCiphertext'])
    .where('userId', '=', userId)
    .where('key', '=', key)
    .executeTakeFirstOrThrow();
  if (first.fingerprint !== fingerprint) return { status: 'mismatch' };
  // Written in the transaction that inserted the row, so a committed row always has it.
  if (first.responseCiphertext === null)
    throw new Error(`idempotency key of user ${userId} committed without its answer`);
  return { status: 'replay', responseCiphertext: first.responseCiphertext };
}

/** Takes a key whose stored answer can no longer be read (its encryption key was dropped) as new. */
export async function reclaimIdempotencyKey(
  trx: Transaction<Database>,
  request: IdempotencyRequest,
): Promise<void> {
  const { userId, key, procedure, fingerprint } = request;
  await trx
    .updateTable('idempotency_keys')
    .set({ procedure, fingerprint, responseCiphertext: null, createdAt: sql`now()` })
    .where('userId', '=', userId)
    .where('key', '=', key)
    .execute();
}

/** Stores the answer of the request that claimed the key (before its transaction commits). */
export async function recordIdempotentResponse(
  trx: Transaction<Database>,
  request: Pick<IdempotencyRequest, 'userId' | 'key'>,
  responseCiphertext: string,
): Promise<void> {
  await trx
    .updateTable('idempotency_keys')
    .set({ responseCiphertext })
    .where('userId', '=', request.userId)
    .where('key', '=', request.key)
    .execute();
}

/** Deletes the keys older than 24 hours; answers how many. Called periodically by the server. */
export async function purgeExpiredIdempotencyKeys(db: Kysely<Database>): Promise<number> {
  const result = await db.deleteFrom('idempotency_keys').where(expired).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** A stored answer: its key and the ciphertext of the answer. */
export type StoredIdempotentAnswer = {
  userId: number;
  key: string;
  fingerprint: string;
  responseCiphertext: string;
};

/** Every stored answer, locked until the transaction ends (a key rotation). */
export async function idempotentAnswersForUpdate(
  trx: Transaction<Database>,
): Promise<StoredIdempotentAnswer[]> {
  const rows = await trx
    .selectFrom('idempotency_keys')
    .select(['userId', 'key', 'fingerprint', 'responseCiphertext'])
    .where('responseCiphertext', 'is not', null)
    .forUpdate()
    .execute();
  return rows.flatMap(({ responseCiphertext, ...row }) =>
    responseCiphertext === null ? [] : [{ ...row, responseCiphertext }],
  );
}

/** Replaces the ciphertext of a stored answer (re-encrypted under the current key). */
export async function replaceIdempotentAnswerCiphertext(
  trx: Transaction<Database>,
  answer: Pick<StoredIdempotentAnswer, 'userId' | 'key'>,
  responseCiphertext: string,
): Promise<void> {
  await trx
    .updateTable('idempotency_keys')
    .set({ responseCiphertext })
    .where('userId', '=', answer.userId)
    .where('key', '=', answer.key)
    .execute();
}
