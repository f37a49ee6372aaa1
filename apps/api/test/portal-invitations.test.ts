import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { PORTAL_LINK_TEXTS, PORTAL_RESETS_PER_HOUR } from '@app/domain';
import { sql } from 'kysely';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PORTAL_RESET_REQUESTS_PER_IP } from '../src/services/portal-access/forgot-password.ts';
import { CREATE, unique } from './fixtures.ts';
import { ADMIN, createTestApp, type TestApp } from './helpers.ts';
import { Inbox, until } from './smtp-inbox.ts';

// A client sets their portal's password from an e-mailed link, on both database kinds, the e-mails
// delivered to a real SMTP server: staff's invitation, and the reset a client asks for on the sign-in
// page. What a link promises: it works once, a newer invitation replaces it, it expires, it ends the
// portal's sessions; and "Forgot password?" tells nothing about which e-mails have a portal.

const STAFF_PASSWORD = 'typed-by-staff-1';

const inbox = new Inbox();
let t: TestApp;
let admin: string;
let clientId: number;

beforeAll(async () => {
  await inbox.start();
  t = await createTestApp({ mail: { settings: inbox.settings } });
  admin = await t.login(ADMIN);
  clientId = (await call('POST', '/api/clients', { ...CREATE.clients(), contactName: 'Maya Lopez' })).json()
    .id;
});
afterAll(async () => {
  await t?.close();
  await inbox.stop();
});

function call(method: string, url: string, body?: unknown, cookie = admin) {
  return t.call(method as 'GET', url, { cookie, ...(body !== undefined ? { body } : {}) });
}

/** A portal of the test client with its own address, as staff make one today (a typed password). */
async function newPortal(status = 'pending') {
  const email = `client-${unique()}@harborandvine.test`;
  const res = await call('POST', '/api/client-portals', {
    clientId,
    clientName: 'Harbor & Vine',
    email,
    eventName: 'Lopez-Nguyen Wedding',
    password: STAFF_PASSWORD,
    status,
  });
  expect(res.statusCode, res.body).toBe(201);
  return { id: res.json().id as number, email };
}

const invite = (id: number) => call('POST', `/api/client-portals/${id}/invite`);
const forgot = (email: string) => t.call('POST', '/api/portal/auth/forgot-password', { body: { email } });
const reset = (token: string, newPassword: string) =>
  t.call('POST', '/api/portal/auth/reset-password', { body: { token, newPassword } });

async function portalLogin(email: string, password: string) {
  const res = await t.call('POST', '/api/portal/auth/login', { body: { email, password } });
  const cookie = [res.headers['set-cookie']].flat().find((c) => c?.startsWith('portal_sid='));
  return { status: res.statusCode, cookie: cookie?.split(';')[0] };
}

/** The `n`-th message delivered to `address` (1: the first). */
const mailTo = (address: string, n = 1) =>
  until(`message ${n} to ${address}`, async () => {
    const mails = inbox.received.filter((m) => addressOf(m) === address);
    return mails.length >= n ? mails[n - 1] : undefined;
  });
const addressOf = (mail: ParsedMail) => [mail.to].flat()[0]?.value[0]?.address;

/** The set-password link of a message's plain text, and its token. */
function linkOf(mail: ParsedMail) {
  const match = /(https?:\/\/\S+)\/portal\/set-password\?token=([A-Za-z0-9_-]+)/.exec(mail.text ?? '');
  expect(match, mail.text).not.toBeNull();
  return { origin: match![1]!, token: match![2]! };
}

const outboxRows = (to: string) =>
  t.database.db
    .selectFrom('emails')
    .select(['id', 'subject', 'clientId'])
    .where('toAddress', '=', to)
    .execute();

