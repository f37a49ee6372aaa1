// The landing and login pages rendered to HTML at build time, run after `vite build`:
//
//   node scripts/prerender.mjs [distDir]      (default: apps/web/dist)
//
// A first visit on a phone used to paint nothing until the entry script (React, Mantine, the router,
// tRPC, zod) had been evaluated; with the pages' markup in the HTML, the first and the largest paint
// wait only for the HTML and the small first-paint stylesheet. The build's index.html becomes three
// pages, which the server (apps/api/src/plugins/web.plugin.ts) sends by address:
// - index.html: the landing page (`/`);
// - login.html: the sign-in page (`/login`);
// - app.html: nothing rendered (every other address: a signed-in screen on reload must not show the
//   landing page until the app has started).
// src/prerender.tsx is built for Node (a Vite SSR build, in node_modules/.prerender so that the packages
// it leaves out resolve from here) and imported; each page gets Brotli and gzip copies as the build's
// other files do (vite.config.ts).
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build } from 'vite';

const webDir = join(import.meta.dirname, '..');
const distDir = resolve(process.argv[2] ?? join(webDir, 'dist'));
const ssrDir = join(webDir, 'node_modules', '.prerender');
const EMPTY_ROOT = '<div id="root"></div>';

const template = readFileSync(join(distDir, 'index.html'), 'utf8');
if (!template.includes(EMPTY_ROOT)) {
  console.error(`${distDir}/index.html has no empty ${EMPTY_ROOT}: run vite build first.`);
  process.exit(2);
}

await build({
  root: webDir,
  logLevel: 'warn',
  build: { ssr: 'src/prerender.tsx', outDir: ssrDir, emptyOutDir: true, sourcemap: false },
});
const { render } = await import(pathToFileURL(join(ssrDir, 'prerender.js')).href);

function writePage(name, html) {
  const path = join(distDir, name);
  writeFileSync(path, html);
  writeFileSync(`${path}.br`, brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${path}.gz`, gzipSync(html, { level: 9 }));
}

// The page is on screen without the app's script, which a phone then need not fetch ahead of the
// stylesheet (a module script is fetched at high priority, beside the stylesheet, sharing a slow link
// with it): at low priority it still starts at once, and the stylesheet goes first.
const lowPriority = (html) =>
  html.replace(/<(script type="module"|link rel="modulepreload") /g, '<$1 fetchpriority="low" ');

// The browser may paint a page before it has parsed all of it, and on a slow or busy device it did: the
// sign-in card painted with its username field alone, then grew as the parser reached the password field
// (a layout shift before the app had even run). The page asks the browser not to render until the end
// of the prerendered markup has been parsed (a link rel="expect" with blocking="render", which a browser
// that does not know it ignores; at the end of parsing it stops blocking in any case): one parse, one
// first paint. The marker is an inert template after #root, which React's render leaves alone.
const PARSED_MARKER = 'prerendered-end';
const withRoot = (markup) =>
  lowPriority(template)
    .replace('</head>', `  <link rel="expect" href="#${PARSED_MARKER}" blocking="render">\n  </head>`)
    .replace(EMPTY_ROOT, `<div id="root">${markup}</div><template id="${PARSED_MARKER}"></template>`);
writePage('app.html', template);
writePage('login.html', withRoot(render('/login')));
writePage('index.html', withRoot(render('/')));
rmSync(ssrDir, { recursive: true, force: true });
console.log(`prerendered / and /login into ${distDir}`);
