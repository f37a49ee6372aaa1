import { PORTAL_TEXTS } from '@app/domain';
import type { LightMyRequestResponse } from 'fastify';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREATE, unique } from './fixtures.ts';
import { ADMIN, createTestApp, type TestApp } from './helpers.ts';

// Invoice PDFs, on both database kinds: made on the server, read back here with an independent
// parser (pdf.js through unpdf); filed as a document when the invoice is sent, in the send's transaction;
// downloadable by staff (any invoice, drafts marked) and by a client in their portal (their own issued
// invoices only: anything else is a 404). Who may call the routes at all is authz-matrix.test.ts's.

let t: TestApp;
let admin: string;
/** Client A (with an event and a portal) and client B. */
const a = { clientId: 0, eventId: 0, portalCookie: '' };
const b = { clientId: 0 };

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const LONG =
  'Full-day coordination of the ceremony and the reception, including the rehearsal the evening before, vendor confirmations, the run of show, and a coordinator on site from eight in the morning until the last guest leaves';
const LINES = [
  { description: 'Chiavari chairs, gold', quantity: '120', unitPrice: '8.50', taxRate: '8.25' },
  { description: LONG, quantity: '1', unitPrice: '2500.00', taxRate: '0' },
  { description: 'Lanterns 🏮 灯笼 for the terrace', quantity: '12.5', unitPrice: '4.10', taxRate: '10' },
];
/** What the PDF prints for each line: its description (made WinAnsi) and its amount. */
const PRINTED = [
  { description: 'Chiavari chairs, gold', amount: '$1,020.00' },
  { description: LONG, amount: '$2,500.00' },
  { description: 'Lanterns ? ?? for the terrace', amount: '$51.25' },
];

const staff = (method: string, url: string, body?: unknown) =>
  t.call(method as 'GET', url, { cookie: admin, ...(body !== undefined ? { body } : {}) });

async function ok(res: LightMyRequestResponse) {
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json();
}

async function draftOf(clientId: number, eventId: number | null, items = LINES) {
  return ok(
    await staff('POST', '/api/invoices', {
      clientId,
      eventId,
      dueDate: '2027-04-01',
      paymentTerms: 'Net 30',
      notes: 'Thank you for choosing us.',
      discount: '20',
      items,
    }),
  );
}

async function sent(clientId: number, eventId: number | null) {
  const draft = await draftOf(clientId, eventId);
  return ok(await staff('POST', `/api/invoices/${draft.id}/send`));
}

