// The JavaScript budget of the web app, checked after `vite build` (turbo task `bundle`, part of
// `npm test`): prints what each route costs the browser in gzip and fails when one is over budget.
//
//   node scripts/check-bundle.mjs [distDir]      (default: apps/web/dist)
//
// What a route costs is what the browser must fetch for it and does not have yet:
// - landing + login: the entry script of index.html, every chunk index.html preloads (the app's chunk,
//   with the landing and login pages, which the small entry imports dynamically) and every chunk these
//   import statically;
// - each lazily loaded chunk (a dynamic import(): the signed-in shell, then each screen): that chunk
//   and its static imports, minus everything already loaded by the chunk that imports it;
// - zod's chunk (vite.config.ts) is charged to the signed-in shell: the shell is always fetched with a
//   screen (router.tsx's screenRoute), and nearly every screen's forms need zod, so it is fetched once
//   with the first screen, whichever it is. The sign-in form loads it when it is first used;
// - what renders outside the signed-in shell (the client portal, the two-factor set-up page, the
//   "Forgot password?" pages, the sign-in form's schema, the toasts' container) is charged for
//   everything the first load had not loaded, zod included.
// Sizes are gzip (zlib's default level, as Vite's build report and most servers), KB = 1024 bytes.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const KB = 1024;
/**
 * Budgets in KB of gzip. Landing + login: the goal of the performance issue (< 200 KB). The
 * signed-in shell holds the router, the sidebar, the header and the dashboard (≈60 KB today): 100 KB
 * leaves room for more shared components, not for a charting library. A screen (5-34 KB today, each
 * on top of the shell): 45 KB (see below), room for a larger form or table, while a screen that drags in a heavy
 * dependency of its own fails and must load it lazily, as the dashboard does its chart: the chart
 * chunk (recharts, ≈116 KB) has a budget of its own, so that no other screen ever pays for it.
 */
// Screens: 45 KB since the data router took the entry's room and the date library (dayjs,
// ~3 KB, shared by the screens that show dates) moved out of the entry into the screens' shared chunks.
// Shell: 110 KB since zod (≈24 KB) left the first load for the shell's row.
// The client portal is a signed-in app of its own, for clients: the shell's budget.
// The e-mail template editor (Tiptap and ProseMirror, ≈141 KB) is fetched when its dialog opens, as
// the chart is: a budget of its own, so that no screen pays for it.
export const BUDGETS_KB = { entry: 200, shell: 110, portal: 110, screen: 45, chart: 125, editor: 150 };
const SHELL_NAME = /^SignedInApp-/;
const ZOD_NAME = /^zod-[\w-]{8}\.js$/;
const PORTAL_NAME = /^PortalApp-/;
/** Lazy chunks rendered without the signed-in shell (router.tsx, App.tsx, LoginPage.tsx). */
const OUTSIDE_SHELL =
  /^(PortalApp|TwoFactorRequiredPage|PasswordResetPages|login-schema|notifications-container)-/;
/** Lazily loaded charts (features/dashboard/RevenueChart.tsx). */
const CHART_NAME = /Chart-[\w-]{8}\.js$/;
/** The lazily loaded rich text editor (features/email-templates/BodyEditor.tsx). */
const EDITOR_NAME = /^BodyEditor-[\w-]{8}\.js$/;

const distDir = resolve(process.argv[2] ?? join(import.meta.dirname, '..', 'dist'));
const assetsDir = join(distDir, 'assets');

let html;
try {
  html = readFileSync(join(distDir, 'index.html'), 'utf8');
} catch {
  console.error(`No build at ${distDir}: run vite build first.`);
  process.exit(2);
}

const files = new Set(readdirSync(assetsDir).filter((file) => file.endsWith('.js')));
const sources = new Map();
const gzipBytes = new Map();
const source = (file) => {
  if (!sources.has(file)) sources.set(file, readFileSync(join(assetsDir, file), 'utf8'));
  return sources.get(file);
};
const gzipSize = (file) => {
  if (!gzipBytes.has(file)) gzipBytes.set(file, gzipSync(readFileSync(join(assetsDir, file))).length);
  return gzipBytes.get(file);
};

