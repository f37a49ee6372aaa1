/*
 * Usage: node src/cli/codegen.ts [--verify]
 * Generates src/generated/database.ts (the Kysely table types) from a freshly migrated scratch database
 * on PostgreSQL (CODEGEN_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres, on which a
 * scratch database is created and dropped). With --verify it only checks that the committed file is
 * what the migrations give, and exits 1 when not (CI runs this: a migration without regenerated types fails).
 *
 * What the database knows, the generator writes: columns, nullability, defaults, and the allowed values
 * of each `CHECK (column IN (...))`, which become string unions (a type test checks them against the
 * domain's constants). What it cannot know is said here: columns the application never writes.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { createDatabase } from '../client.ts';
import { migrateToLatest } from '../migrate.ts';

const OUT_FILE = fileURLToPath(new URL('../generated/database.ts', import.meta.url));
const TABLES_FILE = fileURLToPath(new URL('../generated/table-names.ts', import.meta.url));
const COLUMN_TYPES = './column-types.ts';

/** Columns kept by triggers or generated (the application never writes them). */
const DERIVED: Record<string, string[]> = {
  clients: ['revenue', 'events_count', 'search_text'],
  inventory: ['status'],
};
/** jsonb columns that always hold an object. */
const JSON_OBJECTS = ['audit_log.changes', 'sessions.data', 'notifications.metadata', 'leads.answers'];

const verify = process.argv.includes('--verify');
const adminUrl = process.env.CODEGEN_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const scratch = `codegen_${process.pid}_${Date.now()}`;
const scratchUrl = new URL(adminUrl);
scratchUrl.pathname = `/${scratch}`;

type Column = { table: string; column: string; nullable: boolean; hasDefault: boolean; dataType: string };

/** The values each column's CHECK constraints allow, from `column = ANY (ARRAY['a'::text, ...])`. */
function checkedValues(definitions: string[]): Map<string, Set<string>> {
  const allowed = new Map<string, Set<string>>();
  for (const definition of definitions) {
    const [table, text] = definition.split('|', 2) as [string, string];
    for (const match of text.matchAll(/\(?"?(\w+)"? = ANY \(ARRAY\[([^\]]+)\]\)/g)) {
      const key = `${table}.${match[1]}`;
      const values = [...match[2]!.matchAll(/'((?:[^']|'')*)'::text/g)].map((v) =>
        v[1]!.replaceAll("''", "'"),
      );
      const set = allowed.get(key) ?? new Set<string>();
      for (const value of values) set.add(value);
      allowed.set(key, set);
    }
  }
  return allowed;
}

function override(column: Column, base: string): string {
  const nullable = column.nullable ? `${base} | null` : base;
  return column.hasDefault ? `Generated<${nullable}>` : nullable;
}

async function introspectOverrides(url: string): Promise<Record<string, string>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const columns = (
      await client.query<Column>(`
        select table_name as "table", column_name as "column", is_nullable = 'YES' as nullable,
               column_default is not null as "hasDefault", data_type as "dataType"
        from information_schema.columns where table_schema = 'public' and table_name <> 'kysely_migration'
          and table_name <> 'kysely_migration_lock'`)
    ).rows;
    const checks = (
      await client.query<{ definition: string }>(`
        select conrelid::regclass::text || '|' || pg_get_constraintdef(oid) as definition
        from pg_constraint where contype = 'c' and connamespace = 'public'::regnamespace order by 1`)
    ).rows.map((row) => row.definition);
    const allowed = checkedValues(checks);
    const versioned = new Set(columns.filter((c) => c.column === 'version').map((c) => c.table));
    const overrides: Record<string, string> = {};
    for (const column of columns) {
      const key = `${column.table}.${column.column}`;
      const values = allowed.get(key);
      let type: string | undefined;
      if (values) type = [...values].map((value) => JSON.stringify(value)).join(' | ');
      if (DERIVED[column.table]?.includes(column.column)) {
        const scalar = column.dataType === 'numeric' || column.dataType === 'text' ? 'string' : 'number';
        overrides[key] = `Derived<${type ?? scalar}>`;
      } else if (versioned.has(column.table) && column.column === 'version') {
        overrides[key] = 'Version';
      } else if (versioned.has(column.table) && column.column === 'created_at') {
        overrides[key] = 'CreatedAt';
      } else if (versioned.has(column.table) && column.column === 'updated_at') {
        overrides[key] = 'UpdatedAt';
      } else if (JSON_OBJECTS.includes(key)) {
        overrides[key] = column.nullable ? 'NullableJsonb' : 'Jsonb';
      } else if (type) {
        overrides[key] = override(column, type);
      } else if (column.dataType === 'numeric') {
        // Money and decimals: written as the exact decimal strings the API sends, never as JS numbers.
        overrides[key] = override(column, 'string');
      }
    }
    return overrides;
  } finally {
    await client.end();
  }
}

