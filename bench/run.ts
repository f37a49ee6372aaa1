/*
 * pnpm bench: the whole benchmark, from an empty PostgreSQL server to the table in bench/README.md.
 *
 *   1. creates a fresh database (bench_<time>) on BENCH_DATABASE_URL's server, migrates and seeds it with
 *      100,000 clients, 100,000 events, 50,000 inventory items, 1,000,000 financial records, 200,000
 *      invoices with their lines and payments and 500,000 equipment reservations (plus the proportionate
 *      rest: packages/db/src/seed/bulk.ts);
 *   2. starts the production server (node apps/api/src/server.ts) and the ceiling (bench/ceiling-server.ts:
 *      bare Fastify + pg answering the same pages, searches and filter, event pages and availability);
 *      the event page's and availability calls rotate over 16 events and items spread over the tables
 *      (read from the database once it is seeded), so that no single row's pages stay in cache;
 *   3. signs in, and drives each call with autocannon over loopback at 10 and 50 connections;
 *   4. prints requests/s, p50/p99 latency, errors and the ratio to the ceiling, checks the goals of the
 *      performance issue, writes bench/results/latest.json and the latest results in bench/README.md.
 *
 * Options: --duration S (per run, default 6) --warmup S (default 4) --connections 10,50
 *          --database NAME (reuse an already seeded database: no create, no seed, no drop)
 *          --keep (do not drop the fresh database) --no-readme
 *          --no-browser (skip the screen timings in Chromium: bench/browser.ts; they need apps/web/dist)
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, totalmem } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { SEED_SURNAMES } from '../packages/db/src/seed/bulk.ts';
import {
  assertWebBuilt,
  browserGoals,
  type EmbeddedScreens,
  embeddedScreensTable,
  measureEmbeddedScreens,
  measureScreenRenders,
  type ScreenRenders,
  screenRendersTable,
  signInLine,
} from './browser.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '6' },
    warmup: { type: 'string', default: '4' },
    connections: { type: 'string', default: '10,50' },
    database: { type: 'string' },
    keep: { type: 'boolean', default: false },
    'no-readme': { type: 'boolean', default: false },
    'no-browser': { type: 'boolean', default: false },
  },
  strict: true,
});
const duration = Number(args.duration);
const warmup = Number(args.warmup);
const connectionLevels = args.connections.split(',').map(Number);

export const SEED = {
  clients: 100_000,
  events: 100_000,
  inventory: 50_000,
  financial: 1_000_000,
  invoices: 200_000,
  reservations: 500_000,
};
const APP_PORT = Number(process.env.BENCH_PORT ?? 3900);
const CEILING_PORT = APP_PORT + 1;
/**
 * Two searches: a client looked up by part of its name, typed in another case (20 matches in
 * 100,000), and a contact surname shared by one client in eight (12,500 matches: the page is cheap,
 * and the total is counted to 10,001 only, answered as "10,000+"). The first also searches the invoices, which match their number, their
 * client's name or their event's name (those 20 clients' 32 invoices in 200,000).
 */
const SEARCH = 'HARBOR labs 42';
const BROAD_SEARCH = 'okafor';

const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const databaseName = args.database ?? `bench_${new Date().toISOString().replace(/\D/g, '').slice(0, 14)}`;
const databaseUrl = (() => {
  const url = new URL(adminUrl);
  url.pathname = `/${databaseName}`;
  return url.toString();
})();

const children: ChildProcess[] = [];
const started = performance.now();
const log = (line: string) =>
  process.stdout.write(
    `[bench ${((performance.now() - started) / 1000).toFixed(0).padStart(4)} s] ${line}\n`,
  );

async function admin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** Runs a node script to completion, its output prefixed; rejects on a non-zero exit. */
function runScript(script: string, scriptArgs: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script, ...scriptArgs], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (chunk: Buffer) => process.stdout.write(prefix('seed', chunk)));
    child.stderr.on('data', (chunk: Buffer) => process.stderr.write(prefix('seed', chunk)));
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${script} exited with ${code}`))));
  });
}

const prefix = (name: string, chunk: Buffer) =>
  chunk
    .toString()
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => `  ${name} | ${line}\n`)
    .join('');

/** Starts a long-running node script; its stderr is shown, its stdout dropped (the server logs at warn). */
function startServer(name: string, script: string, env: NodeJS.ProcessEnv): ChildProcess {
  const child = spawn(process.execPath, [script], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(prefix(name, chunk)));
  child.on('exit', (code, signal) => {
    if (!shuttingDown) {
      process.stderr.write(`${name} stopped unexpectedly (${code ?? signal})\n`);
      process.exitCode = 1;
    }
  });
  children.push(child);
  return child;
}

async function waitFor(url: string, seconds: number): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${seconds} s`);
}

