import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DELIVER_EMAIL } from '../src/mail/delivery.ts';
import { sendPaymentReceipt } from '../src/services/invoices/send-receipt.ts';
import { CREATE } from './fixtures.ts';
import { ADMIN, createTestApp, type TestApp } from './helpers.ts';
import { FROM, Inbox, until } from './smtp-inbox.ts';

// E-mail through a real SMTP server started here (smtp-server), each message read back by an
// independent parser (mailparser), on both database kinds: what the outbox promises (delivered once,
// nothing for a rolled-back change, queued while the server is away, never twice after an
// interrupted delivery, a refusal kept with its reason).

const FAST_RETRIES = { retryLimit: 3, retryDelaySeconds: 1, retryDelayMaxSeconds: 2 };

const inbox = new Inbox();
let t: TestApp;
let admin: string;
let clientId: number;

beforeAll(async () => {
  await inbox.start();
  t = await createTestApp({ mail: { settings: inbox.settings, retries: FAST_RETRIES } });
  admin = await t.login(ADMIN);
  clientId = (
    await call('POST', '/api/clients', {
      ...CREATE.clients(),
      contactName: 'Maya Lopez',
      contactEmail: 'maya@harborandvine.test',
    })
  ).json().id;
});
afterAll(async () => {
  await t?.close();
  await inbox.stop();
});
afterEach(() => {
  inbox.received.length = 0;
});

function call(method: string, url: string, body?: unknown) {
  return t.call(method as 'GET', url, { cookie: admin, ...(body !== undefined ? { body } : {}) });
}

const emailRow = (id: number) =>
  t.database.db.selectFrom('emails').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** Writes a message through the outbox in its own committed transaction. */
const queue = (to: string, subject: string) =>
  t.database.db
    .transaction()
    .execute((trx) => t.mail!.outbox.queue(trx, { to, subject, html: `<p>${subject}</p>` }));

