/*
 * Usage: node src/cli/migrate.ts [up|down-all]
 * Migrates the PostgreSQL database of DATABASE_URL, or else the PGlite database in DATA_DIR
 * (default ./.data). Exits 1 with the failing migration's name and error on failure.
 */
import { createDatabase } from '../client.ts';
import { migrateDownAll, migrateToLatest } from '../migrate.ts';

const command = process.argv[2] ?? 'up';
if (command !== 'up' && command !== 'down-all') {
  console.error(`Unknown command '${command}'. Usage: migrate.ts [up|down-all]`);
  process.exit(2);
}

const databaseUrl = process.env.DATABASE_URL || undefined;
const dataDir = databaseUrl ? undefined : process.env.DATA_DIR || './.data';
const target = databaseUrl
  ? `PostgreSQL ${new URL(databaseUrl).host}${new URL(databaseUrl).pathname}`
  : `PGlite ${dataDir}`;

// No statement timeout: an index build on a large table may take longer than the app's 10 s.
const { db, close } = await createDatabase({ databaseUrl, dataDir, statementTimeoutMs: 0 });
try {
  const results = command === 'up' ? await migrateToLatest(db) : await migrateDownAll(db);
  if (results.length === 0) console.log(`${target}: already up to date.`);
  for (const result of results)
    console.log(`${target}: ${result.direction} ${result.migrationName}: ${result.status}`);
} catch (error) {
  console.error(`${target}: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await close();
}
