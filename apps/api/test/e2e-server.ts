// Starts the real app on a fresh database for the Playwright suite: PostgreSQL when the test run has
// it (TEST_DB_KINDS contains postgres), otherwise embedded PGlite. The database is dropped on exit.
// With E2E_MAIL_CATCHER set, the app's e-mail goes through its job queue to a MailDev of its own (the
// mail catcher `npm run dev` uses), whose inbox GET /__e2e/mail-catcher names; without it, e-mail stays
// queued in the outbox as on a server with no mail server.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { ensureAdmin, seedDemo, tableNames } from '@app/db';
import { createTestDatabase } from '@app/db/testing';
import { sql } from 'kysely';
import { buildApp } from '../src/app.ts';
import { repoRoot } from '../src/env.ts';
import { SecretBox } from '../src/lib/secret-box.ts';
import { startMail } from '../src/mail/mail-service.ts';
import { appRouter } from '../src/trpc/root.ts';

export const E2E_ADMIN = { username: 'admin', password: 'e2e-admin-password' };

const kind = (process.env.TEST_DB_KINDS ?? 'pglite').includes('postgres') ? 'postgres' : 'pglite';
const database = await createTestDatabase({ kind });
await ensureAdmin(database.db, E2E_ADMIN);
await seedDemo(database.db);

const secrets = new SecretBox([randomBytes(32)]);
const catcher = process.env.E2E_MAIL_CATCHER ? await startMailCatcher() : null;
const mail = catcher
  ? await startMail(
      database,
      { smtpUrl: catcher.smtpUrl, from: 'Golden Hour Events <office@goldenhour.test>' },
      { secrets },
    )
  : null;

const app = await buildApp({
  ...(mail ? { outbox: mail.outbox } : {}),
  db: database.db,
  secrets,
  sessionSecret: randomBytes(32).toString('hex'),
  listen: database.listen,
  webDist: process.env.E2E_WEB_DIST ?? join(repoRoot, 'apps/web/dist'),
});
registerTestRoutes();
const port = Number(process.env.E2E_PORT ?? 4173);
await app.listen({ port, host: '127.0.0.1' });
process.stdout.write(`e2e server on ${port} (${kind})\n`);

const stop = async () => {
  await app.close();
  await mail?.stop();
  catcher?.process.kill();
  await database.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());

/** A port nobody listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** MailDev on two free ports, once its web inbox answers. */
async function startMailCatcher(): Promise<{ process: ChildProcess; smtpUrl: string; webUrl: string }> {
  const [smtpPort, webPort] = [await freePort(), await freePort()];
  const child = spawn(
    process.execPath,
    [
      join(repoRoot, 'node_modules/maildev/dist/bin/maildev.js'),
      ...['--smtp', String(smtpPort), '--ip', '127.0.0.1', '--web', String(webPort), '--web-ip', '127.0.0.1'],
    ],
    { stdio: 'ignore' },
  );
  const webUrl = `http://127.0.0.1:${webPort}`;
  for (let tries = 0; ; tries++) {
    const answer = await fetch(`${webUrl}/api/healthz`).catch(() => null);
    if (answer?.ok) break;
    if (tries > 100) throw new Error('MailDev did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { process: child, smtpUrl: `smtp://127.0.0.1:${smtpPort}`, webUrl };
}

/**
 * Test-only routes of this harness (never part of the app): what the CSRF spec needs to prove that
 * forged requests reached the server and changed nothing.
 *  - GET /__e2e/checksum: one md5 per table of its whole content (sessions and login throttling aside).
 *  - GET /__e2e/mutations: the tRPC mutation paths, from the router itself.
 *  - GET /__e2e/foreign-requests: state-changing requests seen from another origin, with their answers.
 *  - GET /__e2e/mail-catcher: the address of the mail catcher's inbox and its SMTP port (null without one).
 *  - GET /__e2e/last-email?to=…: the newest e-mail to an address, its text as it will be delivered (the
 *    outbox's API hides a confidential one's, such as a password reset link's).
 */
function registerTestRoutes() {
  const foreign: {
    method: string;
    url: string;
    status: number;
    fetchSite: string;
    withCookie: boolean;
    withPortalCookie: boolean;
  }[] = [];
  app.addHook('onResponse', async (req, reply) => {
    const fetchSite = req.headers['sec-fetch-site'];
    if (
      ['POST', 'PUT', 'PATCH', 'DELETE'].includes(req.method) &&
      (fetchSite === 'same-site' || fetchSite === 'cross-site')
    ) {
      foreign.push({
        method: req.method,
        url: req.url,
        status: reply.statusCode,
        fetchSite,
        withCookie: /(^|;\s*)sid=/.test(req.headers.cookie ?? ''),
        withPortalCookie: /(^|;\s*)portal_sid=/.test(req.headers.cookie ?? ''),
      });
    }
  });
  app.get('/__e2e/mail-catcher', async () => ({
    web: catcher?.webUrl ?? null,
    smtpPort: catcher ? Number(new URL(catcher.smtpUrl).port) : null,
  }));
  app.get('/__e2e/checksum', async () => {
    const checksums: Record<string, string> = {};
    // The list generations count statements, refused ones too: bookkeeping, not what a user changed.
    const bookkeeping: readonly string[] = ['sessions', 'login_throttle', 'list_generations'];
    for (const table of tableNames.filter((t) => !bookkeeping.includes(t))) {
      const { rows } = await sql<{
        sum: string | null;
      }>`select md5(string_agg(t::text, '|' order by t::text)) as sum from ${sql.table(table)} t`.execute(
        database.db,
      );
      checksums[table] = rows[0]?.sum ?? 'empty';
    }
    return checksums;
  });
  app.get('/__e2e/mutations', async () =>
    Object.entries(appRouter._def.procedures)
      .filter(
        ([, procedure]) => (procedure as unknown as { _def: { type: string } })._def.type === 'mutation',
      )
      .map(([path]) => path),
  );
  app.get('/__e2e/last-email', async (req) => {
    const to = String((req.query as { to?: string }).to ?? '');
    const row = await database.db
      .selectFrom('emails')
      .select(['subject', 'textBody as text'])
      .where('toAddress', '=', to)
      .orderBy('id', 'desc')
      .executeTakeFirst();
    return row ?? { subject: null, text: null };
  });
  app.get('/__e2e/foreign-requests', async (req) => {
    const list = [...foreign];
    if ((req.query as { reset?: string }).reset) foreign.length = 0;
    return list;
  });
}