type Scenario = {
  name: string;
  /** What the goals group it under. */
  kind: 'page' | 'search' | 'filter' | 'detail' | 'dashboard' | 'summary' | 'create' | 'session' | 'ceiling';
  port: number;
  /** The call; with `paths`, the first of them. */
  path: string;
  /** Calls taken in turn by each connection (the same call for different rows). */
  paths?: string[];
  method?: 'GET' | 'POST';
  /** The request body; with `bodies`, the first of them. */
  body?: string;
  /** Bodies taken in turn by each connection (with `path`). */
  bodies?: string[];
  /** The ceiling scenario this one is compared with. */
  ceiling?: string;
};

const trpcQuery = (procedure: string, input?: unknown) =>
  `/trpc/${procedure}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`}`;

/**
 * The clients POST /api/clients creates (thousands of them, the newest rows when the searches run after
 * it): their contacts take the seed's surnames in turn (SEED_SURNAMES), so that a search matches as
 * many of them as of the seeded clients ("okafor": one in eight) instead of none of them.
 */
const createdClients = SEED_SURNAMES.map((surname) =>
  JSON.stringify({
    name: 'Bench Client',
    industry: 'Technology',
    contactName: `Bench ${surname}`,
    contactEmail: 'bench@example.com',
    status: 'active',
  }),
);

const baseScenarios: Scenario[] = [
  { name: 'ceiling: clients page', kind: 'ceiling', port: CEILING_PORT, path: '/clients?limit=50' },
  {
    name: 'ceiling: clients search',
    kind: 'ceiling',
    port: CEILING_PORT,
    path: `/clients?limit=50&search=${encodeURIComponent(SEARCH)}`,
  },
  {
    name: 'ceiling: broad search',
    kind: 'ceiling',
    port: CEILING_PORT,
    path: `/clients?limit=50&search=${BROAD_SEARCH}`,
  },
  {
    name: 'ceiling: income records page',
    kind: 'ceiling',
    port: CEILING_PORT,
    path: '/financial-records?limit=50&type=income',
  },
  { name: 'ceiling: invoices page', kind: 'ceiling', port: CEILING_PORT, path: '/invoices?limit=50' },
  {
    name: 'ceiling: invoices search',
    kind: 'ceiling',
    port: CEILING_PORT,
    path: `/invoices?limit=50&search=${encodeURIComponent(SEARCH)}`,
  },
  {
    name: 'clients.page (tRPC)',
    kind: 'page',
    port: APP_PORT,
    path: trpcQuery('clients.page', { limit: 50, offset: 0 }),
    ceiling: 'ceiling: clients page',
  },
  {
    name: 'GET /api/clients?limit=50',
    kind: 'page',
    port: APP_PORT,
    path: '/api/clients?limit=50',
    ceiling: 'ceiling: clients page',
  },
  {
    name: `clients.page search "${SEARCH}"`,
    kind: 'search',
    port: APP_PORT,
    path: trpcQuery('clients.page', { limit: 50, offset: 0, search: SEARCH }),
    ceiling: 'ceiling: clients search',
  },
  {
    name: `clients.page search "${BROAD_SEARCH}"`,
    kind: 'search',
    port: APP_PORT,
    path: trpcQuery('clients.page', { limit: 50, offset: 0, search: BROAD_SEARCH }),
    ceiling: 'ceiling: broad search',
  },
  {
    name: 'financialRecords.page type=income',
    kind: 'filter',
    port: APP_PORT,
    path: trpcQuery('financialRecords.page', { limit: 50, offset: 0, type: 'income' }),
    ceiling: 'ceiling: income records page',
  },
  {
    name: 'invoices.page (tRPC)',
    kind: 'page',
    port: APP_PORT,
    path: trpcQuery('invoices.page', { limit: 50, offset: 0 }),
    ceiling: 'ceiling: invoices page',
  },
  {
    name: 'GET /api/invoices?limit=50',
    kind: 'page',
    port: APP_PORT,
    path: '/api/invoices?limit=50',
    ceiling: 'ceiling: invoices page',
  },
  {
    name: `invoices.page search "${SEARCH}"`,
    kind: 'search',
    port: APP_PORT,
    path: trpcQuery('invoices.page', { limit: 50, offset: 0, search: SEARCH }),
    ceiling: 'ceiling: invoices search',
  },
  {
    name: 'GET /api/dashboard/stats',
    kind: 'dashboard',
    port: APP_PORT,
    path: '/api/dashboard/stats',
    ceiling: 'ceiling: clients page',
  },
  {
    name: 'inventory.summary (tRPC)',
    kind: 'summary',
    port: APP_PORT,
    path: trpcQuery('inventory.summary'),
    ceiling: 'ceiling: clients page',
  },
  {
    name: 'POST /api/clients',
    kind: 'create',
    port: APP_PORT,
    path: '/api/clients',
    method: 'POST',
    body: createdClients[0],
    bodies: createdClients,
    ceiling: 'ceiling: clients page',
  },
  {
    name: 'GET /api/auth/me',
    kind: 'session',
    port: APP_PORT,
    path: '/api/auth/me',
    ceiling: 'ceiling: clients page',
  },
];

/** Events and inventory items spread over their tables, and the 30 days from the company's today. */
type Sample = { events: number[]; items: number[]; from: string; to: string };

/**
 * 16 events with reservations, and 16 items reserved for events in the next 30 days, each the first of
 * one sixteenth of its table in id order.
 */
async function sampleRows(): Promise<Sample> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const spread = async (ids: string) =>
      (
        await client.query<{ id: number }>(
          `select min(id) as id from (select id, ntile(16) over (order by id) as part from (${ids}) ids) t
          group by part order by 1`,
        )
      ).rows.map((row) => row.id);
    const events = await spread('select distinct event_id as id from reservations');
    const items = await spread(`select distinct r.inventory_id as id from reservations r
      join events e on e.id = r.event_id
      where e.span && daterange(company_today(), company_today() + 30) and r.status <> 'returned'`);
    const { rows } = await client.query<{ from: string; to: string }>(
      `select company_today()::text as "from", (company_today() + 29)::text as "to"`,
    );
    if (events.length === 0 || items.length === 0) throw new Error('no reservations in the database');
    return { events, items, from: rows[0]!.from, to: rows[0]!.to };
  } finally {
    await client.end();
  }
}

/** The event page's calls, an item's availability over 30 days, and the events and inventory lists. */
function sampledScenarios(sample: Sample): Scenario[] {
  const rotate = (port: number, paths: string[]) => ({ port, path: paths[0]!, paths });
  const summary = (prefix: string) => sample.events.map((id) => `${prefix}/events/${id}/summary`);
  const reservations = (prefix: string) => sample.events.map((id) => `${prefix}/events/${id}/reservations`);
  const availability = (prefix: string) =>
    sample.items.map((id) => `${prefix}/inventory/${id}/availability?from=${sample.from}&to=${sample.to}`);
  return [
    { name: 'ceiling: event summary', kind: 'ceiling', ...rotate(CEILING_PORT, summary('')) },
    { name: 'ceiling: event reservations', kind: 'ceiling', ...rotate(CEILING_PORT, reservations('')) },
    { name: 'ceiling: item availability', kind: 'ceiling', ...rotate(CEILING_PORT, availability('')) },
    {
      name: 'ceiling: events by profit',
      kind: 'ceiling',
      port: CEILING_PORT,
      path: '/events?sortBy=profit&sortDir=desc&limit=50',
    },
    { name: 'ceiling: inventory list', kind: 'ceiling', port: CEILING_PORT, path: '/inventory?limit=50' },
    {
      name: 'ceiling: inventory page',
      kind: 'ceiling',
      port: CEILING_PORT,
      path: '/inventory?limit=50&page=1',
    },
    {
      name: 'GET /api/events/{id}/summary',
      kind: 'detail',
      ...rotate(APP_PORT, summary('/api')),
      ceiling: 'ceiling: event summary',
    },
    {
      name: 'GET /api/events/{id}/reservations',
      kind: 'detail',
      ...rotate(APP_PORT, reservations('/api')),
      ceiling: 'ceiling: event reservations',
    },
    {
      name: 'GET /api/inventory/{id}/availability 30 d',
      kind: 'detail',
      ...rotate(APP_PORT, availability('/api')),
      ceiling: 'ceiling: item availability',
    },
    {
      name: 'GET /api/events?sortBy=profit&sortDir=desc',
      kind: 'page',
      port: APP_PORT,
      path: '/api/events?sortBy=profit&sortDir=desc&limit=50',
      ceiling: 'ceiling: events by profit',
    },
    {
      name: 'GET /api/inventory?limit=50',
      kind: 'page',
      port: APP_PORT,
      path: '/api/inventory?limit=50',
      ceiling: 'ceiling: inventory list',
    },
    {
      name: 'inventory.page (tRPC)',
      kind: 'page',
      port: APP_PORT,
      path: trpcQuery('inventory.page', { limit: 50, offset: 0 }),
      ceiling: 'ceiling: inventory page',
    },
  ];
}

type Figures = {
  name: string;
  kind: Scenario['kind'];
  connections: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  requests: number;
  ratio: number | null;
};

function runAutocannon(
  scenario: Scenario,
  connections: number,
  seconds: number,
  cookie: string,
): Promise<autocannon.Result> {
  return autocannon({
    url: `http://127.0.0.1:${scenario.port}${scenario.path}`,
    connections,
    duration: seconds,
    method: scenario.method ?? 'GET',
    headers: {
      cookie,
      ...(scenario.body ? { 'content-type': 'application/json' } : {}),
    },
    ...(scenario.body ? { body: scenario.body } : {}),
    // Each connection takes the paths, or the bodies, in turn.
    ...(scenario.paths ? { requests: scenario.paths.map((path) => ({ method: 'GET' as const, path })) } : {}),
    ...(scenario.bodies
      ? { requests: scenario.bodies.map((body) => ({ method: 'POST' as const, path: scenario.path, body })) }
      : {}),
  });
}

