import { parse } from 'csv-parse/sync';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { columnsOf } from '../src/lib/csv-export.ts';
import { EXPORT_RESOURCES } from '../src/lib/export-resources.ts';
import { ADMIN, createTestApp, MANAGER, type TestApp } from './helpers.ts';

// CSV exports, on both database kinds: each export is read back with an independent CSV
// parser (csv-parse) and held to the list endpoint: the same rows, in the same order, as the API
// answers them. Who may call the routes at all is authz-matrix.test.ts's.

let t: TestApp;
let admin: string;

const HOSTILE = ['=HYPERLINK("http://evil","x")', '+1+1', '-2', '@SUM(A1)', '\tTabbed', '\rReturned'];
const BULK = 5_000;

const get = (url: string, cookie = admin) => t.call('GET', url, { cookie });

/** The export's records (header first), parsed as a spreadsheet importer would. */
function records(body: string): string[][] {
  return parse(body, { bom: true, relax_column_count: true, skip_empty_lines: false }) as string[][];
}

/** The list endpoint's rows for the same query, every page of it. */
async function listed(path: string, query: string): Promise<Array<Record<string, unknown>>> {
  const rows: Array<Record<string, unknown>> = [];
  for (let offset = 0; ; offset += 500) {
    const res = await get(`/api/${path}?${query}&limit=500&offset=${offset}`);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json() as Array<Record<string, unknown>>;
    rows.push(...page);
    if (page.length < 500) return rows;
  }
}

