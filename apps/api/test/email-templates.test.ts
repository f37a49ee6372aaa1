import { EMAIL_TEXTS } from '@app/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CREATE, unique } from './fixtures.ts';
import { ADMIN, createTestApp, type TestApp } from './helpers.ts';
import { Inbox, until } from './smtp-inbox.ts';

// E-mail templates through the REST face, on both database kinds: the CRUD and its unique name, the
// HTML cleaned before it is stored, the merge (escaped values, real records, formatted money and
// dates), an e-mail written from a template, and that e-mail as a real SMTP server receives it.

const inbox = new Inbox();
let t: TestApp;
let admin: string;

/** A client, its event and its sent invoice (2,500.00, 1,000.00 paid), with a portal open. */
const records = { clientId: 0, eventId: 0, invoiceId: 0, invoiceNumber: '' };

beforeAll(async () => {
  await inbox.start();
  t = await createTestApp({
    mail: {
      settings: inbox.settings,
      retries: { retryLimit: 1, retryDelaySeconds: 1, retryDelayMaxSeconds: 1 },
    },
  });
  admin = await t.login(ADMIN);
  records.clientId = (
    await created('/api/clients', {
      ...CREATE.clients(),
      name: 'Harbor & Vine Weddings',
      contactName: 'Maya Lopez',
      contactEmail: 'maya@harborandvine.test',
    })
  ).id;
  records.eventId = (
    await created('/api/events', {
      ...CREATE.events(),
      name: 'Lopez–Nguyen Wedding',
      date: '2027-06-12',
      clientId: records.clientId,
    })
  ).id;
  records.invoiceId = (
    await created('/api/invoices', {
      clientId: records.clientId,
      eventId: records.eventId,
      dueDate: '2027-04-01',
      items: [{ description: 'Coordination', quantity: 1, unitPrice: '2500.00', taxRate: 0 }],
    })
  ).id;
  const sent = await call('POST', `/api/invoices/${records.invoiceId}/send`);
  expect(sent.statusCode, sent.body).toBe(200);
  records.invoiceNumber = sent.json().number;
  const paid = await call('POST', `/api/invoices/${records.invoiceId}/payments`, {
    amount: '1000.00',
    date: '2027-03-01',
    method: 'Cash',
  });
  expect(paid.statusCode, paid.body).toBe(201);
  await created('/api/client-portals', {
    clientId: records.clientId,
    eventId: records.eventId,
    email: `maya-${unique()}@harborandvine.test`,
    password: 'portal-pass-1',
    status: 'active',
  });
});
afterAll(async () => {
  await t?.close();
  await inbox.stop();
});
afterEach(() => {
  inbox.received.length = 0;
});

function call(method: string, url: string, body?: unknown) {
  return t.call(method as 'GET', url, { cookie: admin, ...(body !== undefined ? { body } : {}) });
}

async function created(url: string, body: unknown) {
  const res = await call('POST', url, body);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(201);
  return res.json();
}

const template = (fields: Record<string, unknown> = {}) =>
  created('/api/email-templates', {
    name: `Template ${unique()}`,
    subject: 'Hello {{client.name}}',
    html: '<p>Dear {{client.contactName}},</p>',
    ...fields,
  });

const preview = (id: number, body: Record<string, unknown> = {}) =>
  call('POST', `/api/email-templates/${id}/preview`, body);

