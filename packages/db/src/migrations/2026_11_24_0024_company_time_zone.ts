import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/*
 * A business works in one time zone. `company_settings.time_zone` (an IANA name) decides which day a
 * timestamp sent as a date falls on, and what "today" means for the dashboard's upcoming events and the
 * notification rules. It is null until the server first starts on the database, which sets it to the
 * server's own zone (TIME_ZONE, else the environment's); until then it reads as UTC.
 * company_today() is that day in SQL, so no query asks PostgreSQL's session zone (current_date).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table company_settings add column time_zone text`.execute(db);
  await sql`
    create function company_time_zone() returns text language sql stable as $$
      select coalesce((select time_zone from company_settings limit 1), 'UTC')
    $$`.execute(db);
  await sql`
    create function company_today() returns date language sql stable as $$
      select (now() at time zone company_time_zone())::date
    $$`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop function company_today()`.execute(db);
  await sql`drop function company_time_zone()`.execute(db);
  await sql`alter table company_settings drop column time_zone`.execute(db);
}