function figures(scenario: Scenario, connections: number, result: autocannon.Result): Omit<Figures, 'ratio'> {
  return {
    name: scenario.name,
    kind: scenario.kind,
    connections,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    requests: result.requests.total,
  };
}

async function signIn(username: string, password: string): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${APP_PORT}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  const sid = response.headers.getSetCookie().find((cookie) => cookie.startsWith('sid='));
  if (!sid) throw new Error('sign-in answered without a session cookie');
  return sid.split(';')[0]!;
}

/** Checks that a call (each of its paths) answers 200 before it is timed. */
async function probe(scenario: Scenario, cookie: string): Promise<void> {
  for (const path of scenario.paths ?? [scenario.path]) await probePath(scenario, path, cookie);
}

async function probePath(scenario: Scenario, path: string, cookie: string): Promise<void> {
  const response = await fetch(`http://127.0.0.1:${scenario.port}${path}`, {
    method: scenario.method ?? 'GET',
    headers: { cookie, ...(scenario.body ? { 'content-type': 'application/json' } : {}) },
    ...(scenario.body ? { body: scenario.body } : {}),
  });
  if (response.status >= 300)
    throw new Error(`${scenario.name}: ${response.status} ${await response.text()}`);
  await response.arrayBuffer();
}

type Goal = { goal: string; met: boolean; detail: string };

