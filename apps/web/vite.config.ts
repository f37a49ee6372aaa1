import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import react from '@vitejs/plugin-react';
import type { HtmlTagDescriptor, Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { defineConfig } from 'vitest/config';

// The API in development: API_URL, else localhost on the port the API itself reads (PORT).
const apiTarget = process.env.API_URL ?? `http://localhost:${process.env.PORT || 3000}`;

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

/** The chunk of the app's own code (App.tsx and what it imports), which the small entry imports. */
const APP_CHUNK = 'app';

/**
 * index.html preloads the app's chunk, which the entry (main.tsx) imports dynamically: it is fetched
 * (and compiled) beside the entry rather than after it, and its stylesheet, if any, is in the page
 * before the first paint, as the entry's is.
 */
function preloadAppChunk(): Plugin {
  return {
    name: 'preload-app-chunk',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const chunk = Object.values(bundle ?? {}).find((c) => c.type === 'chunk' && c.name === APP_CHUNK);
        if (chunk?.type !== 'chunk') throw new Error(`the build has no '${APP_CHUNK}' chunk`);
        const tags: HtmlTagDescriptor[] = [
          { tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${chunk.fileName}` } },
        ];
        for (const css of chunk.viteMetadata?.importedCss ?? [])
          tags.push({ tag: 'link', attrs: { rel: 'stylesheet', crossorigin: true, href: `/${css}` } });
        return tags.map((tag) => ({ ...tag, injectTo: 'head' as const }));
      },
    },
  };
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
    preloadAppChunk(),
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
    port: Number(process.env.WEB_PORT) || 5173,
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
        // Two chunks that every page loads first. The entry (main.tsx and what it imports, '$initial':
        // the query cache, tRPC, the screens' list and loaders), small, so that it has asked for the
        // session and the screen's data before the app's chunk (App.tsx and what it imports: React DOM,
        // Mantine's core, the router, the landing and login pages) has been evaluated; the list
        // screens' hook (lib/use-paged-list.ts), which nearly every screen uses, goes with the app.
        // Each in one chunk: left to itself Rolldown cuts them into a score of small shared chunks (by
        // which lazy chunks also use each piece), each compressed on its own: about 10 KB more gzip and
        // 20 requests. Lazy chunks import what they share with them from these two chunks. And the
        // icons the lazy chunks use in one chunk (~5 KB gzip), rather than one chunk of a few hundred
        // bytes each that a screen and its shell fetch a dozen of.
        codeSplitting: {
          groups: [
            { name: 'initial', tags: ['$initial'] },
            { name: APP_CHUNK, test: /[\\/]src[\\/](App\.tsx|lib[\\/]use-paged-list\.ts)$/ },
            { name: 'icons', test: /[\\/]@tabler[\\/]icons-react[\\/]/ },
            // zod in a chunk of its own, which the sign-in form loads when it is first used and every
            // screen's forms share (scripts/check-bundle.mjs charges it to the signed-in shell).
            { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]/ },
          ],
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
