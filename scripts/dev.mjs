// `npm run dev` (and `pnpm dev`): provision the toolchain as `npm start` does, then run every package's
// `dev` task through turbo with Node 24 first on PATH: the API under `node --watch` (Node 24 strips
// the types of the API and of the packages, which are consumed as TypeScript source), Vite with hot
// reload proxying /api and /trpc to it. The API uses the embedded database unless DATABASE_URL is set,
// and seeds demo data into a new one. Extra arguments go to `turbo run dev` (e.g. --filter=@app/web).
//
// Unless SMTP_URL is set, a local mail catcher (MailDev) takes every e-mail the API sends: its inbox is
// at http://localhost:1080 (MAILDEV_WEB_PORT), its SMTP port 1025 (MAILDEV_SMTP_PORT). Nothing leaves the
// machine.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { bootstrap, log, root } from './bootstrap.mjs';

const { env, nodeExe } = bootstrap();

const children = [];
const devEnv = { ...env, TURBO_TELEMETRY_DISABLED: '1' };
if (!process.env.SMTP_URL) {
  const smtpPort = process.env.MAILDEV_SMTP_PORT ?? '1025';
  const webPort = process.env.MAILDEV_WEB_PORT ?? '1080';
  log(`mail catcher (MailDev): every e-mail the API sends is at http://localhost:${webPort}`);
  children.push(
    spawn(
      nodeExe,
      [
        join(root, 'node_modules/maildev/dist/bin/maildev.js'),
        '--smtp',
        smtpPort,
        '--ip',
        '127.0.0.1',
        '--web',
        webPort,
        '--web-ip',
        '127.0.0.1',
      ],
      { cwd: root, env, stdio: 'inherit' },
    ),
  );
  devEnv.SMTP_URL = `smtp://127.0.0.1:${smtpPort}`;
  devEnv.MAIL_FROM ??= 'Event back office (development) <office@localhost>';
}

log('starting the dev servers: API under node --watch, Vite with hot reload');
const turbo = spawn(
  nodeExe,
  // Loose env mode: turbo's default (strict) would hide PORT, DATABASE_URL, WEB_PORT and the rest of
  // the developer's environment from the tasks; dev tasks are not cached, so nothing is lost.
  [join(root, 'node_modules/turbo/bin/turbo'), 'run', 'dev', '--env-mode=loose', ...process.argv.slice(2)],
  { cwd: root, env: devEnv, stdio: 'inherit' },
);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    turbo.kill(signal);
    for (const child of children) child.kill(signal);
  });
}
turbo.on('exit', (code, signal) => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(code ?? (signal ? 1 : 0));
});
