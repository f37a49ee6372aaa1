import { randomBytes } from 'node:crypto';
import { EMAIL_TEXTS } from '@app/domain';
import { EMAIL_TEMPLATE_TEXTS } from '@app/domain/email-templates/email-template.schema.ts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sendOverdueReminders } from '../src/services/invoices/send-reminders.ts';
import { CREATE, unique } from './fixtures.ts';
import { ADMIN, createTestApp, type TestApp } from './helpers.ts';
import { Inbox, until } from './smtp-inbox.ts';

// The e-mails the product writes from templates, through a real SMTP server (smtp-server) and read
// back by mailparser, on both database kinds: an invoice sent from a chosen template or the one in use,
// its link to the client portal, a receipt from the template in use, and a message staff write with
// the client's documents attached (and the documents it must refuse).

/** The Host the requests name: links in e-mails start with it (no PUBLIC_URL in tests). */
const HOST = 'office.goldenhour.test';
const PORTAL_LINK = `http://${HOST}/portal/login`;

const inbox = new Inbox();
let t: TestApp;
let admin: string;
/** A client with an active portal, and its event. */
const withPortal = { clientId: 0, eventId: 0 };
/** A client without a portal. */
let noPortalClientId = 0;

beforeAll(async () => {
  await inbox.start();
  t = await createTestApp({
    mail: {
      settings: inbox.settings,
      retries: { retryLimit: 1, retryDelaySeconds: 1, retryDelayMaxSeconds: 1 },
    },
  });
  admin = await t.login(ADMIN);
  withPortal.clientId = (
    await created('/api/clients', {
      ...CREATE.clients(),
      name: 'Harbor & Vine Weddings',
      contactName: 'Maya Lopez',
      contactEmail: 'maya@harborandvine.test',
    })
  ).id;
  withPortal.eventId = (
    await created('/api/events', {
      ...CREATE.events(),
      name: 'Lopez–Nguyen Wedding',
      date: '2027-06-12',
      clientId: withPortal.clientId,
    })
  ).id;
  await created('/api/client-portals', {
    clientId: withPortal.clientId,
    eventId: withPortal.eventId,
    email: `maya-${unique()}@harborandvine.test`,
    password: 'portal-pass-1',
    status: 'active',
  });
  noPortalClientId = (
    await created('/api/clients', {
      ...CREATE.clients(),
      name: 'Quiet Client',
      contactName: 'Noah Park',
      contactEmail: 'noah@quiet.test',
    })
  ).id;
});
afterAll(async () => {
  await t?.close();
  await inbox.stop();
});
afterEach(() => {
  inbox.received.length = 0;
});

function call(method: string, url: string, body?: unknown) {
  return t.call(method as 'GET', url, {
    cookie: admin,
    headers: { host: HOST },
    ...(body !== undefined ? { body } : {}),
  });
}

