import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/*
 * Whether a person chose the company's time zone. The server's first start fills the zone in with its
 * own (migration 0024), which in a container is UTC whatever the business's: until someone chooses,
 * the app offers an administrator the zone of their browser. An administrator choosing a zone, or
 * keeping the one in force when asked, sets it.
 *
 * A company whose zone someone already changed is not asked: the audit log holds the change (an update
 * from one zone to another; the first start's fill-in is from no zone).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table company_settings add column time_zone_confirmed boolean not null default false`.execute(
    db,
  );
  await sql`
    update company_settings set time_zone_confirmed = true
    where exists (
      select 1 from audit_log
      where table_name = 'company_settings'
        and action = 'update'
        and changes ? 'time_zone'
        and changes -> 'time_zone' ->> 'from' is not null
    )`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table company_settings drop column time_zone_confirmed`.execute(db);
}
