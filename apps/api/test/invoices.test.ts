import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREATE } from './fixtures.ts';
import { ADMIN, createTestApp, type TestApp } from './helpers.ts';

// Invoices through the REST face, on both database kinds: a draft's totals are the server's,
// issuing numbers it, payments in parts settle it and make their financial records, and the rules
// (drafts only editable, nothing above the balance, void takes no payments) answer their statuses.

let t: TestApp;
let admin: string;
let clientId: number;
let eventId: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(ADMIN);
  clientId = (await call('POST', '/api/clients', CREATE.clients())).json().id;
  eventId = (await call('POST', '/api/events', { ...CREATE.events(), clientId })).json().id;
});
afterAll(async () => {
  await t?.close();
});

function call(method: string, url: string, body?: unknown) {
  return t.call(method as 'GET', url, { cookie: admin, ...(body !== undefined ? { body } : {}) });
}

const draft = () => ({
  clientId,
  eventId,
  dueDate: '2027-04-01',
  paymentTerms: 'Net 30',
  discount: '100',
  items: [
    { description: 'Chairs', quantity: '120', unitPrice: '8.50', taxRate: '8.25' },
    { description: 'Coordination', quantity: 1, unitPrice: 2500, taxRate: 0 },
  ],
  total: '1.00',
});

