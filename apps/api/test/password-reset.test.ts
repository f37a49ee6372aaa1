import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { hashPassword } from '@app/db';
import { EMAIL_TEXTS, PASSWORD_RESET_TEXTS } from '@app/domain';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import type { ParsedMail } from 'mailparser';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { unique } from './fixtures.ts';
import { ADMIN, createTestApp, type TestApp } from './helpers.ts';
import { Inbox, until } from './smtp-inbox.ts';

// "Forgot password?" for staff, through a real SMTP server started here (smtp-server), each message
// read back by an independent parser (mailparser), on both database kinds: the link arrives, works
// once and within its hour, ends the account's sessions, and the request's answer says nothing about
// accounts; the address and the account are each limited.

const ANSWER = { ok: true, message: PASSWORD_RESET_TEXTS.linkSent };

const inbox = new Inbox();
let t: TestApp;
let admin: string;

beforeAll(async () => {
  await inbox.start();
  t = await createTestApp({
    mail: {
      settings: inbox.settings,
      retries: { retryLimit: 3, retryDelaySeconds: 1, retryDelayMaxSeconds: 2 },
    },
  });
  admin = await t.login(ADMIN);
});
afterAll(async () => {
  await t?.close();
  await inbox.stop();
});
afterEach(() => {
  inbox.received.length = 0;
});

type Account = { id: number; username: string; password: string; email: string | null };

/** A staff account of its own (its own address, so its mail is told apart from the other tests'). */
async function newAccount(opts: { email?: string | null; isActive?: boolean } = {}): Promise<Account> {
  const username = `reset-${unique()}`;
  const password = `old-password-${unique()}`;
  const email = opts.email === undefined ? `${username}@example.test` : opts.email;
  const row = await t.database.db
    .insertInto('users')
    .values({
      username,
      passwordHash: await hashPassword(password),
      role: 'user',
      email,
      firstName: 'Rosa',
      isActive: opts.isActive ?? true,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, username, password, email };
}

/** POST /api/auth/forgot-password from `ip` (each test its own address, so the per-address limit is its own). */
function forgot(body: unknown, ip = '192.0.2.1', headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/forgot-password',
    remoteAddress: ip,
    headers: { 'content-type': 'application/json', ...headers },
    payload: JSON.stringify(body),
  });
}

function reset(token: string, newPassword: string) {
  return t.call('POST', '/api/auth/reset-password', { body: { token, newPassword } });
}

function signIn(account: { username: string }, password: string) {
  return t.call('POST', '/api/auth/login', { body: { username: account.username, password } });
}

const mailTo = (address: string) => (mail: ParsedMail) =>
  (Array.isArray(mail.to) ? mail.to : [mail.to]).some((to) =>
    to?.value.some((v) => v.address?.toLowerCase() === address.toLowerCase()),
  );

/** The message sent to `address`, once it has arrived. */
const mailFor = (address: string) =>
  until(`the e-mail to ${address}`, async () => inbox.received.find(mailTo(address)));

const LINK = /(https?:\/\/[^\s/]+)\/reset-password\?token=([A-Za-z0-9_-]{43})(?=\s|$)/;

/** The link in a message's text: its origin and token. */
function linkOf(mail: ParsedMail) {
  const match = LINK.exec(mail.text ?? '');
  if (!match) throw new Error(`no link in ${mail.text}`);
  return { origin: match[1]!, token: match[2]! };
}

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

const tokensOf = (userId: number) =>
  t.database.db.selectFrom('password_reset_tokens').selectAll().where('userId', '=', userId).execute();

