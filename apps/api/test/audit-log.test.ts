import { AUDITED_TABLES } from '@app/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createTestApp, MANAGER, type TestApp, USER } from './helpers.ts';

let t: TestApp;
let admin: string;
let manager: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(ADMIN);
  manager = await t.login(MANAGER);
});
afterAll(async () => {
  await t?.close();
});

const newClient = {
  name: 'Audit Co',
  industry: 'Retail',
  contactName: 'Ann',
  contactEmail: 'ann@audit.test',
};

describe('audit log', () => {
  it('offers as filters exactly the tables that carry the audit trigger', async () => {
    // The migration keeps its own list (migrations never import code that may change): they must agree.
    const { rows } = await sql<{ table: string }>`
      select distinct event_object_table as table from information_schema.triggers
      where trigger_schema = current_schema()
        and action_statement similar to '%(audit_row_change|audit_api_token_change)%'`.execute(t.database.db);
    expect(rows.map((r) => r.table).sort()).toEqual([...AUDITED_TABLES].sort());
  });

  it('records who created, changed and deleted a client, with the changed fields, readable by admins', async () => {
    const created = await t.call('POST', '/api/clients', { cookie: manager, body: newClient });
    expect(created.statusCode).toBe(201);
    const client = created.json() as { id: number; version: number };
    const updated = await t.call('PUT', `/api/clients/${client.id}`, {
      cookie: manager,
      body: { contactName: 'Bea', version: client.version },
    });
    expect(updated.statusCode).toBe(200);
    expect((await t.call('DELETE', `/api/clients/${client.id}`, { cookie: admin })).statusCode).toBe(200);

    const res = await t.call('GET', `/api/audit-log?tableName=clients&recordId=${client.id}`, {
      cookie: admin,
    });
    expect(res.statusCode).toBe(200);
    const entries = res.json() as {
      action: string;
      actorName: string;
      changes: Record<string, unknown>;
      requestId: string;
      occurredAt: string;
    }[];
    expect(entries.map((e) => [e.action, e.actorName])).toEqual([
      ['delete', ADMIN.username],
      ['update', MANAGER.username],
      ['create', MANAGER.username],
    ]);
    expect(entries[1]?.changes).toEqual({ contact_name: { from: 'Ann', to: 'Bea' } });
    expect(entries[2]?.changes).toMatchObject({ name: 'Audit Co', contact_email: 'ann@audit.test' });
    expect(entries.every((e) => e.requestId && !Number.isNaN(Date.parse(e.occurredAt)))).toBe(true);
  });

  it('records who created, sent, paid, voided and deleted invoices, with the payment and its income record', async () => {
    type Entry = {
      action: string;
      actorName: string;
      recordId: string;
      changes: Record<string, unknown>;
      requestId: string;
    };
    const log = async (table: string, recordId: number) =>
      (
        await t.call('GET', `/api/audit-log?tableName=${table}&recordId=${recordId}`, { cookie: admin })
      ).json() as Entry[];
    const as = async (cookie: string, method: string, url: string, body?: unknown) => {
      const res = await t.call(method as 'POST', url, { cookie, ...(body === undefined ? {} : { body }) });
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
      return res.json();
    };
    const clientId = (await as(admin, 'POST', '/api/clients', { ...newClient, name: 'Audit Billing' })).id;
    const draft = {
      clientId,
      dueDate: '2027-04-01',
      items: [{ description: 'Venue', quantity: '1', unitPrice: '500', taxRate: '0' }],
    };
    const invoice = (await as(manager, 'POST', '/api/invoices', draft)).id;
    const { number } = await as(manager, 'POST', `/api/invoices/${invoice}/send`);
    const payment = (
      await as(manager, 'POST', `/api/invoices/${invoice}/payments`, {
        amount: '200.00',
        date: '2027-03-01',
        method: 'Cash',
      })
    ).id;
    await as(manager, 'POST', `/api/invoices/${invoice}/void`, { reason: 'Client cancelled' });
    const other = (await as(manager, 'POST', '/api/invoices', draft)).id;
    await as(admin, 'DELETE', `/api/invoices/${other}`);

    // The invoice: created (then its computed totals), sent, paid in part, voided, each by its caller.
    const invoiceEntries = await log('invoices', invoice);
    expect(invoiceEntries.every((e) => e.actorName === MANAGER.username)).toBe(true);
    expect(invoiceEntries.at(-1)).toMatchObject({ action: 'create', changes: { status: 'draft' } });
    const statusChanges = invoiceEntries
      .filter((e) => e.action === 'update' && e.changes.status)
      .map((e) => e.changes.status)
      .reverse();
    expect(statusChanges).toEqual([
      { from: 'draft', to: 'sent' },
      { from: 'sent', to: 'partially_paid' },
      { from: 'partially_paid', to: 'void' },
    ]);
    const sent = invoiceEntries.find((e) => (e.changes.status as { to?: string })?.to === 'sent');
    expect(sent?.changes.number).toEqual({ from: null, to: number });

    // The payment and its income record: written by the manager, in the payment's own request.
    const [paymentEntry] = await log('invoice_payments', payment);
    expect(paymentEntry).toMatchObject({
      action: 'create',
      actorName: MANAGER.username,
      changes: { amount: 200, method: 'Cash' },
    });
    const recordId = Number(paymentEntry!.changes.financial_record_id);
    const [recordEntry] = await log('financial_records', recordId);
    expect(recordEntry).toMatchObject({
      action: 'create',
      actorName: MANAGER.username,
      changes: { type: 'income', amount: 200, reference: number },
    });
    const paid = invoiceEntries.find((e) => (e.changes.status as { to?: string })?.to === 'partially_paid');
    expect(new Set([paymentEntry!.requestId, recordEntry!.requestId, paid?.requestId]).size).toBe(1);

    // The draft deleted by the admin.
    const otherEntries = await log('invoices', other);
    expect(otherEntries.map((e) => [e.action, e.actorName])[0]).toEqual(['delete', ADMIN.username]);
    expect(otherEntries.at(-1)).toMatchObject({ action: 'create', actorName: MANAGER.username });
  });

  it('logs nothing for a refused write: a failed call rolls back as a whole', async () => {
    const before = (
      await t.call('GET', '/api/audit-log?tableName=inventory', { cookie: admin })
    ).json() as unknown[];
    const item = {
      name: 'Speaker',
      category: 'Audio/Visual',
      unitValue: '120.00',
      sku: 'AUD-1',
      quantity: 3,
      minQuantity: 1,
    };
    expect((await t.call('POST', '/api/inventory', { cookie: manager, body: item })).statusCode).toBe(201);
    expect((await t.call('POST', '/api/inventory', { cookie: manager, body: item })).statusCode).toBe(409);
    const after = (
      await t.call('GET', '/api/audit-log?tableName=inventory', { cookie: admin })
    ).json() as unknown[];
    expect(after.length - before.length).toBe(1);
  });

  it('never shows a password hash and is closed to non-admins', async () => {
    const created = await t.call('POST', '/api/users', {
      cookie: admin,
      body: {
        username: 'audited',
        password: 'canary-password-1',
        email: 'audited@example.com',
        role: 'user',
      },
    });
    expect(created.statusCode).toBe(201);
    const log = await t.call('GET', '/api/audit-log?tableName=users', { cookie: admin });
    expect(log.body).toContain('audited');
    expect(log.body).toContain('[redacted]');
    expect(log.body).not.toMatch(/argon2|canary-password/);
    expect((await t.call('GET', '/api/audit-log', { cookie: manager })).statusCode).toBe(403);
    expect((await t.call('GET', '/api/audit-log')).statusCode).toBe(401);
    expect((await t.call('GET', '/api/audit-log?tableName=sessions', { cookie: admin })).statusCode).toBe(
      400,
    );
  });

  it('pages through the log with a total for the web app', async () => {
    const res = await t.call(
      'GET',
      `/trpc/auditLog.page?input=${encodeURIComponent(JSON.stringify({ limit: 2, offset: 0 }))}`,
      { cookie: admin },
    );
    expect(res.statusCode).toBe(200);
    const page = (res.json() as { result: { data: { items: unknown[]; total: number } } }).result.data;
    expect(page.items).toHaveLength(2);
    expect(page.total).toBeGreaterThanOrEqual(5);
  });
});

describe("ending a user's sessions", () => {
  it('signs the user out everywhere, admin only, and keeps the admin signed in', async () => {
    const first = await t.login(USER);
    const second = await t.login(USER);
    const me = ((await t.call('GET', '/api/auth/me', { cookie: first })).json() as { user: { id: number } })
      .user;

    expect((await t.call('POST', `/api/users/${me.id}/end-sessions`, { cookie: manager })).statusCode).toBe(
      403,
    );
    expect((await t.call('GET', '/api/auth/me', { cookie: first })).statusCode).toBe(200);

    const res = await t.call('POST', `/api/users/${me.id}/end-sessions`, { cookie: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: me.id, endedSessions: expect.any(Number) });
    expect((res.json() as { endedSessions: number }).endedSessions).toBeGreaterThanOrEqual(2);
    expect((await t.call('GET', '/api/auth/me', { cookie: first })).statusCode).toBe(401);
    expect((await t.call('GET', '/api/auth/me', { cookie: second })).statusCode).toBe(401);
    expect((await t.call('GET', '/api/auth/me', { cookie: admin })).statusCode).toBe(200);
    expect((await t.call('POST', '/api/users/999999/end-sessions', { cookie: admin })).statusCode).toBe(404);
  });
});
