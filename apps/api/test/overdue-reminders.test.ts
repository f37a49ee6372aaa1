import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendOverdueReminders } from '../src/services/invoices/send-reminders.ts';
import { CREATE } from './fixtures.ts';
import { ADMIN, createTestApp, type TestApp } from './helpers.ts';
import { Inbox, until } from './smtp-inbox.ts';

// Overdue reminders under a moving day, on both database kinds: each step of the company's setting
// once, the latest step only when several were reached since the last sweep, none after payment or
// voiding, none twice when sweeps run together, and the one sent reaches the client with its PDF.

const inbox = new Inbox();
let t: TestApp;
let admin: string;
let clientId: number;

beforeAll(async () => {
  await inbox.start();
  t = await createTestApp({
    mail: { settings: { smtpUrl: inbox.url, from: 'Golden Hour Events <office@goldenhour.test>' } },
  });
  admin = await t.login(ADMIN);
  clientId = (
    await call('POST', '/api/clients', {
      ...CREATE.clients(),
      contactName: 'Maya Lopez',
      contactEmail: 'maya@hv.test',
    })
  ).json().id;
});
afterAll(async () => {
  await t?.close();
  await inbox.stop();
});

function call(method: string, url: string, body?: unknown) {
  return t.call(method as 'GET', url, { cookie: admin, ...(body !== undefined ? { body } : {}) });
}

/** A sent invoice of 500.00 due on `dueDate`; answers its id and number. */
async function sentInvoice(dueDate: string) {
  const id = (
    await call('POST', '/api/invoices', {
      clientId,
      dueDate,
      items: [{ description: 'Coordination', quantity: 1, unitPrice: '500.00', taxRate: 0 }],
    })
  ).json().id as number;
  const sent = await call('POST', `/api/invoices/${id}/send`);
  expect(sent.statusCode, sent.body).toBe(200);
  return { id, number: sent.json().number as string };
}

const sweep = (day: string | Date) => sendOverdueReminders(t.database.db, t.mail!.outbox, day);
const reminders = async (invoiceId: number) =>
  (
    await t.database.db
      .selectFrom('emails')
      .select(['subject', 'status'])
      .where('invoiceId', '=', invoiceId)
      .where('subject', 'like', 'Reminder:%')
      .orderBy('id')
      .execute()
  ).map((r) => r.subject);