describe('the link', () => {
  it('arrives, sets a new password once, ends the sessions, and only the new password signs in', async () => {
    const account = await newAccount();
    const cookie = await t.login({ username: account.username, password: account.password });
    expect((await t.call('GET', '/api/auth/me', { cookie })).statusCode).toBe(200);

    const asked = await forgot({ username: account.username }, '192.0.2.10', { host: 'office.example.test' });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json()).toEqual(ANSWER);

    const mail = await mailFor(account.email!);
    expect(mail.subject).toBe('Reset your password');
    expect(mail.from?.value[0]?.address).toBe('office@goldenhour.test');
    const { origin, token } = linkOf(mail);
    // The request's own scheme and host (no PUBLIC_URL here).
    expect(origin).toBe('http://office.example.test');
    expect(mail.text).toContain('expires in one hour and can be used once');
    expect(mail.text).toContain(`account "${account.username}"`);
    expect(mail.html).toContain(`href="http://office.example.test/reset-password?token=${token}"`);

    // Only the token's hash is kept, with the hour it works for.
    const [row] = await tokensOf(account.id);
    expect(row).toMatchObject({ tokenHash: sha256(token), usedAt: null });
    const lifetime = new Date(row!.expiresAt).getTime() - new Date(row!.createdAt).getTime();
    expect(lifetime).toBe(60 * 60_000);
    // The outbox delivered it, but shows no one the link.
    const email = await t.database.db
      .selectFrom('emails')
      .select(['id', 'confidential', 'status'])
      .where('toAddress', '=', account.email!)
      .executeTakeFirstOrThrow();
    expect(email.confidential).toBe(true);
    const shown = await t.call('GET', `/api/emails/${email.id}`, { cookie: admin });
    expect(shown.statusCode).toBe(200);
    expect(shown.body).not.toContain(token);
    expect(shown.json()).toMatchObject({ subject: 'Reset your password', text: EMAIL_TEXTS.hiddenBody });

    const done = await reset(token, 'brand-new-password-1');
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ success: true, message: PASSWORD_RESET_TEXTS.passwordChanged });

    // The session from before the reset is over.
    expect((await t.call('GET', '/api/auth/me', { cookie })).statusCode).toBe(401);
    expect(
      await t.database.db.selectFrom('sessions').select('sid').where('userId', '=', account.id).execute(),
    ).toEqual([]);
    // The old password no longer signs in; the new one does.
    expect((await signIn(account, account.password)).statusCode).toBe(401);
    expect((await signIn(account, 'brand-new-password-1')).statusCode).toBe(200);

    // A second use is refused, and says why.
    const again = await reset(token, 'another-password-2');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This link was already used. Ask for a new one.');
    expect((await signIn(account, 'brand-new-password-1')).statusCode).toBe(200);

    // The change is audited as the user's own, the password redacted.
    const entry = await t.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('tableName', '=', 'users')
      .where('recordId', '=', String(account.id))
      .where('action', '=', 'update')
      .where(sql<boolean>`changes ? 'password_hash'`)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ actorId: account.id, actorName: account.username });
    expect(entry.changes).toMatchObject({ password_hash: '[redacted]' });
  });

  it('refuses an expired link and an unknown token, each with its message, and changes nothing', async () => {
    const account = await newAccount();
    expect((await forgot({ email: account.email }, '192.0.2.11')).statusCode).toBe(200);
    const { token } = linkOf(await mailFor(account.email!));
    await sql`update password_reset_tokens
      set created_at = now() - interval '2 hours', expires_at = now() - interval '1 hour'
      where token_hash = ${sha256(token)}`.execute(t.database.db);

    const expired = await reset(token, 'brand-new-password-1');
    expect(expired.statusCode).toBe(409);
    expect(expired.json().message).toBe('This link has expired. Ask for a new one.');

    for (const unknown of ['A'.repeat(43), 'not-a-link', token.slice(0, -1)]) {
      const res = await reset(unknown, 'brand-new-password-1');
      expect(res.statusCode, unknown).toBe(404);
      expect(res.json().message).toBe('This link is not valid. Ask for a new one.');
    }
    expect((await signIn(account, account.password)).statusCode).toBe(200);
    expect((await tokensOf(account.id)).map((row) => row.usedAt)).toEqual([null]);
  });

  it('keeps the link when the new password breaks the rules, and one link of two sets it', async () => {
    const account = await newAccount();
    await forgot({ username: account.username }, '192.0.2.12');
    const first = linkOf(await mailFor(account.email!)).token;
    inbox.received.length = 0;
    await forgot({ username: account.username }, '192.0.2.12');
    const second = linkOf(await mailFor(account.email!)).token;
    expect(second).not.toBe(first);

    const short = await reset(first, '12345');
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('Password must be at least 6 characters');

    // Two uses of one link at once: one sets the password, the other is told the link was used.
    const both = await Promise.all([reset(first, 'parallel-one-1'), reset(first, 'parallel-two-2')]);
    expect(both.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    // Setting the password through one link made the other unusable.
    const other = await reset(second, 'third-password-3');
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe(PASSWORD_RESET_TEXTS.linkInvalid);
    const winner = both[0]!.statusCode === 200 ? 'parallel-one-1' : 'parallel-two-2';
    expect((await signIn(account, winner)).statusCode).toBe(200);
  });
});

