import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/*
 * `Idempotency-Key` (issue 14): the first answer to a signed-in POST that carried a key, so the same
 * key from the same user within 24 hours answers it again instead of writing twice (a double-click,
 * a retry after a lost answer).
 *
 * The row is inserted first, in the transaction of the write it guards: a second request with the
 * same key waits on the primary key until the first commits (then it reads the answer) or rolls back
 * (then it runs itself), so two requests at once write once. A refused call rolls its row back with
 * everything else. `fingerprint` is the SHA-256 of the procedure and the canonical input, to refuse the
 * key on a different request. `response_ciphertext` is the answer, encrypted like stored credentials
 * (it can carry one: a business-info password, a new API token); null only inside the transaction
 * that is still writing it. Rows older than 24 hours are purged by the server; not audited (a cache of
 * answers, not a business record).
 */
const upStatements = [
  `create table idempotency_keys (
  user_id integer not null references users (id) on delete cascade,
  key text not null,
  procedure text not null,
  fingerprint text not null,
  response_ciphertext text,
  created_at timestamptz not null default now(),
  constraint idempotency_keys_pkey primary key (user_id, key),
  constraint idempotency_keys_key_check check (key ~ '^[ -~]{1,200}$'),
  constraint idempotency_keys_fingerprint_check check (fingerprint ~ '^[0-9a-f]{64}$')
)`,
  // The purge of expired keys (not a list's sort: no id tie-breaker).
  'create index idempotency_keys_expiry_idx on idempotency_keys (created_at)',
];

const downStatements = ['drop table idempotency_keys'];

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of upStatements) await sql.raw(statement).execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function down(db: Kysely<any>): Promise<void> {
  for (const statement of downStatements) await sql.raw(statement).execute(db);
}
