import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { overdueReminderDays } from '@app/db';
import {
  COMPANY_SETTINGS_ADMINS_ONLY,
  MAIL_FROM_FORMAT,
  MAIL_FROM_REQUIRED,
  REMINDER_DAYS_ORDER,
  REMINDER_DAYS_RANGE,
  REMINDER_DAYS_TOO_MANY,
  SMTP_HOST_FORMAT,
  SMTP_PORT_RANGE,
  TEST_EMAIL_TEXTS,
} from '@app/domain';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { rotateStoredSecrets } from '../src/lib/rotate-secrets.ts';
import { SecretBox } from '../src/lib/secret-box.ts';
import { SMTP_PASSWORD_AAD, SMTP_PASSWORD_UNREADABLE } from '../src/mail/mail-config.ts';
import { startMail } from '../src/mail/mail-service.ts';
import { ADMIN, createTestApp, MANAGER, type TestApp, tableChecksums } from './helpers.ts';
import { FROM, Inbox, until } from './smtp-inbox.ts';

// The mail server an administrator sets in the company settings, and the overdue reminders' days: a
// round trip where the password never comes back and is stored encrypted, deliveries through a real
// SMTP server (smtp-server, requiring that user name and password) chosen by the company settings over
// the environment, the messages that waited for a server going out once one is set, the test e-mail,
// and refusals that change nothing. On both database kinds.

const USERNAME = 'office@goldenhour.test';
const PASSWORD = 'app-pass-7Qm!x2';
const FAST_RETRIES = { retryLimit: 1, retryDelaySeconds: 1, retryDelayMaxSeconds: 1 };

/** An SMTP server that takes mail only from USERNAME signed in with PASSWORD. */
class AuthInbox {
  readonly received: ParsedMail[] = [];
  readonly signIns: string[] = [];
  #server: SMTPServer | null = null;
  port = 0;

