import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from '../../src/env.ts';
import { send } from './http.ts';
import { freePort } from './ports.ts';

export const FAULT_ADMIN = { username: 'admin', password: 'fault-admin-password' };

/** Secrets every instance of one deployment shares (a session made on one instance works on another). */
export const deploymentSecrets = () => ({
  SESSION_SECRET: randomBytes(32).toString('base64url'),
  SECRETS_KEY: randomBytes(32).toString('base64'),
});

export type Exit = { code: number | null; signal: NodeJS.Signals | null; at: number };

export type ApiProcess = {
  name: string;
  baseUrl: string;
  pid: number;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  alive(): boolean;
  exited: Promise<Exit>;
  kill(signal: NodeJS.Signals): void;
  /** SIGTERM, then SIGKILL if it has not exited within 15 s; removes its temporary directory. */
  stop(): Promise<Exit>;
};

/**
 * Starts the real server (`node apps/api/src/server.ts`) as production would, on a free port, and
 * waits until GET /api/health answers 200.
 */
export async function startApi(opts: {
  name: string;
  databaseUrl: string;
  secrets: { SESSION_SECRET: string; SECRETS_KEY: string };
  logLevel?: string;
}): Promise<ApiProcess> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), `faults-api-${opts.name}-`));
  const child: ChildProcess = spawn(process.execPath, [join(repoRoot, 'apps/api/src/server.ts')], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? dataDir,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: opts.databaseUrl,
      ADMIN_USERNAME: FAULT_ADMIN.username,
      ADMIN_PASSWORD: FAULT_ADMIN.password,
      SEED_DEMO: 'false',
      LOG_LEVEL: opts.logLevel ?? 'info',
      DATA_DIR: dataDir,
      WEB_DIST: join(dataDir, 'no-web-build'),
      ...opts.secrets,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const chunks: string[] = [];
  child.stdout?.on('data', (d: Buffer) => chunks.push(d.toString('utf8')));
  child.stderr?.on('data', (d: Buffer) => chunks.push(d.toString('utf8')));
  let exit: Exit | null = null;
  const exited = new Promise<Exit>((resolve) => {
    child.once('exit', (code, signal) => {
      exit = { code, signal, at: Date.now() };
      resolve(exit);
    });
  });
  const output = () => chunks.join('');
  const baseUrl = `http://127.0.0.1:${port}`;

  const deadline = Date.now() + 90_000;
  for (;;) {
    if (exit)
      throw new Error(`API ${opts.name} exited before it was ready (${JSON.stringify(exit)}):\n${output()}`);
    const health = await send(`${baseUrl}/api/health`, { timeoutMs: 3_000 });
    if (health.status === 200) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`API ${opts.name} did not become ready within 90 s:\n${output()}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }

  return {
    name: opts.name,
    baseUrl,
    pid: child.pid!,
    output,
    alive: () => exit === null,
    exited,
    kill: (signal) => {
      if (exit === null) child.kill(signal);
    },
    async stop() {
      if (exit === null) child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      const result = await exited;
      clearTimeout(timer);
      rmSync(dataDir, { recursive: true, force: true });
      return result;
    },
  };
}