// Chunks live side by side in assets/ and refer to each other as "./Name-hash.js".
const STATIC_IMPORT = /\b(?:import|export)\s*(?:[\w$\s{},*]*?\bfrom\s*)?["']\.\/([\w.$-]+\.js)["']/g;
const DYNAMIC_IMPORT = /\bimport\(\s*["'`]\.\/([\w.$-]+\.js)["'`]\s*\)/g;
const matches = (text, pattern) =>
  [...text.matchAll(pattern)].map((match) => match[1]).filter((file) => files.has(file));

/** A chunk and everything it imports statically, transitively. */
function staticClosure(file, into = new Set()) {
  if (into.has(file)) return into;
  into.add(file);
  for (const imported of matches(source(file), STATIC_IMPORT)) staticClosure(imported, into);
  return into;
}

const entry = html.match(/<script[^>]+type="module"[^>]+src="\/assets\/([^"]+\.js)"/)?.[1];
if (!entry || !files.has(entry)) {
  console.error('index.html has no module entry script under /assets/.');
  process.exit(2);
}

const preloaded = [...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="\/assets\/([^"]+\.js)"/g)]
  .map((match) => match[1])
  .filter((file) => files.has(file));

const sum = (set) => [...set].reduce((total, file) => total + gzipSize(file), 0);
const rows = [];
const initial = new Set();
for (const file of [entry, ...preloaded]) staticClosure(file, initial);
rows.push({
  name: 'landing + login (entry, preloaded chunks, their static imports)',
  kind: 'entry',
  files: initial,
  bytes: sum(initial),
});

// Screens (and the dashboard's chart) render only inside the signed-in shell, whoever imports them (the
// entry names their chunks so it can fetch a screen in parallel with the shell): a screen is charged for
// what the entry and the shell had not loaded.
const shellChunk = [...initial]
  .flatMap((file) => matches(source(file), DYNAMIC_IMPORT))
  .find((f) => SHELL_NAME.test(f));
const zodChunk = [...files].find((file) => ZOD_NAME.test(file));
/** What the shell brings: its chunk, zod's (see above) and their static imports. */
const shellClosure = (shell) => {
  const closure = staticClosure(shell);
  if (zodChunk) staticClosure(zodChunk, closure);
  return closure;
};
const shellLoaded = shellChunk ? shellClosure(shellChunk) : new Set();

// Breadth-first over dynamic imports: each lazy chunk is charged for what its importer had not loaded.
const queue = [{ loaded: initial, from: initial }];
const seen = new Set();
while (queue.length > 0) {
  const { loaded, from } = queue.shift();
  for (const file of from) {
    for (const target of matches(source(file), DYNAMIC_IMPORT)) {
      if (seen.has(target) || loaded.has(target)) continue;
      seen.add(target);
      const kind = SHELL_NAME.test(target)
        ? 'shell'
        : PORTAL_NAME.test(target)
          ? 'portal'
          : CHART_NAME.test(target)
            ? 'chart'
            : EDITOR_NAME.test(target)
              ? 'editor'
              : 'screen';
      const closure = kind === 'shell' ? shellClosure(target) : staticClosure(target);
      const withoutShell = kind === 'shell' || OUTSIDE_SHELL.test(target);
      const before = withoutShell ? loaded : new Set([...loaded, ...shellLoaded]);
      const added = new Set([...closure].filter((chunk) => !before.has(chunk)));
      rows.push({ name: target.replace(/-[\w-]{8}\.js$/, ''), kind, files: added, bytes: sum(added) });
      queue.push({ loaded: new Set([...loaded, ...closure]), from: closure });
    }
  }
}

const over = rows.filter((row) => row.bytes > BUDGETS_KB[row.kind] * KB);
const kb = (bytes) => (bytes / KB).toFixed(1);
const width = Math.max(...rows.map((row) => row.name.length));
console.log(`JavaScript per route, gzip (${distDir})`);
console.log(
  `${'route'.padEnd(width)}  ${'kind'.padEnd(6)}  ${'KB'.padStart(6)}  ${'budget'.padStart(6)}  chunks`,
);
for (const row of rows) {
  const flag = row.bytes > BUDGETS_KB[row.kind] * KB ? '  OVER BUDGET' : '';
  console.log(
    `${row.name.padEnd(width)}  ${row.kind.padEnd(6)}  ${kb(row.bytes).padStart(6)}  ${String(BUDGETS_KB[row.kind]).padStart(6)}  ${row.files.size}${flag}`,
  );
}
if (over.length > 0) {
  console.error(`\n${over.length} over budget: ${over.map((row) => row.name).join(', ')}`);
  process.exit(1);
}
console.log(`\nAll ${rows.length} within budget.`);
