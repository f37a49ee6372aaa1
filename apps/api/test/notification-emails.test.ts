import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendNotificationEmails } from '../src/services/notifications/email-notifications.ts';
import { CREATE, unique } from './fixtures.ts';
import { ADMIN, createTestApp, MANAGER, type TestApp, USER } from './helpers.ts';
import { Inbox, until } from './smtp-inbox.ts';

// Staff notifications by e-mail, on both database kinds, delivered to a real SMTP server: a staff
// member who chose a kind on their profile is e-mailed each notification of it once, whoever runs the
// job and however often (or at once); one who did not choose it, or is disabled, or has no address, is
// sent nothing.

const PUBLIC_URL = 'https://office.goldenhour.test';
const inbox = new Inbox();
let t: TestApp;
let admin: string;
let user: string;
let manager: string;
let clientId: number;

beforeAll(async () => {
  await inbox.start();
  t = await createTestApp({
    mail: { settings: { smtpUrl: inbox.url, from: 'Golden Hour Events <office@goldenhour.test>' } },
  });
  await t.database.db
    .updateTable('users')
    .set({ email: 'admin@example.com' })
    .where('username', '=', ADMIN.username)
    .execute();
  admin = await t.login(ADMIN);
  user = await t.login(USER);
  manager = await t.login(MANAGER);
  clientId = (await as(admin, 'POST', '/api/clients', CREATE.clients())).json().id;
});
afterAll(async () => {
  await t?.close();
  await inbox.stop();
});

function as(cookie: string, method: string, url: string, body?: unknown) {
  return t.call(method as 'GET', url, { cookie, ...(body !== undefined ? { body } : {}) });
}

const run = () => sendNotificationEmails(t.database.db, t.mail!.outbox, { publicUrl: PUBLIC_URL });

/** The messages received for `to` whose subject is `subject`. */
const receivedBy = (to: string, subject: string) =>
  inbox.received.filter((m) => m.subject === subject && JSON.stringify(m.to).includes(to));

/** The e-mails recorded for a notification, by user. */
const recorded = (notificationId: number) =>
  t.database.db
    .selectFrom('notification_emails')
    .select(['userId', 'emailId'])
    .where('notificationId', '=', notificationId)
    .execute();

/** An invoice of 250.00, sent and then paid in full; answers its number and its notification's id. */
async function paidInvoice() {
  const created = await as(admin, 'POST', '/api/invoices', {
    clientId,
    dueDate: '2027-06-01',
    items: [{ description: 'Venue', quantity: '1', unitPrice: '250.00', taxRate: '0' }],
  });
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json().id as number;
  const sent = await as(admin, 'POST', `/api/invoices/${id}/send`);
  expect(sent.statusCode, sent.body).toBe(200);
  const paid = await as(admin, 'POST', `/api/invoices/${id}/payments`, {
    amount: '250.00',
    date: '2027-03-01',
    method: 'Bank Transfer',
  });
  expect(paid.statusCode, paid.body).toBe(201);
  const notification = await t.database.db
    .selectFrom('notifications')
    .select('id')
    .where('dedupeKey', 'like', `invoice-paid:${id}:%`)
    .executeTakeFirstOrThrow();
  return { id, number: sent.json().number as string, notificationId: notification.id };
}

