// Provisioning shared by `npm start` and `npm test`. Runs on any Node from 18 with only npm installed:
// it finds (or downloads from the npm registry) Node 24, installs the pinned pnpm through npm, and
// installs the workspace with the frozen lockfile. Each step is skipped when already done.
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const cache = join(root, '.cache');
const NODE_VERSION = readFileSync(join(root, '.node-version'), 'utf8').trim();
const PNPM_VERSION = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).packageManager.split(
  '@',
)[1];
const MIN_NODE_MAJOR = 22;

export function log(message) {
  process.stdout.write(`\x1b[36m›\x1b[0m ${message}\n`);
}

export function fail(message) {
  process.stderr.write(`\x1b[31m✖ ${message}\x1b[0m\n`);
  process.exit(1);
}

function npmCommand() {
  return process.platform === 'win32' ? 'npm.cmd' : 'npm';
}

/** The directory holding a `node` binary of version 22 or later: the host's, or one cached under .cache. */
function ensureNode() {
  const hostMajor = Number(process.versions.node.split('.')[0]);
  if (hostMajor >= MIN_NODE_MAJOR) return dirname(process.execPath);
  const target = join(cache, `node-${NODE_VERSION}`);
  const binDir = join(target, 'bin');
  if (existsSync(join(binDir, 'node'))) return binDir;
  const platform = { linux: 'linux', darwin: 'darwin' }[process.platform];
  const arch = { x64: 'x64', arm64: 'arm64' }[process.arch];
  if (!platform || !arch)
    fail(
      `Node ${MIN_NODE_MAJOR}+ is required; install Node ${NODE_VERSION} for ${process.platform}/${process.arch}.`,
    );
  const pkg = `node-${platform}-${arch}@${NODE_VERSION}`;
  log(
    `Node ${process.versions.node} is older than ${MIN_NODE_MAJOR}: fetching ${pkg} from the npm registry (once)`,
  );
  const tmp = join(cache, `tmp-node-${process.pid}`);
  mkdirSync(tmp, { recursive: true });
  try {
    const out = execFileSync(npmCommand(), ['pack', pkg, '--silent', '--pack-destination', tmp], {
      cwd: tmp,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const tarball = join(tmp, out.trim().split('\n').pop());
    execFileSync('tar', ['-xzf', tarball, '-C', tmp], { stdio: 'inherit' });
    rmSync(target, { recursive: true, force: true });
    renameSync(join(tmp, 'package'), target);
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
  if (!existsSync(join(binDir, 'node'))) fail(`${pkg} did not contain bin/node`);
  return binDir;
}

/** Path of the pinned pnpm's entry script, installed through npm into .cache. */
function ensurePnpm() {
  const prefix = join(cache, `pnpm-${PNPM_VERSION}`);
  const entry = join(prefix, 'node_modules', 'pnpm', 'bin', 'pnpm.cjs');
  if (existsSync(entry)) return entry;
  log(`installing pnpm ${PNPM_VERSION} through npm (once)`);
  mkdirSync(prefix, { recursive: true });
  writeFileSync(join(prefix, 'package.json'), '{"private":true}\n');
  execFileSync(
    npmCommand(),
    ['install', `pnpm@${PNPM_VERSION}`, '--no-audit', '--no-fund', '--loglevel=error'],
    {
      cwd: prefix,
      stdio: 'inherit',
    },
  );
  return entry;
}

function lockStamp() {
  const hash = createHash('sha256');
  hash.update(readFileSync(join(root, 'pnpm-lock.yaml')));
  hash.update(NODE_VERSION + PNPM_VERSION + process.platform + process.arch);
  return hash.digest('hex');
}

/**
 * Makes the toolchain ready and returns { env, pnpm(args, opts) } where env has Node 24 first on PATH.
 */
export function bootstrap() {
  const nodeBin = ensureNode();
  const pnpmEntry = ensurePnpm();
  const env = {
    ...process.env,
    PATH: [
      nodeBin,
      join(dirname(dirname(pnpmEntry)), '..', '.bin'),
      join(root, 'node_modules', '.bin'),
      process.env.PATH,
    ].join(process.platform === 'win32' ? ';' : ':'),
    npm_config_update_notifier: 'false',
  };
  const nodeExe = join(nodeBin, 'node');
  const pnpm = (args, opts = {}) => {
    const result = spawnSync(nodeExe, [pnpmEntry, ...args], { cwd: root, env, stdio: 'inherit', ...opts });
    if (result.status !== 0 && !opts.allowFailure)
      fail(`pnpm ${args.join(' ')} failed (exit ${result.status})`);
    return result;
  };
  const stampFile = join(root, 'node_modules', '.install-stamp');
  const stamp = lockStamp();
  if (!existsSync(stampFile) || readFileSync(stampFile, 'utf8') !== stamp) {
    log('installing dependencies (frozen lockfile)');
    pnpm(['install', '--frozen-lockfile', '--reporter=append-only']);
    writeFileSync(stampFile, stamp);
  }
  return { env, nodeExe, pnpm };
}
