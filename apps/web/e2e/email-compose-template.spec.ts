import { expect, test } from '@playwright/test';
import { expectAccessible } from './axe.ts';
import { signIn } from './login.ts';

// Writing from a template end to end: on an event's page, "Write e-mail" starts from an e-mail
// template merged by the server for the event and its client, with a document of the client's
// attached; the E-mail screen shows the message with its formatting and its attachment. Then an
// invoice is sent with a template chosen in its Send dialog, and the outbox has it.

test('write an e-mail from a template with an attachment, and send an invoice with a template', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page);
  const stamp = Date.now();
  const clientName = `Template Guest ${stamp}`;
  const contactEmail = `tess${stamp}@e2e.test`;
  const client = await page.request.post('/api/clients', {
    data: { name: clientName, industry: 'Hospitality', contactName: 'Tess Template', contactEmail },
  });
  expect(client.status()).toBe(201);
  const clientId = (await client.json()).id as number;
  const eventName = `Template Gala ${stamp}`;
  const event = await page.request.post('/api/events', {
    data: {
      name: eventName,
      type: 'Party',
      clientId,
      clientName,
      date: '2027-06-12',
      time: '18:00',
      venue: 'Glass Hall',
      budget: '5000',
    },
  });
  expect(event.status()).toBe(201);
  const eventId = (await event.json()).id as number;
  // A document of the client's with a file stored here.
  const fileName = `Floor plan ${stamp}.txt`;
  const stored = await page.request.post('/api/uploads?purpose=document', {
    multipart: { file: { name: fileName, mimeType: 'text/plain', buffer: Buffer.from('Stage north\n') } },
  });
  expect(stored.status()).toBe(201);
  const file = (await stored.json()) as { id: string; url: string };
  const document = await page.request.post('/api/documents', {
    data: {
      name: fileName,
      category: 'other',
      fileUrl: file.url,
      fileId: file.id,
      fileSize: '1 KB',
      mimeType: 'text/plain',
      clientId,
      eventId,
    },
  });
  expect(document.status()).toBe(201);
  const templateName = `Plan attached ${stamp}`;
  const template = await page.request.post('/api/email-templates', {
    data: {
      name: templateName,
      purpose: 'general',
      subject: 'The floor plan for {{event.name}}',
      html: '<p>Dear {{client.contactName}},</p><p>The floor plan for {{event.date}} is <strong>attached</strong>.</p><p>{{company.name}}</p>',
    },
  });
  expect(template.status()).toBe(201);

  // The event's page: "Write e-mail", the template chosen, the subject and message filled in.
  await page.goto(`/events/${eventId}`);
  const messages = page.getByRole('region', { name: 'Messages' });
  await messages.getByRole('button', { name: 'Write e-mail' }).click();
  const dialog = page.getByRole('dialog', { name: 'Write e-mail' });
  await dialog.getByRole('combobox', { name: 'Template' }).click();
  await page.getByRole('option', { name: templateName }).click();
  const subject = `The floor plan for ${eventName}`;
  await expect(dialog.getByRole('textbox', { name: 'Subject' })).toHaveValue(subject);
  await expect(dialog.getByRole('textbox', { name: 'Message' })).toHaveValue(
    /^Dear Tess Template,\n\nThe floor plan for Jun 12, 2027 is attached\./,
  );
  await dialog.getByRole('checkbox', { name: `${fileName} (1 KB)` }).check();
  await expectAccessible(page, `/events/${eventId}, dialog 'Write e-mail' from a template`);
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('E-mail queued for sending')).toBeVisible();
  await expect(messages.getByTestId('message').filter({ hasText: subject })).toBeVisible();

  // The E-mail screen: the message as it will go, the template's formatting kept, the document attached.
  await page.goto('/emails');
  await page.getByRole('textbox', { name: 'Search e-mails' }).fill(subject);
  const row = page.getByRole('row').filter({ hasText: subject });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('cell').nth(1)).toHaveText(contactEmail);
  await page.getByRole('button', { name: subject, exact: true }).click();
  const view = page.getByRole('dialog', { name: subject });
  const body = view.locator('iframe').contentFrame();
  await expect(body.getByText('Dear Tess Template,')).toBeVisible();
  await expect(body.locator('strong')).toHaveText('attached');
  await expect(
    view.getByRole('region', { name: 'Attachments' }).getByRole('link', { name: fileName }),
  ).toBeVisible();
  await view.getByRole('button', { name: 'Close' }).first().click();

  // An invoice sent with a template chosen in its Send dialog.
  const invoiceTemplate = `Invoice, warm ${stamp}`;
  expect(
    (
      await page.request.post('/api/email-templates', {
        data: {
          name: invoiceTemplate,
          purpose: 'invoice',
          subject: 'Invoice {{invoice.number}} for {{event.name}}',
          html: '<p>Dear {{client.contactName}}, {{invoice.total}} is due on {{invoice.dueDate}}.</p>',
        },
      })
    ).status(),
  ).toBe(201);
  const draft = await page.request.post('/api/invoices', {
    data: {
      clientId,
      eventId,
      dueDate: '2027-07-01',
      items: [{ description: 'Floor plan', quantity: 1, unitPrice: '400.00', taxRate: 0 }],
    },
  });
  expect(draft.status()).toBe(201);
  await page.goto(`/invoices?invoice=${(await draft.json()).id}`);
  const invoice = page.getByRole('dialog', { name: 'Draft invoice' });
  await invoice.getByRole('button', { name: 'Mark as sent' }).click();
  const send = page.getByRole('dialog', { name: 'Send this invoice?' });
  await expect(send.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await send.getByRole('combobox', { name: 'E-mail template' }).click();
  await page.getByRole('option', { name: invoiceTemplate }).click();
  await send.getByRole('textbox', { name: 'Personal message' }).fill('Thank you for a lovely evening!');
  await expectAccessible(page, "/invoices, dialog 'Send this invoice?'");
  await send.getByRole('button', { name: 'Mark as sent' }).click();
  await expect(send).toBeHidden();
  const sent = page.getByRole('dialog', { name: /^INV-\d{4}-\d{4}$/ });
  await expect(sent).toBeVisible();
  const number = (await sent.getByRole('heading').first().textContent())?.trim() ?? '';
  await page.goto('/emails');
  const invoiceSubject = `Invoice ${number} for ${eventName}`;
  await page.getByRole('textbox', { name: 'Search e-mails' }).fill(invoiceSubject);
  await expect(page.getByRole('row').filter({ hasText: invoiceSubject })).toHaveCount(1);
  await page.getByRole('button', { name: invoiceSubject, exact: true }).click();
  const invoiceMail = page.getByRole('dialog', { name: invoiceSubject }).locator('iframe').contentFrame();
  await expect(invoiceMail.getByText('Thank you for a lovely evening!')).toBeVisible();
  await expect(invoiceMail.getByText('Dear Tess Template, $400.00 is due on Jul 1, 2027.')).toBeVisible();
});
