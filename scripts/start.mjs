// `npm start`: provision the toolchain, build the web app if it changed, migrate, seed and serve.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { bootstrap, log, root } from './bootstrap.mjs';

const { env, nodeExe, pnpm } = bootstrap();
const runEnv = { ...env, TURBO_TELEMETRY_DISABLED: '1', NODE_ENV: process.env.NODE_ENV ?? 'production' };

log('building the web app (skipped when nothing changed)');
pnpm(['exec', 'turbo', 'run', 'build', '--filter=@app/web', '--output-logs=errors-only'], { env: runEnv });

log('starting the server (migrations and seed run first)');
const server = spawn(nodeExe, [join(root, 'apps/api/src/server.ts')], {
  cwd: root,
  env: runEnv,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
