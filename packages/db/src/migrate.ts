import { readdirSync } from 'node:fs';
import { type Kysely, sql } from 'kysely';
import type { Migration, MigrationResult, MigrationResultSet } from 'kysely/migration';
import { Migrator, NO_MIGRATIONS } from 'kysely/migration';

export type { MigrationResult } from 'kysely/migration';

/** Thrown when a migration run fails; `results` tells which migrations ran, failed or were skipped. */
export class MigrationError extends Error {
  readonly results: readonly MigrationResult[];

  constructor(message: string, results: readonly MigrationResult[], cause: unknown) {
    super(message, { cause });
    this.name = 'MigrationError';
    this.results = results;
  }
}

/*
 * The migrations are the files of migrations/ named `YYYY_MM_DD_NNNN_what.ts`, in name order: a new
 * migration is a new file and nothing else. The API runs its TypeScript as it is (Node's type stripping,
 * no bundle), so the folder is there to read at run time; each file is imported when a run needs it.
 */
const MIGRATIONS_FOLDER = new URL('./migrations/', import.meta.url);
const MIGRATION_FILE = /^(\d{4}_\d{2}_\d{2}_\d{4}_\w+)\.ts$/;

/** Names of the migrations this package ships, in order. */
export const migrationNames: readonly string[] = readdirSync(MIGRATIONS_FOLDER)
  .map((file) => MIGRATION_FILE.exec(file)?.[1])
  .filter((name) => name !== undefined)
  .sort();

let loaded: Promise<Record<string, Migration>> | undefined;
function loadMigrations(): Promise<Record<string, Migration>> {
  loaded ??= Promise.all(
    migrationNames.map(
      async (name) =>
        [name, (await import(new URL(`${name}.ts`, MIGRATIONS_FOLDER).href)) as Migration] as const,
    ),
  ).then((entries) => Object.fromEntries(entries));
  return loaded;
}

// biome-ignore lint/suspicious/noExplicitAny: the migrator works on any schema
function createMigrator(db: Kysely<any>): Migrator {
  return new Migrator({
    // Migrations use raw SQL and must not see the application's CamelCasePlugin.
    db: db.withoutPlugins(),
    provider: { getMigrations: loadMigrations },
  });
}

function unwrap(direction: 'up' | 'down', { error, results = [] }: MigrationResultSet): MigrationResult[] {
  if (error === undefined) return results;
  const failed = results.find((result) => result.status === 'Error');
  const reason = error instanceof Error ? error.message : String(error);
  const where = failed ? `migration "${failed.migrationName}" failed` : 'the migrator failed before running';
  throw new MigrationError(
    `Database migration (${direction}) failed: ${where}: ${reason}. Nothing was applied: the run is one transaction.`,
    results,
    error,
  );
}

/**
 * Applies every pending migration in one transaction (PostgreSQL and PGlite both have transactional
 * DDL) under Kysely's migration lock, so concurrent starts are safe. Throws `MigrationError`.
 */
// biome-ignore lint/suspicious/noExplicitAny: the migrator works on any schema
export async function migrateToLatest(db: Kysely<any>): Promise<MigrationResult[]> {
  return unwrap('up', await createMigrator(db).migrateToLatest());
}

/** Runs every `down`, newest first, leaving no application table or function. Throws `MigrationError`. */
// biome-ignore lint/suspicious/noExplicitAny: the migrator works on any schema
export async function migrateDownAll(db: Kysely<any>): Promise<MigrationResult[]> {
  return unwrap('down', await createMigrator(db).migrateTo(NO_MIGRATIONS));
}

/** True once migrations have run on this database (their bookkeeping table exists). */
// biome-ignore lint/suspicious/noExplicitAny: any schema, as the migrator's
export async function hasMigrated(db: Kysely<any>): Promise<boolean> {
  const { rows } = await sql<{ migrated: boolean }>`
    select to_regclass('public.kysely_migration') is not null as migrated`.execute(db);
  return rows[0]?.migrated === true;
}
