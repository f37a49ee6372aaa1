import { defineConfig } from 'vitest/config';

// `pnpm test:faults`: real server processes on a throwaway PostgreSQL cluster that the tests stop,
// crash and restart. Kept out of the normal run (vitest.config.ts) and run one file at a time, since
// each file starts its own cluster and servers.
export default defineConfig({
  test: {
    include: ['test-faults/**/*.test.ts'],
    testTimeout: 180_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
});
