import { createHash } from 'node:crypto';
import {
  claimIdempotencyKey,
  type Database,
  type IdempotencyRequest,
  reclaimIdempotencyKey,
  recordIdempotentResponse,
  type Transaction,
} from '@app/db';
import { IDEMPOTENCY_KEY_REUSED, INVALID_IDEMPOTENCY_KEY, ZIdempotencyKey } from '@app/domain';
import { TRPCError } from '@trpc/server';
import type { FastifyRequest } from 'fastify';
import type { SecretBox } from '../lib/secret-box.ts';

/**
 * The `Idempotency-Key` a call carries: undefined when it sends none, or when it is not a POST (the REST
 * face's PUT, PATCH and DELETE are idempotent by themselves; every tRPC mutation is a POST). A key that
 * is not 1 to 200 printable characters, or is sent twice, is a 400.
 */
export function idempotencyKeyOf(req: FastifyRequest | undefined): string | undefined {
  if (req?.method !== 'POST') return undefined;
  const value = req.headers['idempotency-key'];
  if (value === undefined) return undefined;
  const parsed = ZIdempotencyKey.safeParse(value);
  if (!parsed.success) throw new TRPCError({ code: 'BAD_REQUEST', message: INVALID_IDEMPOTENCY_KEY });
  return parsed.data;
}

/** JSON with every object's keys sorted, so the same input always reads the same. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item ?? null)).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** What makes two requests "the same": the procedure and the input as sent (before validation). */
export function requestFingerprint(procedure: string, rawInput: unknown): string {
  return createHash('sha256')
    .update(`POST ${procedure}\n${canonicalJson(rawInput)}`)
    .digest('hex');
}

/** The AAD of a stored answer: it opens only as the answer of this user's key to this very request. */
export const answerAad = (request: Pick<IdempotencyRequest, 'userId' | 'key' | 'fingerprint'>) =>
  `idempotency_keys.response:${request.userId}:${request.key}:${request.fingerprint}`;

type Answer =
  | { replayed: true; data: unknown }
  | { replayed: false; record: (data: unknown) => Promise<void> };

/**
 * Runs in the transaction of the write the key guards. Answers the stored data of the first request
 * with this key (replay), or lets this one run and gives it `record` for its answer; the same key on a
 * different request within 24 hours is a 422. Answers are stored encrypted (they can carry a password
 * or a new API token); one that no longer decrypts (its encryption key was dropped) is taken as new.
 */
export async function idempotentCall(
  trx: Transaction<Database>,
  secrets: SecretBox,
  request: IdempotencyRequest,
  log?: FastifyRequest['log'],
): Promise<Answer> {
  const record = async (data: unknown) =>
    recordIdempotentResponse(trx, request, secrets.encrypt(JSON.stringify(data ?? null), answerAad(request)));
  const claim = await claimIdempotencyKey(trx, request);
  if (claim.status === 'claimed') return { replayed: false, record };
  if (claim.status === 'mismatch')
    throw new TRPCError({ code: 'UNPROCESSABLE_CONTENT', message: IDEMPOTENCY_KEY_REUSED });
  try {
    return {
      replayed: true,
      data: JSON.parse(secrets.decrypt(claim.responseCiphertext, answerAad(request))),
    };
  } catch {
    log?.warn(
      { procedure: request.procedure },
      'stored idempotent answer does not decrypt: the call runs again',
    );
    await reclaimIdempotencyKey(trx, request);
    return { replayed: false, record };
  }
}