async function exported(path: string, query = '') {
  const res = await get(`/api/${path}/export.csv?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  const [header = [], ...rows] = records(res.body);
  return { res, header, rows };
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(ADMIN);
  const db = t.database.db;
  await db
    .insertInto('clients')
    .values(
      HOSTILE.map((name, i) => ({
        name,
        industry: i % 2 === 0 ? 'Hostile' : 'Hostile too',
        contactName: 'Mallory',
        contactEmail: `mallory${i}@example.com`,
        status: i % 2 === 0 ? 'active' : 'pending',
      })),
    )
    .execute();
  // Bulk clients in one statement: 'Bulk 00001'…, a third pending, none matching the hostile ones.
  await sql`insert into clients (name, industry, contact_name, contact_email, status)
    select 'Bulk ' || lpad(g::text, 5, '0'), 'Bulk', 'Bea', 'bulk' || g || '@example.com',
      (case when g % 3 = 0 then 'pending' else 'active' end)
    from generate_series(1, ${BULK}) g`.execute(db);
  const records = [
    { type: 'income', category: 'Consulting', description: 'Advice', amount: '1200.5', date: '2026-01-15' },
    {
      type: 'income',
      category: 'Consulting',
      description: 'More advice',
      amount: '99.99',
      date: '2026-02-01',
    },
    { type: 'income', category: 'Event Services', description: 'Gala', amount: '3000', date: '2026-02-20' },
    {
      type: 'expense',
      category: 'Catering',
      description: '=1+2 canapés',
      amount: '450.25',
      date: '2026-02-10',
    },
    { type: 'expense', category: 'Venue Costs', description: 'Hall', amount: '800', date: '2026-03-31' },
    {
      type: 'expense',
      category: 'Venue Costs',
      description: 'Out of range',
      amount: '5',
      date: '2026-04-01',
    },
  ] as const;
  await db
    .insertInto('financial_records')
    .values(records.map((r) => ({ ...r, taxDeductible: false })))
    .execute();
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('GET /api/{resource}/export.csv', () => {
  it('answers a CSV download named after the resource and the day, with the row schema as header', async () => {
    const { res, header } = await exported('clients');
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="clients-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.body.startsWith('\uFEFFID,Name,Industry,Contact name,Contact email,')).toBe(true);
    expect(header).toEqual([
      'ID',
      'Name',
      'Industry',
      'Contact name',
      'Contact email',
      'Contact phone',
      'Address',
      'Second contact name',
      'Second contact email',
      'Second contact phone',
      'Notes',
      'Status',
      'Revenue',
      'Events count',
      'Outstanding',
      'Created at',
      'Updated at',
    ]);
  });

  it('exports what the list shows for a search and a filter: the same rows in the same order', async () => {
    for (const query of [
      'search=bulk 00&status=pending&sortBy=name&sortDir=desc',
      'search=bulk&status=active',
      'search=mallory&sortBy=industry&sortDir=asc',
    ]) {
      const list = await listed('clients', query);
      const { header, rows } = await exported('clients', query);
      expect(list.length).toBeGreaterThan(0);
      const id = header.indexOf('ID');
      expect(
        rows.map((r) => Number(r[id])),
        query,
      ).toEqual(list.map((r) => r.id));
    }
  });

  it("follows the events list's own order (upcoming first), a custom sort", async () => {
    const db = t.database.db;
    await sql`insert into events (name, type, client_name, date, time, venue, budget, status)
      select 'Event ' || g, 'Corporate Event', 'Walk-in', current_date + (g - 20), '10:00', 'Hall', 100, 'planning'
      from generate_series(1, 40) g`.execute(db);
    const list = await listed('events', 'search=event ');
    const { header, rows } = await exported('events', 'search=event ');
    expect(rows.map((r) => Number(r[header.indexOf('ID')]))).toEqual(list.map((r) => r.id));
    expect(rows).toHaveLength(40);
  });

  it('neutralises cells a spreadsheet would run as a formula (OWASP): they come back inert', async () => {
    const { header, rows } = await exported('clients', 'search=mallory');
    const names = rows.map((r) => r[header.indexOf('Name')]);
    expect(names.sort()).toEqual(HOSTILE.map((name) => `'${name}`).sort());
    for (const name of names) expect(name?.startsWith("'")).toBe(true);
    // Untouched otherwise: the e-mails and the money.
    expect(rows.map((r) => r[header.indexOf('Contact email')]).sort()).toEqual(
      HOSTILE.map((_, i) => `mallory${i}@example.com`).sort(),
    );
  });

  it('writes dates as ISO 8601 and money with two decimals, as the API does', async () => {
    const { header, rows } = await exported('clients', 'search=mallory');
    for (const row of rows) {
      expect(row[header.indexOf('Revenue')]).toBe('0.00');
      expect(row[header.indexOf('Outstanding')]).toBe('0.00');
      expect(row[header.indexOf('Created at')]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    }
    const records = await exported('financial-records', 'sortBy=date&sortDir=asc');
    const amount = records.header.indexOf('Gross');
    const date = records.header.indexOf('Date');
    expect(records.rows.slice(0, 6).map((r) => [r[date], r[amount]])).toEqual([
      ['2026-01-15', '1200.50'],
      ['2026-02-01', '99.99'],
      ['2026-02-10', '450.25'],
      ['2026-02-20', '3000.00'],
      ['2026-03-31', '800.00'],
      ['2026-04-01', '5.00'],
    ]);
  });

  it('exports financial records of a date range, one row each, then the totals per category', async () => {
    const { res, header, rows } = await exported(
      'financial-records',
      'from=2026-01-01&to=2026-03-31&sortBy=date&sortDir=asc',
    );
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="financial-records-2026-01-01-to-2026-03-31.csv"',
    );
    const blank = rows.findIndex((r) => r.length === 1 && r[0] === '');
    expect(blank).toBe(5);
    const records = rows.slice(0, blank);
    expect(records.map((r) => r[header.indexOf('Description')])).toEqual([
      'Advice',
      'More advice',
      "'=1+2 canapés",
      'Gala',
      'Hall',
    ]);
    expect(rows.slice(blank + 1)).toEqual([
      ['Type', 'Category', 'Records', 'Total'],
      ['income', 'Consulting', '2', '1300.49'],
      ['income', 'Event Services', '1', '3000.00'],
      ['income', 'All income', '3', '4300.49'],
      ['expense', 'Catering', '1', '450.25'],
      ['expense', 'Venue Costs', '1', '800.00'],
      ['expense', 'All expenses', '2', '1250.25'],
      ['', 'Net (income - expense)', '', '3050.24'],
    ]);
    // The range and the list's filters combine.
    const expenses = await exported('financial-records', 'from=2026-02-01&type=expense');
    const blankToo = expenses.rows.findIndex((r) => r.length === 1 && r[0] === '');
    expect(expenses.rows.slice(0, blankToo).map((r) => r[expenses.header.indexOf('Description')])).toEqual([
      'Out of range',
      'Hall',
      "'=1+2 canapés",
    ]);
  });

  it("gives the accountant names, not ids, and each invoice payment's invoice number, net, tax and gross", async () => {
    const db = t.database.db;
    const client = await db
      .insertInto('clients')
      .values({
        name: 'Ledger & Co',
        industry: 'Events',
        contactName: 'Lee',
        contactEmail: 'lee@example.com',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const event = await db
      .insertInto('events')
      .values({
        name: 'Ledger Gala',
        type: 'Party',
        clientName: 'Ledger & Co',
        clientId: client.id,
        date: '2026-05-02',
        time: '18:00',
        venue: 'Hall',
        budget: '1000',
        status: 'planning',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const vendor = await db
      .insertInto('vendors')
      .values({
        name: 'Florals Ltd',
        category: 'florist',
        contactName: 'Flo',
        contactEmail: 'flo@example.com',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('financial_records')
      .values({
        type: 'expense',
        category: 'Other Expenses',
        description: 'Ledger flowers',
        amount: '120.00',
        date: '2026-05-01',
        vendorId: vendor.id,
        eventId: event.id,
        taxDeductible: true,
      })
      .execute();
    // 100.00 at 8.875 % tax: 108.88 in all, paid in three instalments.
    const created = await t.call('POST', '/api/invoices', {
      cookie: admin,
      body: {
        clientId: client.id,
        eventId: event.id,
        dueDate: '2026-05-30',
        items: [{ description: 'Planning', quantity: '1', unitPrice: '100', taxRate: '8.875' }],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const invoice = created.json() as { id: number };
    const sent = await t.call('POST', `/api/invoices/${invoice.id}/send`, { cookie: admin });
    expect(sent.statusCode, sent.body).toBe(200);
    const number = (sent.json() as { number: string }).number;
    for (const [i, amount] of ['33.33', '33.33', '42.22'].entries()) {
      const paid = await t.call('POST', `/api/invoices/${invoice.id}/payments`, {
        cookie: admin,
        body: { amount, date: `2026-05-0${3 + i}`, method: 'Bank Transfer' },
      });
      expect(paid.statusCode, paid.body).toBe(201);
    }

    const { res, header, rows } = await exported(
      'financial-records',
      'from=2026-05-01&to=2026-05-31&sortBy=date&sortDir=asc',
    );
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="financial-records-2026-05-01-to-2026-05-31.csv"',
    );
    expect(header).not.toContain('Client ID');
    expect(header).not.toContain('Vendor ID');
    const cell = (row: string[] | undefined, name: string) => row?.[header.indexOf(name)];
    const columns = ['Date', 'Client', 'Event', 'Vendor', 'Invoice number', 'Net', 'Tax', 'Gross'];
    const blank = rows.findIndex((r) => r.length === 1 && r[0] === '');
    expect(rows.slice(0, blank).map((row) => columns.map((name) => cell(row, name)))).toEqual([
      ['2026-05-01', '', 'Ledger Gala', 'Florals Ltd', '', '', '', '120.00'],
      ['2026-05-03', 'Ledger & Co', 'Ledger Gala', '', number, '30.61', '2.72', '33.33'],
      ['2026-05-04', 'Ledger & Co', 'Ledger Gala', '', number, '30.61', '2.72', '33.33'],
      ['2026-05-05', 'Ledger & Co', 'Ledger Gala', '', number, '38.78', '3.44', '42.22'],
    ]);
    // The payments' tax adds up to the invoice's, to the cent.
    expect(
      rows.slice(1, blank).reduce((sum, row) => sum + Math.round(Number(cell(row, 'Tax')) * 100), 0),
    ).toBe(888);
    expect(rows.slice(blank + 1)).toContainEqual(['income', 'All income', '3', '108.88']);
    expect(rows.slice(blank + 1)).toContainEqual(['expense', 'All expenses', '1', '120.00']);
  });

  it("keeps the same date range in the records' list as in their export", async () => {
    const query = 'from=2026-02-01&to=2026-03-31&sortBy=date&sortDir=asc';
    const list = await listed('financial-records', query);
    expect(list.map((r) => r.date)).toEqual(['2026-02-01', '2026-02-10', '2026-02-20', '2026-03-31']);
    const { header, rows } = await exported('financial-records', query);
    const blank = rows.findIndex((r) => r.length === 1 && r[0] === '');
    expect(rows.slice(0, blank).map((r) => Number(r[header.indexOf('ID')]))).toEqual(list.map((r) => r.id));
    // The screen's paged query takes it too (from 2026-03-31: Hall and Out of range, and later ones).
    const input = encodeURIComponent(JSON.stringify({ from: '2026-03-31', to: '2026-04-30', limit: 10 }));
    const page = await get(`/trpc/financialRecords.page?input=${input}`);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json()).toMatchObject({ result: { data: { total: 2, totalIsLowerBound: false } } });
    const reversed = await get('/api/financial-records?from=2026-03-01&to=2026-02-01');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json()).toMatchObject({
      message: "'from' must not be after 'to'",
      issues: [{ path: 'from', message: "'from' must not be after 'to'" }],
    });
  });

  it('refuses a query the list refuses, and a range that ends before it starts', async () => {
    const bad = await get('/api/clients/export.csv?sortBy=password');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ issues: [{ path: 'sortBy' }] });
    expect((await get('/api/clients/export.csv?status=archived')).statusCode).toBe(400);
    const range = await get('/api/financial-records/export.csv?from=2026-03-01&to=2026-02-01');
    expect(range.statusCode).toBe(400);
    expect((await get('/api/financial-records/export.csv?from=yesterday')).statusCode).toBe(400);
    // Paging parameters are the list's, not the export's: ignored.
    expect(
      (await get('/api/clients/export.csv?limit=1&offset=3&search=mallory')).body.split('\r\n'),
    ).toHaveLength(HOSTILE.length + 2);
  });

  it('answers 401 signed out, or with an unknown API token', async () => {
    const out = await t.call('GET', '/api/clients/export.csv');
    expect(out.statusCode).toBe(401);
    expect(out.json()).toMatchObject({ message: 'Not signed in' });
    const token = await t.call('GET', '/api/clients/export.csv', {
      headers: { authorization: `Bearer ebo_${'x'.repeat(43)}` },
    });
    expect(token.statusCode).toBe(401);
  });

  it('exports invoices as their list shows them, one row each with its totals', async () => {
    const [client] = await t.database.db
      .insertInto('clients')
      .values({
        name: 'Invoiced Export Co',
        industry: 'Events',
        contactName: 'Ivy',
        contactEmail: 'ivy@example.com',
      })
      .returning('id')
      .execute();
    const ids: number[] = [];
    for (const [i, price] of ['100.00', '250.50', '0'].entries()) {
      const res = await t.call('POST', '/api/invoices', {
        cookie: admin,
        body: {
          clientId: client!.id,
          dueDate: `2026-12-0${i + 1}`,
          items: [{ description: `=Line ${i}`, quantity: '2', unitPrice: price, taxRate: '10' }],
        },
      });
      expect(res.statusCode, res.body).toBe(201);
      ids.push((res.json() as { id: number }).id);
    }
    expect((await t.call('POST', `/api/invoices/${ids[1]}/send`, { cookie: admin })).statusCode).toBe(200);

    for (const query of [
      'search=invoiced export&sortBy=dueDate&sortDir=asc',
      'search=invoiced export&status=sent',
    ]) {
      const list = await listed('invoices', query);
      const { header, rows } = await exported('invoices', query);
      expect(
        rows.map((r) => Number(r[header.indexOf('ID')])),
        query,
      ).toEqual(list.map((r) => r.id));
    }
    const { header, rows } = await exported('invoices', 'search=invoiced export&sortBy=dueDate&sortDir=asc');
    expect(header).not.toContain('Items');
    const cell = (row: string[] | undefined, name: string) => row?.[header.indexOf(name)];
    expect(
      rows.map((r) => [cell(r, 'Client name'), cell(r, 'Due date'), cell(r, 'Total'), cell(r, 'Balance')]),
    ).toEqual([
      ['Invoiced Export Co', '2026-12-01', '220.00', '220.00'],
      ['Invoiced Export Co', '2026-12-02', '551.10', '551.10'],
      ['Invoiced Export Co', '2026-12-03', '0.00', '0.00'],
    ]);
    expect(cell(rows[1], 'Number')).toMatch(/^INV-\d{4}-\d{4}$/);
    expect(cell(rows[1], 'Status')).toBe('sent');
    expect(cell(rows[0], 'Number')).toBe('');
  });

  it('serves more simultaneous exports than it reads at once (the rest wait their turn), each complete', async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => get(`/api/clients/export.csv?search=bulk 0${i % 5}`)),
    );
    for (const [i, res] of answers.entries()) {
      expect(res.statusCode).toBe(200);
      // 'Bulk 0x…' for x = i % 5: 999 clients for 00 (00001-00999), 1,000 for each of 01-04.
      const rows = records(res.body).slice(1);
      expect(rows.length, String(i)).toBeGreaterThanOrEqual(999);
    }
  });

  it("exports the admins' screens, Users and Audit Log, to administrators only", async () => {
    const users = await listed('users', 'sortBy=username&sortDir=asc');
    const exportedUsers = await exported('users', 'sortBy=username&sortDir=asc');
    expect(exportedUsers.rows.map((r) => r[exportedUsers.header.indexOf('Username')])).toEqual(
      users.map((u) => u.username),
    );
    expect(exportedUsers.header.join(',')).not.toMatch(/password|hash|secret/i);
    expect(exportedUsers.res.body).not.toContain('$argon2');

    // The audit log as its screen filters it: the clients' creations, newest first, changes as JSON.
    const query = 'tableName=clients&action=create';
    const entries = await listed('audit-log', query);
    const log = await exported('audit-log', query);
    const cell = (row: string[], name: string) => row[log.header.indexOf(name)];
    expect(log.rows.map((r) => Number(cell(r, 'ID')))).toEqual(entries.map((e) => e.id));
    expect(log.rows.length).toBeGreaterThan(0);
    expect(new Set(log.rows.map((r) => `${cell(r, 'Table name')} ${cell(r, 'Action')}`))).toEqual(
      new Set(['clients create']),
    );
    const first = log.rows[0]!;
    expect(JSON.parse(cell(first, 'Changes') as string)).toEqual(entries[0]!.changes);
    expect(cell(first, 'Occurred at')).toBe(entries[0]!.occurredAt);

    const manager = await t.login(MANAGER);
    for (const path of ['users', 'audit-log']) {
      const refused = await get(`/api/${path}/export.csv`, manager);
      expect(refused.statusCode, path).toBe(403);
      expect(refused.json()).toMatchObject({ message: 'Only administrators can do this' });
    }
  });

  it('exports business information without its stored passwords', async () => {
    const made = await t.call('POST', '/api/business-info', {
      cookie: admin,
      body: {
        name: 'Export Mail',
        category: 'software',
        type: 'credential',
        value: 'mail.example.com',
        username: 'owner',
        password: 'Sup3r-Secret-Export',
        cost: '12.5',
      },
    });
    expect(made.statusCode, made.body).toBe(201);
    const { res, header, rows } = await exported('business-info', 'search=export mail');
    expect(header).not.toContain('Password');
    expect(rows.map((r) => [r[header.indexOf('Name')], r[header.indexOf('Cost')]])).toEqual([
      ['Export Mail', '12.50'],
    ]);
    const [stored] = await t.database.db
      .selectFrom('business_info')
      .select('passwordCiphertext')
      .where('name', '=', 'Export Mail')
      .execute();
    expect(stored?.passwordCiphertext).toBeTruthy();
    expect(res.body).not.toContain('Sup3r-Secret-Export');
    expect(res.body).not.toContain(stored!.passwordCiphertext!);
  });

  it('exports every list resource with its row schema as header', async () => {
    for (const resource of EXPORT_RESOURCES) {
      const { header } = await exported(resource.path);
      expect(header, resource.path).toEqual(columnsOf(resource.row).map((c) => c.header));
      expect(header, resource.path).not.toContain('Version');
    }
  });

  it(`streams a large export to its end (${BULK.toLocaleString('en-US')} rows) from a real socket`, async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const heapBefore = process.memoryUsage().heapUsed;
    let heapPeak = heapBefore;
    const started = performance.now();
    const res = await fetch(`${address}/api/clients/export.csv?search=bulk`, { headers: { cookie: admin } });
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    let chunks = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
      chunks += 1;
      heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed);
    }
    const ms = performance.now() - started;
    const rows = records(text).slice(1);
    expect(rows).toHaveLength(BULK);
    expect(new Set(rows.map((r) => r[0])).size).toBe(BULK);
    console.log(
      `export of ${BULK} clients: ${Math.round(ms)} ms, ${(text.length / 1024).toFixed(0)} KB in ${chunks} chunks, heap +${((heapPeak - heapBefore) / 1024 / 1024).toFixed(1)} MB at most (the text itself included)`,
    );
  });
});
