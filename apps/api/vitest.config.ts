import { configDefaults, defineConfig } from 'vitest/config';

// Database tests run once per database kind: embedded PGlite and PostgreSQL. TEST_DB_KINDS narrows the
// list (npm test sets it when no PostgreSQL answers).
const kinds = (process.env.TEST_DB_KINDS ?? 'pglite,postgres').split(',').filter(Boolean);

// Which files run on both kinds. The rule: a file runs on PGlite too when what it checks is what the app
// does with data (its services, procedures and rules, whose SQL PGlite runs in its own engine). A file
// that checks the HTTP surface (routing, authorization, input validation, the OpenAPI document, headers,
// encodings, pages) drives the same SQL as the files above and would find nothing new on a second
// engine, so it runs on PostgreSQL only, the engine production runs; so does a unit test of src/ that
// opens no database at all (on either kind it is the same run). When only one kind is configured, that
// kind runs every file. The repositories and migrations are tested on both kinds in packages/db.
const POSTGRES_ONLY = [
  'src/**/*.test.ts',
  'test/authz-matrix.test.ts',
  'test/compression.test.ts',
  'test/fuzz.test.ts',
  // Two processes on one database, which embedded PGlite cannot be.
  'test/mail-crash.test.ts',
  'test/openapi.test.ts',
  'test/openapi-statuses.test.ts',
  'test/rest-adapter.test.ts',
  'test/rest-coercion.test.ts',
  'test/security-headers.test.ts',
  'test/session-check.test.ts',
  'test/web-pages.test.ts',
];

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Vitest's default on 2 cores is one worker, which leaves a core idle whenever these files are the
    // only task of the run left.
    maxWorkers: 2,
    projects: kinds.map((kind) => ({
      extends: true,
      test: {
        name: kind,
        env: { TEST_DB_KIND: kind },
        exclude: [
          ...configDefaults.exclude,
          ...(kind === 'pglite' && kinds.includes('postgres') ? POSTGRES_ONLY : []),
        ],
      },
    })),
  },
});
