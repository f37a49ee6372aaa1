import { expect, type Page, test } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { expectAccessible } from './axe.ts';
import { markAsSent } from './invoice-steps.ts';
import { signIn } from './login.ts';

const cardValue = (page: Page, title: string) => page.getByRole('group', { name: title }).locator('p').nth(1);
const cents = (money: string | null) => Math.round(Number((money ?? '').replace(/[$,]/g, '')) * 100);
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The client's Balance as Client Management shows it: the cell of the client's row under Balance. */
async function clientBalance(page: Page, clientName: string) {
  await page.goto(`/clients?search=${encodeURIComponent(clientName)}`);
  await expect(page.getByRole('columnheader', { name: 'Balance' })).toBeVisible();
  const headers = (await page.getByRole('columnheader').allTextContents()).map((h) => h.trim());
  const row = page.getByRole('row', { name: new RegExp(escapeRegExp(clientName)) });
  await expect(row).toHaveCount(1);
  return row.getByRole('cell').nth(headers.indexOf('Balance'));
}

/** The dashboard's Outstanding to the cent, as the API answers it. */
async function outstandingCents(page: Page) {
  const stats = await page.request.get('/api/dashboard/stats');
  return cents((await stats.json()).outstanding as string);
}

/** What the dashboard's Outstanding card shows of `amount` cents: whole dollars, rounded half up. */
const wholeDollars = (amount: number) =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  }).format(amount / 100);

/**
 * Client Management's balance of the client is `balance`, and the dashboard's Outstanding is exactly
 * `outstanding` cents (the API's figure), shown on the dashboard in whole dollars.
 */
async function expectOwed(page: Page, clientName: string, balance: string, outstanding: number) {
  await expect(await clientBalance(page, clientName)).toHaveText(balance);
  expect(await outstandingCents(page)).toBe(outstanding);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(cardValue(page, 'Outstanding')).toHaveText(wholeDollars(outstanding));
}

