import { join } from 'node:path';
import {
  createDatabase,
  ensureAdmin,
  ensureCompanyTimeZone,
  foldListGenerations,
  hasMigrated,
  migrateToLatest,
  purgeExpiredIdempotencyKeys,
  purgeExpiredSessions,
  seedDemo,
} from '@app/db';
import { buildApp } from './app.ts';
import { EnvError, loadEnv, persistentSecret, secretKeys } from './env.ts';
import { SecretBox } from './lib/secret-box.ts';
import { startMail } from './mail/mail-service.ts';

// The only file that listens: it wires the environment, the database and the app, then serves.
async function main() {
  const env = loadEnv();
  const database = await createDatabase(
    env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: join(env.DATA_DIR, 'pglite') },
  );
  const { db } = database;

  const isNewDatabase = !(await hasMigrated(db));
  await migrateToLatest(db);

  const admin = await ensureAdmin(db, { username: env.ADMIN_USERNAME, password: env.ADMIN_PASSWORD });
  await ensureCompanyTimeZone(db, env.TIME_ZONE);
  const seedDemoData = env.SEED_DEMO ?? (database.kind === 'pglite' && isNewDatabase);
  if (seedDemoData) await seedDemo(db);

  const secrets = new SecretBox(secretKeys(env));
  const mail = await startMail(
    database,
    env.SMTP_URL && env.MAIL_FROM ? { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM } : null,
    { publicUrl: env.PUBLIC_URL, secrets },
  );
  const app = await buildApp({
    outbox: mail.outbox,
    db,
    secrets,
    sessionSecret: persistentSecret(env, 'session-secret', env.SESSION_SECRET),
    production: env.NODE_ENV === 'production',
    webDist: env.WEB_DIST,
    logger: { level: env.LOG_LEVEL },
    listen: database.listen,
    ...(env.PUBLIC_URL ? { publicUrl: env.PUBLIC_URL } : {}),
  });
  // Expired sessions, Idempotency-Keys older than 24 hours, and the list generations' rows of ended
  // connections (folded, keeping every sum).
  const purge = setInterval(() => {
    void purgeExpiredSessions(db).catch(() => {});
    void purgeExpiredIdempotencyKeys(db).catch(() => {});
    void foldListGenerations(db).catch(() => {});
  }, 10 * 60_000);
  purge.unref();

  // SIGTERM: keep listening while the requests already received finish (new ones get 503 and every
  // response closes its connection), then stop the listener, close the pool and exit 0; all within
  // 10 s, after which the exit is forced (code 1).
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests, answering new ones 503');
    const force = setTimeout(() => {
      app.log.error('shutdown took longer than 10 s: exiting anyway');
      process.exit(1);
    }, 10_000).unref();
    try {
      clearInterval(purge);
      const { stillInFlight } = await app.drain(8_000);
      if (stillInFlight > 0) app.log.warn({ stillInFlight }, 'requests still running after 8 s');
      await app.close();
      app.log.info('listener closed');
      await mail.stop();
      await database.close();
      app.log.info('database connections closed: exiting');
      clearTimeout(force);
      // The log is written asynchronously: let every line reach stdout, in order, before exiting.
      // (Fastify's logger is pino, whose `flush` Fastify's logger type leaves out.)
      const log = app.log as typeof app.log & { flush(done: () => void): void };
      await new Promise<void>((resolve) => log.flush(resolve));
      process.exit(0);
    } catch (err) {
      app.log.error(err, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: env.PORT, host: env.HOST });
  const shownHost = env.HOST === '0.0.0.0' || env.HOST === '::' ? 'localhost' : env.HOST;
  const lines = [`\n  Event back office is ready at http://${shownHost}:${env.PORT}`];
  lines.push(`  Database: ${database.kind === 'pglite' ? `embedded (${env.DATA_DIR})` : 'PostgreSQL'}`);
  const sender = await mail.outbox.config.sender(db);
  lines.push(
    `  E-mail: ${
      sender.source === 'company'
        ? 'sent through the mail server in the company settings'
        : env.SMTP_URL && sender.source === 'environment'
          ? `sent through ${new URL(env.SMTP_URL).host}`
          : 'kept in the outbox (set a mail server in the company settings, or SMTP_URL and MAIL_FROM)'
    }`,
  );
  if (admin.created) {
    lines.push(`  Admin account created: username "${admin.username}"`);
    if (admin.password) lines.push(`  Generated password (shown once): ${admin.password}`);
  }
  process.stdout.write(`${lines.join('\n')}\n\n`);
}

main().catch((err: unknown) => {
  if (err instanceof EnvError) {
    process.stderr.write(`${err.message}\n`);
  } else {
    process.stderr.write(
      `Failed to start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
    );
  }
  process.exit(1);
});
