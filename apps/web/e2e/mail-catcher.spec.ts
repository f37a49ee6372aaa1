import { expect, test } from '@playwright/test';
import { expectAccessible } from './axe.ts';
import { markAsSent } from './invoice-steps.ts';
import { signIn } from './login.ts';

// E-mail that leaves: this server delivers through its job queue to a real SMTP server, a mail catcher
// (MailDev, as in `npm run dev`). A template written on the E-mail Templates screen, chosen when an
// invoice is sent: the message shows as Sent on the E-mail screen and arrives in the catcher's inbox
// merged, with the personal message and the PDF, byte for byte the invoice's own.

type Caught = {
  id: string;
  subject: string;
  text?: string;
  to: { address: string }[];
  attachments: { filename: string; generatedFileName: string; contentType: string }[];
};

test('write a template, send an invoice with it: Sent in the outbox, merged in the mail catcher with its PDF', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const catcher = ((await (await page.request.get('/__e2e/mail-catcher')).json()) as { web: string | null })
    .web;
  expect(catcher, 'this server has a mail catcher').toBeTruthy();
  await signIn(page);
  const stamp = Date.now();
  const clientName = `Catcher Guest ${stamp}`;
  const contactEmail = `nora${stamp}@e2e.test`;
  const client = await page.request.post('/api/clients', {
    data: { name: clientName, industry: 'Hospitality', contactName: 'Nora Post', contactEmail },
  });
  expect(client.status()).toBe(201);
  const clientId = (await client.json()).id as number;
  const draft = await page.request.post('/api/invoices', {
    data: {
      clientId,
      dueDate: '2027-07-01',
      items: [{ description: 'Lighting design', quantity: '1', unitPrice: '1250.00', taxRate: '0' }],
    },
  });
  expect(draft.status()).toBe(201);
  const invoiceId = (await draft.json()).id as number;

  // A template, written on its screen.
  const templateName = `Catcher invoice ${stamp}`;
  await page.goto('/email-templates');
  await page.getByRole('button', { name: 'Add E-mail Template' }).click();
  const form = page.getByRole('dialog', { name: 'Add E-mail Template' });
  const body = form.getByRole('textbox', { name: 'Body' });
  await expect(body).toBeVisible();
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill(templateName);
  await form.getByRole('combobox', { name: 'Purpose' }).click();
  await page.getByRole('option', { name: 'Invoice', exact: true }).click();
  await form
    .getByRole('textbox', { name: 'Subject' })
    .fill('Your invoice {{invoice.number}} from {{company.name}}');
  await body.click();
  await body.pressSequentially(
    'Dear {{client.contactName}}, {{invoice.balance}} is due on {{invoice.dueDate}}.',
  );
  await form.getByRole('button', { name: 'Add Template' }).click();
  await expect(form).toBeHidden();

  // The draft sent with it, and a personal message, as staff do.
  await page.goto(`/invoices?invoice=${invoiceId}`);
  const { number } = await markAsSent(page, page.getByRole('dialog', { name: 'Draft invoice' }), {
    template: templateName,
    message: 'Thank you for choosing us!',
  });
  await page.keyboard.press('Escape');
  const company = (
    (await (await page.request.get('/api/company-settings')).json()) as { companyName: string }
  ).companyName;

  // The outbox: the invoice's message, delivered (the worker sent it; nobody reloads by hand).
  await page.goto(`/emails?clientId=${clientId}`);
  const row = page.getByRole('row').filter({ hasText: number });
  await expect(row).toHaveCount(1);
  await expect(async () => {
    await page.reload();
    await expect(row.getByText('Sent', { exact: true })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(row.getByRole('cell').nth(1)).toHaveText(contactEmail);
  await expect(page.getByTestId('no-mail-server')).toHaveCount(0);
  await expectAccessible(page, '/emails with a sent message');
  const subject = `Your invoice ${number} from ${company}`;
  await expect(row.getByRole('button', { name: subject, exact: true })).toBeVisible();

  // The catcher's inbox, in the browser: the message, to the client, with the PDF attached.
  const caught = (await (await page.request.get(`${catcher}/api/email`)).json()) as Caught[];
  const message = caught.find((m) => m.subject === subject && m.to.some((t) => t.address === contactEmail));
  expect(message, 'the message reached the mail catcher').toBeDefined();
  expect(message!.text).toContain('Thank you for choosing us!');
  expect(message!.text).toContain('Dear Nora Post, $1,250.00 is due on Jul 1, 2027.');
  expect(message!.attachments.map((a) => [a.filename, a.contentType])).toEqual([
    [`${number}.pdf`, 'application/pdf'],
  ]);
  const attached = await page.request.get(
    `${catcher}/api/email/${message!.id}/attachment/${encodeURIComponent(message!.attachments[0]!.generatedFileName)}`,
  );
  expect(attached.status()).toBe(200);
  const pdf = await page.request.get(`/api/invoices/${invoiceId}/pdf`);
  expect(pdf.status()).toBe(200);
  expect(Buffer.compare(await attached.body(), await pdf.body())).toBe(0);

  const inbox = await page.context().newPage();
  await inbox.goto(catcher!);
  await inbox.getByText(subject).first().click();
  await expect(inbox.getByText(`${number}.pdf`).first()).toBeVisible();
  await expect(inbox.getByText(contactEmail).first()).toBeVisible();
  await inbox.close();
});
