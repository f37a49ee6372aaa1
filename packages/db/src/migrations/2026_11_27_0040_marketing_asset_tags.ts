import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/*
 * A marketing asset's tags are a list like every other table's (empty when none), never null: the API's
 * row schema says so, and answers read exactly the stored columns (issue 20 part 4), so a null would reach
 * the screen. Rows written with null tags (by the bulk seed) become empty lists.
 */
const upStatements = [
  "update marketing_assets set tags = '{}' where tags is null",
  "alter table marketing_assets alter column tags set default '{}'",
  'alter table marketing_assets alter column tags set not null',
];

const downStatements = [
  'alter table marketing_assets alter column tags drop not null',
  'alter table marketing_assets alter column tags drop default',
];

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of upStatements) await sql.raw(statement).execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function down(db: Kysely<any>): Promise<void> {
  for (const statement of downStatements) await sql.raw(statement).execute(db);
}