describe('overdue reminders', () => {
  it('go out once per step of the setting (3, 7 and 14 days), none before, none twice', async () => {
    const { id, number } = await sentInvoice('2027-03-10');
    expect(await sweep('2027-03-12')).toBe(0);
    expect(await sweep('2027-03-13')).toBe(1);
    expect(await sweep('2027-03-13')).toBe(0);
    expect(await sweep('2027-03-16')).toBe(0);
    expect(await sweep('2027-03-17')).toBe(1);
    expect(await sweep('2027-03-24')).toBe(1);
    expect(await sweep('2027-05-01')).toBe(0);
    expect(await reminders(id)).toEqual([
      `Reminder: invoice ${number} is overdue`,
      `Reminder: invoice ${number} is overdue`,
      `Reminder: invoice ${number} is overdue`,
    ]);
    const mails = await until('the three reminders', async () => {
      const found = inbox.received.filter((m) => m.subject === `Reminder: invoice ${number} is overdue`);
      return found.length === 3 && found;
    });
    const texts = mails.map((m) => m.text ?? '').sort();
    for (const days of [3, 7, 14])
      expect(
        texts.some((text) =>
          text.includes(`invoice ${number} for $500.00 was due on Mar 10, 2027, ${days} days ago`),
        ),
      ).toBe(true);
    for (const mail of mails) expect(mail.attachments.map((a) => a.filename)).toEqual([`${number}.pdf`]);
  });

  it('sends only the latest step reached when several were reached since the last sweep', async () => {
    const { id } = await sentInvoice('2027-01-04');
    expect(await sweep('2027-02-01')).toBe(1);
    expect(await sweep('2027-02-02')).toBe(0);
    const row = await t.database.db
      .selectFrom('invoice_reminders')
      .select('step')
      .where('invoiceId', '=', id)
      .execute();
    expect(row).toEqual([{ step: 14 }]);
  });

  it('stop as soon as the invoice is paid or voided', async () => {
    const paid = await sentInvoice('2027-06-01');
    const voided = await sentInvoice('2027-06-01');
    expect(await sweep('2027-06-04')).toBe(2);
    const payment = await call('POST', `/api/invoices/${paid.id}/payments`, {
      amount: '500.00',
      date: '2027-06-05',
      method: 'Cash',
    });
    expect(payment.statusCode, payment.body).toBe(201);
    expect((await call('POST', `/api/invoices/${voided.id}/void`, { reason: 'Duplicate' })).statusCode).toBe(
      200,
    );
    expect(await sweep('2027-06-08')).toBe(0);
    expect(await sweep('2027-06-15')).toBe(0);
    expect(await reminders(paid.id)).toHaveLength(1);
    expect(await reminders(voided.id)).toHaveLength(1);
  });

  it('are off when the setting has no step', async () => {
    const { id } = await sentInvoice('2027-08-01');
    await t.database.db.updateTable('company_settings').set({ overdueReminderDays: [] }).execute();
    try {
      expect(await sweep('2027-09-01')).toBe(0);
      expect(await reminders(id)).toEqual([]);
    } finally {
      await call('POST', `/api/invoices/${id}/void`, { reason: 'Settled otherwise' });
      await t.database.db
        .updateTable('company_settings')
        .set({ overdueReminderDays: [3, 7, 14] })
        .execute();
    }
  });

  // The sweep runs hourly; the company's day turns at its own midnight, whatever the UTC offset that
  // night. Across both of New York's daylight-saving changes, each step goes out once, in the first
  // sweep of its local day (05:07 UTC in winter, 04:07 UTC in summer), the change's own day included.
  it.each([
    {
      change: 'spring forward (14 Mar 2027)',
      dueDate: '2027-03-10',
      from: '2027-03-12T00:07:00Z',
      expected: ['2027-03-13T05:07:00.000Z', '2027-03-17T04:07:00.000Z', '2027-03-24T04:07:00.000Z'],
    },
    {
      change: 'fall back (7 Nov 2027)',
      dueDate: '2027-10-31',
      from: '2027-11-02T00:07:00Z',
      expected: ['2027-11-03T04:07:00.000Z', '2027-11-07T04:07:00.000Z', '2027-11-14T05:07:00.000Z'],
    },
  ])(
    'follow the company day across a daylight-saving change: $change',
    async ({ dueDate, from, expected }) => {
      const { id } = await sentInvoice(dueDate);
      const { timeZone } = await t.database.db
        .selectFrom('company_settings')
        .select('timeZone')
        .executeTakeFirstOrThrow();
      await t.database.db.updateTable('company_settings').set({ timeZone: 'America/New_York' }).execute();
      try {
        const sentAt: string[] = [];
        for (let hour = 0; hour < 14 * 24; hour++) {
          const at = new Date(Date.parse(from) + hour * 3_600_000);
          await sweep(at);
          if ((await reminders(id)).length > sentAt.length) sentAt.push(at.toISOString());
        }
        expect(sentAt).toEqual(expected);
        expect(await reminders(id)).toHaveLength(3);
      } finally {
        await call('POST', `/api/invoices/${id}/void`, { reason: 'Settled otherwise' });
        await t.database.db.updateTable('company_settings').set({ timeZone }).execute();
      }
    },
  );

  it('never send one step twice when sweeps run at once', async () => {
    const invoices = await Promise.all([1, 2, 3, 4, 5].map(() => sentInvoice('2027-10-01')));
    const counts = await Promise.all(Array.from({ length: 6 }, () => sweep('2027-10-05')));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(5);
    for (const invoice of invoices) expect(await reminders(invoice.id)).toHaveLength(1);
    await sleep(500);
  });
});