describe('notifications by e-mail', () => {
  it('saves each staff member their own choice, through REST', async () => {
    expect((await as(user, 'GET', '/api/users/me/email-notifications')).json()).toEqual({ kinds: [] });
    const saved = await as(user, 'PUT', '/api/users/me/email-notifications', {
      kinds: ['invoice-paid', 'invoice-paid'],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ kinds: ['invoice-paid'] });
    const refused = await as(user, 'PUT', '/api/users/me/email-notifications', { kinds: ['everything'] });
    expect(refused.statusCode).toBe(400);
    expect((await as(user, 'GET', '/api/users/me/email-notifications')).json()).toEqual({
      kinds: ['invoice-paid'],
    });
    // Another account's choice is its own.
    expect((await as(manager, 'GET', '/api/users/me/email-notifications')).json()).toEqual({ kinds: [] });
    expect(
      (await as(admin, 'PUT', '/api/users/me/email-notifications', { kinds: ['portal-upload'] })).json(),
    ).toEqual({ kinds: ['portal-upload'] });
  });

  it('e-mails an invoice paid in full once to who chose it, and to no one else', async () => {
    const { number, notificationId } = await paidInvoice();
    await run();
    await run();
    const mail = await until('the e-mail of the paid invoice', async () => {
      const got = receivedBy('user@example.com', 'Invoice paid');
      return got.find((m) => m.text?.includes(number));
    });
    expect(mail.text).toContain(`${number} from `);
    expect(mail.text).toContain(`${PUBLIC_URL}/invoices?invoice=`);
    expect(mail.html).toContain(`${PUBLIC_URL}/invoices?invoice=`);
    const rows = await recorded(notificationId);
    expect(rows.map((r) => r.userId)).toHaveLength(1);
    expect(rows[0]!.emailId).not.toBeNull();
    const email = await t.database.db
      .selectFrom('emails')
      .select(['toAddress', 'subject'])
      .where('id', '=', rows[0]!.emailId!)
      .executeTakeFirstOrThrow();
    expect(email).toEqual({ toAddress: 'user@example.com', subject: 'Invoice paid' });
    // Nothing more comes: not a second copy, not to the manager (no choice) nor the admin (another kind).
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(
      receivedBy('user@example.com', 'Invoice paid').filter((m) => m.text?.includes(number)),
    ).toHaveLength(1);
    expect(receivedBy('manager@example.com', 'Invoice paid')).toHaveLength(0);
    expect(receivedBy('admin@example.com', 'Invoice paid')).toHaveLength(0);
  });

  it('sends once when runs go together', async () => {
    const { number, notificationId } = await paidInvoice();
    const counts = await Promise.all([run(), run(), run()]);
    expect(counts.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(1);
    expect(await run()).toBe(0);
    expect(await recorded(notificationId)).toHaveLength(1);
    await until('the e-mail', async () =>
      receivedBy('user@example.com', 'Invoice paid').some((m) => m.text?.includes(number)),
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(
      receivedBy('user@example.com', 'Invoice paid').filter((m) => m.text?.includes(number)),
    ).toHaveLength(1);
  });

  it('sends nothing to a disabled account or one without an address, nor a dismissed notification', async () => {
    await as(manager, 'PUT', '/api/users/me/email-notifications', { kinds: ['invoice-paid'] });
    await t.database.db
      .updateTable('users')
      .set({ email: null })
      .where('username', '=', MANAGER.username)
      .execute();
    const dismissed = await paidInvoice();
    await t.database.db
      .updateTable('notifications')
      .set({ dismissedAt: new Date().toISOString() })
      .where('id', '=', dismissed.notificationId)
      .execute();
    await t.database.db
      .updateTable('users')
      .set({ isActive: false })
      .where('username', '=', USER.username)
      .execute();
    try {
      const { notificationId } = await paidInvoice();
      await run();
      expect(await recorded(notificationId)).toEqual([]);
      expect(await recorded(dismissed.notificationId)).toEqual([]);
    } finally {
      await t.database.db
        .updateTable('users')
        .set({ isActive: true })
        .where('username', '=', USER.username)
        .execute();
      await t.database.db
        .updateTable('users')
        .set({ email: 'manager@example.com' })
        .where('username', '=', MANAGER.username)
        .execute();
      await as(manager, 'PUT', '/api/users/me/email-notifications', { kinds: [] });
    }
  });

  it("e-mails a client's portal upload to who chose it", async () => {
    const event = (await as(admin, 'POST', '/api/events', { ...CREATE.events(), clientId })).json();
    const email = `client-${unique()}@example.com`;
    const portal = await as(admin, 'POST', '/api/client-portals', {
      clientId,
      eventId: event.id,
      email,
      password: 'portal-pass-1',
      status: 'active',
    });
    expect(portal.statusCode, portal.body).toBe(201);
    const signIn = await t.call('POST', '/api/portal/auth/login', {
      body: { email, password: 'portal-pass-1' },
    });
    expect(signIn.statusCode, signIn.body).toBe(200);
    const cookie = [signIn.headers['set-cookie']]
      .flat()
      .find((c) => c?.startsWith('portal_sid='))!
      .split(';')[0]!;
    const boundary = '----notificationtest';
    const name = `seating-${unique()}.txt`;
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/portal/uploads',
      headers: { cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: text/plain\r\n\r\n`,
        ),
        Buffer.from('Table 1: Maya, Sam'),
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    expect(sent.statusCode, sent.body).toBe(201);
    await run();
    const mail = await until('the e-mail of the upload', async () =>
      receivedBy('admin@example.com', 'Client upload').find((m) => m.text?.includes(name)),
    );
    expect(mail.text).toContain(`sent ${name} through their portal`);
    expect(mail.text).toContain(`${PUBLIC_URL}/documents`);
    // The user chose only paid invoices.
    expect(receivedBy('user@example.com', 'Client upload')).toHaveLength(0);
  });
});
