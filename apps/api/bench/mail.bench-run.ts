/*
 * E-mail delivery figures: 1,000 queued messages delivered to a local SMTP server (messages per
 * second), a list call's latency before and while the worker delivers, and the process's memory across
 * 10,000 messages. `node --expose-gc apps/api/bench/mail.bench-run.ts [--embedded] [--total N]`
 * (TEST_DATABASE_URL names the server; default 127.0.0.1; --embedded runs it on PGlite). The SMTP server
 * (smtp-server) runs in this process too, so the figures include receiving.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { ensureAdmin } from '@app/db';
import { createTestDatabase } from '@app/db/testing';
import { SMTPServer } from 'smtp-server';
import { buildApp } from '../src/app.ts';
import { SecretBox } from '../src/lib/secret-box.ts';
import { startMail } from '../src/mail/mail-service.ts';

const argValue = (name: string) => {
  const at = process.argv.indexOf(name);
  return at === -1 ? undefined : process.argv[at + 1];
};
const embedded = process.argv.includes('--embedded');
const MEMORY_TOTAL = Number(argValue('--total') ?? 10_000);
const gc = (globalThis as { gc?: () => void }).gc;

let received = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  // A local catcher: no reverse DNS of the sender (each lookup would be a wait of its own).
  disableReverseLookup: true,
  onData(stream, _session, done) {
    stream.on('data', () => {});
    stream.on('end', () => {
      received++;
      done();
    });
  },
});
await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
const smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;

const database = await createTestDatabase({ kind: embedded ? 'pglite' : 'postgres' });
const credentials = { username: 'bench-admin', password: 'bench-password-1' };
await ensureAdmin(database.db, credentials);
const mail = await startMail(database, { smtpUrl, from: 'Bench <bench@example.com>' });
const app = await buildApp({
  db: database.db,
  secrets: new SecretBox([randomBytes(32)]),
  sessionSecret: randomBytes(32).toString('hex'),
  outbox: mail.outbox,
});
const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: credentials });
const cookie = String([login.headers['set-cookie']].flat()[0]).split(';')[0] ?? '';
for (let i = 0; i < 200; i++)
  await database.db
    .insertInto('clients')
    .values({
      name: `Client ${i}`,
      industry: 'Events',
      contactName: `Person ${i}`,
      contactEmail: `c${i}@example.com`,
    })
    .execute();

/** p50 and p99 of `count` sequential list calls (GET /api/clients, a page of 50), in ms. */
async function listLatency(count: number) {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const start = performance.now();
    const res = await app.inject({ method: 'GET', url: '/api/clients?limit=50', headers: { cookie } });
    if (res.statusCode !== 200) throw new Error(`list: ${res.statusCode}`);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) =>
    Number((times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0).toFixed(1));
  return { p50: at(0.5), p99: at(0.99) };
}

/** Queues `count` messages, 100 per transaction (as many changes writing mail at once would). */
async function queue(count: number, offset: number) {
  for (let done = 0; done < count; done += 100) {
    await database.db.transaction().execute(async (trx) => {
      for (let i = done; i < Math.min(count, done + 100); i++)
        await mail.outbox.queue(trx, {
          to: `guest${offset + i}@example.com`,
          subject: `Your seat, table ${(offset + i) % 40}`,
          html: `<p>Dear guest ${offset + i},</p><p>Your seat is at table ${(offset + i) % 40}.</p>`,
        });
    });
  }
}

async function untilReceived(target: number) {
  while (received < target) await sleep(20);
}

const idle = await listLatency(300);
const start = performance.now();
await queue(1000, 0);
const queuedAfter = performance.now() - start;
const busyPromise = listLatency(300);
await untilReceived(1000);
const deliveredAfter = performance.now() - start;
const busy = await busyPromise;
const perSecond = Math.round(1000 / (deliveredAfter / 1000));

// Memory: 10,000 more, sampled after each 1,000 delivered (after a collection when --expose-gc).
const samples: { delivered: number; heapMb: number; rssMb: number }[] = [];
const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;
for (let batch = 0; batch < MEMORY_TOTAL / 1000; batch++) {
  await queue(1000, 1000 + batch * 1000);
  await untilReceived(2000 + batch * 1000);
  gc?.();
  const usage = process.memoryUsage();
  samples.push({ delivered: received - 1000, heapMb: mb(usage.heapUsed), rssMb: mb(usage.rss) });
}

const result = {
  database: embedded ? 'pglite' : 'postgres',
  messages: 1000,
  queuedMs: Math.round(queuedAfter),
  deliveredMs: Math.round(deliveredAfter),
  messagesPerSecond: perSecond,
  listIdle: idle,
  listWhileDelivering: busy,
  memory: samples,
  gc: Boolean(gc),
};
const lines = [
  `E-mail delivery (${result.database}): 1,000 messages queued in ${result.queuedMs} ms, delivered in ${result.deliveredMs} ms: ${perSecond} messages/s`,
  `GET /api/clients?limit=50: p50 ${idle.p50} ms, p99 ${idle.p99} ms idle; p50 ${busy.p50} ms, p99 ${busy.p99} ms while delivering`,
  `Memory after each 1,000 of ${MEMORY_TOTAL.toLocaleString('en-US')} more${gc ? ' (after a collection)' : ' (run with --expose-gc for comparable figures)'}:`,
  ...samples.map((s) => `  ${String(s.delivered).padStart(6)}: heap ${s.heapMb} MB, rss ${s.rssMb} MB`),
];
process.stdout.write(`${lines.join('\n')}\n`);
const dir = join(import.meta.dirname, '../../../bench/results');
mkdirSync(dir, { recursive: true });
writeFileSync(join(dir, `mail-${result.database}.json`), `${JSON.stringify(result, null, 2)}\n`);

await app.close();
await mail.stop();
await database.close();
smtp.close();