  async start() {
    this.#server = new SMTPServer({
      authMethods: ['PLAIN', 'LOGIN'],
      allowInsecureAuth: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      disableReverseLookup: true,
      onAuth: (auth, _session, done) => {
        this.signIns.push(`${auth.username}:${auth.password}`);
        if (auth.username === USERNAME && auth.password === PASSWORD) done(null, { user: USERNAME });
        else done(new Error('Invalid username or password'));
      },
      onData: (stream, _session, done) => {
        simpleParser(stream)
          .then((mail) => {
            this.received.push(mail);
            done();
          })
          .catch(done);
      },
    });
    await new Promise<void>((resolve) => this.#server?.listen(0, '127.0.0.1', resolve));
    this.port = (this.#server.server.address() as AddressInfo).port;
  }

  async stop() {
    await new Promise<void>((resolve) => this.#server?.close(() => resolve()));
  }
}

const company = new AuthInbox();
const environment = new Inbox();
/** An app started without a mail server in its environment. */
let t: TestApp;
let admin: string;
let manager: string;

beforeAll(async () => {
  await company.start();
  await environment.start();
  t = await createTestApp({ mail: { settings: null, retries: FAST_RETRIES } });
  admin = await t.login(ADMIN);
  manager = await t.login(MANAGER);
});
afterAll(async () => {
  await t?.close();
  await company.stop();
  await environment.stop();
});
afterEach(() => {
  company.received.length = 0;
  environment.received.length = 0;
});

const companyServer = () => ({
  smtpHost: '127.0.0.1',
  smtpPort: company.port,
  smtpSecurity: 'none',
  smtpUsername: USERNAME,
  smtpPassword: PASSWORD,
  mailFrom: FROM,
});

const put = (app: TestApp, cookie: string, body: unknown) =>
  app.call('PUT', '/api/company-settings', { cookie, body });
const get = (app: TestApp, cookie: string) => app.call('GET', '/api/company-settings', { cookie });

const emailRow = (app: TestApp, id: number) =>
  app.database.db.selectFrom('emails').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

const queue = (app: TestApp, to: string, subject: string) =>
  app.database.db
    .transaction()
    .execute((trx) => app.mail!.outbox.queue(trx, { to, subject, html: `<p>${subject}</p>` }));

const storedCiphertext = async () =>
  (
    await t.database.db
      .selectFrom('company_settings')
      .select('smtpPasswordCiphertext')
      .executeTakeFirstOrThrow()
  ).smtpPasswordCiphertext;

describe('the mail server in the company settings', () => {
  it('keeps mail waiting while there is none, then delivers it through the one an administrator sets, signed in with its password', async () => {
    const before = (await get(t, admin)).json();
    expect(before).toMatchObject({ mailServer: 'none', smtpHost: null, smtpPasswordSet: false });

    const waiting = await queue(t, 'maya@harborandvine.test', 'Written before any mail server');
    expect(await emailRow(t, waiting)).toMatchObject({
      status: 'queued',
      error: 'Not sent: no mail server configured',
    });

    const saved = await put(t, admin, { ...companyServer(), version: before.version });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      smtpHost: '127.0.0.1',
      smtpPort: company.port,
      smtpSecurity: 'none',
      smtpUsername: USERNAME,
      smtpPasswordSet: true,
      mailFrom: FROM,
      mailServer: 'company',
    });

    const [mail] = await until(
      'the waiting message',
      async () => company.received.length > 0 && company.received,
    );
    expect(mail?.subject).toBe('Written before any mail server');
    expect(mail?.from?.value[0]?.address).toBe('office@goldenhour.test');
    expect(mail?.to).toMatchObject({ value: [{ address: 'maya@harborandvine.test' }] });
    expect(company.signIns).toContain(`${USERNAME}:${PASSWORD}`);
    await until('the row to say sent', async () => (await emailRow(t, waiting)).status === 'sent');
    expect((await emailRow(t, waiting)).error).toBeNull();

    // A message written now goes straight out through it, once.
    const next = await queue(t, 'sam@harborandvine.test', 'Written with the company server');
    await until('the new message', async () =>
      company.received.some((m) => m.subject === 'Written with the company server'),
    );
    await until('the row to say sent', async () => (await emailRow(t, next)).status === 'sent');
    await sleep(1500);
    expect(company.received.map((m) => m.subject).sort()).toEqual([
      'Written before any mail server',
      'Written with the company server',
    ]);
  });

  it('never answers the password, stores it encrypted, keeps it on an empty save and drops it with the user name', async () => {
    const answers = [
      (await get(t, admin)).body,
      (await get(t, manager)).body,
      (await t.call('POST', '/trpc/companySettings.get', { cookie: admin })).body,
      (await put(t, admin, { smtpPassword: PASSWORD })).body,
    ];
    const ciphertext = await storedCiphertext();
    expect(ciphertext).toMatch(/^v1\./);
    for (const body of answers) {
      expect(body).not.toContain(PASSWORD);
      expect(body).not.toContain(ciphertext);
      expect(body).not.toContain('smtpPassword"');
    }
    expect(ciphertext).not.toContain(PASSWORD);
    expect(t.secrets.decrypt(ciphertext!, SMTP_PASSWORD_AAD)).toBe(PASSWORD);

    // The audit log says the password changed, never what it is.
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select('changes')
      .where('tableName', '=', 'company_settings')
      .execute();
    const auditText = JSON.stringify(audit);
    expect(auditText).toContain('smtp_password_ciphertext');
    expect(auditText).toContain('[redacted]');
    expect(auditText).not.toContain(PASSWORD);
    expect(auditText).not.toContain(ciphertext!.split('.')[4]!);

    // A manager reads the server (not the password) and cannot change it.
    const asManager = (await get(t, manager)).json();
    expect(asManager).toMatchObject({ smtpHost: '127.0.0.1', smtpUsername: USERNAME, smtpPasswordSet: true });
    const refused = await put(t, manager, { smtpHost: 'smtp.elsewhere.test', smtpPassword: 'taken-over' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(COMPANY_SETTINGS_ADMINS_ONLY);
    expect(await storedCiphertext()).toBe(ciphertext);

    // An empty password field keeps the stored one; the rest of the form saves.
    const kept = await put(t, admin, { ...companyServer(), smtpPassword: '', smtpPort: company.port });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().smtpPasswordSet).toBe(true);
    expect(t.secrets.decrypt((await storedCiphertext())!, SMTP_PASSWORD_AAD)).toBe(PASSWORD);

    // No user name: no password either.
    const noUser = await put(t, admin, { smtpUsername: '' });
    expect(noUser.json()).toMatchObject({ smtpUsername: null, smtpPasswordSet: false });
    expect(await storedCiphertext()).toBeNull();
    // null removes it outright.
    await put(t, admin, { smtpUsername: USERNAME, smtpPassword: PASSWORD });
    expect((await put(t, admin, { smtpPassword: null })).json().smtpPasswordSet).toBe(false);
    await put(t, admin, { smtpPassword: PASSWORD });
    expect((await get(t, admin)).json().smtpPasswordSet).toBe(true);
  });

  it('saves the overdue reminders’ days, and turns them off with none', async () => {
    const saved = await put(t, admin, { overdueReminderDays: [2, 10, 30] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().overdueReminderDays).toEqual([2, 10, 30]);
    expect((await get(t, manager)).json().overdueReminderDays).toEqual([2, 10, 30]);
    expect(await overdueReminderDays(t.database.db)).toEqual([2, 10, 30]);
    expect((await put(t, admin, { overdueReminderDays: [] })).json().overdueReminderDays).toEqual([]);
    expect(await overdueReminderDays(t.database.db)).toEqual([]);
    await put(t, admin, { overdueReminderDays: [3, 7, 14] });
  });

  it('refuses bad reminder days and a bad mail server with the field’s reason, changing nothing', async () => {
    const before = await tableChecksums(t.database.db, ['company_settings', 'audit_log', 'emails']);
    const answerBefore = (await get(t, admin)).json();
    for (const [body, path, message] of [
      [{ overdueReminderDays: [7, 3] }, 'overdueReminderDays', REMINDER_DAYS_ORDER],
      [{ overdueReminderDays: [3, 3] }, 'overdueReminderDays', REMINDER_DAYS_ORDER],
      [{ overdueReminderDays: [0, 3] }, 'overdueReminderDays', REMINDER_DAYS_RANGE],
      [{ overdueReminderDays: [1.5] }, 'overdueReminderDays', REMINDER_DAYS_RANGE],
      [{ overdueReminderDays: [3, 400] }, 'overdueReminderDays', REMINDER_DAYS_RANGE],
      [{ overdueReminderDays: [1, 2, 3, 4, 5, 6] }, 'overdueReminderDays', REMINDER_DAYS_TOO_MANY],
      [{ overdueReminderDays: '3, 7' }, 'overdueReminderDays', REMINDER_DAYS_RANGE],
      [{ smtpHost: 'smtp example com' }, 'smtpHost', SMTP_HOST_FORMAT],
      [{ smtpPort: 70_000 }, 'smtpPort', SMTP_PORT_RANGE],
      [{ smtpPort: 'x' }, 'smtpPort', SMTP_PORT_RANGE],
      [{ mailFrom: 'office at goldenhour' }, 'mailFrom', MAIL_FROM_FORMAT],
      [{ mailFrom: '' }, 'mailFrom', MAIL_FROM_REQUIRED],
    ] as const) {
      const res = await put(t, admin, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().issues, JSON.stringify(body)).toEqual([{ path, message }]);
    }
    expect(await tableChecksums(t.database.db, ['company_settings', 'audit_log', 'emails'])).toEqual(before);
    expect((await get(t, admin)).json()).toEqual(answerBefore);
  });

  it('sends the administrator a test e-mail through the outbox, and says why not when it cannot', async () => {
    const noAddress = await t.call('POST', '/api/company-settings/test-email', { cookie: admin });
    expect(noAddress.statusCode).toBe(409);
    expect(noAddress.json().message).toBe(TEST_EMAIL_TEXTS.noAddress);
    await t.database.db
      .updateTable('users')
      .set({ email: 'jordan@goldenhour.test' })
      .where('username', '=', ADMIN.username)
      .execute();
    const byManager = await t.call('POST', '/api/company-settings/test-email', { cookie: manager });
    expect(byManager.statusCode).toBe(403);

    const sent = await t.call('POST', '/api/company-settings/test-email', { cookie: admin });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ to: 'jordan@goldenhour.test' });
    const mail = await until('the test e-mail', async () => company.received[0]);
    expect(mail.to).toMatchObject({ value: [{ address: 'jordan@goldenhour.test' }] });
    expect(mail.subject).toBe(TEST_EMAIL_TEXTS.subject('EventFlow'));
    expect(mail.text).toContain('No reply is needed.');
    await until('the row to say sent', async () => (await emailRow(t, sent.json().id)).status === 'sent');

    // Without a server (the host removed, and none in the environment): refused, nothing written.
    const removed = await put(t, admin, { smtpHost: '' });
    expect(removed.json()).toMatchObject({
      mailServer: 'none',
      smtpHost: null,
      smtpUsername: null,
      smtpPasswordSet: false,
      mailFrom: null,
    });
    const count = async () => (await t.database.db.selectFrom('emails').select('id').execute()).length;
    const emails = await count();
    const noServer = await t.call('POST', '/api/company-settings/test-email', { cookie: admin });
    expect(noServer.statusCode).toBe(409);
    expect(noServer.json().message).toBe(TEST_EMAIL_TEXTS.noMailServer);
    expect(await count()).toBe(emails);
  });

  it('fails a delivery whose stored password no key opens, saying so, and rotates a good one to the new key', async () => {
    await put(t, admin, companyServer());
    const good = (await storedCiphertext())!;
    const both = new SecretBox([randomBytes(32), t.secretKey]);
    const report = await rotateStoredSecrets(t.database.db, both);
    expect(report.rotated).toBe(1);
    expect(report.failedSmtpPassword).toBeUndefined();
    const rotated = (await storedCiphertext())!;
    expect(rotated.split('.')[1]).toBe(both.currentKeyId);
    expect(both.decrypt(rotated, SMTP_PASSWORD_AAD)).toBe(PASSWORD);
    // This app knows only the old key now: its delivery cannot sign in, and says why.
    const id = await queue(t, 'maya@harborandvine.test', 'Under a key this instance lacks');
    const failed = await until(
      'the delivery to fail',
      async () => {
        const row = await emailRow(t, id);
        return row.status === 'failed' && row;
      },
      30_000,
    );
    expect(failed.error).toBe(SMTP_PASSWORD_UNREADABLE);
    expect(company.received).toEqual([]);
    await t.database.db.updateTable('company_settings').set({ smtpPasswordCiphertext: good }).execute();
  }, 40_000);
});

