import { INVOICE_RULES, invoiceById, issueInvoice } from '@app/db';
import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_ERRORS, AppError, type AppErrorCode, appErrorToTRPC } from '../src/lib/app-error.ts';
import { OFFLINE_OUTBOX } from '../src/mail/outbox.ts';
import type { MailingContext } from '../src/services/context.ts';
import { createInvoice } from '../src/services/invoices/create.ts';
import { recordPayment } from '../src/services/invoices/record-payment.ts';
import { updateInvoice } from '../src/services/invoices/update.ts';
import { voidInvoice } from '../src/services/invoices/void.ts';
import { createCallerFactory, publicProcedure, router } from '../src/trpc/trpc.ts';
import { CREATE } from './fixtures.ts';
import { ADMIN, createTestApp, type TestApp } from './helpers.ts';

// The invoice services' rules on both database kinds, called as a mutation calls them (each in its
// own transaction; on PostgreSQL the parallel calls really run side by side, on PGlite they queue and
// must agree), and the AppError table: every code a status and a message, answered alike by RPC and REST.

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

const user = { id: 1, username: ADMIN.username };
/** A service in its own transaction, as a mutation runs it. */
const run = <T>(work: (ctx: MailingContext) => Promise<T>) =>
  t.database.db.transaction().execute((trx) => work({ db: trx, user, outbox: OFFLINE_OUTBOX }));
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (err: unknown) => (err instanceof AppError ? { status: err.status, message: err.message } : err),
  );
/** Total 1104.15: 120 chairs at 8.50, taxed 8.25%. */
const newDraft = () =>
  run((ctx) =>
    createInvoice(ctx, {
      clientId,
      eventId,
      dueDate: '2027-04-01',
      paymentTerms: 'Net 30',
      notes: null,
      discount: '0',
      items: [{ description: 'Chairs', quantity: '120', unitPrice: '8.50', taxRate: '8.25' }],
    }),
  );

describe('invoice rules', () => {
  it('lets only drafts change, and voids only what was sent, with its reason', async () => {
    const { id } = await newDraft();
    expect(await refusal(run((ctx) => voidInvoice(ctx, id, 'Duplicate')))).toEqual({
      status: 409,
      message: INVOICE_RULES.notVoidable,
    });
    await run(({ db }) => issueInvoice(db, id, '2027-03-02'));
    expect(await refusal(run((ctx) => updateInvoice(ctx, id, { notes: 'Late' })))).toEqual({
      status: 409,
      message: INVOICE_RULES.onlyDrafts,
    });
    await run((ctx) => voidInvoice(ctx, id, 'Duplicate of INV-2027-0002'));
    expect(await invoiceById(t.database.db, id)).toMatchObject({
      status: 'void',
      voidReason: 'Duplicate of INV-2027-0002',
    });
    expect(
      await refusal(
        run((ctx) =>
          recordPayment(ctx, { id, amount: '1.00', date: '2027-03-05', method: 'Cash', reference: null }),
        ),
      ),
    ).toEqual({ status: 409, message: INVOICE_RULES.noPayments });
  });

  it('never lets 100 payments at once exceed the total, and the financial records agree to the cent', async () => {
    // Total 1104.15; 100 payments of 12.34 at once: 89 fit (1098.26), the rest are refused.
    const { id } = await newDraft();
    await run(({ db }) => issueInvoice(db, id, '2026-11-25'));
    const results = await Promise.allSettled(
      Array.from({ length: 100 }, () =>
        run((ctx) =>
          recordPayment(ctx, {
            id,
            amount: '12.34',
            date: '2026-11-25',
            method: 'Bank Transfer',
            reference: null,
          }),
        ),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled').length).toBe(89);
    for (const r of results)
      if (r.status === 'rejected') {
        expect((r.reason as AppError).code).toBe('PAYMENT_OVER_BALANCE');
        expect((r.reason as AppError).message).toMatch(/^The payment is more than the balance/);
      }
    const invoice = await invoiceById(t.database.db, id);
    expect(invoice).toMatchObject({ paid: '1098.26', status: 'partially_paid' });
    const { rows } = await sql<{ sum: string; n: number }>`
      select sum(amount)::text as sum, count(*)::int as n from financial_records
      where reference = ${invoice!.number} and type = 'income' and category = 'Event Services'`.execute(
      t.database.db,
    );
    expect(rows[0]).toEqual({ sum: '1098.26', n: 89 });
    expect(
      await refusal(
        run((ctx) =>
          recordPayment(ctx, { id, amount: '6.00', date: '2026-11-25', method: 'Cash', reference: null }),
        ),
      ),
    ).toEqual({ status: 409, message: INVOICE_RULES.overBalance('5.89') });
  });
});

describe('AppError', () => {
  it('gives every code a status that tRPC answers as that status, and a non-empty message', () => {
    for (const code of Object.keys(APP_ERRORS) as AppErrorCode[]) {
      const err = new AppError(code, 'X');
      expect(getHTTPStatusCodeFromError(appErrorToTRPC(err)), code).toBe(err.status);
      expect(err.message.length, code).toBeGreaterThan(0);
      expect(err.code).toBe(code);
    }
    expect(new AppError('PAYMENT_OVER_BALANCE', '5.89').message).toBe(
      'The payment is more than the balance of 5.89',
    );
  });

  it('answers a thrown AppError as its status and message to a tRPC caller', async () => {
    const caller = createCallerFactory(
      router({ refuse: publicProcedure.query(() => Promise.reject(new AppError('INVOICE_NOT_DRAFT'))) }),
    )({} as never);
    const err = await caller.refuse().catch((e: unknown) => e);
    expect(err).toBeInstanceOf(TRPCError);
    expect(err).toMatchObject({ code: 'CONFLICT', message: INVOICE_RULES.onlyDrafts });
  });

  it('answers the same status and message over REST and RPC', async () => {
    const { id } = await newDraft();
    await call('POST', `/api/invoices/${id}/send`);
    const rest = await call('DELETE', `/api/invoices/${id}`);
    expect(rest.statusCode).toBe(409);
    expect(rest.json()).toEqual({ message: INVOICE_RULES.onlyDrafts, requestId: expect.any(String) });
    const rpc = await call('POST', '/trpc/invoices.delete', { id });
    expect(rpc.statusCode).toBe(409);
    expect(rpc.json().error.message).toBe(INVOICE_RULES.onlyDrafts);
    const missing = await call('GET', '/api/invoices/99999999/payments');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(INVOICE_RULES.notFound);
  });
});
