import type { Kysely, Updateable } from 'kysely';
import type { CompanySettingsTable, Database } from '../schema.ts';

/** The single company-settings row (created by the migration or on first read). */
export async function getCompanySettings(db: Kysely<Database>) {
  const row = await db.selectFrom('company_settings').selectAll().executeTakeFirst();
  if (row) return row;
  return db
    .insertInto('company_settings')
    .values({})
    .onConflict((oc) => oc.column('id').doNothing())
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updateCompanySettings(
  db: Kysely<Database>,
  values: Updateable<CompanySettingsTable>,
  expectedVersion?: number,
) {
  await getCompanySettings(db);
  let query = db.updateTable('company_settings').set(values).where('id', '=', true);
  if (expectedVersion !== undefined) query = query.where('version', '=', expectedVersion);
  return query.returningAll().executeTakeFirst();
}