describe('e-mail templates', () => {
  it('are created, listed, read, changed and deleted', async () => {
    const name = `Welcome ${unique()}`;
    const row = await template({ name, purpose: 'general' });
    expect(row).toMatchObject({
      name,
      subject: 'Hello {{client.name}}',
      html: '<p>Dear {{client.contactName}},</p>',
      purpose: 'general',
      version: 1,
    });
    expect(row.createdAt).toEqual(expect.any(String));

    const list = await call('GET', `/api/email-templates?search=${encodeURIComponent(name)}`);
    expect(list.json()).toEqual([row]);
    expect((await call('GET', `/api/email-templates/${row.id}`)).json()).toEqual(row);

    const changed = await call('PATCH', `/api/email-templates/${row.id}`, {
      subject: 'Welcome aboard, {{client.name}}',
      purpose: null,
      version: 1,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      subject: 'Welcome aboard, {{client.name}}',
      purpose: null,
      version: 2,
    });
    const stale = await call('PATCH', `/api/email-templates/${row.id}`, { subject: 'Again', version: 1 });
    expect(stale.statusCode).toBe(409);

    expect((await call('DELETE', `/api/email-templates/${row.id}`)).json()).toEqual({
      id: row.id,
      deleted: true,
    });
    expect((await call('GET', `/api/email-templates/${row.id}`)).statusCode).toBe(404);
  });

  it('refuse a name another template has, whatever its case', async () => {
    const name = `Reminder ${unique()}`;
    const first = await template({ name });
    const again = await call('POST', '/api/email-templates', {
      name: name.toUpperCase(),
      subject: 'x',
      html: '<p>x</p>',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('A record with this name already exists');
    const other = await template();
    const renamed = await call('PATCH', `/api/email-templates/${other.id}`, { name });
    expect(renamed.statusCode).toBe(409);
    expect((await call('GET', `/api/email-templates/${first.id}`)).json().name).toBe(name);
  });

  it('keep no script, event handler, style or javascript: link of a hostile body', async () => {
    const row = await template({
      html: [
        '<p style="color:red; text-align:center" onclick="steal()">Hi {{client.name}}</p>',
        '<img src=x onerror=alert(1)>',
        '<script>alert(2)</script>',
        '<a href="javascript:alert(3)">click</a>',
        '<a href="https://example.com/pay" onmouseover="alert(4)">pay</a>',
        '<iframe src="https://evil.example"></iframe><style>body{display:none}</style>',
      ].join(''),
    });
    const stored = (await call('GET', `/api/email-templates/${row.id}`)).json().html as string;
    for (const hostile of [
      'onerror',
      'onclick',
      'onmouseover',
      '<script',
      'alert(2)',
      'javascript:',
      'color',
      '<iframe',
      '<style',
    ])
      expect(stored, hostile).not.toContain(hostile);
    expect(stored).toContain('<p style="text-align:center">Hi {{client.name}}</p>');
    expect(stored).toContain('<a href="https://example.com/pay" rel="noopener noreferrer">pay</a>');

    const nothingLeft = await call('POST', '/api/email-templates', {
      name: `Empty ${unique()}`,
      subject: 'x',
      html: '<script>alert(1)</script>',
    });
    expect(nothingLeft.statusCode).toBe(400);
    expect(nothingLeft.json()).toMatchObject({ message: 'Body is required', issues: [{ path: 'html' }] });
    const patched = await call('PATCH', `/api/email-templates/${row.id}`, {
      html: '<p onclick="x()">Safe</p><script>alert(1)</script>',
    });
    expect(patched.json().html).toBe('<p>Safe</p>');
  });
});

describe('a preview', () => {
  it('merges a real client, event and invoice, money and dates as the app shows them', async () => {
    const row = await template({
      subject: 'Invoice {{invoice.number}} for {{event.name}} from {{company.name}}',
      html: [
        '<p>Dear {{client.contactName}} ({{client.name}}),</p>',
        '<p>Invoice {{invoice.number}} for {{event.name}} on {{event.date}}: {{invoice.total}}, ',
        '{{invoice.balance}} still due by {{invoice.dueDate}}.</p>',
        '<p><a href="{{portal.link}}">Your portal</a> {{client.password}}{{#if x}}</p>',
      ].join(''),
    });
    const res = await preview(row.id, records);
    expect(res.statusCode, res.body).toBe(200);
    const merged = res.json();
    expect(merged.subject).toBe(`Invoice ${records.invoiceNumber} for Lopez–Nguyen Wedding from EventFlow`);
    expect(merged.html).toContain('<p>Dear Maya Lopez (Harbor &amp; Vine Weddings),</p>');
    expect(merged.html).toContain(
      `Invoice ${records.invoiceNumber} for Lopez–Nguyen Wedding on Jun 12, 2027: $2,500.00, $1,500.00 still due by Apr 1, 2027.`,
    );
    expect(merged.html).toMatch(
      /<a href="http:\/\/[^"]+\/portal\/login" rel="noopener noreferrer">Your portal<\/a>/,
    );
    expect(merged.html).not.toContain('{{');
    expect(merged.text).toContain('Dear Maya Lopez (Harbor & Vine Weddings),');
    expect(merged.text).toContain('$1,500.00 still due by Apr 1, 2027.');

    // The invoice alone brings its client and event.
    const byInvoice = (await preview(row.id, { invoiceId: records.invoiceId })).json();
    expect(byInvoice).toEqual(merged);
    // Nothing named: every field but the company's is empty.
    const bare = (await preview(row.id)).json();
    expect(bare.subject).toBe('Invoice for from EventFlow');
    expect(bare.html).toContain('<p>Dear  (),</p>');
    expect(bare.html).not.toContain('href');
  });

  it("escapes a client's name in the body and keeps it plain in the subject", async () => {
    const evil = await created('/api/clients', {
      ...CREATE.clients(),
      name: '<b>Evil</b>',
      contactName: '<img src=x onerror=alert(1)>',
    });
    const row = await template({
      subject: 'For {{client.name}}',
      html: '<p>{{client.name}} / {{client.contactName}}</p>',
    });
    const merged = (await preview(row.id, { clientId: evil.id })).json();
    expect(merged.subject).toBe('For <b>Evil</b>');
    expect(merged.html).toBe('<p>&lt;b&gt;Evil&lt;/b&gt; / &lt;img src=x onerror=alert(1)&gt;</p>');
    expect(merged.html).not.toContain('<b>');
    expect(merged.text).toBe('<b>Evil</b> / <img src=x onerror=alert(1)>');
  });

  it('merges a subject and body not saved yet, the body cleaned first', async () => {
    const res = await call('POST', '/api/email-templates/preview', {
      subject: 'Draft for {{client.name}}',
      html: '<p onclick="x()">Hi {{client.contactName}}</p><script>alert(1)</script>',
      invoiceId: records.invoiceId,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      subject: 'Draft for Harbor & Vine Weddings',
      html: '<p>Hi Maya Lopez</p>',
      text: 'Hi Maya Lopez',
    });
    const missing = await call('POST', '/api/email-templates/preview', {
      subject: 'x',
      html: '<p>x</p>',
      eventId: 2_147_483_000,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Event not found');
  });

  it('answers 404 for a template, client, event or invoice that does not exist', async () => {
    const row = await template();
    const missing = 2_147_483_000;
    expect((await preview(missing, {})).json()).toMatchObject({ message: 'E-mail template not found' });
    for (const [field, message] of [
      ['clientId', 'Client not found'],
      ['eventId', 'Event not found'],
      ['invoiceId', 'Invoice not found'],
    ] as const) {
      const res = await preview(row.id, { [field]: missing });
      expect(res.statusCode, field).toBe(404);
      expect(res.json().message).toBe(message);
    }
  });
});

describe('an e-mail written from a template', () => {
  it('is merged against the records named and queued', async () => {
    const row = await template({
      subject: 'Your event {{event.name}}',
      html: '<p>Dear {{client.contactName}}, see you on {{event.date}}.</p>',
    });
    const res = await call('POST', '/api/emails', {
      to: 'maya@harborandvine.test',
      templateId: row.id,
      clientId: records.clientId,
      eventId: records.eventId,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      status: 'queued',
      subject: 'Your event Lopez–Nguyen Wedding',
      html: '<p>Dear Maya Lopez, see you on Jun 12, 2027.</p>',
      text: 'Dear Maya Lopez, see you on Jun 12, 2027.',
      clientId: records.clientId,
      eventId: records.eventId,
      invoiceId: null,
    });
  });

  it('takes a template or a subject and body, never both, and names what it cannot find', async () => {
    const row = await template();
    const to = 'maya@harborandvine.test';
    const both = await call('POST', '/api/emails', {
      to,
      templateId: row.id,
      subject: 'Hi',
      html: '<p>Hi</p>',
    });
    expect(both.statusCode).toBe(400);
    expect(both.json()).toMatchObject({
      message: EMAIL_TEXTS.templateOrBody,
      issues: [{ path: 'templateId' }],
    });
    const neither = await call('POST', '/api/emails', { to });
    expect(neither.statusCode).toBe(400);
    expect(neither.json().issues).toEqual([
      { path: 'subject', message: EMAIL_TEXTS.subjectRequired },
      { path: 'html', message: EMAIL_TEXTS.bodyRequired },
    ]);
    const unknown = await call('POST', '/api/emails', { to, templateId: 2_147_483_000 });
    expect(unknown.json()).toMatchObject({ message: EMAIL_TEXTS.templateUnknown });
    const noClient = await call('POST', '/api/emails', { to, templateId: row.id, clientId: 2_147_483_000 });
    expect(noClient.statusCode).toBe(400);
    expect(noClient.json().message).toBe('The chosen client does not exist');
    // The subject is nothing but a client's name, and no client is named.
    const fieldsOnly = await template({ subject: '{{client.name}}' });
    const empty = await call('POST', '/api/emails', { to, templateId: fieldsOnly.id });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(EMAIL_TEXTS.emptySubject);
    // The subject-and-body message is written as before.
    const plain = await call('POST', '/api/emails', { to, subject: 'Plain', html: '<p>Plain</p>' });
    expect(plain.statusCode, plain.body).toBe(201);
  });

  it('reaches a real mail server with its fields merged and no script', async () => {
    const row = await template({
      subject: 'Balance of {{invoice.number}}: {{invoice.balance}}',
      html: '<p>Dear {{client.contactName}},</p><p>{{invoice.balance}} is due on {{invoice.dueDate}}.</p><script>alert(1)</script><p><a href="{{portal.link}}">Pay in your portal</a></p>',
    });
    const res = await call('POST', '/api/emails', {
      to: 'maya@harborandvine.test',
      templateId: row.id,
      invoiceId: records.invoiceId,
    });
    expect(res.statusCode, res.body).toBe(201);
    const subject = `Balance of ${records.invoiceNumber}: $1,500.00`;
    const mail = await until('the e-mail from the template', async () =>
      inbox.received.find((m) => m.subject === subject),
    );
    expect(mail.to).toMatchObject({ value: [{ address: 'maya@harborandvine.test' }] });
    expect(mail.html).toContain('<p>Dear Maya Lopez,</p><p>$1,500.00 is due on Apr 1, 2027.</p>');
    expect(mail.html).toMatch(/href="http:\/\/[^"]+\/portal\/login"/);
    expect(mail.html).not.toMatch(/<script|alert\(1\)|\{\{/);
    expect(mail.text).toContain('Dear Maya Lopez,');
    expect(mail.text).toContain('$1,500.00 is due on Apr 1, 2027.');
  });
});