describe('an invitation', () => {
  it("arrives at the portal's address; its link sets the password once, then the portal signs in with it", async () => {
    const portal = await newPortal();
    const sent = await invite(portal.id);
    expect(sent.statusCode, sent.body).toBe(200);
    const answer = sent.json();
    expect(answer.sentTo).toBe(portal.email);
    const days = (Date.parse(answer.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);

    const mail = await mailTo(portal.email);
    expect(mail.subject).toBe('Your client portal at EventFlow');
    expect(mail.from?.value[0]?.address).toBe('office@goldenhour.test');
    expect(mail.text).toContain('Hello Harbor & Vine,');
    expect(mail.text).toContain('for 7 days');
    const link = linkOf(mail);
    // The request's own scheme and host (no PUBLIC_URL here); 256 random bits, base64url.
    expect(link.origin).toBe('http://localhost:80');
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mail.html).toContain(`href="${link.origin}/portal/set-password?token=${link.token}"`);
    // The outbox names the portal's client; the table keeps the token's hash only.
    const [row] = await outboxRows(portal.email);
    expect(row).toMatchObject({ subject: 'Your client portal at EventFlow', clientId });
    // Staff sent it: the outbox shows them the message as sent, link and all.
    expect((await call('GET', `/api/emails/${row!.id}`)).json().text).toContain(link.token);
    const rows = await t.database.db
      .selectFrom('portal_password_links')
      .selectAll()
      .where('portalId', '=', portal.id)
      .execute();
    expect(rows).toEqual([expect.objectContaining({ purpose: 'invite', usedAt: null })]);
    expect(rows[0]!.tokenHash).toBe(createHash('sha256').update(link.token).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(link.token);

    // Too short a password is refused as everywhere else, and leaves the link as it was.
    const short = await reset(link.token, 'short');
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('Password must be at least 8 characters');

    const set = await reset(link.token, 'chosen-by-client-1');
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual({ success: true });
    const again = await reset(link.token, 'another-choice-2');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(PORTAL_LINK_TEXTS.used);
    expect(again.json().message).toBe('This link was already used.');

    expect((await portalLogin(portal.email, STAFF_PASSWORD)).status).toBe(401);
    expect((await portalLogin(portal.email, 'another-choice-2')).status).toBe(401);
    const signedIn = await portalLogin(portal.email, 'chosen-by-client-1');
    expect(signedIn.status).toBe(200);
    const me = await t.call('GET', '/api/portal/me', { cookie: signedIn.cookie! });
    expect(me.json().portal.email).toBe(portal.email);
  });

  it('makes the earlier link of the portal useless', async () => {
    const portal = await newPortal();
    expect((await invite(portal.id)).statusCode).toBe(200);
    const first = linkOf(await mailTo(portal.email, 1));
    expect((await invite(portal.id)).statusCode).toBe(200);
    const second = linkOf(await mailTo(portal.email, 2));
    expect(second.token).not.toBe(first.token);

    const refused = await reset(first.token, 'from-the-first-1');
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe('This link is not valid.');
    expect((await reset(second.token, 'from-the-second-1')).statusCode).toBe(200);
    expect((await portalLogin(portal.email, 'from-the-second-1')).status).toBe(200);
  });

  it('is refused once expired, and unknown tokens are refused too', async () => {
    const portal = await newPortal();
    expect((await invite(portal.id)).statusCode).toBe(200);
    const link = linkOf(await mailTo(portal.email));
    await t.database.db
      .updateTable('portal_password_links')
      .set({
        createdAt: sql<string>`now() - interval '8 days'`,
        expiresAt: sql<string>`now() - interval '1 second'`,
      })
      .where('portalId', '=', portal.id)
      .execute();
    const expired = await reset(link.token, 'too-late-password');
    expect(expired.statusCode).toBe(409);
    expect(expired.json().message).toBe('This link has expired. Ask for a new one.');
    expect((await portalLogin(portal.email, STAFF_PASSWORD)).status).toBe(200);

    for (const token of [
      `${link.token.slice(0, -1)}${link.token.endsWith('A') ? 'B' : 'A'}`,
      'x',
      'not a token at all',
    ]) {
      const unknown = await reset(token, 'guessing-password-1');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe('This link is not valid.');
    }
  });

  it('is refused for a closed portal (409) and an unknown one (404); a link stops working when its portal closes', async () => {
    const closed = await newPortal('inactive');
    const refused = await invite(closed.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(PORTAL_LINK_TEXTS.inviteClosed);
    expect((await invite(2_000_000_000)).statusCode).toBe(404);
    expect(await outboxRows(closed.email)).toEqual([]);

    const portal = await newPortal('active');
    expect((await invite(portal.id)).statusCode).toBe(200);
    const link = linkOf(await mailTo(portal.email));
    const { version } = (await call('GET', `/api/client-portals/${portal.id}`)).json();
    expect(
      (await call('PUT', `/api/client-portals/${portal.id}`, { status: 'inactive', version })).statusCode,
    ).toBe(200);
    const afterClosing = await reset(link.token, 'while-it-is-closed');
    expect(afterClosing.statusCode).toBe(403);
    expect(afterClosing.json().message).toBe('This portal is closed. Please contact us to have it reopened.');
  });

  it('leaves typing a password by hand as it was', async () => {
    const portal = await newPortal('active');
    const { version } = (await call('GET', `/api/client-portals/${portal.id}`)).json();
    const typed = await call('PUT', `/api/client-portals/${portal.id}`, {
      password: 'typed-again-2',
      version,
    });
    expect(typed.statusCode, typed.body).toBe(200);
    expect((await portalLogin(portal.email, 'typed-again-2')).status).toBe(200);
  });
});

describe('"Forgot password?"', () => {
  it('answers the same, byte for byte, for an unknown e-mail, and sends nothing for it', async () => {
    const portal = await newPortal('active');
    const nobody = `nobody-${unique()}@harborandvine.test`;
    const closed = await newPortal('inactive');
    const unknown = await forgot(nobody);
    const ofClosed = await forgot(closed.email);
    const known = await forgot(portal.email.toUpperCase());
    expect(known.statusCode).toBe(200);
    for (const other of [unknown, ofClosed]) {
      expect(other.statusCode).toBe(known.statusCode);
      expect(other.body).toBe(known.body);
      expect(other.headers['content-type']).toBe(known.headers['content-type']);
    }
    expect(known.json()).toEqual({ success: true });

    const mail = await mailTo(portal.email);
    expect(mail.subject).toBe('Reset your client portal password');
    expect(mail.text).toContain('for 1 hour');
    // Delivered in order: by the time the known address has its message, nothing went to the others.
    await sleep(300);
    expect(inbox.received.filter((m) => [nobody, closed.email].includes(addressOf(m) ?? ''))).toEqual([]);
    expect(await outboxRows(nobody)).toEqual([]);
    expect(await outboxRows(closed.email)).toEqual([]);
    const [row] = await outboxRows(portal.email);
    expect(row).toMatchObject({ subject: 'Reset your client portal password', clientId });
    // Staff read the outbox, but the link the client asked for is not theirs to see (an invitation's is).
    const shown = await call('GET', `/api/emails/${row!.id}`);
    expect(shown.statusCode).toBe(200);
    expect(shown.body).not.toContain('/portal/set-password');

    const link = linkOf(mail);
    expect((await reset(link.token, 'reset-by-client-1')).statusCode).toBe(200);
    expect((await portalLogin(portal.email, 'reset-by-client-1')).status).toBe(200);
  });

  it("ends the portal's existing sessions when the password is reset", async () => {
    const portal = await newPortal('active');
    const before = await portalLogin(portal.email, STAFF_PASSWORD);
    expect(before.status).toBe(200);
    expect((await t.call('GET', '/api/portal/me', { cookie: before.cookie! })).statusCode).toBe(200);

    expect((await forgot(portal.email)).statusCode).toBe(200);
    const link = linkOf(await mailTo(portal.email));
    expect((await reset(link.token, 'after-the-reset-1')).statusCode).toBe(200);

    expect((await t.call('GET', '/api/portal/me', { cookie: before.cookie! })).statusCode).toBe(401);
    const ended = await t.database.db
      .selectFrom('portal_sessions')
      .select('endReason')
      .where('portalId', '=', portal.id)
      .execute();
    expect(ended).toEqual([{ endReason: 'password-reset' }]);
    expect((await portalLogin(portal.email, 'after-the-reset-1')).status).toBe(200);
  });

  it(`sends one portal at most ${PORTAL_RESETS_PER_HOUR} links an hour, silently`, async () => {
    const portal = await newPortal('active');
    const answers = [];
    for (let i = 0; i < PORTAL_RESETS_PER_HOUR + 2; i++) answers.push(await forgot(portal.email));
    expect(new Set(answers.map((a) => `${a.statusCode} ${a.body}`))).toEqual(
      new Set(['200 {"success":true}']),
    );
    await mailTo(portal.email, PORTAL_RESETS_PER_HOUR);
    expect(await outboxRows(portal.email)).toHaveLength(PORTAL_RESETS_PER_HOUR);
    // Each of them works (a new reset does not end the earlier ones), once.
    const links = inbox.received.filter((m) => addressOf(m) === portal.email).map(linkOf);
    expect(new Set(links.map((l) => l.token)).size).toBe(PORTAL_RESETS_PER_HOUR);
    expect((await reset(links[0]!.token, 'first-link-password')).statusCode).toBe(200);
    // Setting the password makes the other links useless.
    const other = await reset(links[1]!.token, 'second-link-password');
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe('This link is not valid.');
  });

  it(`answers 429 with Retry-After past ${PORTAL_RESET_REQUESTS_PER_IP.maxFailures} requests from one address in 15 minutes`, async () => {
    const from = (remoteAddress: string, email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/portal/auth/forgot-password',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ email }),
        remoteAddress,
      });
    for (let i = 0; i < PORTAL_RESET_REQUESTS_PER_IP.maxFailures; i++)
      expect((await from('10.9.8.7', `someone-${i}@example.test`)).statusCode).toBe(200);
    const limited = await from('10.9.8.7', 'one-more@example.test');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(limited.json().message).toBe('Too many password reset requests. Please try again in 15 minutes.');
    // Another address is not held back.
    expect((await from('10.9.8.8', 'someone@example.test')).statusCode).toBe(200);
  });
});
