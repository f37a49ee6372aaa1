/*
 * Test databases for every package of the workspace.
 *
 *   const testDb = await createTestDatabase();          // kind from TEST_DB_KIND, default 'pglite'
 *   afterAll(() => testDb.close());
 *   beforeEach(() => resetTables(testDb.db));
 *
 * 'postgres' creates a fresh, uniquely named database on the server of TEST_DATABASE_URL
 * (an admin connection string), migrates it, and drops it on close(). 'pglite' is an in-memory
 * PGlite, migrated. Share one per test file and reset the tables between tests.
 */
import { randomBytes } from 'node:crypto';
import type { CompiledQuery, Kysely, KyselyPlugin } from 'kysely';
import { sql } from 'kysely';
import pg from 'pg';
import type { AppDatabase, DatabaseKind, Listen } from './client.ts';
import { createDatabase } from './client.ts';
import { migrateToLatest } from './migrate.ts';
import type { Database } from './schema.ts';
import { tableNames } from './schema.ts';

export const defaultTestDatabaseUrl = 'postgres://postgres@127.0.0.1:5432/postgres';

export interface TestDatabase {
  db: Kysely<Database>;
  kind: DatabaseKind;
  /** The URL of the fresh database ('postgres' only), e.g. to start an API against it. */
  databaseUrl?: string;
  /** LISTEN on a channel of this database (see AppDatabase). */
  listen: Listen;
  /** Where a second client reaches it (see AppDatabase). */
  connection: AppDatabase['connection'];
  /** Destroys the Kysely instance and, for 'postgres', drops the database. */
  close(): Promise<void>;
}

export interface CreateTestDatabaseOptions {
  kind?: DatabaseKind;
  /** Admin connection string for 'postgres'; default TEST_DATABASE_URL or the local server. */
  adminUrl?: string;
  /** Skip migrations (tests of the migrations themselves). */
  migrate?: boolean;
}

export function testDatabaseKind(): DatabaseKind {
  const kind = process.env.TEST_DB_KIND ?? 'pglite';
  if (kind !== 'pglite' && kind !== 'postgres') {
    throw new Error(`TEST_DB_KIND must be 'pglite' or 'postgres', not '${kind}'`);
  }
  return kind;
}

async function withAdminClient<T>(adminUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** Creates a migrated database for one test file. */
export async function createTestDatabase(options: CreateTestDatabaseOptions = {}): Promise<TestDatabase> {
  const kind = options.kind ?? testDatabaseKind();
  const migrate = options.migrate ?? true;

  if (kind === 'pglite') {
    const { db, listen, connection, close } = await createDatabase({});
    if (migrate) await migrateToLatest(db);
    return { db, kind, listen, connection, close };
  }

  const adminUrl = options.adminUrl ?? process.env.TEST_DATABASE_URL ?? defaultTestDatabaseUrl;
  const name = `app_test_${process.pid}_${randomBytes(6).toString('hex')}`;
  await withAdminClient(adminUrl, (client) => client.query(`create database "${name}"`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();

  const dropDatabase = () =>
    withAdminClient(adminUrl, (client) => client.query(`drop database if exists "${name}" with (force)`));

  const { db, listen, connection, close } = await createDatabase({ databaseUrl, poolMax: 5 });
  try {
    if (migrate) await migrateToLatest(db);
  } catch (error) {
    await close();
    await dropDatabase();
    throw error;
  }
  return {
    db,
    kind,
    databaseUrl,
    listen,
    connection,
    close: async () => {
      await close();
      await dropDatabase();
    },
  };
}

/**
 * Empties every application table and restarts their identities (one TRUNCATE, no row triggers fire),
 * then puts back the company_settings row that the migrations create. The list generations stay: they
 * only grow (migration 0045), and the TRUNCATE adds one to each.
 */
export async function resetTables(db: Kysely<Database>): Promise<void> {
  const emptied = tableNames.filter((table) => table !== 'list_generations');
  await sql.raw(`truncate table ${emptied.join(', ')} restart identity cascade`).execute(db);
  await sql`insert into company_settings default values`.execute(db);
  // The pipeline a new database starts with (migration 0066 writes the same).
  await sql`insert into pipeline_stages (name, position, kind) values
    ('New inquiry', 0, 'open'), ('Contacted', 1, 'open'), ('Proposal sent', 2, 'open'),
    ('Booked', 3, 'booked'), ('Lost', 4, 'lost')`.execute(db);
}

/**
 * A handle on `db` that records each statement it sends, compiled as it is sent (`sent`, in order).
 * A handle of its own: what a Kysely handle keeps (kept counts, queries compiled once) starts empty.
 */
export function recordingHandle(db: Kysely<Database>): { handle: Kysely<Database>; sent: CompiledQuery[] } {
  const sent: CompiledQuery[] = [];
  const recorder: KyselyPlugin = {
    transformQuery: ({ node, queryId }) => {
      sent.push(db.getExecutor().compileQuery(node, queryId));
      return node;
    },
    transformResult: async ({ result }) => result,
  };
  return { handle: db.withPlugin(recorder), sent };
}