describe('the request', () => {
  it('answers the same, byte for byte, whether or not an account matches, and mails only the real ones', async () => {
    const known = await newAccount();
    const byEmail = await newAccount({ email: `Mixed.Case.${unique()}@Example.test` });
    const disabled = await newAccount({ isActive: false });
    const noAddress = await newAccount({ email: null });
    const answers: [string, LightMyRequestResponse][] = [
      ['known username', await forgot({ username: known.username }, '192.0.2.20')],
      ['unknown username', await forgot({ username: `nobody-${unique()}` }, '192.0.2.20')],
      ['e-mail in another case', await forgot({ email: byEmail.email!.toLowerCase() }, '192.0.2.20')],
      ['unknown e-mail', await forgot({ email: `nobody-${unique()}@example.test` }, '192.0.2.20')],
      ['disabled account', await forgot({ username: disabled.username }, '192.0.2.20')],
      ['account without an address', await forgot({ username: noAddress.username }, '192.0.2.20')],
      ['username in another case', await forgot({ username: known.username.toUpperCase() }, '192.0.2.20')],
    ];
    const [, reference] = answers[0]!;
    for (const [what, res] of answers) {
      expect(res.statusCode, what).toBe(200);
      expect(res.body, what).toBe(reference.body);
      expect(res.headers['content-type'], what).toBe(reference.headers['content-type']);
      expect(res.headers['content-length'], what).toBe(reference.headers['content-length']);
      expect(res.headers['retry-after'], what).toBeUndefined();
    }
    expect(reference.json()).toEqual(ANSWER);

    await mailFor(known.email!);
    await mailFor(byEmail.email!);
    await sleep(1500);
    const recipients = inbox.received
      .flatMap((m) => (Array.isArray(m.to) ? m.to : [m.to]))
      .flatMap((to) => to?.value.map((v) => v.address?.toLowerCase()) ?? []);
    expect(recipients.sort()).toEqual([known.email, byEmail.email].map((a) => a?.toLowerCase()).sort());
    expect(await tokensOf(disabled.id)).toEqual([]);
    expect(await tokensOf(noAddress.id)).toEqual([]);
  });

  it('sends one account at most 3 links an hour, answering the same to every request', async () => {
    const account = await newAccount();
    for (let i = 0; i < 5; i++) {
      const res = await forgot({ username: account.username }, '192.0.2.30');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(ANSWER);
    }
    await until('three e-mails', async () => inbox.received.filter(mailTo(account.email!)).length >= 3);
    await sleep(1500);
    expect(inbox.received.filter(mailTo(account.email!))).toHaveLength(3);
    expect(await tokensOf(account.id)).toHaveLength(3);
    // The same account named by its address is the same account.
    expect((await forgot({ email: account.email }, '192.0.2.31')).statusCode).toBe(200);
    await sleep(1000);
    expect(await tokensOf(account.id)).toHaveLength(3);
  });

  it('refuses an address past 30 requests in 15 minutes with 429 and Retry-After; other addresses go on', async () => {
    for (let i = 0; i < 30; i++) {
      const res = await forgot({ username: `nobody-${i}` }, '198.51.100.7');
      expect(res.statusCode, `request ${i + 1}`).toBe(200);
    }
    const refused = await forgot({ username: 'nobody' }, '198.51.100.7');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(refused.json().message).toBe(
      'Too many requests for a password reset link from this address. Try again in 15 minutes.',
    );
    // Refused before any lookup: a real account named then gets nothing.
    const account = await newAccount();
    expect((await forgot({ username: account.username }, '198.51.100.7')).statusCode).toBe(429);
    expect(await tokensOf(account.id)).toEqual([]);
    expect((await forgot({ username: account.username }, '198.51.100.8')).statusCode).toBe(200);
  });

  it('needs a username or an e-mail address', async () => {
    for (const body of [{}, { username: '  ' }, { email: '' }]) {
      const res = await forgot(body, '192.0.2.40');
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Enter your username or e-mail address');
    }
  });
});