function checkGoals(results: Figures[]): Goal[] {
  const goals: Goal[] = [];
  for (const row of results.filter(
    (r) => r.connections === 10 && ['page', 'search', 'filter', 'detail'].includes(r.kind),
  )) {
    const problems = [
      row.ratio !== null && row.ratio < 0.5 ? `${pct(row.ratio)} of the ceiling` : '',
      row.p99 >= 50 ? `p99 ${row.p99} ms` : '',
      row.errors > 0 ? `${row.errors} errors` : '',
    ].filter(Boolean);
    goals.push({
      goal: `${row.name}: >= 50% of the ceiling, p99 < 50 ms, no errors (10 connections)`,
      met: problems.length === 0,
      detail: problems.join(', ') || `${pct(row.ratio ?? 0)} of the ceiling, p99 ${row.p99} ms`,
    });
  }
  // The dashboard goal is a latency: measured one request at a time (its own time, no queue), with the
  // 10-connection figure beside it (on 2 cores shared with the load generator, that one is mostly queueing).
  for (const row of results.filter((r) => r.kind === 'dashboard' && r.connections === 1)) {
    const loaded = results.find((r) => r.kind === 'dashboard' && r.connections === 10);
    goals.push({
      goal: 'dashboard stats p99 < 20 ms with 1,000,000 financial records (one request at a time)',
      met: row.p99 < 20 && row.errors === 0,
      detail: `p99 ${row.p99} ms, ${row.errors} errors${loaded ? `; at 10 connections p99 ${loaded.p99} ms` : ''}`,
    });
  }
  const errors = results.reduce((sum, row) => sum + row.errors, 0);
  goals.push({ goal: 'zero errors in every run', met: errors === 0, detail: `${errors} errors` });
  return goals;
}