/** The PDF's text, whitespace made single spaces (wrapped lines join again). */
async function textOf(bytes: Uint8Array | Buffer): Promise<{ text: string; pages: number }> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text, totalPages } = await extractText(pdf, { mergePages: true });
  return { text: text.replace(/\s+/g, ' '), pages: totalPages };
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(ADMIN);
  const boundary = '----pdftest';
  const logo = await t.app.inject({
    method: 'POST',
    url: '/api/uploads?purpose=image',
    headers: { cookie: admin, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="logo.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      PNG,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });
  await ok(
    await staff('PUT', '/api/company-settings', {
      companyName: 'Golden Gate Events',
      address: '500 Market St, Suite 12\nSan Francisco, CA 94105',
      phone: '(415) 555-0199',
      logoUrl: (await ok(logo)).url,
    }),
  );
  const clientA = await ok(
    await staff('POST', '/api/clients', {
      ...CREATE.clients(),
      name: 'Lopez & Nguyen',
      contactName: 'Maya Lopez',
    }),
  );
  a.clientId = clientA.id;
  a.eventId = (
    await ok(
      await staff('POST', '/api/events', {
        ...CREATE.events(),
        name: 'Lopez-Nguyen Wedding',
        date: '2027-06-12',
        clientId: a.clientId,
      }),
    )
  ).id;
  b.clientId = (await ok(await staff('POST', '/api/clients', { ...CREATE.clients(), name: 'Other Co' }))).id;
  const email = `pdf-${unique()}@example.com`;
  await ok(
    await staff('POST', '/api/client-portals', {
      clientId: a.clientId,
      eventId: a.eventId,
      email,
      password: 'portal-pass-1',
    }),
  );
  const login = await t.call('POST', '/api/portal/auth/login', {
    body: { email, password: 'portal-pass-1' },
  });
  a.portalCookie = [login.headers['set-cookie']]
    .flat()
    .find((c) => c?.startsWith('portal_sid='))!
    .split(';')[0]!;
});
afterAll(async () => {
  await t?.close();
});

describe('the invoice PDF', () => {
  it('prints the number, every line with its amount, the figures and the company, read back by pdf.js', async () => {
    const invoice = await sent(a.clientId, a.eventId);
    expect(invoice.total).toBe('3640.53');
    const res = await staff('GET', `/api/invoices/${invoice.id}/pdf`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="${invoice.number}\\.pdf"`),
    );
    // The company's logo (an uploaded PNG) is drawn: an image XObject in the file.
    expect(res.rawPayload.includes('/Subtype /Image')).toBe(true);
    const { text } = await textOf(res.rawPayload);
    expect(text).toContain(`Invoice ${invoice.number}`);
    expect(text).toContain('Total $3,640.53');
    expect(text).toContain('Subtotal $3,571.25');
    expect(text).toContain('Discount -$20.00');
    expect(text).toContain('Tax $89.28');
    expect(text).toContain('Balance due $3,640.53');
    for (const line of PRINTED) {
      expect(text).toContain(line.description);
      expect(text).toContain(line.amount);
    }
    for (const expected of [
      'Golden Gate Events',
      '500 Market St, Suite 12',
      'Phone: (415) 555-0199',
      'Lopez & Nguyen',
      'Maya Lopez',
      'Lopez-Nguyen Wedding',
      'Jun 12, 2027',
      'Apr 1, 2027',
      'Payment terms: Net 30',
      `quoting ${invoice.number} as the payment reference`,
      'Thank you for choosing us.',
    ])
      expect(text).toContain(expected);
  });

  it('is filed as a document when the invoice is sent: the same bytes, linked to the client and the event', async () => {
    const invoice = await sent(a.clientId, a.eventId);
    const documents = await t.database.db
      .selectFrom('documents')
      .innerJoin('stored_files', 'stored_files.id', 'documents.fileId')
      .select([
        'documents.id',
        'documents.name',
        'documents.category',
        'documents.clientId',
        'documents.eventId',
        'documents.mimeType',
        'documents.fileUrl',
        'stored_files.content',
      ])
      .where('documents.invoiceId', '=', invoice.id)
      .execute();
    expect(documents).toHaveLength(1);
    const [document] = documents;
    expect(document).toMatchObject({
      name: `Invoice ${invoice.number}`,
      category: 'invoices',
      clientId: a.clientId,
      eventId: a.eventId,
      mimeType: 'application/pdf',
    });
    const served = await staff('GET', `/api/invoices/${invoice.id}/pdf`);
    expect(Buffer.from(document!.content).equals(served.rawPayload)).toBe(true);
    // Staff see it on the Documents screen and download it like any other document.
    expect((await ok(await staff('GET', `/api/documents/${document!.id}`))).category).toBe('invoices');
    const download = await staff('GET', document!.fileUrl);
    expect(download.statusCode).toBe(200);
    expect((await textOf(download.rawPayload)).text).toContain(`Invoice ${invoice.number}`);

    // A refused second send files nothing more.
    expect((await staff('POST', `/api/invoices/${invoice.id}/send`)).statusCode).toBe(409);
    const count = await t.database.db
      .selectFrom('documents')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('invoiceId', '=', invoice.id)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it("shows the payments: what is paid and the balance follow the invoice's", async () => {
    const invoice = await sent(a.clientId, null);
    await ok(
      await staff('POST', `/api/invoices/${invoice.id}/payments`, {
        amount: '1000.40',
        date: '2027-03-01',
        method: 'Bank Transfer',
      }),
    );
    const { text } = await textOf((await staff('GET', `/api/invoices/${invoice.id}/pdf`)).rawPayload);
    expect(text).toContain('Paid $1,000.40');
    expect(text).toContain('Balance due $2,640.13');
    expect(text).toContain('Partially paid');
  });

  it('gives staff a draft marked DRAFT, named after its id; 404 for an unknown invoice, 400 for a malformed id', async () => {
    const draft = await draftOf(a.clientId, a.eventId);
    const res = await staff('GET', `/api/invoices/${draft.id}/pdf`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="invoice-draft-${draft.id}\\.pdf"`),
    );
    const { text } = await textOf(res.rawPayload);
    expect(text).toContain('DRAFT');
    expect(text).toContain('Not issued yet');
    for (const line of PRINTED) expect(text).toContain(line.description);

    const unknown = await staff('GET', '/api/invoices/2147483000/pdf');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Invoice not found');
    expect((await staff('GET', '/api/invoices/abc/pdf')).statusCode).toBe(400);
    expect((await t.call('GET', `/api/invoices/${draft.id}/pdf`)).statusCode).toBe(401);
    // A client's portal session is no staff session.
    const asPortal = await t.call('GET', `/api/invoices/${draft.id}/pdf`, { cookie: a.portalCookie });
    expect(asPortal.statusCode).toBe(401);
  });

  it('prints each tax rate as typed: 8.875%, 8.25%, and 8% rather than 8.000%', async () => {
    const items = [
      { description: 'Uplighting', quantity: '1', unitPrice: '100.00', taxRate: '8.875' },
      { description: 'Linens', quantity: '1', unitPrice: '100.00', taxRate: '8.250' },
      { description: 'Staging', quantity: '1', unitPrice: '100.00', taxRate: '8' },
    ];
    const draft = await draftOf(b.clientId, null, items);
    // 8.875 → 8.88, 8.25, 8.00.
    expect(draft.tax).toBe('25.13');
    const { text } = await textOf((await staff('GET', `/api/invoices/${draft.id}/pdf`)).rawPayload);
    expect(text).toContain('Uplighting 1 $100.00 8.875% $100.00');
    expect(text).toContain('Linens 1 $100.00 8.25% $100.00');
    expect(text).toContain('Staging 1 $100.00 8% $100.00');
    expect(text).toContain('Tax $25.13');
  });

  it('runs on to more pages for many lines and names every one', async () => {
    const items = Array.from({ length: 100 }, (_, i) => ({
      description: `Table ${i + 1} centrepiece`,
      quantity: '1',
      unitPrice: `${i + 1}.00`,
      taxRate: '0',
    }));
    const invoice = await ok(
      await staff('POST', `/api/invoices/${(await draftOf(b.clientId, null, items)).id}/send`),
    );
    const { text, pages } = await textOf((await staff('GET', `/api/invoices/${invoice.id}/pdf`)).rawPayload);
    expect(pages).toBeGreaterThan(1);
    for (const [i, item] of items.entries())
      expect(text).toContain(`${item.description} 1 $${i + 1}.00 0% $${i + 1}.00`);
  });
});

