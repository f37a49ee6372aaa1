import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDatabase } from '@app/db';
import { CompiledQuery } from 'kysely';
import { freePort } from './ports.ts';

/**
 * A PostgreSQL cluster of the test's own (initdb into a temporary directory, its own port), so the
 * tests can stop and start it without touching the shared server. As root, every PostgreSQL program
 * runs as the `postgres` OS user (initdb and postgres refuse to run as root).
 */
export type ThrowawayCluster = {
  port: number;
  dataDir: string;
  /** postgres://postgres@127.0.0.1:<port>/<database> */
  url(database: string): string;
  createDatabase(name: string): Promise<string>;
  /** One SQL statement on a short-lived connection (result columns in camelCase, as the app sees them). */
  query<T>(database: string, text: string, values?: unknown[]): Promise<T[]>;
  /** `pg_ctl stop`; 'immediate' is a crash: no checkpoint, every connection cut. */
  stop(mode?: 'immediate' | 'fast' | 'smart'): void;
  /** `pg_ctl start -w`: returns once the server accepts connections. */
  start(): void;
  /** The plain SQL text of `pg_dump <database>`. */
  dump(database: string): string;
  /** Stops the server if it runs and deletes the directory. */
  destroy(): void;
};

/** The directory of initdb/pg_ctl/pg_dump: PG_BIN, `pg_config --bindir`, the newest Debian one, or PATH. */
export function postgresBinDir(): string {
  const has = (dir: string) => existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl'));
  const candidates: string[] = [];
  if (process.env.PG_BIN) candidates.push(process.env.PG_BIN);
  const pgConfig = spawnSync('pg_config', ['--bindir'], { encoding: 'utf8' });
  if (pgConfig.status === 0) candidates.push(pgConfig.stdout.trim());
  if (existsSync('/usr/lib/postgresql')) {
    const versions = readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a));
    candidates.push(...versions.map((v) => `/usr/lib/postgresql/${v}/bin`));
  }
  const which = spawnSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' });
  if (which.status === 0) candidates.push(join(which.stdout.trim(), '..'));
  const found = candidates.find(has);
  if (!found) {
    throw new Error(
      'The fault-injection tests need the PostgreSQL server programs (initdb, pg_ctl, pg_dump) and found none.\n' +
        '  On Debian/Ubuntu: apt-get install -y postgresql\n' +
        '  Or point PG_BIN at the directory that holds them.',
    );
  }
  return found;
}

const isRoot = process.getuid?.() === 0;

function postgresUser(): { uid: number; gid: number } {
  const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
  return { uid, gid };
}

export async function startThrowawayCluster(): Promise<ThrowawayCluster> {
  const bin = postgresBinDir();
  const dataDir = mkdtempSync(join(tmpdir(), 'faults-pg-'));
  if (isRoot) {
    const { uid, gid } = postgresUser();
    chownSync(dataDir, uid, gid);
  }
  const port = await freePort();

  const run = (program: string, args: string[], opts: { capture?: boolean } = {}) => {
    const [cmd, argv] = isRoot
      ? ['runuser', ['-u', 'postgres', '--', join(bin, program), ...args]]
      : [join(bin, program), args];
    const result = spawnSync(cmd, argv as string[], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
    if (result.status !== 0) {
      throw new Error(
        `${program} ${args.join(' ')} failed (exit ${result.status}):\n${result.stderr || result.stdout}`,
      );
    }
    return opts.capture ? result.stdout : '';
  };

  run('initdb', ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync']);
  const serverOptions = `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=${dataDir} -c max_connections=60`;
  let running = false;
  const start = () => {
    run('pg_ctl', [
      '-D',
      dataDir,
      '-o',
      serverOptions,
      '-l',
      join(dataDir, 'server.log'),
      '-w',
      '-t',
      '30',
      'start',
    ]);
    running = true;
  };
  const stop: ThrowawayCluster['stop'] = (mode = 'fast') => {
    run('pg_ctl', ['-D', dataDir, '-m', mode, '-w', 'stop']);
    running = false;
  };
  start();

  const url = (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`;
  const query: ThrowawayCluster['query'] = async <T>(
    database: string,
    text: string,
    values: unknown[] = [],
  ) => {
    const { db, close } = await createDatabase({ databaseUrl: url(database), poolMax: 1 });
    try {
      return (await db.executeQuery<T>(CompiledQuery.raw(text, values))).rows as T[];
    } finally {
      await close();
    }
  };

  return {
    port,
    dataDir,
    url,
    query,
    async createDatabase(name) {
      await query('postgres', `create database "${name}"`);
      return url(name);
    },
    stop,
    start,
    dump: (database) =>
      run('pg_dump', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', database], { capture: true }),
    destroy() {
      try {
        if (running) stop('immediate');
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  };
}