describe('two API instances on one database', () => {
  it('follow a change of the company settings at once, with nothing to refresh', async () => {
    const second = await startMail(t.database, null, {
      secrets: t.secrets,
      pollingIntervalSeconds: 0.5,
      instanceName: 'second',
      retries: FAST_RETRIES,
    });
    try {
      expect((await get(t, admin)).json().mailServer).toBe('company');
      const viaSecond = await queue(
        { ...t, mail: second },
        'maya@harborandvine.test',
        'Written by the second',
      );
      await until('the second instance’s message', async () =>
        company.received.some((m) => m.subject === 'Written by the second'),
      );
      await until('sent', async () => (await emailRow(t, viaSecond)).status === 'sent');

      // Removed through the first instance: the second writes its next message as waiting.
      await put(t, admin, { smtpHost: '' });
      const waiting = await queue({ ...t, mail: second }, 'sam@harborandvine.test', 'Waiting on the second');
      expect(await emailRow(t, waiting)).toMatchObject({
        status: 'queued',
        error: 'Not sent: no mail server configured',
      });
      // Set again through the first: the message the second wrote goes out.
      await put(t, admin, companyServer());
      await until('the waiting message', async () =>
        company.received.some((m) => m.subject === 'Waiting on the second'),
      );
    } finally {
      await second.stop();
    }
  });
});

