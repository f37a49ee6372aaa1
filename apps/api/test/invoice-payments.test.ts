import { moneyToCents as cents, centsToMoney as money } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREATE } from './fixtures.ts';
import { ADMIN, createTestApp, type TestApp, tableChecksums } from './helpers.ts';

// Payments through the REST face, on both database kinds: many at once against one invoice
// never take more than its total, and the invoice, its income financial records and the dashboard
// agree to the cent with the payments accepted.

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

/** A sent invoice of one untaxed line at `unitPrice`; answers its id and number. */
async function sentInvoice(unitPrice: string) {
  const created = await call('POST', '/api/invoices', {
    clientId,
    eventId,
    dueDate: '2027-06-01',
    items: [{ description: 'Venue', quantity: '1', unitPrice, taxRate: '0' }],
  });
  expect(created.statusCode, created.body).toBe(201);
  const sent = await call('POST', `/api/invoices/${created.json().id}/send`);
  expect(sent.statusCode, sent.body).toBe(200);
  return { id: created.json().id as number, number: sent.json().number as string };
}

describe('invoice payments', () => {
  it('100 parallel payments against one invoice: never above the total, and the invoice, the records and the dashboard agree to the cent', async () => {
    // 1000.01 can never be settled by payments of whole even cents, so the invoice stays partially paid
    // and every refusal is the balance's (none is "takes no payments" after a payment in full).
    const { id, number } = await sentInvoice('1000.01');
    const before = (await call('GET', '/api/dashboard/stats')).json();
    // 8.00 to 23.98 each, about 1,600 in all: more than the total, so some must be refused.
    const amounts = Array.from({ length: 100 }, (_, i) => 2 * (400 + ((i * 137) % 800)));
    expect(amounts.reduce((a, b) => a + b, 0)).toBeGreaterThan(100001);

    const responses = await Promise.all(
      amounts.map((amount, i) =>
        call('POST', `/api/invoices/${id}/payments`, {
          amount: money(amount),
          date: '2027-03-01',
          method: 'Bank Transfer',
          reference: `Parallel ${i}`,
        }),
      ),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(
      statuses.filter((s) => s !== 201 && s !== 409),
      JSON.stringify(statuses),
    ).toEqual([]);
    let accepted = 0;
    responses.forEach((response, i) => {
      if (response.statusCode === 201) {
        expect(response.json().amount).toBe(money(amounts[i]!));
        accepted += amounts[i]!;
        return;
      }
      // Refused for the balance left at its turn, which this payment was more than.
      const message = response.json().message as string;
      const balance = /^The payment is more than the balance of (\d+\.\d{2})$/.exec(message)?.[1];
      expect(balance, message).toBeDefined();
      expect(cents(balance!)).toBeLessThan(amounts[i]!);
    });
    expect(statuses.filter((s) => s === 409).length).toBeGreaterThan(0);
    expect(accepted).toBeLessThanOrEqual(100001);

    const invoice = (await call('GET', `/api/invoices/${id}`)).json();
    expect(invoice).toMatchObject({ status: 'partially_paid', total: '1000.01' });
    expect(cents(invoice.paid)).toBe(accepted);
    expect(cents(invoice.balance)).toBe(100001 - accepted);
    const payments = (await call('GET', `/api/invoices/${id}/payments`)).json() as Array<{ amount: string }>;
    expect(payments).toHaveLength(statuses.filter((s) => s === 201).length);
    expect(payments.reduce((sum, p) => sum + cents(p.amount), 0)).toBe(accepted);

    // The income records the payments made: one each, reference = the invoice number.
    const records = (
      (await call('GET', `/api/financial-records?search=${number}&limit=500`)).json() as Array<{
        type: string;
        reference: string | null;
        amount: string;
      }>
    ).filter((r) => r.reference === number);
    expect(records).toHaveLength(payments.length);
    expect(records.every((r) => r.type === 'income')).toBe(true);
    expect(records.reduce((sum, r) => sum + cents(r.amount), 0)).toBe(accepted);

    // The dashboard: income and net profit grew by exactly what was accepted; Outstanding is the sum of
    // the balances of the open invoices (this database's only invoice).
    const after = (await call('GET', '/api/dashboard/stats')).json();
    expect(cents(after.totalIncome) - cents(before.totalIncome)).toBe(accepted);
    expect(cents(after.netProfit) - cents(before.netProfit)).toBe(accepted);
    const open = (await call('GET', '/api/invoices?limit=500')).json() as Array<{
      status: string;
      balance: string;
    }>;
    const owed = open
      .filter((i) => i.status === 'sent' || i.status === 'partially_paid')
      .reduce((sum, i) => sum + cents(i.balance), 0);
    expect(cents(after.outstanding)).toBe(owed);
    expect(cents(after.outstanding) - cents(before.outstanding)).toBe(-accepted);
  });
});

describe("a payment's income record", () => {
  const tables = ['financial_records', 'invoice_payments', 'invoices'];

  /** A sent invoice with one payment of 250.00; answers the invoice, the payment and its record. */
  async function paidInPart() {
    const invoice = await sentInvoice('1000.00');
    const payment = await call('POST', `/api/invoices/${invoice.id}/payments`, {
      amount: '250.00',
      date: '2027-03-01',
      method: 'Check',
      reference: 'Check 1042',
    });
    expect(payment.statusCode, payment.body).toBe(201);
    const [record] = (
      (await call('GET', `/api/financial-records?search=${invoice.number}`)).json() as Array<{
        id: number;
        reference: string;
      }>
    ).filter((r) => r.reference === invoice.number);
    return { ...invoice, paymentId: payment.json().id as number, recordId: record!.id };
  }

  it("is income of Event Services with the invoice's client, event and number", async () => {
    const { number, recordId } = await paidInPart();
    expect((await call('GET', `/api/financial-records/${recordId}`)).json()).toMatchObject({
      type: 'income',
      category: 'Event Services',
      amount: '250.00',
      date: '2027-03-01',
      paymentMethod: 'Check',
      reference: number,
      clientId,
      eventId,
    });
  });

  it('cannot be edited, deleted or bulk deleted through the financial records: nothing changes', async () => {
    const { number, recordId } = await paidInPart();
    const message = `This income was recorded by a payment on invoice ${number}: change or delete the payment on the invoice`;
    const before = await tableChecksums(t.database.db, tables);

    const edited = await call('PATCH', `/api/financial-records/${recordId}`, { amount: '300.00' });
    expect(edited.statusCode, edited.body).toBe(409);
    expect(edited.json().message).toBe(message);
    // Any field, also as the web app calls it (tRPC).
    const relabelled = await t.call('POST', '/trpc/financialRecords.update', {
      cookie: admin,
      body: { id: recordId, description: 'Renamed' },
    });
    expect(relabelled.statusCode).toBe(409);
    expect(relabelled.json().error.message).toBe(message);

    const deleted = await call('DELETE', `/api/financial-records/${recordId}`);
    expect(deleted.statusCode, deleted.body).toBe(409);
    expect(deleted.json().message).toBe(message);

    // In bulk, by id and by a filter that also matches a record of no payment: all or nothing.
    const plain = await call('POST', '/api/financial-records', {
      type: 'income',
      category: 'Consulting',
      description: `Advice before ${number}`,
      amount: '10.00',
      date: '2027-03-01',
    });
    expect(plain.statusCode, plain.body).toBe(201);
    const withPlain = await tableChecksums(t.database.db, tables);
    const refusal = `Nothing was deleted: 1 financial record is recorded by invoice payments: Payment for invoice ${number}`;
    for (const target of [{ ids: [recordId, plain.json().id] }, { filter: { search: number } }]) {
      const bulk = await call('POST', '/api/financial-records/bulk', { action: 'delete', ...target });
      expect(bulk.statusCode, bulk.body).toBe(409);
      expect(bulk.json().message).toBe(refusal);
      expect(bulk.json().issues).toEqual([
        {
          path: '',
          id: recordId,
          name: `Payment for invoice ${number}`,
          message: `Payment for invoice ${number} is recorded by invoice payments`,
        },
      ]);
    }
    expect(await tableChecksums(t.database.db, tables)).toEqual(withPlain);
    expect((await call('DELETE', `/api/financial-records/${plain.json().id}`)).statusCode).toBe(200);
    expect(await tableChecksums(t.database.db, tables)).toEqual(before);
  });

  it('is deleted with its payment, and the invoice follows', async () => {
    const { id, paymentId, recordId } = await paidInPart();
    const removed = await call('DELETE', `/api/invoices/${id}/payments/${paymentId}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await call('GET', `/api/financial-records/${recordId}`)).statusCode).toBe(404);
    expect((await call('GET', `/api/invoices/${id}`)).json()).toMatchObject({
      status: 'sent',
      paid: '0.00',
      balance: '1000.00',
    });
  });

  it('stays with the payments of a void invoice: deleting one is refused', async () => {
    const { id, paymentId, recordId } = await paidInPart();
    expect((await call('POST', `/api/invoices/${id}/void`, { reason: 'Client cancelled' })).statusCode).toBe(
      200,
    );
    const before = await tableChecksums(t.database.db, tables);
    const refused = await call('DELETE', `/api/invoices/${id}/payments/${paymentId}`);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().message).toBe('The payments of a void invoice cannot be deleted');
    expect(await tableChecksums(t.database.db, tables)).toEqual(before);
    expect((await call('GET', `/api/financial-records/${recordId}`)).statusCode).toBe(200);
    expect((await call('GET', `/api/invoices/${id}`)).json()).toMatchObject({
      status: 'void',
      paid: '250.00',
    });
  });
});

describe('invoice lines', () => {
  it('refuses a quantity with 3 decimals, naming the field', async () => {
    const refused = await call('POST', '/api/invoices', {
      clientId,
      dueDate: '2027-06-01',
      items: [
        { description: 'Chairs', quantity: '2', unitPrice: '8.50', taxRate: '0' },
        { description: 'Hours', quantity: '1.125', unitPrice: '80', taxRate: '0' },
      ],
    });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().issues).toEqual([
      { path: 'items.1.quantity', message: 'Quantity must be a number with up to 2 decimals' },
    ]);
  });
});
