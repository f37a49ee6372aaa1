import { storedFileId } from '@app/domain';
import { type Kysely, sql, type Updateable } from 'kysely';
import type { CompanySettingsTable, Database } from '../schema.ts';
import { storedImage } from '../stored-files/stored-files.repository.ts';

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

/** The company's time zone (UTC until the server's first start sets one), as company_time_zone() reads it. */
export async function companyTimeZone(db: Kysely<Database>): Promise<string> {
  const { rows } = await sql<{ timeZone: string }>`select company_time_zone() as "timeZone"`.execute(db);
  return rows[0]?.timeZone ?? 'UTC';
}

/** On start-up: a company without a time zone takes the server's. Answers the zone in force. */
export async function ensureCompanyTimeZone(db: Kysely<Database>, serverTimeZone: string): Promise<string> {
  await getCompanySettings(db);
  await db
    .updateTable('company_settings')
    .set({ timeZone: serverTimeZone })
    .where('timeZone', 'is', null)
    .execute();
  return companyTimeZone(db);
}

/** True when PostgreSQL knows the zone name (its list and the runtime's can differ on rare aliases). */
export async function databaseKnowsTimeZone(db: Kysely<Database>, name: string): Promise<boolean> {
  const row = await db
    .selectNoFrom((eb) => eb.exists(sql`(select 1 from pg_timezone_names where name = ${name})`).as('known'))
    .executeTakeFirst();
  return row?.known === true;
}

/** The mail server set in the company settings (host null: none), its password still encrypted. */
export async function companyMailServer(db: Kysely<Database>) {
  return db
    .selectFrom('company_settings')
    .select(['smtpHost', 'smtpPort', 'smtpSecurity', 'smtpUsername', 'smtpPasswordCiphertext', 'mailFrom'])
    .executeTakeFirst();
}

/** The stored mail server password's ciphertext, locked for a key rotation (none: null). */
export async function smtpPasswordCiphertextForUpdate(db: Kysely<Database>) {
  const row = await db
    .selectFrom('company_settings')
    .select('smtpPasswordCiphertext')
    .forUpdate()
    .executeTakeFirst();
  return row?.smtpPasswordCiphertext ?? null;
}

/** Replaces the mail server password's ciphertext (a key rotation: the same password, the new key). */
export async function storeSmtpPasswordCiphertext(db: Kysely<Database>, ciphertext: string) {
  await db.updateTable('company_settings').set({ smtpPasswordCiphertext: ciphertext }).execute();
}

/** The company's name and logo URL, as the client portal's sign-in page shows them. */
export async function companyBrand(db: Kysely<Database>) {
  const row = await db.selectFrom('company_settings').select(['companyName', 'logoUrl']).executeTakeFirst();
  return { companyName: row?.companyName ?? null, logoUrl: row?.logoUrl ?? null };
}

/**
 * The stored file that is the company logo: the settings name it ('/api/files/<uuid>') and it is an
 * image uploaded as one. Undefined for no logo, an address elsewhere, or any other stored file.
 */
export async function companyLogoFile(db: Kysely<Database>) {
  const id = storedFileId((await companyBrand(db)).logoUrl);
  return id ? storedImage(db, id) : undefined;
}

/** Today in the company's time zone, 'YYYY-MM-DD'. */
export async function companyTodayDate(db: Kysely<Database>): Promise<string> {
  const { rows } = await sql<{ today: string }>`select company_today()::text as today`.execute(db);
  return rows[0]!.today;
}

/** The company's day (its time zone, 'YYYY-MM-DD') at the instant `at`. */
export async function companyDateAt(db: Kysely<Database>, at: Date): Promise<string> {
  const { rows } = await sql<{ day: string }>`
    select ((${at.toISOString()}::timestamptz) at time zone company_time_zone())::date::text as day`.execute(
    db,
  );
  return rows[0]!.day;
}
