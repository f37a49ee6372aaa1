import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newFormToken, spamSecrets } from '../src/services/lead-forms/spam.ts';
import { ADMIN, createTestApp, type TestApp } from './helpers.ts';
import { Inbox, until } from './smtp-inbox.ts';

// A person's inquiry gets its auto-reply at a real SMTP server: merged with the name typed in the
// form, its markup escaped, delivered by the outbox's job once the submission committed.

const inbox = new Inbox();
let t: TestApp;

beforeAll(async () => {
  await inbox.start();
  t = await createTestApp({
    mail: {
      settings: { smtpUrl: inbox.url, from: 'Golden Hour Events <office@goldenhour.test>' },
      retries: { retryLimit: 1, retryDelaySeconds: 1, retryDelayMaxSeconds: 1 },
    },
  });
  const admin = await t.login(ADMIN);
  const template = await t.call('POST', '/api/email-templates', {
    cookie: admin,
    body: {
      name: 'Inquiry reply',
      subject: 'Thank you, {{client.contactName}}',
      html: '<p>Dear {{client.contactName}}, we will be in touch.</p>',
    },
  });
  expect(template.statusCode, template.body).toBe(201);
  const form = await t.call('POST', '/api/lead-forms', {
    cookie: admin,
    body: {
      name: 'Inquiry',
      slug: 'inquiry',
      stageId: 1,
      published: true,
      emailTemplateId: template.json().id,
    },
  });
  expect(form.statusCode, form.body).toBe(201);
});
afterAll(async () => {
  await t?.close();
  await inbox.stop();
});

/** Solves the form's SHA-256 proof-of-work as any client would: the first counter whose key has the prefix. */
async function solvedPayload(): Promise<string> {
  const { createHash } = await import('node:crypto');
  const form = (await t.call('GET', '/api/public/forms/inquiry')).json();
  const { salt, nonce, keyPrefix } = form.challenge.parameters as Record<string, string>;
  const counter = Buffer.alloc(4);
  for (let n = 0; ; n++) {
    counter.writeUInt32BE(n);
    const key = createHash('sha256')
      .update(Buffer.from(salt!, 'hex'))
      .update(Buffer.from(nonce!, 'hex'))
      .update(counter)
      .digest('hex');
    if (key.startsWith(keyPrefix!))
      return Buffer.from(
        JSON.stringify({ challenge: form.challenge, solution: { counter: n, derivedKey: key } }),
      ).toString('base64');
  }
}

describe('the auto-reply of an inquiry', () => {
  it('reaches the address typed in the form, merged and escaped', async () => {
    const secrets = spamSecrets((purpose) => t.secrets.derive(purpose));
    const res = await t.call('POST', '/api/public/forms/inquiry/submissions', {
      body: {
        answers: { name: 'Ada <b>Lovelace</b>', email: 'ada@example.com' },
        altcha: await solvedPayload(),
        formToken: newFormToken(secrets, 'inquiry', Date.now() - 10_000),
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const mail = await until('the auto-reply', async () =>
      inbox.received.find((m) => m.subject?.startsWith('Thank you')),
    );
    expect(mail.to).toMatchObject({ value: [{ address: 'ada@example.com' }] });
    expect(mail.subject).toBe('Thank you, Ada <b>Lovelace</b>');
    expect(mail.html).toContain('Dear Ada &lt;b&gt;Lovelace&lt;/b&gt;, we will be in touch.');
  });
});
