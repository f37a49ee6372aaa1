import {
  IMPORT_MAX_BYTES,
  IMPORT_MAX_ERRORS,
  IMPORT_MAX_ROWS,
  IMPORT_RESOURCE_PATHS,
  IMPORT_RESOURCES,
  IMPORT_TEXTS,
  INVALID_RATING,
  quantityBelowReservedMessage,
  REQUIRED,
} from '@app/domain';
import { parse } from 'csv-parse/sync';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createTestApp, type TestApp, USER } from './helpers.ts';

/** A test that sends megabytes or imports thousands of rows: on a busy machine it takes more than 30 s. */
const HEAVY = 120_000;
/** How soon the health check answers after a refused upload (a blocked server takes seconds). */
const HEALTH_AT_ONCE_MS = 1_000;

// CSV import, on both database kinds: what the parser reads, that a dry run writes nothing,
// that a confirmed import writes every row or none (one transaction), the limits, the audit entry, and
// who may call it. Every file is sent as a browser sends it: multipart, same origin.

let t: TestApp;
let admin: string;

type Part = { name: string; value: string | Buffer; filename?: string };

/** A multipart body of the parts in order (a `filename` makes a file part). */
function multipart(parts: Part[]) {
  const boundary = '----importboundary7';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename ? `; filename="${part.filename}"` : ''}`;
    const type = part.filename ? 'Content-Type: text/csv\r\n' : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`));
    chunks.push(Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

async function importCsv(
  resource: string,
  csv: string | Buffer,
  opts: { dryRun?: boolean; cookie?: string | null; mapping?: Record<string, string>; key?: string } = {},
) {
  const parts: Part[] = [];
  if (opts.mapping) parts.push({ name: 'mapping', value: JSON.stringify(opts.mapping) });
  parts.push({ name: 'file', value: csv, filename: 'import.csv' });
  const { payload, contentType } = multipart(parts);
  const cookie = opts.cookie === undefined ? admin : opts.cookie;
  return t.app.inject({
    method: 'POST',
    url: `/api/imports/${resource}?dryRun=${opts.dryRun ?? true}`,
    payload,
    headers: {
      'content-type': contentType,
      ...(cookie ? { cookie } : {}),
      ...(opts.key ? { 'idempotency-key': opts.key } : {}),
    },
  });
}

const count = async (table: 'clients' | 'inventory' | 'vendors' | 'financial_records' | 'audit_log') =>
  Number(
    (await sql<{ n: string }>`select count(*) as n from ${sql.table(table)}`.execute(t.database.db)).rows[0]!
      .n,
  );

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(ADMIN);
  await t.database.db
    .insertInto('clients')
    .values([
      {
        name: 'Old Name',
        industry: 'Tech',
        contactName: 'Ann',
        contactEmail: 'ann@example.com',
        status: 'active',
      },
      {
        name: 'Twin A',
        industry: 'Tech',
        contactName: 'Tw',
        contactEmail: 'twin@example.com',
        status: 'active',
      },
      {
        name: 'Twin B',
        industry: 'Tech',
        contactName: 'Tw',
        contactEmail: 'TWIN@example.com',
        status: 'active',
      },
    ])
    .execute();
  await t.database.db
    .insertInto('inventory')
    .values({
      name: 'Chair',
      sku: 'CH-1',
      category: 'Furniture',
      quantity: 10,
      minQuantity: 2,
      unitValue: '5.00',
    })
    .execute();
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('POST /api/imports/{resource}', () => {
  it('reads a BOM, CRLF, `;` separators, quoted separators and line breaks (European Excel)', async () => {
    const csv =
      '\uFEFFName;Industry;Contact Name;contact_email;Address;Phone\r\n' +
      '"Smith; Sons";Retail;Sam;sam@example.com;"1 Road\r\nTown, Land";555\r\n' +
      'Acme;"Events, Weddings";Al;al@example.com;;\r\n';
    const res = await importCsv('clients', csv);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ dryRun: true, separator: ';', rows: 2, create: 2, update: 0, errors: [] });
    expect(body.mapping).toEqual([
      { header: 'Name', field: 'name' },
      { header: 'Industry', field: 'industry' },
      { header: 'Contact Name', field: 'contactName' },
      { header: 'contact_email', field: 'contactEmail' },
      { header: 'Address', field: 'address' },
      { header: 'Phone', field: 'contactPhone' },
    ]);
    const before = await count('clients');
    const done = await importCsv('clients', csv, { dryRun: false });
    expect(done.statusCode, done.body).toBe(200);
    expect(await count('clients')).toBe(before + 2);
    const smith = await t.database.db
      .selectFrom('clients')
      .selectAll()
      .where('contactEmail', '=', 'sam@example.com')
      .executeTakeFirstOrThrow();
    expect(smith).toMatchObject({
      name: 'Smith; Sons',
      address: '1 Road\r\nTown, Land',
      contactPhone: '555',
    });
    const acme = await t.database.db
      .selectFrom('clients')
      .selectAll()
      .where('contactEmail', '=', 'al@example.com')
      .executeTakeFirstOrThrow();
    expect(acme).toMatchObject({ industry: 'Events, Weddings', status: 'active', address: null });
  });

  it('answers a dry run with what would be created, updated and refused, and writes nothing', async () => {
    const csv = [
      'name,industry,contactName,contactEmail,status',
      'New Co,Tech,Nina,nina@example.com,active',
      'New Name,,,ANN@example.com,',
      'Bad,Tech,Bo,not-an-email,active',
      'Again,Tech,Nina,Nina@Example.com,active',
      'Twins,Tech,Tw,twin@example.com,active',
      'Short,Tech',
      '"Multi',
      'line",Tech,Ml,ml@example.com,archived',
    ].join('\r\n');
    const before = await count('clients');
    const auditBefore = await count('audit_log');
    const res = await importCsv('clients', csv);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      rows: 7,
      create: 1,
      update: 1,
      errorCount: 5,
      refusedRows: 5,
      errors: [
        { line: 4, field: 'contactEmail', message: 'Invalid email address' },
        { line: 5, field: 'contactEmail', message: IMPORT_TEXTS.duplicateKey('contact email', 2) },
        { line: 6, field: 'contactEmail', message: IMPORT_TEXTS.ambiguousKey(2, 'clients', 'contact email') },
        { line: 7, field: '', message: IMPORT_TEXTS.cellCount(2, 5) },
        { line: 8, field: 'status', message: 'Must be one of: active, inactive, pending' },
      ],
    });
    expect(await count('clients')).toBe(before);
    expect(await count('audit_log')).toBe(auditBefore);
  });

  it('creates and updates by natural key; an update changes only the columns present', async () => {
    const csv = 'Contact email,Name\r\nann@EXAMPLE.com,Ann Renamed\r\n';
    const dry = await importCsv('clients', csv);
    expect(dry.json()).toMatchObject({ create: 0, update: 1, errors: [] });
    const res = await importCsv('clients', csv, { dryRun: false });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ dryRun: false, create: 0, update: 1, importId: expect.any(String) });
    const ann = await t.database.db
      .selectFrom('clients')
      .selectAll()
      .where(sql`lower(contact_email)`, '=', 'ann@example.com')
      .executeTakeFirstOrThrow();
    // The key cell is a column like any other: the e-mail is stored as the file writes it.
    expect(ann).toMatchObject({
      name: 'Ann Renamed',
      contactEmail: 'ann@EXAMPLE.com',
      industry: 'Tech',
      contactName: 'Ann',
      version: 2,
    });

    const inv = await importCsv(
      'inventory',
      'SKU,Quantity,Item name,Category,Unit value\r\nCH-1,25,,,\r\nTB-9,3,Table,Furniture,12.5\r\n',
      {
        dryRun: false,
      },
    );
    expect(inv.statusCode, inv.body).toBe(200);
    expect(inv.json()).toMatchObject({ create: 1, update: 1 });
    const items = await t.database.db.selectFrom('inventory').selectAll().orderBy('sku').execute();
    expect(items.map((i) => [i.sku, i.name, i.quantity, i.unitValue])).toEqual([
      ['CH-1', 'Chair', 25, '5.00'],
      ['TB-9', 'Table', 3, '12.50'],
    ]);
  });

  it("refuses to lower an item's quantity below its reservations, in the dry run and the import", async () => {
    const item = await t.call('POST', '/api/inventory', {
      cookie: admin,
      body: {
        name: 'Stage riser',
        sku: 'RISER-1',
        category: 'Furniture',
        quantity: 20,
        minQuantity: 2,
        unitValue: '40.00',
      },
    });
    expect(item.statusCode, item.body).toBe(201);
    const event = await t.call('POST', '/api/events', {
      cookie: admin,
      body: {
        name: 'Autumn concert',
        type: 'Party',
        clientName: 'Walk-in',
        date: '2099-09-05',
        time: '19:00',
        venue: 'Park',
        budget: '1000',
      },
    });
    expect(event.statusCode, event.body).toBe(201);
    const reserved = await t.call('POST', `/api/events/${event.json().id}/reservations`, {
      cookie: admin,
      body: { inventoryId: item.json().id, quantity: 15 },
    });
    expect(reserved.statusCode, reserved.body).toBe(201);

    const csv = 'SKU,Quantity\r\nRISER-1,10\r\n';
    const refusal = {
      line: 2,
      field: 'Quantity',
      message: quantityBelowReservedMessage('Stage riser', 10, '2099-09-05', 15),
    };
    const dry = await importCsv('inventory', csv);
    expect(dry.statusCode, dry.body).toBe(200);
    expect(dry.json()).toMatchObject({ update: 1, errors: [refusal] });
    const auditBefore = await count('audit_log');
    const res = await importCsv('inventory', csv, { dryRun: false });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ message: IMPORT_TEXTS.refused(1), errors: [refusal] });
    const stored = () =>
      t.database.db
        .selectFrom('inventory')
        .select('quantity')
        .where('sku', '=', 'RISER-1')
        .executeTakeFirstOrThrow();
    expect((await stored()).quantity).toBe(20);
    expect(await count('audit_log')).toBe(auditBefore);

    // Down to exactly what is reserved is fine.
    const fits = await importCsv('inventory', 'SKU,Quantity\r\nRISER-1,15\r\n', { dryRun: false });
    expect(fits.statusCode, fits.body).toBe(200);
    expect((await stored()).quantity).toBe(15);
  });

  it('writes nothing when one row is refused, and says which line, column and why', async () => {
    const csv = [
      'Type,Category,Description,Amount,Date,Client',
      'income,Consulting,Advice,100,2026-01-15,',
      'expense,Catering,Food,,2026-01-16,',
      'income,Consulting,Ghost client,5,2026-01-17,999999',
    ].join('\n');
    const before = await count('financial_records');
    const auditBefore = await count('audit_log');
    const res = await importCsv('financial-records', csv, { dryRun: false });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({
      message: IMPORT_TEXTS.refused(2),
      errors: [
        { line: 3, field: 'Amount', message: 'Amount is required' },
        { line: 4, field: 'Client', message: IMPORT_TEXTS.unknownReference('client') },
      ],
    });
    expect(await count('financial_records')).toBe(before);
    expect(await count('audit_log')).toBe(auditBefore);
    const fine = await importCsv('financial-records', csv.split('\n').slice(0, 2).join('\n'), {
      dryRun: false,
    });
    expect(fine.statusCode, fine.body).toBe(200);
    expect(await count('financial_records')).toBe(before + 1);
  });

  it('logs a confirmed import as one import entry beside its rows', async () => {
    const csv =
      'name,category,contactName,contactEmail\r\nFlora,florist,Fi,fi@example.com\r\nSnap,photography,Sn,sn@example.com\r\n';
    const res = await importCsv('vendors', csv, { dryRun: false });
    expect(res.statusCode, res.body).toBe(200);
    const { importId } = res.json();
    const entries = await t.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('requestId', '=', importId)
      .orderBy('id')
      .execute();
    expect(entries.map((e) => [e.action, e.tableName])).toEqual([
      ['create', 'vendors'],
      ['create', 'vendors'],
      ['import', 'vendors'],
    ]);
    const entry = entries[2]!;
    expect(entry).toMatchObject({ actorName: ADMIN.username, recordId: importId });
    expect(entry.changes).toMatchObject({
      file: 'import.csv',
      rows: 2,
      created: entries.slice(0, 2).map((e) => Number(e.recordId)),
      updated: [],
    });
    const listed = await t.call('GET', `/api/audit-log?action=import&tableName=vendors`, { cookie: admin });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json()).toEqual(expect.arrayContaining([expect.objectContaining({ recordId: importId })]));
  });

  it('never imports twice on a retry with the same Idempotency-Key', async () => {
    const csv = 'name,industry,contactName,contactEmail\r\nOnce,Tech,On,once@example.com\r\n';
    const before = await count('clients');
    const first = await importCsv('clients', csv, { dryRun: false, key: 'import-once-1' });
    const again = await importCsv('clients', csv, { dryRun: false, key: 'import-once-1' });
    expect(first.statusCode, first.body).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await count('clients')).toBe(before + 1);
    const other = await importCsv('clients', `${csv}Twice,Tech,Tw,tw2@example.com\r\n`, {
      dryRun: false,
      key: 'import-once-1',
    });
    expect(other.statusCode).toBe(422);
  });

  it('maps unknown headers as the user chose, and reports the ones left', async () => {
    const csv =
      'Firma,Branche,Ansprechpartner,E-Mail-Adresse,Favourite colour\r\nMüller,Tech,Max,max@example.com,blue\r\n';
    const dry = await importCsv('clients', csv);
    expect(dry.json()).toMatchObject({
      unknownHeaders: ['Firma', 'Branche', 'Ansprechpartner', 'E-Mail-Adresse', 'Favourite colour'],
      errors: [
        { line: 2, field: 'Name', message: REQUIRED },
        { line: 2, field: 'Industry', message: REQUIRED },
        { line: 2, field: 'Contact name', message: REQUIRED },
        { line: 2, field: 'Contact email', message: REQUIRED },
      ],
    });
    const mapping = {
      Firma: 'name',
      Branche: 'industry',
      Ansprechpartner: 'contactName',
      'E-Mail-Adresse': 'contactEmail',
      'Favourite colour': '',
    };
    const mapped = await importCsv('clients', csv, { mapping });
    expect(mapped.json()).toMatchObject({ unknownHeaders: [], create: 1, errors: [] });
    const bad = await importCsv('clients', csv, { mapping: { Firma: 'password' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(IMPORT_TEXTS.badMapping);
  });

  it(`refuses a file over ${IMPORT_MAX_BYTES / 1024 / 1024} MB (413) or ${IMPORT_MAX_ROWS.toLocaleString('en-US')} rows (400) with a clear message`, async () => {
    const big = Buffer.alloc(IMPORT_MAX_BYTES + 10, 'a');
    big.write('name\r\n');
    const large = await importCsv('clients', big);
    expect(large.statusCode).toBe(413);
    expect(large.json().message).toBe(IMPORT_TEXTS.tooLarge);
    const rows = `name\r\n${'x\r\n'.repeat(IMPORT_MAX_ROWS + 1)}`;
    const many = await importCsv('clients', rows);
    expect(many.statusCode).toBe(400);
    expect(many.json().message).toBe(IMPORT_TEXTS.tooManyRows);
    const exactly = await importCsv('clients', `name\r\n${'x\r\n'.repeat(IMPORT_MAX_ROWS)}`);
    expect(exactly.statusCode).toBe(200);
    // Each row misses three required fields: every one is counted, the first 1,000 answered.
    expect(exactly.json()).toMatchObject({
      rows: IMPORT_MAX_ROWS,
      errorCount: 3 * IMPORT_MAX_ROWS,
      refusedRows: IMPORT_MAX_ROWS,
    });
    expect(exactly.json().errors).toHaveLength(IMPORT_MAX_ERRORS);
    expect((await importCsv('clients', '')).json().message).toBe(IMPORT_TEXTS.empty);
    expect((await importCsv('clients', 'name,industry\r\n')).json().message).toBe(IMPORT_TEXTS.noRows);
    expect((await importCsv('clients', 'name,Name\r\nx,y\r\n')).json().message).toBe(
      IMPORT_TEXTS.duplicateHeader('Name'),
    );
    expect((await importCsv('clients', 'name\r\n"unclosed\r\n')).statusCode).toBe(400);
  });

  it('refuses a file it cannot map or read, with the words of each refusal', async () => {
    const nameLabel = IMPORT_RESOURCES.clients.fields.find((f) => f.name === 'name')!.label;
    const twice = await importCsv('clients', 'A,B\r\nx,y\r\n', { mapping: { A: 'name', B: 'name' } });
    expect([twice.statusCode, twice.json().message]).toEqual([400, IMPORT_TEXTS.duplicateField(nameLabel)]);
    const binary = await importCsv('clients', Buffer.from('name\u0000\r\nx\r\n'));
    expect([binary.statusCode, binary.json().message]).toEqual([400, IMPORT_TEXTS.notText]);
    const unclosed = await importCsv('clients', 'name\r\n"unclosed\r\n');
    expect(unclosed.json().message).toMatch(/^The file is not valid CSV( near line \d+)?: \S/);
    const { payload, contentType } = multipart([
      { name: 'file', value: 'name\r\nx\r\n', filename: 'import.csv' },
      { name: 'mapping', value: '{}' },
    ]);
    const late = await t.app.inject({
      method: 'POST',
      url: '/api/imports/clients?dryRun=true',
      payload,
      headers: { 'content-type': contentType, cookie: admin },
    });
    expect([late.statusCode, late.json().message]).toEqual([400, IMPORT_TEXTS.mappingAfterFile]);
    expect(late.json().requestId).toEqual(expect.any(String));
  });

  it(
    'refuses an oversized file of many rows or of one line over a socket with 413 and keeps answering',
    async () => {
      const before = await count('clients');
      const address = 'A'.repeat(180);
      const header = 'name,industry,contactName,contactEmail,address\r\n';
      const rows: string[] = [header];
      let size = header.length;
      for (let i = 0; size <= IMPORT_MAX_BYTES + 512 * 1024; i++) {
        rows.push(`Client ${i},Tech,Contact ${i},c${i}@example.com,${address}\r\n`);
        size += rows.at(-1)!.length;
      }
      expect(rows.length - 1).toBeLessThan(IMPORT_MAX_ROWS);
      // Over a real socket, as a browser sends it: the file arrives in many chunks.
      const origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
      const send = (csv: string | Buffer) => {
        const { payload, contentType } = multipart([{ name: 'file', value: csv, filename: 'import.csv' }]);
        return fetch(`${origin}/api/imports/clients?dryRun=true`, {
          method: 'POST',
          body: payload,
          headers: { 'content-type': contentType, cookie: admin, origin },
        });
      };
      for (const file of [rows.join(''), Buffer.alloc(IMPORT_MAX_BYTES + 1024 * 1024, 'b')]) {
        const refused = await send(file);
        expect(refused.status).toBe(413);
        expect(((await refused.json()) as { message: string }).message).toBe(IMPORT_TEXTS.tooLarge);
        const started = performance.now();
        const health = await fetch(`${origin}/api/health`);
        expect(health.status).toBe(200);
        // At once, not after the rest of the upload: a server still busy with it would take seconds. The
        // bound leaves room for a machine that runs the browser tests beside these.
        expect(performance.now() - started).toBeLessThan(HEALTH_AT_ONCE_MS);
      }
      expect(await count('clients')).toBe(before);
    },
    HEAVY,
  );

  it(
    'lets other requests in while a large import runs, on either database',
    async () => {
      const rows = ['name,industry,contactName,contactEmail'];
      for (let i = 0; i < 5000; i++) rows.push(`Turn ${i},Tech,Person ${i},turn${i}@example.com`);
      let importDone = 0;
      const importing = importCsv('clients', rows.join('\r\n'), { dryRun: false }).then((res) => {
        importDone = performance.now();
        return res;
      });
      // A request that needs no database (on the embedded one the import's transaction holds its only
      // session): answered as soon as the server gets a turn, not after the import.
      await new Promise((resolve) => setTimeout(resolve, 20));
      const doc = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
      const answered = performance.now();
      expect(doc.statusCode).toBe(200);
      const imported = await importing;
      expect(imported.statusCode).toBe(200);
      expect(imported.json()).toMatchObject({ create: 5000, errorCount: 0 });
      expect(answered).toBeLessThan(importDone);
    },
    HEAVY,
  );

  it('is for staff: 401 signed out, 401 for a portal session, 415 without multipart', async () => {
    const csv = 'name,industry,contactName,contactEmail\r\nNobody,Tech,No,no@example.com\r\n';
    const out = await importCsv('clients', csv, { cookie: null, dryRun: false });
    expect(out.statusCode).toBe(401);
    expect(out.json().message).toBe('Not signed in');
    const portal = await importCsv('clients', csv, { cookie: 'portal_sid=abc', dryRun: false });
    expect(portal.statusCode).toBe(401);
    const user = await t.login(USER);
    const ok = await importCsv('clients', csv, { cookie: user });
    expect(ok.statusCode).toBe(200);
    const json = await t.call('POST', '/api/imports/clients', { cookie: admin, body: { csv } });
    expect(json.statusCode).toBe(415);
    const crossSite = await t.app.inject({
      method: 'POST',
      url: '/api/imports/clients?dryRun=false',
      ...(() => {
        const { payload, contentType } = multipart([{ name: 'file', value: csv, filename: 'a.csv' }]);
        return {
          payload,
          headers: { 'content-type': contentType, cookie: admin, 'sec-fetch-site': 'cross-site' },
        };
      })(),
    });
    expect(crossSite.statusCode).toBe(403);
    expect(
      await t.database.db.selectFrom('clients').where('contactEmail', '=', 'no@example.com').execute(),
    ).toEqual([]);
  });
});

describe('every problem of a row at once', () => {
  const vendorCategories =
    'Must be one of: catering, photography, videography, venue, florist, music, transportation, decoration, equipment, other';

  it('answers a vendor row with three problems as three errors, each naming its column, in one answer', async () => {
    const csv = [
      'Name,Category,Contact name,Contact email,Rating,Website',
      'Bloom & Co,Flowers,Fiona,fiona-at-bloom,9,bloom.example.com',
      'Snap,photography,Sam,sam@snap.example,4,',
    ].join('\r\n');
    const before = await count('vendors');
    const dry = await importCsv('vendors', csv);
    expect(dry.statusCode, dry.body).toBe(200);
    const expected = [
      { line: 2, field: 'Category', message: vendorCategories },
      { line: 2, field: 'Contact email', message: 'Invalid email address' },
      { line: 2, field: 'Rating', message: INVALID_RATING },
    ];
    expect(dry.json()).toMatchObject({ create: 1, errorCount: 3, refusedRows: 1 });
    expect(dry.json().errors).toEqual(expected);

    const done = await importCsv('vendors', csv, { dryRun: false });
    expect(done.statusCode, done.body).toBe(400);
    expect(done.json()).toMatchObject({ message: IMPORT_TEXTS.refused(1), errorCount: 3, refusedRows: 1 });
    expect(done.json().errors).toEqual(expected);
    expect(await count('vendors')).toBe(before);
  });

  it('reports unreadable cells beside what the schema refuses, and unknown references of refused rows', async () => {
    const vendors = await importCsv(
      'vendors',
      'Name,Contact name,Contact email,Preferred vendor,Total contracts\r\n,Pia,pia@example.com,maybe,-2\r\n',
    );
    expect(vendors.json().errors).toEqual([
      { line: 2, field: 'Name', message: 'Please fill in required fields' },
      { line: 2, field: 'Preferred vendor', message: IMPORT_TEXTS.notBoolean },
      { line: 2, field: 'Total contracts', message: expect.any(String) },
    ]);
    const records = await importCsv(
      'financial-records',
      'Type,Category,Description,Amount,Date,Client,Event,Vendor\r\n' +
        'income,Consulting,Advice,,2026-01-15,999999,99999999999,999998\r\n',
    );
    expect(records.statusCode, records.body).toBe(200);
    expect(records.json().errors).toEqual([
      { line: 2, field: 'Amount', message: 'Amount is required' },
      { line: 2, field: 'Client', message: IMPORT_TEXTS.unknownReference('client') },
      { line: 2, field: 'Event', message: expect.any(String) },
      { line: 2, field: 'Vendor', message: IMPORT_TEXTS.unknownReference('vendor') },
    ]);
  });

  it('imports a website without its scheme as https://, and still refuses what is no web address', async () => {
    const csv = [
      'Name,Contact name,Contact email,Website',
      'Plain Domain,Pd,pd@example.com,example.com',
      'With Path,Wp,wp@example.com,www.example.com/path',
      'With Scheme,Ws,ws@example.com,http://example.org',
    ].join('\r\n');
    const done = await importCsv('vendors', csv, { dryRun: false });
    expect(done.statusCode, done.body).toBe(200);
    const stored = await t.database.db
      .selectFrom('vendors')
      .select(['contactEmail', 'website'])
      .where('contactEmail', 'in', ['pd@example.com', 'wp@example.com', 'ws@example.com'])
      .orderBy('contactEmail')
      .execute();
    expect(stored).toEqual([
      { contactEmail: 'pd@example.com', website: 'https://example.com' },
      { contactEmail: 'wp@example.com', website: 'https://www.example.com/path' },
      { contactEmail: 'ws@example.com', website: 'http://example.org' },
    ]);
    const refused = await importCsv(
      'vendors',
      'Name,Contact name,Contact email,Website\r\nBad,Bd,bd@example.com,not a website\r\nMail,Ml,ml@example.com,ann@example.com\r\n',
    );
    expect(refused.json().errors).toEqual([
      { line: 2, field: 'Website', message: 'Invalid URL' },
      { line: 3, field: 'Website', message: 'Invalid URL' },
    ]);
    // The vendor form and the API read the same schema.
    const created = await t.call('POST', '/api/vendors', {
      cookie: admin,
      body: { name: 'Form Vendor', contactName: 'Fv', contactEmail: 'fv@example.com', website: 'fv.example' },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().website).toBe('https://fv.example');
  });

  it.each(IMPORT_RESOURCE_PATHS)('offers a template for %s whose header maps every column', async (path) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/imports/${path}/template.csv`,
      headers: { cookie: admin },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${path}-import-template.csv"`);
    const fields = IMPORT_RESOURCES[path].fields;
    const records = parse(res.body, { bom: true }) as string[][];
    expect(records).toEqual([fields.map((f) => f.label)]);
    // Sent back as it is: no rows to import.
    const asIs = await importCsv(path, res.rawPayload);
    expect(asIs.statusCode).toBe(400);
    expect(asIs.json().message).toBe(IMPORT_TEXTS.noRows);
    // With a row filled in, every column finds its field without a mapping.
    const filled = await importCsv(path, `${res.body}${fields.map(() => '').join(',')}\r\n`);
    expect(filled.statusCode, filled.body).toBe(200);
    expect(filled.json()).toMatchObject({ unknownHeaders: [], rows: 1 });
    expect(filled.json().mapping).toEqual(fields.map((f) => ({ header: f.label, field: f.name })));

    const signedOut = await t.app.inject({ method: 'GET', url: `/api/imports/${path}/template.csv` });
    expect(signedOut.statusCode).toBe(401);
  });
});
