import { type Kysely, sql } from 'kysely';

// Failed sign-ins per account and per IP, shared by every API instance.
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table login_throttle (
      key text primary key,
      failures integer not null default 0 check (failures >= 0),
      window_started_at timestamptz not null default now(),
      locked_until timestamptz
    )`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists login_throttle`.execute(db);
}