describe('the company settings’ server and the environment’s', () => {
  it('sends through the company settings’ server while it is set, else through SMTP_URL', async () => {
    const env = await createTestApp({
      mail: {
        settings: { smtpUrl: environment.url, from: 'Env Sender <env@goldenhour.test>' },
        retries: FAST_RETRIES,
      },
    });
    try {
      const cookie = await env.login(ADMIN);
      expect((await get(env, cookie)).json().mailServer).toBe('environment');
      const first = await queue(env, 'a@harborandvine.test', 'Through the environment');
      await until('the environment’s delivery', async () => environment.received.length === 1);
      await until('sent', async () => (await emailRow(env, first)).status === 'sent');

      const saved = await put(env, cookie, companyServer());
      expect(saved.json().mailServer).toBe('company');
      await queue(env, 'b@harborandvine.test', 'Through the company settings');
      const mail = await until('the company’s delivery', async () => company.received[0]);
      expect(mail.subject).toBe('Through the company settings');
      expect(mail.from?.value[0]?.address).toBe('office@goldenhour.test');

      expect((await put(env, cookie, { smtpHost: null })).json().mailServer).toBe('environment');
      await queue(env, 'c@harborandvine.test', 'Back through the environment');
      await until('the environment’s second delivery', async () => environment.received.length === 2);
      const back = environment.received[1];
      expect(back?.subject).toBe('Back through the environment');
      expect(back?.from?.value[0]?.address).toBe('env@goldenhour.test');
      expect(company.received).toHaveLength(1);
    } finally {
      await env.close();
    }
  });
});
