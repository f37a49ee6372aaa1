import { defineConfig } from 'vitest/config';

// Every database test runs once per database kind: embedded PGlite and PostgreSQL.
// TEST_DB_KINDS narrows the list (npm test sets it when no PostgreSQL answers).
const kinds = (process.env.TEST_DB_KINDS ?? 'pglite,postgres').split(',').filter(Boolean);

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    projects: kinds.map((kind) => ({
      extends: true,
      test: { name: kind, env: { TEST_DB_KIND: kind } },
    })),
  },
});
