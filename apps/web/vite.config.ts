import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

/**
 * react-router's package exports only its development build (remix-run/react-router#14102, open): a
 * production bundle would run its development checks and warnings on every navigation. The build
 * takes the production files that ship beside them.
 */
function reactRouterProductionBuild() {
  // react-router is react-router-dom's dependency: resolved from there.
  const fromRouterDom = createRequire(createRequire(import.meta.url).resolve('react-router-dom'));
  const dist = join(dirname(fromRouterDom.resolve('react-router/package.json')), 'dist/production');
  return [
    { find: /^react-router$/, replacement: join(dist, 'index.mjs') },
    { find: /^react-router\/dom$/, replacement: join(dist, 'dom-export.mjs') },
  ];
}

export default defineConfig(({ command }) => ({
  plugins: [react()],
  resolve: { alias: command === 'build' ? reactRouterProductionBuild() : [] },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/trpc': { target: apiTarget, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
  },
  test: {
    environment: 'jsdom',
    globals: false,
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    // Form tests type with user-event; on a busy 2-core runner a test can take several seconds.
    testTimeout: 30_000,
  },
}));