describe('invoices', () => {
  it('numbers with the prefix and from the next number of the company settings, only ever forward', async () => {
    const before = (await call('GET', '/api/company-settings')).json();
    const moved = await call('PUT', '/api/company-settings', {
      invoicePrefix: 'EVT',
      invoiceNextNumber: 7001,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ invoicePrefix: 'EVT', invoiceNextNumber: 7001 });
    const id = (await call('POST', '/api/invoices', draft())).json().id;
    const sent = await call('POST', `/api/invoices/${id}/send`);
    expect(sent.json().number).toMatch(/^EVT-\d{4}-7001$/);
    expect((await call('GET', '/api/company-settings')).json().invoiceNextNumber).toBe(7002);
    // Back below an issued number: refused, nothing changes.
    const back = await call('PUT', '/api/company-settings', { invoicePrefix: 'X', invoiceNextNumber: 12 });
    expect(back.statusCode).toBe(409);
    expect(back.json().message).toBe(
      'Numbers below 7002 are already issued this year: the next invoice number must be 7002 or more',
    );
    expect((await call('GET', '/api/company-settings')).json()).toMatchObject({
      invoicePrefix: 'EVT',
      invoiceNextNumber: 7002,
    });
    const bad = await call('PUT', '/api/company-settings', { invoicePrefix: 'IN V' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Use 1 to 10 letters or digits');
    await call('PUT', '/api/company-settings', { invoicePrefix: before.invoicePrefix });
  });

  it('creates a draft with the server’s totals, issues it with a number, and settles it with two payments', async () => {
    const created = await call('POST', '/api/invoices', draft());
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      status: 'draft',
      number: null,
      subtotal: '3520.00',
      tax: '84.15',
      discount: '100.00',
      total: '3504.15',
      paid: '0.00',
      balance: '3504.15',
      overdue: false,
    });
    const id = created.json().id;
    const sent = await call('POST', `/api/invoices/${id}/send`);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().number).toMatch(/^INV-\d{4}-\d{4}$/);
    expect(sent.json().status).toBe('sent');
    // An issued invoice no longer changes.
    const edit = await call('PATCH', `/api/invoices/${id}`, { notes: 'Changed' });
    expect(edit.statusCode).toBe(409);

    const first = await call('POST', `/api/invoices/${id}/payments`, {
      amount: '1000',
      date: '2027-03-01',
      method: 'Bank Transfer',
      reference: 'Wire 1',
    });
    expect(first.statusCode, first.body).toBe(201);
    const over = await call('POST', `/api/invoices/${id}/payments`, {
      amount: '2504.16',
      date: '2027-03-02',
      method: 'Cash',
    });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe('The payment is more than the balance of 2504.15');
    const last = await call('POST', `/api/invoices/${id}/payments`, {
      amount: '2504.15',
      date: '2027-03-02',
      method: 'Check',
    });
    expect(last.statusCode).toBe(201);
    expect((await call('GET', `/api/invoices/${id}`)).json()).toMatchObject({
      status: 'paid',
      paid: '3504.15',
      balance: '0.00',
    });

    const records = (await call('GET', `/api/financial-records?search=${sent.json().number}`)).json();
    expect(records.map((r: { amount: string }) => r.amount).sort()).toEqual(['1000.00', '2504.15']);
    expect((await call('GET', `/api/clients/${clientId}`)).json().revenue).toBe('3504.15');
    const payments = (await call('GET', `/api/invoices/${id}/payments`)).json();
    expect(payments).toHaveLength(2);
    const removed = await call('DELETE', `/api/invoices/${id}/payments/${first.json().id}`);
    expect(removed.statusCode).toBe(200);
    expect((await call('GET', `/api/invoices/${id}`)).json()).toMatchObject({
      status: 'partially_paid',
      balance: '1000.00',
    });
    expect((await call('GET', `/api/clients/${clientId}`)).json().revenue).toBe('2504.15');
  });

  it('voids a sent invoice with its reason, refuses payments then, and deletes only drafts', async () => {
    const id = (await call('POST', '/api/invoices', draft())).json().id;
    expect((await call('POST', `/api/invoices/${id}/void`, { reason: 'Duplicate' })).statusCode).toBe(409);
    await call('POST', `/api/invoices/${id}/send`);
    expect((await call('DELETE', `/api/invoices/${id}`)).statusCode).toBe(409);
    const voided = await call('POST', `/api/invoices/${id}/void`, { reason: 'Duplicate' });
    expect(voided.json()).toMatchObject({ status: 'void', voidReason: 'Duplicate' });
    const refused = await call('POST', `/api/invoices/${id}/payments`, {
      amount: '1',
      date: '2027-03-01',
      method: 'Cash',
    });
    expect(refused.statusCode).toBe(409);
    const other = (await call('POST', '/api/invoices', draft())).json().id;
    expect((await call('DELETE', `/api/invoices/${other}`)).statusCode).toBe(200);
    expect((await call('GET', `/api/invoices/${other}`)).statusCode).toBe(404);
  });

  it('keeps a tax rate of 8.875 % through create, update and read, and refuses a fourth decimal', async () => {
    const line = (taxRate: string) => ({
      description: 'Uplighting',
      quantity: '1',
      unitPrice: '100.00',
      taxRate,
    });
    const created = await call('POST', '/api/invoices', {
      ...draft(),
      discount: '0',
      items: [line('8.875')],
    });
    expect(created.statusCode, created.body).toBe(201);
    // 100.00 × 8.875 % = 8.875, half-up to the cent: 8.88 (8.87 when the rate lost its third decimal).
    expect(created.json()).toMatchObject({
      items: [{ taxRate: '8.875', amount: '100.00', tax: '8.88' }],
      subtotal: '100.00',
      tax: '8.88',
      total: '108.88',
    });
    const id = created.json().id;
    const updated = await call('PATCH', `/api/invoices/${id}`, { items: [line('8.625'), line('4')] });
    expect(updated.statusCode, updated.body).toBe(200);
    const read = (await call('GET', `/api/invoices/${id}`)).json();
    expect(read.items.map((i: { taxRate: string; tax: string }) => [i.taxRate, i.tax])).toEqual([
      ['8.625', '8.63'],
      ['4.00', '4.00'],
    ]);
    expect(read).toMatchObject({ subtotal: '200.00', tax: '12.63', total: '212.63' });

    const invoices = async () =>
      (await sql<{ n: number }>`select count(*)::int as n from invoices`.execute(t.database.db)).rows[0]!.n;
    const before = await invoices();
    const refused = await call('POST', '/api/invoices', { ...draft(), items: [line('8.8755')] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().issues).toEqual([
      { path: 'items.0.taxRate', message: 'Tax rate can have at most 3 decimals' },
    ]);
    expect(await invoices()).toBe(before);
    const notChanged = await call('PATCH', `/api/invoices/${id}`, { items: [line('8.8755')] });
    expect(notChanged.statusCode).toBe(400);
    expect(notChanged.json().issues).toEqual([
      { path: 'items.0.taxRate', message: 'Tax rate can have at most 3 decimals' },
    ]);
    expect((await call('GET', `/api/invoices/${id}`)).json()).toMatchObject({
      items: [{ taxRate: '8.625' }, { taxRate: '4.00' }],
      tax: '12.63',
      version: read.version,
    });
  });

  it("refuses another client's event, a discount above the invoice, and finds invoices by number, client and status", async () => {
    const otherClient = (await call('POST', '/api/clients', CREATE.clients())).json().id;
    const wrong = await call('POST', '/api/invoices', { ...draft(), clientId: otherClient });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().issues).toEqual([
      { path: 'eventId', message: "The event must be one of the client's events" },
    ]);
    const tooMuch = await call('POST', '/api/invoices', { ...draft(), discount: '3604.16' });
    expect(tooMuch.statusCode).toBe(400);
    const id = (await call('POST', '/api/invoices', { ...draft(), dueDate: '2020-01-01' })).json().id;
    const number = (await call('POST', `/api/invoices/${id}/send`)).json().number;
    const found = (await call('GET', `/api/invoices?search=${number}`)).json();
    expect(found.map((i: { id: number }) => i.id)).toEqual([id]);
    const overdue = (await call('GET', '/api/invoices?status=overdue')).json();
    expect(overdue.map((i: { id: number; overdue: boolean }) => [i.id, i.overdue])).toEqual([[id, true]]);
  });

  it('keeps the cards, the dashboard’s Outstanding, the timeline and the notifications in step with the invoices', async () => {
    const figures = async () =>
      (await t.call('GET', '/trpc/invoices.figures', { cookie: admin })).json().result.data as {
        outstanding: string;
        overdue: string;
        overdueCount: number;
        paidThisMonth: string;
        averageDaysToPay: number | null;
      };
    const outstanding = async () => (await call('GET', '/api/dashboard/stats')).json().outstanding as string;
    const cents = (money: string) => Math.round(Number(money) * 100);
    const before = await figures();
    expect(cents(await outstanding())).toBe(cents(before.outstanding));

    // Past due: outstanding and overdue both grow by its total; the bell gets 'Invoice overdue'.
    const late = (await call('POST', '/api/invoices', { ...draft(), dueDate: '2021-05-01' })).json().id;
    const lateNumber = (await call('POST', `/api/invoices/${late}/send`)).json().number;
    const after = await figures();
    expect(cents(after.outstanding) - cents(before.outstanding)).toBe(350415);
    expect(cents(after.overdue) - cents(before.overdue)).toBe(350415);
    expect(after.overdueCount).toBe(before.overdueCount + 1);
    expect(cents(await outstanding())).toBe(cents(after.outstanding));
    const notifications = async () =>
      (await call('GET', '/api/notifications?limit=100')).json() as Array<{
        title: string;
        message: string;
        actionUrl: string | null;
      }>;
    const overdueNote = (await notifications()).find((n) => n.message.startsWith(`${lateNumber} `));
    expect(overdueNote).toMatchObject({
      title: 'Invoice overdue',
      actionUrl: `/invoices?invoice=${late}`,
    });
    expect(overdueNote?.message).toContain('was due on May 1, 2021: $3,504.15 outstanding');

    // Paid in full today: received this month, no longer owed, 'Invoice paid' once, and on the timeline.
    const { rows } = await sql<{ today: string }>`select company_today()::text as today`.execute(
      t.database.db,
    );
    const today = rows[0]!.today;
    const paid = await call('POST', `/api/invoices/${late}/payments`, {
      amount: '3504.15',
      date: today,
      method: 'Stripe',
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const settled = await figures();
    expect(cents(settled.outstanding)).toBe(cents(before.outstanding));
    expect(cents(settled.paidThisMonth) - cents(after.paidThisMonth)).toBe(350415);
    expect(settled.averageDaysToPay).not.toBeNull();
    const paidNotes = (await notifications()).filter(
      (n) => n.title === 'Invoice paid' && n.message.startsWith(`${lateNumber} `),
    );
    expect(paidNotes.map((n) => n.message)).toEqual([
      `${lateNumber} from ${(await call('GET', `/api/clients/${clientId}`)).json().name} is paid in full: $3,504.15`,
    ]);
    const invoice = (await call('GET', `/api/invoices/${late}`)).json();
    expect(invoice.sentAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(invoice.paidAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(invoice.voidedAt).toBeNull();
  });
});
