import { type Kysely, sql } from 'kysely';
import type { Database } from '../schema.ts';

/**
 * Password (and code) checks counted per key (an account, an IP) in the database, so every instance
 * shares them. An attempt is counted before its check is made (reserveAttempt) and stays counted when
 * the check fails; `maxFailures` attempts inside `windowMs` lock the key for `lockMs`.
 */
export type ThrottlePolicy = { maxFailures: number; windowMs: number; lockMs: number };

/**
 * Counts one attempt of `key` before its check: answers 0 when the attempt may go ahead, otherwise the
 * seconds until the key unlocks (at least 1), and then counts nothing.
 *
 * One statement, so parallel attempts each see the others': the insert's conflict takes the row's lock
 * and each waiting attempt updates the version the previous one committed. The attempt that reaches the
 * limit sets the lock (it goes ahead itself); every later one finds the key locked.
 */
export async function reserveAttempt(
  db: Kysely<Database>,
  key: string,
  policy: ThrottlePolicy,
): Promise<number> {
  const window = sql`make_interval(secs => ${policy.windowMs / 1000})`;
  const lock = sql`now() + make_interval(secs => ${policy.lockMs / 1000})`;
  const expired = sql`t.window_started_at <= now() - ${window}`;
  const count = sql`case when ${expired} then 1 else t.failures + 1 end`;
  const { rows } = await sql<{ failures: number }>`
    insert into login_throttle as t (key, failures, window_started_at, locked_until)
    values (${key}, 1, now(), case when 1 >= ${policy.maxFailures} then ${lock} end)
    on conflict (key) do update set
      failures = ${count},
      window_started_at = case when ${expired} then now() else t.window_started_at end,
      locked_until = case when ${count} >= ${policy.maxFailures} then ${lock} end
    where t.locked_until is null or t.locked_until <= now()
    returning failures
  `.execute(db);
  if (rows.length > 0) return 0;
  const locked = await db
    .selectFrom('login_throttle')
    .select(sql<number>`ceil(extract(epoch from locked_until - now()))::int`.as('seconds'))
    .where('key', '=', key)
    .executeTakeFirst();
  return Math.max(1, Number(locked?.seconds ?? 1));
}

/**
 * Gives back one attempt of `key` that checked nothing or succeeded; the lock it set goes with it
 * when the count falls below the limit again.
 */
export async function releaseAttempt(
  db: Kysely<Database>,
  key: string,
  policy: ThrottlePolicy,
): Promise<void> {
  await db
    .updateTable('login_throttle')
    .set({
      failures: sql`greatest(failures - 1, 0)`,
      lockedUntil: sql`case when failures - 1 < ${policy.maxFailures} then null else locked_until end`,
    })
    .where('key', '=', key)
    .execute();
}

/** Forgets the failures of `key` (a successful sign-in). */
export async function clearFailures(db: Kysely<Database>, key: string): Promise<void> {
  await db.deleteFrom('login_throttle').where('key', '=', key).execute();
}