test('invoices: write a draft with live totals, send it, pay it in two parts, download its PDF', async ({
  page,
}) => {
  // A whole invoice's life with three accessibility scans, the client's balance and the dashboard's
  // Outstanding read at each step (a client of its own: exact figures whatever other tests do).
  test.setTimeout(120_000);
  await signIn(page);
  const stamp = Date.now();
  const clientName = `Invoice Guest ${stamp}`;
  const client = await page.request.post('/api/clients', {
    data: {
      name: clientName,
      industry: 'Hospitality',
      contactName: 'Ivy Voice',
      contactEmail: `ivy${stamp}@e2e.test`,
    },
  });
  expect(client.status()).toBe(201);
  const clientId = (await client.json()).id as number;
  const event = await page.request.post('/api/events', {
    data: {
      name: `Invoice Gala ${stamp}`,
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

  // The dashboard's Outstanding before; the new client owes nothing.
  const outstandingBefore = await outstandingCents(page);
  await expectOwed(page, clientName, '$0.00', outstandingBefore);

  await page.getByRole('link', { name: 'Invoices' }).click();
  await expect(page.getByRole('heading', { name: 'Invoices', level: 1 })).toBeVisible();
  await expect(cardValue(page, 'Outstanding')).toHaveText(/^\$/);
  await expectAccessible(page, '/invoices with the demo invoices');

  await page.getByRole('button', { name: 'New Invoice' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Invoice' });
  await dialog.getByRole('button', { name: 'Create Draft' }).click();
  await expect(dialog.getByText('Description is required')).toBeVisible();

  await dialog.getByRole('combobox', { name: 'Client' }).fill(clientName);
  await page.getByRole('option', { name: clientName }).click();
  await dialog.getByRole('combobox', { name: 'Event' }).click();
  await page.getByRole('option', { name: /^Invoice Gala/ }).click();
  await dialog.getByRole('combobox', { name: 'Payment terms' }).fill('Net 15');
  await expect(dialog.getByLabel('Due date')).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);

  await dialog.getByRole('textbox', { name: 'Description, line 1', exact: true }).fill('Chiavari chairs');
  await dialog.getByRole('textbox', { name: 'Quantity, line 1', exact: true }).fill('120');
  await dialog.getByRole('textbox', { name: 'Unit price, line 1', exact: true }).fill('4.50');
  await dialog.getByRole('textbox', { name: 'Tax rate, line 1', exact: true }).fill('8.25');
  await expect(dialog.getByTestId('line-amount-1')).toHaveText('$540.00');
  await dialog.getByRole('button', { name: 'Add line' }).click();
  await dialog
    .getByRole('textbox', { name: 'Description, line 2', exact: true })
    .fill('Coordination, full day');
  await dialog.getByRole('textbox', { name: 'Quantity, line 2', exact: true }).fill('1');
  await dialog.getByRole('textbox', { name: 'Unit price, line 2', exact: true }).fill('1500');
  // 540.00 + 1,500.00, tax 44.55 on the chairs only.
  await expect(dialog.getByTestId('total-total')).toContainText('$2,084.55');
  await dialog.getByRole('button', { name: 'Move line 2 up', exact: true }).click();
  await expect(dialog.getByRole('textbox', { name: 'Description, line 1', exact: true })).toHaveValue(
    'Coordination, full day',
  );
  await expectAccessible(page, 'the invoice editor');
  await dialog.getByRole('button', { name: 'Create Draft' }).click();
  await expect(dialog).toBeHidden();

  // A draft is owed by nobody yet.
  await expectOwed(page, clientName, '$0.00', outstandingBefore);
  await page.getByRole('link', { name: 'Invoices' }).click();
  await page.getByRole('textbox', { name: 'Search invoices' }).fill(clientName);
  const draftButton = page.getByRole('button', { name: `Open Draft for ${clientName}` });
  await expect(draftButton).toBeVisible();
  await draftButton.click();
  const view = page.getByRole('dialog', { name: 'Draft invoice' });
  await expect(view.getByTestId('invoice-total')).toContainText('$2,084.55');
  await expect(view.getByRole('table', { name: 'Lines' }).getByRole('row').nth(1)).toContainText(
    'Coordination, full day',
  );
  const { number, sent } = await markAsSent(page, view);
  await expect(sent.getByText(`Sent as ${number}`)).toBeVisible();
  const invoiceId = (
    (await (await page.request.get(`/api/invoices?search=${number}`)).json()) as { id: number }[]
  )[0]!.id;
  /** The invoice's dialog again, opened by its address. */
  const reopen = async () => {
    await page.goto(`/invoices?invoice=${invoiceId}`);
    await expect(sent).toBeVisible();
  };

  // Issued: the client owes its total, and so does the dashboard's Outstanding.
  await page.keyboard.press('Escape');
  await expect(sent).toBeHidden();
  await expectOwed(page, clientName, '$2,084.55', outstandingBefore + 208455);
  await reopen();

  // A payment above the balance is refused with the server's reason; nothing is recorded.
  await sent.getByRole('button', { name: 'Record payment' }).click();
  const payment = sent.getByRole('form', { name: 'Record payment' });
  await payment.getByRole('textbox', { name: 'Amount' }).fill('5000');
  await payment.getByRole('combobox', { name: 'Method' }).click();
  await page.getByRole('option', { name: 'Bank Transfer' }).click();
  await payment.getByRole('button', { name: 'Save payment' }).click();
  await expect(payment.getByRole('alert')).toHaveText('The payment is more than the balance of 2084.55');

  await payment.getByRole('textbox', { name: 'Amount' }).fill('1000');
  await payment.getByRole('button', { name: 'Save payment' }).click();
  await expect(payment).toBeHidden();
  await expect(sent.getByTestId('invoice-balance')).toContainText('$1,084.55');
  await expect(sent.getByText('Partially paid')).toBeVisible();

  // The first part paid: both figures fall by it.
  await page.keyboard.press('Escape');
  await expect(sent).toBeHidden();
  await expectOwed(page, clientName, '$1,084.55', outstandingBefore + 108455);
  await reopen();

  await sent.getByRole('button', { name: 'Record payment' }).click();
  await payment.getByRole('textbox', { name: 'Amount' }).fill('1084.55');
  await payment.getByRole('combobox', { name: 'Method' }).click();
  await page.getByRole('option', { name: 'Check' }).click();
  await payment.getByRole('textbox', { name: 'Reference' }).fill('CHK-2231');
  await payment.getByRole('button', { name: 'Save payment' }).click();
  await expect(payment).toBeHidden();
  await expect(sent.getByTestId('invoice-balance')).toContainText('$0.00');
  await expect(sent.getByText('Paid in full')).toBeVisible();
  await expect(sent.getByText(/CHK-2231/)).toBeVisible();
  await expectAccessible(page, 'a paid invoice');

  const download = page.waitForEvent('download');
  await sent.getByRole('link', { name: 'Download PDF' }).click();
  const pdf = await download;
  expect(pdf.suggestedFilename()).toBe(`${number}.pdf`);
  const bytes = await (await pdf.createReadStream()).toArray();
  expect(Buffer.concat(bytes).subarray(0, 5).toString()).toBe('%PDF-');
  await page.keyboard.press('Escape');
  await expect(sent).toBeHidden();

  // Paid in full: the client owes nothing and the dashboard's Outstanding is back where it was.
  await expectOwed(page, clientName, '$0.00', outstandingBefore);
});

test('invoices: a tax rate of 8.875 % is kept as typed, taxed to the cent and printed on the PDF', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page);
  const stamp = Date.now();
  const clientName = `Tax Rate Guest ${stamp}`;
  const client = await page.request.post('/api/clients', {
    data: {
      name: clientName,
      industry: 'Retail',
      contactName: 'Tess Rate',
      contactEmail: `tess${stamp}@e2e.test`,
    },
  });
  expect(client.status()).toBe(201);

  await page.goto('/invoices');
  await page.getByRole('button', { name: 'New Invoice' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Invoice' });
  await dialog.getByRole('combobox', { name: 'Client' }).fill(clientName);
  await page.getByRole('option', { name: clientName }).click();
  await dialog.getByRole('textbox', { name: 'Description, line 1', exact: true }).fill('Uplighting');
  await dialog.getByRole('textbox', { name: 'Unit price, line 1', exact: true }).fill('100.00');
  const rate = dialog.getByRole('textbox', { name: 'Tax rate, line 1', exact: true });
  // A fourth decimal stays as typed and is refused with the reason; nothing is created.
  await rate.fill('8.8755');
  await expect(rate).toHaveValue('8.8755');
  await dialog.getByRole('button', { name: 'Create Draft' }).click();
  await expect(dialog.getByText('Tax rate can have at most 3 decimals')).toBeVisible();
  await expect(rate).toHaveAttribute('aria-invalid', 'true');
  await rate.fill('8.875');
  // 100.00 × 8.875 % = 8.875 → 8.88 (8.87 if the third decimal were lost).
  await expect(dialog.getByTestId('total-tax')).toContainText('$8.88');
  await expect(dialog.getByTestId('total-total')).toContainText('$108.88');
  await dialog.getByRole('button', { name: 'Create Draft' }).click();
  await expect(dialog).toBeHidden();

  const found = (await (
    await page.request.get(`/api/invoices?search=${encodeURIComponent(clientName)}`)
  ).json()) as { id: number }[];
  expect(found).toHaveLength(1);
  const invoiceId = found[0]!.id;

  // Read back in a page loaded afresh: the lines, the totals and the editor show the rate as typed.
  await page.goto(`/invoices?invoice=${invoiceId}`);
  const view = page.getByRole('dialog', { name: 'Draft invoice' });
  // The invoice's dialog is a chunk of its own, loaded on this first open.
  await expect(view.getByRole('table', { name: 'Lines' })).toBeVisible({ timeout: 20_000 });
  await expect(view.getByRole('table', { name: 'Lines' }).getByRole('row').nth(1)).toContainText('8.875');
  await expect(view.getByTestId('invoice-tax')).toContainText('$8.88');
  await expect(view.getByTestId('invoice-total')).toContainText('$108.88');
  await view.getByRole('button', { name: 'Edit draft' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Invoice' });
  await expect(edit.getByRole('textbox', { name: 'Tax rate, line 1', exact: true })).toHaveValue('8.875');
  await expect(edit.getByTestId('total-tax')).toContainText('$8.88');
  await edit.getByRole('button', { name: 'Cancel' }).click();
  await expect(edit).toBeHidden();

  // The PDF, as the browser downloads it, read back with pdf.js.
  await page.goto(`/invoices?invoice=${invoiceId}`);
  const download = page.waitForEvent('download');
  await view.getByRole('link', { name: 'Download PDF' }).click();
  const chunks = await (await (await download).createReadStream()).toArray();
  const pdf = await getDocumentProxy(new Uint8Array(Buffer.concat(chunks)));
  const text = (await extractText(pdf, { mergePages: true })).text.replace(/\s+/g, ' ');
  expect(text).toContain('Uplighting 1 $100.00 8.875% $100.00');
  expect(text).toContain('Tax $8.88');
  expect(text).toContain('Total $108.88');
});

test('invoices: a sent invoice adds to the client balance and the dashboard until it is voided', async ({
  page,
}) => {
  await signIn(page);
  const stamp = Date.now();
  const clientName = `Balance Guest ${stamp}`;
  const client = await page.request.post('/api/clients', {
    data: {
      name: clientName,
      industry: 'Retail',
      contactName: 'Bo Lance',
      contactEmail: `bo${stamp}@e2e.test`,
    },
  });
  const clientId = (await client.json()).id as number;
  const draft = await page.request.post('/api/invoices', {
    data: {
      clientId,
      dueDate: '2027-01-31',
      items: [{ description: 'Styling', quantity: '2', unitPrice: '250' }],
    },
  });
  expect(draft.status()).toBe(201);
  const invoiceId = (await draft.json()).id as number;
  await expect(cardValue(page, 'Outstanding')).toHaveText(/^\$/);
  const before = cents(await cardValue(page, 'Outstanding').textContent());
  expect((await page.request.post(`/api/invoices/${invoiceId}/send`)).status()).toBe(200);

  await page.goto('/dashboard');
  await expect
    .poll(async () => cents(await cardValue(page, 'Outstanding').textContent()))
    .toBe(before + 50000);

  await page.goto(`/clients?search=${encodeURIComponent(clientName)}`);
  await expect(page.getByText(clientName).first()).toBeVisible();
  await expect(page.getByText('$500.00').first()).toBeVisible();

  // Opened from a notification's address: the invoice's own dialog, then voided with a reason.
  await page.goto(`/invoices?invoice=${invoiceId}`);
  const view = page.getByRole('dialog', { name: /^INV-/ });
  await view.getByRole('button', { name: 'Void' }).click();
  const form = view.getByRole('form', { name: 'Void invoice' });
  await form.getByRole('button', { name: 'Void invoice' }).click();
  await expect(form.getByText('Say why the invoice is voided')).toBeVisible();
  await form.getByRole('textbox', { name: 'Reason' }).fill('Client cancelled');
  await form.getByRole('button', { name: 'Void invoice' }).click();
  await expect(view.getByText('Client cancelled')).toBeVisible();
  await expect(view.getByRole('button', { name: 'Record payment' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await page.goto('/dashboard');
  await expect.poll(async () => cents(await cardValue(page, 'Outstanding').textContent())).toBe(before);
});