/** generated/table-names.ts: every application table by its SQL name (schema.ts checks it against the types). */
async function tableNamesSource(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>(`
      select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not like 'kysely\\_%'
      order by table_name`);
    const lines = rows.map((row) => `  '${row.name}',`).join('\n');
    return `// Generated by src/cli/codegen.ts from the migrated database: every application table. Do not edit.\nexport const tableNames = [\n${lines}\n] as const;\n`;
  } finally {
    await client.end();
  }
}

/** Writes generated/table-names.ts, or with --verify says whether it is what the migrations give. */
async function tableNamesUpToDate(url: string): Promise<boolean> {
  const source = await tableNamesSource(url);
  if (!verify) {
    writeFileSync(TABLES_FILE, source);
    return true;
  }
  const current = readFileSync(TABLES_FILE, 'utf8');
  if (current !== source)
    console.error(
      'src/generated/table-names.ts is out of date: run `pnpm --filter @app/db codegen` and commit it.',
    );
  return current === source;
}

const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`create database ${scratch}`);
let status = 1;
try {
  const database = await createDatabase({ databaseUrl: scratchUrl.toString(), statementTimeoutMs: 0 });
  try {
    await migrateToLatest(database.db);
  } finally {
    await database.close();
  }
  const overrides = await introspectOverrides(scratchUrl.toString());
  const customImports = Object.fromEntries(
    ['CreatedAt', 'UpdatedAt', 'IsoTimestamp', 'Version', 'Derived', 'Jsonb', 'NullableJsonb'].map((name) => [
      name,
      COLUMN_TYPES,
    ]),
  );
  const args = [
    'kysely-codegen',
    '--dialect',
    'postgres',
    '--url',
    scratchUrl.toString(),
    '--camel-case',
    '--numeric-parser',
    'string',
    '--date-parser',
    'string',
    '--type-mapping',
    JSON.stringify({ int8: 'number', bytea: 'Uint8Array', timestamptz: 'IsoTimestamp' }),
    '--exclude-pattern',
    'kysely_*',
    '--custom-imports',
    JSON.stringify(customImports),
    '--overrides',
    JSON.stringify({ columns: overrides }),
    '--out-file',
    OUT_FILE,
    '--log-level',
    'warn',
    ...(verify ? ['--verify'] : []),
  ];
  const run = spawnSync('npx', args, {
    stdio: 'inherit',
    cwd: fileURLToPath(new URL('../..', import.meta.url)),
  });
  status = run.status ?? 1;
  if (!(await tableNamesUpToDate(scratchUrl.toString()))) status = 1;
  if (status !== 0 && verify) {
    console.error(
      'src/generated/database.ts is out of date: run `pnpm --filter @app/db codegen` and commit it.',
    );
  }
} finally {
  await admin.query(`drop database if exists ${scratch} with (force)`);
  await admin.end();
}
process.exit(status);