describe("the client's invoices in their portal", () => {
  const asPortal = (url: string) => t.call('GET', url, { cookie: a.portalCookie });

  it('lists only their own issued invoices, and gives the PDF of those only (anything else is 404)', async () => {
    const own = await sent(a.clientId, a.eventId);
    const ownDraft = await draftOf(a.clientId, a.eventId);
    const others = await sent(b.clientId, null);

    const listed = await asPortal('/api/portal/invoices');
    expect(listed.statusCode, listed.body).toBe(200);
    const invoices = listed.json() as Array<Record<string, unknown>>;
    expect(invoices.map((i) => i.id)).toContain(own.id);
    expect(invoices.map((i) => i.id)).not.toContain(ownDraft.id);
    expect(invoices.map((i) => i.id)).not.toContain(others.id);
    expect(invoices.every((i) => i.status !== 'draft')).toBe(true);
    expect(invoices.find((i) => i.id === own.id)).toEqual({
      id: own.id,
      number: own.number,
      status: 'sent',
      overdue: false,
      issueDate: own.issueDate,
      dueDate: '2027-04-01',
      total: '3640.53',
      paid: '0.00',
      balance: '3640.53',
      eventName: 'Lopez-Nguyen Wedding',
    });
    // The same list over tRPC, as the portal page reads it.
    const rpc = await t.call('GET', '/trpc/portal.invoices', { cookie: a.portalCookie });
    expect(rpc.json().result.data).toEqual(invoices);

    const pdf = await asPortal(`/api/portal/invoices/${own.id}/pdf`);
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="${own.number}\\.pdf"`),
    );
    expect((await textOf(pdf.rawPayload)).text).toContain(`Invoice ${own.number}`);

    for (const id of [others.id, ownDraft.id, 2147483000]) {
      const refused = await asPortal(`/api/portal/invoices/${id}/pdf`);
      expect(refused.statusCode, `invoice ${id}`).toBe(404);
      expect(refused.json().message).toBe(PORTAL_TEXTS.invoiceNotFound);
    }
    expect((await asPortal('/api/portal/invoices/abc/pdf')).statusCode).toBe(400);
  });

  it('opens to a portal session only: none, or a staff one, is a 401', async () => {
    const own = await sent(a.clientId, a.eventId);
    expect((await t.call('GET', `/api/portal/invoices/${own.id}/pdf`)).statusCode).toBe(401);
    expect((await staff('GET', `/api/portal/invoices/${own.id}/pdf`)).statusCode).toBe(401);
    expect((await t.call('GET', '/api/portal/invoices')).statusCode).toBe(401);
    expect((await staff('GET', '/api/portal/invoices')).statusCode).toBe(401);
  });
});
