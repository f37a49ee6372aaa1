import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/*
 * Deleting a notification dismisses it instead of removing the row. The row keeps the condition's
 * dedupe_key, so the rules (notification-rules.ts) do not make the same notification again on their
 * next run: a deleted 'Low stock' used to come back within 30 seconds while the stock stayed low. When
 * the condition ends, the rules release the key as before, and a recurrence notifies again.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table notifications add column dismissed_at timestamptz`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function down(db: Kysely<any>): Promise<void> {
  await sql`delete from notifications where dismissed_at is not null`.execute(db);
  await sql`alter table notifications drop column dismissed_at`.execute(db);
}
