import {
  IMPORT_MAX_BYTES,
  IMPORT_MAX_ROWS,
  IMPORT_TEXTS,
  quantityBelowReservedMessage,
  REQUIRED,
} from '@app/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createTestApp, type TestApp, USER } from './helpers.ts';

// CSV import (issue 19), on both database kinds: what the parser reads, that a dry run writes nothing,
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
      errors: [
        { line: 4, field: 'contactEmail', message: 'Invalid email address' },
        { line: 5, field: 'contactEmail', message: IMPORT_TEXTS.duplicateKey('contact email', 2) },
        { line: 6, field: 'contactEmail', message: IMPORT_TEXTS.ambiguousKey(2, 'clients', 'contact email') },
        { line: 7, field: '', message: IMPORT_TEXTS.cellCount(2, 5) },
        { line: 8, field: 'status', message: expect.stringContaining('Invalid option') },
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
      errors: [{ line: 2, field: 'Name', message: REQUIRED }],
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
    expect(exactly.json()).toMatchObject({ rows: IMPORT_MAX_ROWS, errorCount: IMPORT_MAX_ROWS });
    expect(exactly.json().errors).toHaveLength(1000);
    expect((await importCsv('clients', '')).json().message).toBe(IMPORT_TEXTS.empty);
    expect((await importCsv('clients', 'name,industry\r\n')).json().message).toBe(IMPORT_TEXTS.noRows);
    expect((await importCsv('clients', 'name,Name\r\nx,y\r\n')).json().message).toBe(
      IMPORT_TEXTS.duplicateHeader('Name'),
    );
    expect((await importCsv('clients', 'name\r\n"unclosed\r\n')).statusCode).toBe(400);
  });

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