const pct = (ratio: number) => `${Math.round(ratio * 100)}%`;

function table(results: Figures[]): string {
  const header = '| Call | Conn. | Req/s | p50 ms | p99 ms | Errors | vs ceiling |';
  const rule = '|---|--:|--:|--:|--:|--:|--:|';
  const lines = results.map(
    (r) =>
      `| ${r.name.replace(/\|/g, '\\|')} | ${r.connections} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.ratio === null ? '—' : pct(r.ratio)} |`,
  );
  return [header, rule, ...lines].join('\n');
}

function updateReadme(markdown: string): void {
  const file = join(root, 'bench/README.md');
  const readme = readFileSync(file, 'utf8');
  const start = '<!-- bench:start -->';
  const end = '<!-- bench:end -->';
  const block = `${start}\n${markdown}\n${end}`;
  let next: string;
  if (readme.includes(start) && readme.includes(end)) {
    next = readme.slice(0, readme.indexOf(start)) + block + readme.slice(readme.indexOf(end) + end.length);
  } else {
    next = `${readme.trimEnd()}\n\n## Latest results\n\n${block}\n`;
  }
  writeFileSync(file, next);
  // The tables as the repository's formatter lays them out, so `biome ci` (npm test) stays clean.
  execFileSync('pnpm', ['exec', 'biome', 'format', '--write', file], { cwd: root, stdio: 'ignore' });
}

let shuttingDown = false;
async function stopChildren(): Promise<void> {
  shuttingDown = true;
  await Promise.all(
    children.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
          setTimeout(() => child.kill('SIGKILL'), 12_000).unref();
        }),
    ),
  );
}

/** Refuses to start when a port is taken: the figures would be some other server's. */
function assertFree(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', () =>
      reject(new Error(`port ${port} is in use (set BENCH_PORT to use ${port}+2 others)`)),
    );
    server.listen(port, '127.0.0.1', () => server.close(() => resolve()));
  });
}