async function created(url: string, body: unknown) {
  const res = await call('POST', url, body);
  if (res.statusCode !== 201 && res.statusCode !== 200)
    throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** A draft invoice of 2,500.00 for the client (and event), due 2027-04-01. */
function draft(clientId: number, eventId?: number) {
  return created('/api/invoices', {
    clientId,
    ...(eventId ? { eventId } : {}),
    dueDate: '2027-04-01',
    items: [{ description: 'Coordination', quantity: 1, unitPrice: '2500.00', taxRate: 0 }],
  });
}

const mailTo = (subject: string) =>
  until(`the e-mail "${subject}"`, async () => inbox.received.find((m) => m.subject === subject));

const emailsOfInvoice = (invoiceId: number) =>
  t.database.db.selectFrom('emails').selectAll().where('invoiceId', '=', invoiceId).execute();

/** A document with a stored file of these bytes, the client's (or the company's own with none). */
async function storedDocument(
  name: string,
  bytes: Buffer,
  owner: { clientId?: number; eventId?: number } = {},
) {
  const db = t.database.db;
  const file = await db
    .insertInto('stored_files')
    .values({
      originalName: name,
      mimeType: 'application/octet-stream',
      sizeBytes: bytes.length,
      content: bytes,
      purpose: 'document',
      storageName: randomBytes(16).toString('hex'),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const document = await db
    .insertInto('documents')
    .values({
      name,
      category: 'other',
      fileUrl: `/api/files/${file.id}`,
      fileSize: `${bytes.length} B`,
      mimeType: 'application/octet-stream',
      uploadedBy: ADMIN.username,
      fileId: file.id,
      clientId: owner.clientId ?? null,
      eventId: owner.eventId ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return document.id;
}

describe('sending an invoice', () => {
  it('writes it from the chosen template, merged against the invoice, with staff’s message and the portal link', async () => {
    const template = await created('/api/email-templates', {
      name: `Invoice, formal ${unique()}`,
      purpose: 'invoice',
      subject: '{{company.name}}: invoice {{invoice.number}} for {{event.name}}',
      html: '<p>Dear {{client.contactName}},</p><p>Invoice {{invoice.number}} for {{invoice.total}} is due on {{invoice.dueDate}}.</p><p><a href="{{portal.link}}">Your portal</a></p>',
    });
    const { id } = await draft(withPortal.clientId, withPortal.eventId);
    const sent = await call('POST', `/api/invoices/${id}/send`, {
      templateId: template.id,
      message: 'So glad we met! <b>x</b>',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const number = sent.json().number as string;

    const mail = await mailTo(`EventFlow: invoice ${number} for Lopez–Nguyen Wedding`);
    expect(mail.to).toMatchObject({ value: [{ address: 'maya@harborandvine.test' }] });
    expect(mail.text).toContain('So glad we met! <b>x</b>');
    expect(mail.text).toContain(`Invoice ${number} for $2,500.00 is due on Apr 1, 2027.`);
    expect(mail.text?.indexOf('So glad we met')).toBeLessThan(mail.text?.indexOf('Dear Maya Lopez') ?? -1);
    expect(mail.html).toContain(`<a href="${PORTAL_LINK}"`);
    expect(mail.html).not.toContain('<b>x</b>');
    // The PDF still goes with it, byte for byte.
    const pdf = await call('GET', `/api/invoices/${id}/pdf`);
    expect(mail.attachments.map((a) => a.filename)).toEqual([`${number}.pdf`]);
    expect(Buffer.compare(mail.attachments[0]!.content, pdf.rawPayload)).toBe(0);
  });

  it('refuses a template that does not exist: the invoice stays a draft and nothing is sent', async () => {
    const { id } = await draft(withPortal.clientId);
    const refused = await call('POST', `/api/invoices/${id}/send`, { templateId: 2_147_483_000 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(EMAIL_TEXTS.templateUnknown);
    expect((await call('GET', `/api/invoices/${id}`)).json()).toMatchObject({
      status: 'draft',
      number: null,
    });
    expect(await emailsOfInvoice(id)).toEqual([]);
    expect((await call('POST', `/api/invoices/${id}/send`, { templateId: 'seven' })).statusCode).toBe(400);
  });

  it('links to the client portal in the built-in text where the client has one, and not where it has none', async () => {
    const first = await draft(withPortal.clientId);
    const number = (await call('POST', `/api/invoices/${first.id}/send`)).json().number as string;
    const mail = await mailTo(`Invoice ${number} from EventFlow`);
    expect(mail.text).toContain(`client portal: ${PORTAL_LINK}`);
    expect(mail.html).toContain(`<a href="${PORTAL_LINK}" rel="noopener noreferrer">${PORTAL_LINK}</a>`);

    const second = await draft(noPortalClientId);
    const other = (await call('POST', `/api/invoices/${second.id}/send`)).json().number as string;
    const without = await mailTo(`Invoice ${other} from EventFlow`);
    expect(without.text).toContain(`invoice ${other} for $2,500.00`);
    expect(without.text).not.toContain('portal');
  });

  it('keeps a template’s portal sentence (a section) for a client with a portal, and drops it for one without', async () => {
    const template = await created('/api/email-templates', {
      name: `Portal section ${unique()}`,
      purpose: 'invoice',
      subject: 'Invoice {{invoice.number}}, portal section',
      html: '<p>Pay by transfer.{{#portal.link}} Or see it in <a href="{{portal.link}}">your client portal</a>.{{/portal.link}}</p>',
    });
    const withOne = await draft(withPortal.clientId);
    const a = (await call('POST', `/api/invoices/${withOne.id}/send`, { templateId: template.id })).json()
      .number as string;
    const linked = await mailTo(`Invoice ${a}, portal section`);
    expect(linked.text).toContain('Pay by transfer. Or see it in your client portal');
    expect(linked.html).toContain(`<a href="${PORTAL_LINK}"`);

    const withNone = await draft(noPortalClientId);
    const b = (await call('POST', `/api/invoices/${withNone.id}/send`, { templateId: template.id })).json()
      .number as string;
    const plain = await mailTo(`Invoice ${b}, portal section`);
    expect(plain.text).toContain('Pay by transfer.');
    expect(plain.text).not.toContain('portal');
    expect(plain.html).not.toContain('<a ');
  });

  it('uses the template in use for invoices; marking another switches, and only a purpose the product sends can be', async () => {
    const first = await created('/api/email-templates', {
      name: `Invoice in use ${unique()}`,
      purpose: 'invoice',
      inUse: true,
      subject: 'Your invoice {{invoice.number}}',
      html: '<p>Hello {{client.contactName}}, {{invoice.balance}} to pay.</p>',
    });
    expect(first.inUse).toBe(true);
    const a = await draft(noPortalClientId);
    const aNumber = (await call('POST', `/api/invoices/${a.id}/send`)).json().number as string;
    expect((await mailTo(`Your invoice ${aNumber}`)).text).toContain('Hello Noah Park, $2,500.00 to pay.');

    const second = await created('/api/email-templates', {
      name: `Invoice in use too ${unique()}`,
      purpose: 'invoice',
      inUse: true,
      subject: 'Invoice {{invoice.number}}, with thanks',
      html: '<p>Thanks, {{client.name}}.</p>',
    });
    expect((await call('GET', `/api/email-templates/${first.id}`)).json().inUse).toBe(false);
    const b = await draft(noPortalClientId);
    const bNumber = (await call('POST', `/api/invoices/${b.id}/send`)).json().number as string;
    expect((await mailTo(`Invoice ${bNumber}, with thanks`)).text).toContain('Thanks, Quiet Client.');

    const general = await call('POST', '/api/email-templates', {
      name: `General in use ${unique()}`,
      purpose: 'general',
      inUse: true,
      subject: 'Hello',
      html: '<p>Hi</p>',
    });
    expect(general.statusCode).toBe(400);
    expect(general.json().issues).toEqual([{ path: 'inUse', message: EMAIL_TEMPLATE_TEXTS.inUseNotAllowed }]);

    // No longer in use: the built-in text again.
    const off = await call('PATCH', `/api/email-templates/${second.id}`, {
      inUse: false,
      version: second.version,
    });
    expect(off.statusCode, off.body).toBe(200);
    const c = await draft(noPortalClientId);
    const cNumber = (await call('POST', `/api/invoices/${c.id}/send`)).json().number as string;
    await mailTo(`Invoice ${cNumber} from EventFlow`);
  });

  it('takes turns when two templates are marked in use for one purpose at once: both saved, one in use', async () => {
    const marks = await Promise.all(
      [1, 2, 3].map((n) =>
        call('POST', '/api/email-templates', {
          name: `Reminder at once ${n} ${unique()}`,
          purpose: 'reminder',
          inUse: true,
          subject: 'Reminder {{invoice.number}}',
          html: '<p>Please pay.</p>',
        }),
      ),
    );
    expect(marks.map((res) => res.statusCode)).toEqual([201, 201, 201]);
    const inUse = await t.database.db
      .selectFrom('email_templates')
      .select('id')
      .where('purpose', '=', 'reminder')
      .where('inUse', '=', true)
      .execute();
    expect(inUse).toHaveLength(1);
    expect(marks.map((res) => res.json().id)).toContain(inUse[0]!.id);
  });
});

describe('a payment receipt', () => {
  it('is written from the template in use for receipts, the payment and the balance after it merged', async () => {
    const template = await created('/api/email-templates', {
      name: `Receipt ${unique()}`,
      purpose: 'receipt',
      inUse: true,
      subject: 'Received {{payment.amount}} for {{invoice.number}}',
      html: '<p>Thank you, {{client.contactName}}: {{payment.amount}} on {{payment.date}}. Still open: {{invoice.balance}}.</p>',
    });
    const { id } = await draft(noPortalClientId);
    const number = (await call('POST', `/api/invoices/${id}/send`)).json().number as string;
    const paid = await call('POST', `/api/invoices/${id}/payments`, {
      amount: '1000.00',
      date: '2027-03-01',
      method: 'Cash',
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const mail = await mailTo(`Received $1,000.00 for ${number}`);
    expect(mail.text).toContain('Thank you, Noah Park: $1,000.00 on Mar 1, 2027. Still open: $1,500.00.');
    await call('PATCH', `/api/email-templates/${template.id}`, { inUse: false, version: template.version });
  });
});

describe('an overdue reminder', () => {
  it('is written from the template in use for reminders', async () => {
    const template = await created('/api/email-templates', {
      name: `Reminder ${unique()}`,
      purpose: 'reminder',
      inUse: true,
      subject: 'Overdue: {{invoice.number}}',
      html: '<p>{{client.contactName}}, {{invoice.balance}} was due on {{invoice.dueDate}}.</p><p><a href="{{portal.link}}">Pay in your portal</a></p>',
    });
    const { id } = await draft(withPortal.clientId);
    const number = (await call('POST', `/api/invoices/${id}/send`)).json().number as string;
    // A job: its links start with PUBLIC_URL.
    await sendOverdueReminders(t.database.db, t.mail!.outbox, '2027-04-20', 'https://events.example.test');
    const mail = await mailTo(`Overdue: ${number}`);
    expect(mail.text).toContain('Maya Lopez, $2,500.00 was due on Apr 1, 2027.');
    expect(mail.html).toContain('href="https://events.example.test/portal/login"');
    await call('PATCH', `/api/email-templates/${template.id}`, { inUse: false, version: template.version });
  });
});

describe('a message staff write, with documents attached', () => {
  it('carries the client’s documents byte for byte, written from a template', async () => {
    const plan = randomBytes(40_000);
    const brochure = Buffer.from('The company brochure');
    const planId = await storedDocument('floor-plan.bin', plan, { clientId: withPortal.clientId });
    const eventDocId = await storedDocument('run-sheet.txt', Buffer.from('18:00 doors'), {
      eventId: withPortal.eventId,
    });
    const brochureId = await storedDocument('brochure.txt', brochure);
    const template = await created('/api/email-templates', {
      name: `Plan attached ${unique()}`,
      subject: 'The plan for {{event.name}}',
      html: '<p>Dear {{client.contactName}}, the plan is attached. <a href="{{portal.link}}">Portal</a></p>',
    });
    const res = await call('POST', '/api/emails', {
      to: 'maya@harborandvine.test',
      templateId: template.id,
      clientId: withPortal.clientId,
      eventId: withPortal.eventId,
      documentIds: [planId, eventDocId, brochureId],
    });
    expect(res.statusCode, res.body).toBe(201);
    const mail = await mailTo('The plan for Lopez–Nguyen Wedding');
    expect(mail.text).toContain('Dear Maya Lopez, the plan is attached.');
    expect(mail.html).toContain(`href="${PORTAL_LINK}"`);
    expect(mail.attachments.map((a) => a.filename)).toEqual([
      'floor-plan.bin',
      'run-sheet.txt',
      'brochure.txt',
    ]);
    expect(Buffer.compare(mail.attachments[0]!.content, plan)).toBe(0);
    expect(mail.attachments[2]!.content.toString()).toBe('The company brochure');
  });

  it('refuses a document of another client, or a client’s in a message about no client, and sends nothing', async () => {
    const theirs = await storedDocument('their-contract.pdf', Buffer.from('%PDF other'), {
      clientId: noPortalClientId,
    });
    const before = await t.database.db.selectFrom('emails').select('id').execute();
    for (const body of [
      { clientId: withPortal.clientId, documentIds: [theirs] },
      { eventId: withPortal.eventId, documentIds: [theirs] },
      { documentIds: [theirs] },
    ]) {
      const refused = await call('POST', '/api/emails', {
        to: 'maya@harborandvine.test',
        subject: 'Wrong attachment',
        html: '<p>x</p>',
        ...body,
      });
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json().message).toBe(EMAIL_TEXTS.documentOfAnotherClient);
    }
    const unknown = await call('POST', '/api/emails', {
      to: 'maya@harborandvine.test',
      subject: 'Unknown attachment',
      html: '<p>x</p>',
      clientId: withPortal.clientId,
      documentIds: [2_147_483_000],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(EMAIL_TEXTS.documentNotFound);
    const unknownTemplate = await call('POST', '/api/emails', {
      to: 'maya@harborandvine.test',
      templateId: 2_147_483_000,
      clientId: withPortal.clientId,
    });
    expect(unknownTemplate.statusCode).toBe(400);
    expect(unknownTemplate.json().message).toBe(EMAIL_TEXTS.templateUnknown);
    expect(await t.database.db.selectFrom('emails').select('id').execute()).toEqual(before);
  });

  it('refuses attachments of more than 15 MB together', async () => {
    const big = Buffer.alloc(8 * 1024 * 1024, 1);
    const ids = [
      await storedDocument('video-1.bin', big, { clientId: withPortal.clientId }),
      await storedDocument('video-2.bin', big, { clientId: withPortal.clientId }),
    ];
    const refused = await call('POST', '/api/emails', {
      to: 'maya@harborandvine.test',
      subject: 'Videos',
      html: '<p>x</p>',
      clientId: withPortal.clientId,
      documentIds: ids,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(EMAIL_TEXTS.attachmentsTooLarge);
    const one = await call('POST', '/api/emails', {
      to: 'maya@harborandvine.test',
      subject: 'One video',
      html: '<p>x</p>',
      clientId: withPortal.clientId,
      documentIds: [ids[0]],
    });
    expect(one.statusCode, one.body).toBe(201);
  });
});
