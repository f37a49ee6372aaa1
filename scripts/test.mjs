// `npm test`: provision the toolchain, make sure Chromium is there, then lint, typecheck, unit and
// integration tests (every database test on embedded PGlite and on PostgreSQL) and end-to-end tests.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { bootstrap, fail, log } from './bootstrap.mjs';

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

const { env, pnpm } = bootstrap();
const chromium = ensureChromium();
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
  CHROMIUM_PATH: chromium,
  E2E_PORT: String(process.env.E2E_PORT ?? (await freePort())),
};
const turbo = (args) => pnpm(['exec', 'turbo', 'run', ...args, '--output-logs=new-only'], { env: testEnv });

log('formatting, imports and lint (biome ci)');
pnpm(['exec', 'biome', 'ci', '.'], { env: testEnv });
log('unused files, dependencies and exports (knip)');
pnpm(['exec', 'knip'], { env: testEnv });
if (dbKinds.includes('postgres')) {
  log('generated schema types match the migrations (kysely-codegen --verify)');
  pnpm(['--filter', '@app/db', 'codegen:verify'], {
    env: { ...testEnv, CODEGEN_DATABASE_URL: testDatabaseUrl },
  });
} else {
  log('\x1b[33mgenerated schema types not verified: that needs PostgreSQL.\x1b[0m');
}
log('lint, typecheck, unit and integration tests');
turbo(['lint', 'typecheck', 'test', '--concurrency=2']);
log(`JavaScript budget, then end-to-end tests in Chromium (${chromium})`);
turbo(['bundle', 'e2e']);
log('\x1b[32mall tests passed\x1b[0m');