async function main(): Promise<void> {
  await assertFree(APP_PORT);
  await assertFree(CEILING_PORT);
  if (!args['no-browser'] && !existsSync(join(root, 'apps/web/dist/index.html'))) {
    // A clean checkout: build the web app the screen timings load (about half a minute).
    log('building the web app (apps/web/dist is missing)');
    execFileSync(process.execPath, [join(root, 'apps/web/node_modules/vite/bin/vite.js'), 'build'], {
      cwd: join(root, 'apps/web'),
      stdio: 'inherit',
    });
  }
  if (!args['no-browser']) assertWebBuilt();
  const fresh = !args.database;
  if (fresh) {
    log(`creating database ${databaseName}`);
    await admin((client) => client.query(`create database "${databaseName}"`));
    log(
      `seeding ${SEED.clients} clients, ${SEED.events} events, ${SEED.inventory} inventory items, ${SEED.financial} financial records, ${SEED.invoices} invoices, ${SEED.reservations} reservations (+ the rest)`,
    );
    await runScript(
      join(root, 'packages/db/src/cli/seed-bulk.ts'),
      [
        '--clients',
        String(SEED.clients),
        '--events',
        String(SEED.events),
        '--inventory',
        String(SEED.inventory),
        '--financial',
        String(SEED.financial),
        '--invoices',
        String(SEED.invoices),
        '--reservations',
        String(SEED.reservations),
      ],
      { DATABASE_URL: databaseUrl },
    );
  } else {
    log(`reusing database ${databaseName} (already seeded)`);
  }
  const seedSeconds = (performance.now() - started) / 1000;

  // A new admin per run, so that a reused database (--database) needs no password reset.
  const adminUsername = `bench-${randomBytes(4).toString('hex')}`;
  const password = randomBytes(18).toString('base64url');
  startServer('api', join(root, 'apps/api/src/server.ts'), {
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    HOST: '127.0.0.1',
    PORT: String(APP_PORT),
    SESSION_SECRET: randomBytes(32).toString('base64url'),
    SECRETS_KEY: randomBytes(32).toString('base64'),
    ADMIN_USERNAME: adminUsername,
    ADMIN_PASSWORD: password,
    SEED_DEMO: '0',
    LOG_LEVEL: 'warn',
  });
  startServer('ceiling', join(root, 'bench/ceiling-server.ts'), {
    DATABASE_URL: databaseUrl,
    PORT: String(CEILING_PORT),
  });
  await Promise.all([
    waitFor(`http://127.0.0.1:${APP_PORT}/api/health`, 60),
    waitFor(`http://127.0.0.1:${CEILING_PORT}/clients?limit=1`, 30),
  ]);
  const cookie = await signIn(adminUsername, password);
  const sample = await sampleRows();
  // Each ceiling, then at once the calls measured against it, so that a call and its ceiling run under
  // the same conditions (a machine whose load drifts during the bench moves both, not the ratio); the
  // calls without a ceiling last.
  const all = [...baseScenarios, ...sampledScenarios(sample)];
  const scenarios = [
    ...all
      .filter((s) => s.kind === 'ceiling')
      .flatMap((ceiling) => [ceiling, ...all.filter((s) => s.ceiling === ceiling.name)]),
    ...all.filter((s) => s.kind !== 'ceiling' && !s.ceiling),
  ];
  log(
    `servers up, signed in; events ${sample.events.join(', ')}; items ${sample.items.join(', ')}; ${sample.from} to ${sample.to}`,
  );
  const loadBefore = loadavg()[0]!;
  if (loadBefore > 1.5)
    log(
      `warning: load average ${loadBefore.toFixed(1)} before the runs: other work shares these ${cpus().length} cores, so the figures will be low`,
    );

  for (const scenario of scenarios) await probe(scenario, cookie);
  log(`warming up (${warmup} s per call)`);
  for (const scenario of scenarios) await runAutocannon(scenario, 10, warmup, cookie);

  const results: Figures[] = [];
  for (const connections of connectionLevels) {
    const ceilings = new Map<string, number>();
    for (const scenario of scenarios) {
      const result = figures(
        scenario,
        connections,
        await runAutocannon(scenario, connections, duration, cookie),
      );
      // The server may still be working off requests queued during the run (a slow search at 50
      // connections leaves seconds of them): one more request waits behind them, so the next run starts
      // on an idle server instead of inheriting the backlog.
      await probe(scenario, cookie);
      if (scenario.kind === 'ceiling') ceilings.set(scenario.name, result.rps);
      const ceiling = scenario.ceiling ? ceilings.get(scenario.ceiling) : undefined;
      const row: Figures = { ...result, ratio: ceiling ? result.rps / ceiling : null };
      results.push(row);
      log(
        `${String(connections).padStart(2)} conn  ${scenario.name.padEnd(38)} ${String(row.rps).padStart(6)} req/s  p50 ${String(row.p50).padStart(5)} ms  p99 ${String(row.p99).padStart(5)} ms  errors ${row.errors}${row.ratio === null ? '' : `  ${pct(row.ratio)} of ${scenario.ceiling}`}`,
      );
    }
  }

  // Latency without a queue: the dashboard and the session check, one request at a time.
  for (const scenario of scenarios.filter((s) => s.kind === 'dashboard' || s.kind === 'session')) {
    const row: Figures = {
      ...figures(scenario, 1, await runAutocannon(scenario, 1, duration, cookie)),
      ratio: null,
    };
    results.push(row);
    log(
      ` 1 conn  ${scenario.name.padEnd(38)} ${String(row.rps).padStart(6)} req/s  p50 ${String(row.p50).padStart(5)} ms  p99 ${String(row.p99).padStart(5)} ms  errors ${row.errors}`,
    );
  }

  // Browser timings (bench/browser.ts): clicks to every screen on this server, then the embedded mode.
  let screens: ScreenRenders | null = null;
  let embeddedScreens: EmbeddedScreens | null = null;
  if (!args['no-browser']) {
    log('browser: sign-in through the login page, then a sidebar click to every screen (Chromium)');
    screens = await measureScreenRenders({
      baseUrl: `http://127.0.0.1:${APP_PORT}`,
      username: adminUsername,
      password,
    });
    log('browser: embedded mode (PGlite with the demo data, its own server)');
    embeddedScreens = await measureEmbeddedScreens();
  }

  const { rows } = await admin((client) =>
    client.query<{ version: string }>("select current_setting('server_version') as version"),
  );
  const machine = {
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model ?? 'unknown',
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    node: process.version,
    postgres: rows[0]?.version ?? 'unknown',
    loadAverageBefore: Number(loadBefore.toFixed(2)),
    loadAverageAfter: Number(loadavg()[0]!.toFixed(2)),
  };
  const goals = [...checkGoals(results), ...browserGoals(screens, embeddedScreens)];
  const totalSeconds = Math.round((performance.now() - started) / 1000);
  const date = new Date().toISOString().slice(0, 10);
  const report = {
    date,
    machine,
    seed: SEED,
    searches: [SEARCH, BROAD_SEARCH],
    durationSeconds: duration,
    seedSeconds: Math.round(seedSeconds),
    totalSeconds,
    results,
    screens,
    embeddedScreens,
    goals,
  };

  mkdirSync(join(root, 'bench/results'), { recursive: true });
  writeFileSync(join(root, 'bench/results/latest.json'), `${JSON.stringify(report, null, 2)}\n`);

  const markdown = [
    `Latest \`pnpm bench\` (${date}; ${machine.cpus} cores, ${machine.cpuModel}; Node ${machine.node}; PostgreSQL ${machine.postgres}).`,
    `Data: ${SEED.clients.toLocaleString('en-US')} clients, ${SEED.events.toLocaleString('en-US')} events, ${SEED.inventory.toLocaleString('en-US')} inventory items, ${SEED.financial.toLocaleString('en-US')} financial records, ${SEED.invoices.toLocaleString('en-US')} invoices (with their lines and payments), ${SEED.reservations.toLocaleString('en-US')} equipment reservations; the event page's and availability calls rotate over 16 events and 16 items spread over the tables.`,
    `autocannon over loopback, ${duration} s per run; the ceiling is a bare Fastify + pg route running the same SQL without session, tRPC or validation. Load average before the runs: ${machine.loadAverageBefore}.`,
    '',
    table(results),
    '',
    ...browserMarkdown(screens, embeddedScreens),
    ...goals.map((goal) => `- ${goal.met ? 'met' : '**not met**'}: ${goal.goal} (${goal.detail})`),
  ].join('\n');
  if (!args['no-readme']) updateReadme(markdown);

  process.stdout.write(`\n${table(results)}\n\n`);
  if (screens || embeddedScreens)
    process.stdout.write(`${browserMarkdown(screens, embeddedScreens).join('\n')}\n`);
  for (const goal of goals)
    process.stdout.write(`${goal.met ? 'MET    ' : 'NOT MET'}  ${goal.goal}: ${goal.detail}\n`);
  process.stdout.write(
    `\nWhole run ${totalSeconds} s (seeding ${Math.round(seedSeconds)} s). Figures in bench/results/latest.json.\n`,
  );
}

