/*
 * Usage: DATABASE_URL=postgres://... node src/cli/seed-bulk.ts --clients 100000 --events 100000 \
 *          --inventory 50000 --financial 1000000 --invoices 200000 --reservations 500000 [--vendors N ...]
 * Migrates the database, then loads the rows (see seed/bulk.ts). Counts not given are derived
 * from --clients and --events. PostgreSQL only.
 */
import { parseArgs } from 'node:util';
import { createDatabase } from '../client.ts';
import { migrateToLatest } from '../migrate.ts';
import type { BulkSeedCounts } from '../seed/bulk.ts';
import { bulkSeedCounts, seedBulk } from '../seed/bulk.ts';

const optionNames = {
  clients: 'clients',
  events: 'events',
  inventory: 'inventory',
  financial: 'financial',
  invoices: 'invoices',
  reservations: 'reservations',
  vendors: 'vendors',
  digitalProducts: 'digital-products',
  campaigns: 'campaigns',
  templates: 'templates',
  businessInfo: 'business-info',
  documents: 'documents',
  clientPortals: 'client-portals',
  marketingAssets: 'marketing-assets',
  notifications: 'notifications',
} as const satisfies Record<keyof BulkSeedCounts, string>;

const { values } = parseArgs({
  options: Object.fromEntries(Object.values(optionNames).map((name) => [name, { type: 'string' as const }])),
  strict: true,
});

const given: Partial<BulkSeedCounts> = {};
for (const [key, option] of Object.entries(optionNames) as [keyof BulkSeedCounts, string][]) {
  const raw = values[option];
  if (raw === undefined) continue;
  const count = Number(raw.replace(/_/g, ''));
  if (!Number.isSafeInteger(count) || count < 0) {
    console.error(`--${option} must be a whole number >= 0, not '${raw}'`);
    process.exit(2);
  }
  given[key] = count;
}

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error('DATABASE_URL must point at a PostgreSQL database (bulk seeding is not meant for PGlite).');
  process.exit(2);
}

const { db, close } = await createDatabase({ databaseUrl, statementTimeoutMs: 0 });
try {
  await migrateToLatest(db);
  console.log('Seeding', bulkSeedCounts(given));
  const started = performance.now();
  await seedBulk(db, given, (step, rows, milliseconds) => {
    console.log(`${step.padEnd(45)} ${String(rows).padStart(9)} rows  ${(milliseconds / 1000).toFixed(1)} s`);
  });
  console.log(`Done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await close();
}
