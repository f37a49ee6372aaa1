import { defineConfig } from 'vitest/config';

// Every database test runs twice: on embedded PGlite and on a real PostgreSQL (a fresh database per
// test file, see src/testing.ts). TEST_DB_KINDS narrows the list (npm test sets it when no PostgreSQL
// answers). PGlite start-up plus migrations take a few seconds, argon2 hashing is deliberately slow,
// and the machine has 2 cores: hence generous timeouts and 2 workers.
const kinds = (process.env.TEST_DB_KINDS ?? 'pglite,postgres').split(',').filter(Boolean);

export default defineConfig({
  test: {
    testTimeout: 30_000,
    // npm test runs these beside the end-to-end lane: a PGlite start on a starved core can take a minute.
    hookTimeout: 120_000,
    fileParallelism: true,
    maxWorkers: 2,
    projects: kinds.map((kind) => ({ extends: true, test: { name: kind, env: { TEST_DB_KIND: kind } } })),
  },
});
