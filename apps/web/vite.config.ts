import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
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
  plugins: [
    react(),
    // Brotli and gzip copies of every text asset above 1 KB, beside the original: the server sends the
    // copy the browser accepts (@fastify/static's preCompressed), at build-time compression levels.
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      threshold: 1024,
      include: /\.(js|css|html|svg|json|txt)$/,
    }),
  ],
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
