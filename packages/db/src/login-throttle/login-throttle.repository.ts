import { type Kysely, sql } from 'kysely';
import type { Database } from '../schema.ts';

/**
 * Failed sign-ins counted per key (an account, an IP) in the database, so every instance shares them.
 * After `maxFailures` failures inside `windowMs` the key is locked for `lockMs`.
 */
export type ThrottlePolicy = { maxFailures: number; windowMs: number; lockMs: number };

/** Seconds until the first of `keys` unlocks, or 0 when none is locked. */
export async function lockedForSeconds(db: Kysely<Database>, keys: string[]): Promise<number> {
  const row = await db
    .selectFrom('login_throttle')
    .select(sql<number>`ceil(extract(epoch from max(locked_until) - now()))::int`.as('seconds'))
    .where('key', 'in', keys)
    .where('lockedUntil', '>', sql<string>`now()`)
    .executeTakeFirst();
  return Math.max(0, Number(row?.seconds ?? 0));
}

/** Counts one failure of `key`; reaching the policy's limit inside its window locks the key. */
export async function recordFailure(
  db: Kysely<Database>,
  key: string,
  policy: ThrottlePolicy,
): Promise<void> {
  const windowSeconds = policy.windowMs / 1000;
  const lockSeconds = policy.lockMs / 1000;
  // One statement: a fresh window restarts the count; reaching the limit sets the lock.
  await sql`
    insert into login_throttle as t (key, failures, window_started_at, locked_until)
    values (${key}, 1, now(), null)
    on conflict (key) do update set
      failures = case when t.window_started_at < now() - make_interval(secs => ${windowSeconds})
                      then 1 else t.failures + 1 end,
      window_started_at = case when t.window_started_at < now() - make_interval(secs => ${windowSeconds})
                      then now() else t.window_started_at end,
      locked_until = case when (case when t.window_started_at < now() - make_interval(secs => ${windowSeconds})
                      then 1 else t.failures + 1 end) >= ${policy.maxFailures}
                      then now() + make_interval(secs => ${lockSeconds}) else t.locked_until end
  `.execute(db);
}

/** Forgets the failures of `key` (a successful sign-in). */
export async function clearFailures(db: Kysely<Database>, key: string): Promise<void> {
  await db.deleteFrom('login_throttle').where('key', '=', key).execute();
}
