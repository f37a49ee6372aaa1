import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
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

/**
 * public/color-scheme.js must run before the first paint (index.html), so the page waits for it: the
 * build references a copy named by its content, under assets/ (cached for a year, as the build's other
 * files), so that a visit does not wait for the server to confirm that the copy it has is current.
 */
function fingerprintHeadScript(file: string): Plugin {
  return {
    name: 'fingerprint-head-script',
    apply: 'build',
    buildStart() {
      const source = readFileSync(join(import.meta.dirname, 'public', file));
      this.emitFile({ type: 'asset', name: file, source });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const asset = Object.values(bundle ?? {}).find(
          (a) => a.type === 'asset' && a.names.includes(file) && a.fileName.startsWith('assets/'),
        );
        if (!asset) throw new Error(`${file} was not emitted`);
        const tag = `<script src="/${file}"></script>`;
        if (!html.includes(tag)) throw new Error(`index.html has no ${tag}`);
        return html.replace(tag, `<script src="/${asset.fileName}"></script>`);
      },
    },
  };
}

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    fingerprintHeadScript('color-scheme.js'),
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
    rolldownOptions: {
      output: {
        // Everything the entry imports statically ('$initial': the landing and login pages, the router
        // and its loaders, React, Mantine's core, tRPC, zod) in one chunk. Every page loads all of it
        // first anyway, but left to itself Rolldown cuts it into a score of small shared chunks (by which
        // lazy chunks also use each piece), each compressed on its own: about 10 KB more gzip and 20
        // requests. Lazy chunks import what they share with the entry from this one chunk.
        codeSplitting: {
          groups: [{ name: 'initial', tags: ['$initial'] }],
        },
      },
    },
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
