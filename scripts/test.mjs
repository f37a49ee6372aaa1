// `npm test`: provision the toolchain, make sure Chromium is there, then lint, typecheck, unit and
// integration tests (database tests on embedded PGlite and on PostgreSQL, see apps/api/vitest.config.ts)
// and end-to-end tests, and print how long each stage took.
//
// The end-to-end suite is the longest stage and mostly waits on the browser and the server, while the
// other stages keep the CPU busy: so it starts first and runs beside them, and they run at a lower
// priority (nice), so that the browser gets a core whenever it asks for one and the unit tests take
// what it leaves.
//
// `pnpm test:changed [ref]` (node scripts/test.mjs --changed [ref]): lint, typecheck and test only the
// packages with a file changed since `ref` (default HEAD: the uncommitted work; HEAD~3: the last three
// commits too; main or origin/main: a branch's work) and the packages that depend on them; no
// end-to-end tests.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { bootstrap, fail, log, root } from './bootstrap.mjs';

const CHROMIUM_CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

function findChromium() {
  if (process.env.CHROMIUM_PATH)
    return existsSync(process.env.CHROMIUM_PATH) ? process.env.CHROMIUM_PATH : null;
  return CHROMIUM_CANDIDATES.find((p) => existsSync(p)) ?? null;
}

function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  const isRoot = process.getuid?.() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (!isRoot || !hasApt) {
    fail(
      'Chromium is needed for the end-to-end tests and was not found.\n' +
        '  On Debian/Ubuntu: sudo apt-get install -y chromium\n' +
        '  Or point CHROMIUM_PATH at a Chromium or Chrome binary.',
    );
  }
  log("installing Chromium from Debian's packages (once)");
  const aptEnv = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const install = () =>
    spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], {
      stdio: 'inherit',
      env: aptEnv,
    });
  if (install().status !== 0) {
    execFileSync('apt-get', ['update'], { stdio: 'inherit', env: aptEnv });
    if (install().status !== 0) fail('apt-get install chromium failed');
  }
  return findChromium() ?? fail('Chromium was installed but no binary was found');
}