describe('sending an invoice', () => {
  it('e-mails it to the client once, its PDF attached byte for byte, with a plain-text part', async () => {
    const draft = await call('POST', '/api/invoices', {
      clientId,
      dueDate: '2027-04-01',
      items: [{ description: 'Coordination', quantity: 1, unitPrice: '2500.00', taxRate: 0 }],
    });
    const id = draft.json().id;
    const sent = await call('POST', `/api/invoices/${id}/send`);
    expect(sent.statusCode, sent.body).toBe(200);
    const number = sent.json().number;

    const [mail] = await until('the invoice e-mail', async () => inbox.received.length > 0 && inbox.received);
    expect(mail?.to).toMatchObject({ value: [{ address: 'maya@harborandvine.test' }] });
    expect(mail?.from?.value[0]?.address).toBe('office@goldenhour.test');
    expect(mail?.subject).toBe(`Invoice ${number} from EventFlow`);
    expect(mail?.text).toContain('Dear Maya Lopez,');
    expect(mail?.text).toContain(`invoice ${number} for $2,500.00, due on`);
    expect(mail?.html).toContain('<p>Dear Maya Lopez,</p>');

    const pdf = await call('GET', `/api/invoices/${id}/pdf`);
    expect(mail?.attachments).toHaveLength(1);
    expect(mail?.attachments[0]).toMatchObject({ filename: `${number}.pdf`, contentType: 'application/pdf' });
    expect(Buffer.compare(mail?.attachments[0]?.content ?? Buffer.alloc(0), pdf.rawPayload)).toBe(0);

    const row = await t.database.db
      .selectFrom('emails')
      .selectAll()
      .where('invoiceId', '=', id)
      .executeTakeFirstOrThrow();
    await until('the row to say sent', async () => (await emailRow(row.id)).status === 'sent');
    const stored = await emailRow(row.id);
    expect(stored).toMatchObject({ status: 'sent', clientId, attempts: 1, error: null });
    expect(stored.smtpResponse).toMatch(/^250/);
    expect(mail?.messageId).toBe(stored.messageId);
    await sleep(1500);
    expect(inbox.received).toHaveLength(1);
  });

  it('goes to another address with staff’s own message when asked, the message escaped', async () => {
    const id = (
      await call('POST', '/api/invoices', {
        clientId,
        dueDate: '2027-05-01',
        items: [{ description: 'Lighting', quantity: 1, unitPrice: '800.00', taxRate: 0 }],
      })
    ).json().id;
    const sent = await call('POST', `/api/invoices/${id}/send`, {
      to: 'accounts@harborandvine.test',
      message: 'Thanks again! <script>alert(1)</script>',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const mail = await until('the invoice e-mail', async () =>
      inbox.received.find((m) => m.subject === `Invoice ${sent.json().number} from EventFlow`),
    );
    expect(mail.to).toMatchObject({ value: [{ address: 'accounts@harborandvine.test' }] });
    expect(mail.text).toContain('Thanks again! <script>alert(1)</script>');
    expect(mail.html).toContain('Thanks again! &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).not.toContain('<script');
    const refused = await call('POST', `/api/invoices/${id}/send`, { to: 'not an address' });
    expect(refused.statusCode).toBe(400);
  });

  it('sends nothing when the change that wrote the message rolls back, however long it stayed open', async () => {
    const deliveryJobs = async () =>
      (
        await sql<{
          n: number;
        }>`select count(*)::int as n from pgboss.job where name = 'deliver-email'`.execute(t.database.db)
      ).rows[0]?.n ?? -1;
    const before = await deliveryJobs();
    await expect(
      t.database.db.transaction().execute(async (trx) => {
        await t.mail!.outbox.queue(trx, {
          to: 'ghost@harborandvine.test',
          subject: 'Rolled back',
          html: 'x',
        });
        // Open for three of the workers' polls: on the embedded database a worker's statements must
        // not run inside this transaction (and see its job) while it is open.
        await sleep(1500);
        throw new Error('the change fails');
      }),
    ).rejects.toThrow('the change fails');
    const after = await queue('kept@harborandvine.test', 'Committed');
    await until('the committed message', async () => (await emailRow(after)).status === 'sent');
    await sleep(1000);
    expect(inbox.received.map((m) => m.subject)).toEqual(['Committed']);
    expect(await deliveryJobs()).toBe(before + 1);
    const rolledBack = await t.database.db
      .selectFrom('emails')
      .select('id')
      .where('subject', '=', 'Rolled back')
      .execute();
    expect(rolledBack).toEqual([]);
  });
});

describe('payments', () => {
  it('send the client a receipt for each payment, the last one saying it is paid in full', async () => {
    const id = (
      await call('POST', '/api/invoices', {
        clientId,
        dueDate: '2027-06-01',
        items: [{ description: 'Flowers', quantity: 1, unitPrice: '300.00', taxRate: 0 }],
      })
    ).json().id;
    const number = (await call('POST', `/api/invoices/${id}/send`)).json().number;
    for (const amount of ['100.00', '200.00'])
      expect(
        (
          await call('POST', `/api/invoices/${id}/payments`, {
            amount,
            date: '2027-05-02',
            method: 'Credit Card',
          })
        ).statusCode,
      ).toBe(201);
    // The invoice's own e-mail too, so nothing of this test arrives during the next one.
    await until('the invoice e-mail', async () =>
      inbox.received.some((m) => m.subject?.startsWith(`Invoice ${number}`)),
    );
    const receipts = await until('two receipts', async () => {
      const found = inbox.received.filter((m) => m.subject === `Payment received for invoice ${number}`);
      return found.length === 2 && found;
    });
    const texts = receipts.map((m) => m.text ?? '');
    expect(
      texts.some(
        (t) =>
          t.includes('payment of $100.00 (Credit Card)') && t.includes('balance still to pay is $200.00'),
      ),
    ).toBe(true);
    expect(
      texts.some((t) => t.includes('payment of $200.00 (Credit Card)') && t.includes('is now paid in full')),
    ).toBe(true);
    // The receipt job run again for each payment (a retry after a crash) writes nothing more.
    const payments = await t.database.db
      .selectFrom('invoice_payments')
      .select('id')
      .where('invoiceId', '=', id)
      .execute();
    for (const payment of payments) await sendPaymentReceipt(t.database.db, t.mail!.outbox, payment.id);
    const stored = await t.database.db
      .selectFrom('emails')
      .select('paymentId')
      .where(
        'paymentId',
        'in',
        payments.map((p) => p.id),
      )
      .execute();
    expect(stored).toHaveLength(2);
  });
});

describe('delivery', () => {
  it('keeps a refused recipient as failed with the mail server’s reason, without retrying', async () => {
    const id = await queue('refuse@harborandvine.test', 'Refused');
    const row = await until('the refusal', async () => {
      const r = await emailRow(id);
      return r.status === 'failed' && r;
    });
    expect(row.error).toContain('Mailbox unavailable');
    expect(row.attempts).toBe(1);
    expect(inbox.received).toEqual([]);
  });

  it('marks an interrupted delivery for a person to check instead of sending it again', async () => {
    const id = await queue('interrupted@harborandvine.test', 'Interrupted');
    await until('the delivery', async () => (await emailRow(id)).status === 'sent');
    inbox.received.length = 0;
    // As a process that died after claiming a message leaves it: sending, then its job runs again once
    // it has expired (longer than any live delivery).
    await t.database.db
      .updateTable('emails')
      .set({ status: 'sending', sendingSince: sql<string>`now() - interval '10 minutes'`, sentAt: null })
      .where('id', '=', id)
      .execute();
    await t.mail?.jobs.enqueue(t.database.db, DELIVER_EMAIL, { emailId: id });
    const row = await until('the mark', async () => {
      const r = await emailRow(id);
      return r.status === 'unconfirmed' && r;
    });
    expect(row.error).toMatch(/^The delivery was interrupted/);
    await sleep(1000);
    expect(inbox.received).toEqual([]);
  });

  it('leaves a message to the delivery under way when a second job for it runs meanwhile', async () => {
    const id = await queue('twice-queued@harborandvine.test', 'Queued twice');
    await until('the delivery', async () => (await emailRow(id)).status === 'sent');
    inbox.received.length = 0;
    // Claimed a moment ago by a delivery still talking to the mail server, when another job for the
    // same message runs (a start's sweep and a settings change may each queue one).
    await t.database.db
      .updateTable('emails')
      .set({ status: 'sending', sendingSince: sql<string>`now() - interval '2 seconds'`, sentAt: null })
      .where('id', '=', id)
      .execute();
    const jobId = await t.mail!.jobs.enqueue(t.database.db, DELIVER_EMAIL, { emailId: id });
    await until('the second job to finish', async () => {
      const { rows } = await sql<{ state: string }>`select state from pgboss.job where id = ${jobId}`.execute(
        t.database.db,
      );
      return rows[0]?.state === 'completed';
    });
    expect((await emailRow(id)).status).toBe('sending');
    expect(inbox.received).toEqual([]);
  });

  it('keeps messages queued while the mail server is away and delivers each once when it is back', async () => {
    const away = new Inbox();
    await away.start();
    const port = away.port;
    await away.stop();
    // An instance of its own: every instance on a database works its queue, with its own mail server.
    const lonely = await createTestApp({
      mail: {
        settings: { smtpUrl: `smtp://127.0.0.1:${port}`, from: FROM },
        retries: { retryLimit: 10, retryDelaySeconds: 1, retryDelayMaxSeconds: 1 },
      },
    });
    try {
      const service = lonely.mail;
      if (!service) throw new Error('no mail service');
      const ids = await lonely.database.db
        .transaction()
        .execute(async (trx) => [
          await service.outbox.queue(trx, { to: 'a@harborandvine.test', subject: 'While away 1', html: 'a' }),
          await service.outbox.queue(trx, { to: 'b@harborandvine.test', subject: 'While away 2', html: 'b' }),
        ]);
      const row = (id: number) =>
        lonely.database.db.selectFrom('emails').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      await until('a failed attempt', async () => {
        const r = await row(ids[0] ?? 0);
        return r.attempts >= 1 && r.status === 'queued' && r.error;
      });
      expect((await row(ids[0] ?? 0)).error).toMatch(/ECONNREFUSED/);
      const back = new Inbox();
      await back.start(port);
      try {
        await until('both delivered', async () => back.received.length >= 2);
        await sleep(1500);
        expect(back.received.map((m) => m.subject).sort()).toEqual(['While away 1', 'While away 2']);
        for (const id of ids) expect((await row(id)).status).toBe('sent');
      } finally {
        await back.stop();
      }
    } finally {
      await lonely.close();
    }
  });
});

describe('without a mail server', () => {
  it('keeps the invoice e-mail in the outbox, saying why, and the invoice is sent', async () => {
    const offline = await createTestApp({ mail: { settings: null } });
    try {
      const cookie = await offline.login(ADMIN);
      const c = (a: string, u: string, body?: unknown) =>
        offline.call(a as 'GET', u, { cookie, ...(body !== undefined ? { body } : {}) });
      const client = (await c('POST', '/api/clients', CREATE.clients())).json().id;
      const id = (
        await c('POST', '/api/invoices', {
          clientId: client,
          dueDate: '2027-04-01',
          items: [{ description: 'Chairs', quantity: 10, unitPrice: '4.50', taxRate: 0 }],
        })
      ).json().id;
      const sent = await c('POST', `/api/invoices/${id}/send`);
      expect(sent.statusCode, sent.body).toBe(200);
      await sleep(1500);
      const rows = await offline.database.db.selectFrom('emails').selectAll().execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        status: 'queued',
        invoiceId: id,
        error: 'Not sent: no mail server configured',
      });
    } finally {
      await offline.close();
    }
  });
});
