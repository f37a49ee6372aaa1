import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { createTestDatabase, type TestDatabase } from '@app/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MailService, startMail } from '../src/mail/mail-service.ts';
import { Inbox, until } from './smtp-inbox.ts';

// What the outbox promises when an API process dies or runs twice, on PostgreSQL (the embedded
// database lives in one process): a process killed while handing a message to the mail server never
// leads to a second copy, and two instances on one database deliver each message once.

const FAST = { retryLimit: 3, retryDelaySeconds: 1, retryDelayMaxSeconds: 1, expireInSeconds: 3 };

describe.runIf(process.env.TEST_DB_KIND === 'postgres')('the outbox across processes', () => {
  let database: TestDatabase;
  const services: MailService[] = [];

  beforeAll(async () => {
    database = await createTestDatabase({ kind: 'postgres' });
  });
  afterAll(async () => {
    for (const service of services) await service.stop();
    await database?.close();
  });

  const row = (id: number) =>
    database.db.selectFrom('emails').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('never sends twice when the process dies while the mail server has the message', async () => {
    // A mail server that takes the message and never answers: the process is killed meanwhile.
    const hanging = new Inbox({ hang: true });
    await hanging.start();
    const child = spawn(process.execPath, ['test/mail-worker-process.ts'], {
      env: { ...process.env, DATABASE_URL: database.databaseUrl, SMTP_URL: hanging.url },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += String(chunk);
    });
    const id = Number(await until('the child to queue', async () => out.match(/queued (\d+)/)?.[1], 60_000));
    await until('the message at the mail server', async () => hanging.received.length === 1);
    expect((await row(id)).status).toBe('sending');
    child.kill('SIGKILL');
    await new Promise((resolve) => child.once('exit', resolve));
    await hanging.stop();

    // Another instance, with a mail server that works, takes over the lost job once it expires.
    const inbox = new Inbox();
    await inbox.start();
    const service = await startMail(database, inbox.settings, {
      pollingIntervalSeconds: 0.5,
      superviseIntervalSeconds: 1,
      retries: FAST,
    });
    services.push(service);
    const unconfirmed = await until(
      'the interrupted delivery to be marked',
      async () => {
        const r = await row(id);
        return r.status === 'unconfirmed' && r;
      },
      80_000,
    );
    expect(unconfirmed.error).toMatch(/^The delivery was interrupted/);
    await sleep(2000);
    expect(inbox.received).toEqual([]);

    // A person checks and sends it again: it carries the same Message-ID as the first copy.
    await database.db.transaction().execute(async (trx) => {
      await trx.updateTable('emails').set({ status: 'queued', error: null }).where('id', '=', id).execute();
      await service.outbox.deliverAgain(trx, id);
    });
    const [copy] = await until('the resend', async () => inbox.received.length === 1 && inbox.received);
    expect(copy?.messageId).toBe(hanging.received[0]?.messageId);
    expect((await row(id)).attempts).toBe(2);
    await service.stop();
    services.splice(services.indexOf(service), 1);
    await inbox.stop();
  }, 180_000);

  it('delivers each message once with two instances working the queue', async () => {
    const inbox = new Inbox();
    await inbox.start();
    const [a, b] = await Promise.all(
      ['a', 'b'].map((name) =>
        startMail(database, inbox.settings, { pollingIntervalSeconds: 0.5, instanceName: name }),
      ),
    );
    services.push(a!, b!);
    const ids = await database.db.transaction().execute(async (trx) => {
      const written: number[] = [];
      for (let i = 0; i < 40; i++)
        written.push(
          await (i % 2 ? a! : b!).outbox.queue(trx, {
            to: `guest${i}@harborandvine.test`,
            subject: `Seat ${i}`,
            html: `<p>${i}</p>`,
          }),
        );
      return written;
    });
    await until('all forty', async () => inbox.received.length >= 40, 60_000);
    await sleep(2000);
    expect(inbox.received).toHaveLength(40);
    expect(new Set(inbox.received.map((m) => m.subject)).size).toBe(40);
    const rows = await database.db
      .selectFrom('emails')
      .select(['status', 'attempts'])
      .where('id', 'in', ids)
      .execute();
    expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
    await inbox.stop();
  }, 120_000);
});