function canConnect(url) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect({ host: hostname || '127.0.0.1', port: Number(port || 5432) });
    socket.setTimeout(2000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

/** A port nobody listens on, so a leftover server never makes the end-to-end run fail. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Each stage: its name, when it started and how long it took (ms), printed as a table at the end. */
const stages = [];
const runStart = Date.now();
const record = (name, start) => stages.push({ name, start: start - runStart, took: Date.now() - start });
process.on('exit', (code) => {
  if (stages.length === 0) return;
  const rows = [...stages.sort((a, b) => a.start - b.start)];
  rows.push({ name: code === 0 ? 'total' : 'total (failed)', start: 0, took: Date.now() - runStart });
  const width = Math.max(...rows.map((r) => r.name.length));
  const min = (ms) => {
    const s = Math.round(ms / 1000);
    return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
  };
  process.stdout.write(`\n${'stage'.padEnd(width)}  started   took  (min:s)\n`);
  for (const r of rows)
    process.stdout.write(
      `${r.name.padEnd(width)}  ${min(r.start).padStart(7)}  ${min(r.took).padStart(5)}  (${Math.round(r.took / 1000)} s)\n`,
    );
});

/** Runs a synchronous step and records its time. */
function stage(name, run) {
  const start = Date.now();
  try {
    return run();
  } finally {
    record(name, start);
  }
}

/** How many of the end-to-end lane's last lines are printed again when it fails. */
const TAIL_LINES = 80;

const hasNice = spawnSync('sh', ['-c', 'command -v nice'], { stdio: 'ignore' }).status === 0;

/**
 * Runs `pnpm args` (the pinned pnpm, on the PATH of `opts.env`) without waiting, at a lower priority
 * with `opts.nice`; resolves to its exit code and records its time under `name`.
 */
function pnpmAsync(name, args, opts) {
  const start = Date.now();
  const command = opts.nice && hasNice ? ['nice', '-n', '10', 'pnpm', ...args] : ['pnpm', ...args];
  const child = spawn(command[0], command.slice(1), {
    cwd: root,
    env: opts.env,
    stdio: opts.tail ? ['inherit', 'pipe', 'pipe'] : 'inherit',
  });
  if (opts.tail) {
    // Passed through as it comes, and its last lines kept: a failure's report is printed again at
    // the very end, where whoever reads only the end of a long interleaved log will see it.
    for (const [stream, out] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      let partial = '';
      stream.on('data', (chunk) => {
        out.write(chunk);
        const lines = (partial + chunk.toString()).split('\n');
        partial = lines.pop() ?? '';
        opts.tail.push(...lines);
        if (opts.tail.length > TAIL_LINES) opts.tail.splice(0, opts.tail.length - TAIL_LINES);
      });
    }
  }
  return new Promise((resolve) => {
    child.once('error', (error) => {
      process.stderr.write(`${error.message}\n`);
      resolve(1);
    });
    child.once('exit', (code, signal) => {
      record(name, start);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

const changedArg = process.argv.indexOf('--changed');
const changedSince = changedArg === -1 ? null : (process.argv[changedArg + 1] ?? 'HEAD');

const { env, pnpm } = stage('toolchain and dependencies', () => bootstrap());
const chromium = changedSince ? findChromium() : stage('Chromium', () => ensureChromium());
const testDatabaseUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
let dbKinds = 'pglite,postgres';
if (!(await canConnect(testDatabaseUrl))) {
  if (process.env.CI) fail(`PostgreSQL does not answer at ${testDatabaseUrl} (set TEST_DATABASE_URL).`);
  dbKinds = 'pglite';
  log(
    `\x1b[33mPostgreSQL does not answer at ${testDatabaseUrl}: database tests run on embedded PGlite only.\x1b[0m`,
  );
  log(
    '\x1b[33mStart PostgreSQL (or set TEST_DATABASE_URL) to run them on PostgreSQL too, as CI does.\x1b[0m',
  );
}

const testEnv = {
  ...env,
  TURBO_TELEMETRY_DISABLED: '1',
  TEST_DATABASE_URL: testDatabaseUrl,
  TEST_DB_KINDS: dbKinds,
  ...(chromium ? { CHROMIUM_PATH: chromium } : {}),
  E2E_PORT: String(process.env.E2E_PORT ?? (await freePort())),
  E2E_PORT_2: String(process.env.E2E_PORT_2 ?? (await freePort())),
};
// --continue: one package's failing tests do not stop the others', so a run reports every failure.
const turboArgs = (args) => ['exec', 'turbo', 'run', ...args, '--continue', '--output-logs=new-only'];

if (changedSince) {
  log(
    `lint, typecheck and tests of the packages changed since ${changedSince} and of those that depend on them`,
  );
  const { status } = stage('lint, typecheck, unit and integration tests', () =>
    pnpm(turboArgs(['lint', 'typecheck', 'test', `--filter=...[${changedSince}]`, '--concurrency=2']), {
      env: testEnv,
      allowFailure: true,
    }),
  );
  if (status !== 0) fail(`the checks of the changed packages failed (exit ${status})`);
  log('\x1b[32mchecks of the changed packages passed\x1b[0m');
  process.exit(0);
}

// The end-to-end lane: build, JavaScript budget, then the Playwright suite on its two servers. The
// stage table shows it starting with the checks below, beside them.
log(`JavaScript budget, then end-to-end tests in Chromium (${chromium}), beside the other stages`);
const endToEndTail = [];
const endToEnd = pnpmAsync('build, bundle budget, end-to-end tests', turboArgs(['bundle', 'e2e']), {
  env: testEnv,
  tail: endToEndTail,
});

// Everything else, one step after another, at a lower priority than the end-to-end lane.
const checks = (async () => {
  const steps = [
    ['formatting, imports and lint (biome ci)', ['exec', 'biome', 'ci', '.'], testEnv],
    ['unused files, dependencies and exports (knip)', ['exec', 'knip'], testEnv],
    ['no unchecked casts outside migrations and tests (check:casts)', ['run', 'check:casts'], testEnv],
  ];
  if (dbKinds.includes('postgres')) {
    steps.push([
      'generated schema types (kysely-codegen --verify)',
      ['--filter', '@app/db', 'codegen:verify'],
      { ...testEnv, CODEGEN_DATABASE_URL: testDatabaseUrl },
    ]);
  } else {
    log('\x1b[33mgenerated schema types not verified: that needs PostgreSQL.\x1b[0m');
  }
  steps.push([
    'lint, typecheck, unit and integration tests',
    turboArgs(['lint', 'typecheck', 'test', '--concurrency=2']),
    testEnv,
  ]);
  for (const [name, args, stepEnv] of steps) {
    log(name);
    const code = await pnpmAsync(name, args, { env: stepEnv, nice: true });
    if (code !== 0) return { name, code };
  }
  return null;
})();

const [checksFailure, endToEndCode] = await Promise.all([checks, endToEnd]);
if (endToEndCode !== 0)
  process.stdout.write(`\nthe end of the end-to-end lane's output:\n${endToEndTail.join('\n')}\n\n`);
if (checksFailure) fail(`${checksFailure.name} failed (exit ${checksFailure.code})`);
if (endToEndCode !== 0) fail(`end-to-end tests failed (exit ${endToEndCode})`);
log('\x1b[32mall tests passed\x1b[0m');
