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
  const current = await getCompanySettings(db);
  // A save that names no field changes nothing (and an UPDATE with an empty SET is not SQL): answer the
  // row as it is, or nothing when the caller's version is stale, as a real update would.
  if (Object.values(values).every((value) => value === undefined)) {
    return expectedVersion === undefined || current.version === expectedVersion ? current : undefined;
  }
  let query = db.updateTable('company_settings').set(values).where('id', '=', true);
  if (expectedVersion !== undefined) query = query.where('version', '=', expectedVersion);
  return query.returningAll().executeTakeFirst();
}