/** The two browser tables with a line above each (empty when --no-browser). */
function browserMarkdown(screens: ScreenRenders | null, embedded: EmbeddedScreens | null): string[] {
  const lines: string[] = [];
  if (screens)
    lines.push(
      'Screens in Chromium (headless, bench/browser.ts), on the data set above: from a sidebar click to the screen rendered with its data (title, lists, tables and figures filled, no loading state), timed in the page. Median and max of 4 rounds in which each screen fetches its data again; the first visit (its code loaded too), the medians of the title shown (route rendered), the first API request sent and the last answer received, and cached revisits beside them.',
      '',
      screenRendersTable(screens),
      '',
      signInLine(screens),
      '',
    );
  if (embedded)
    lines.push(
      `Embedded mode (PGlite, demo data; server start with migrations and seed ${embedded.startSeconds} s): full page load of each screen, from navigation start to the rendered content (median and max of 4 loads after a first one), and the sidebar click as above.`,
      '',
      embeddedScreensTable(embedded),
      '',
      signInLine(embedded.navigation),
      '',
    );
  return lines;
}

try {
  await main();
} catch (error) {
  process.stderr.write(`bench failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
} finally {
  await stopChildren();
  if (!args.database && !args.keep) {
    await admin((client) => client.query(`drop database if exists "${databaseName}" with (force)`)).catch(
      () => {},
    );
  }
}
