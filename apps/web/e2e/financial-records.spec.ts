import { expect, type Page, test } from '@playwright/test';
import { confirmInModal } from './confirm.ts';
import { signIn } from './login.ts';

const cardValue = (page: Page, title: string) => page.getByRole('group', { name: title }).locator('p').nth(1);
const cents = (money: string | null) => Math.round(Number((money ?? '').replace(/[$,]/g, '')) * 100);

test('financial records: create, search, filter, edit, conflict and delete through the UI', async ({
  page,
}) => {
  await signIn(page);
  await page.getByRole('link', { name: 'Financial Management' }).click();
  await expect(page.getByRole('heading', { name: 'Financial Management', level: 1 })).toBeVisible();
  await expect(cardValue(page, 'Total Income')).toHaveText(/^-?\$/);
  const income = cents(await cardValue(page, 'Total Income').textContent());
  const expenses = cents(await cardValue(page, 'Total Expenses').textContent());

  await page.getByRole('button', { name: 'Add Record' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Financial Record' });
  const date = dialog.getByLabel('Date');
  await expect(date).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
  await date.fill('');
  await dialog.getByRole('button', { name: 'Add Record' }).click();
  await expect(dialog.getByText('Amount is required')).toBeVisible();
  await expect(dialog.getByText('Date is required')).toBeVisible();

  await dialog.getByRole('combobox', { name: 'Category', exact: true }).click();
  await page.getByRole('option', { name: 'Consulting' }).click();
  await dialog.getByRole('textbox', { name: 'Amount', exact: true }).fill('1234.56');
  await date.fill('2026-03-05');
  await dialog.getByRole('textbox', { name: 'Description', exact: true }).fill('E2E strategy workshop');
  await dialog.getByRole('combobox', { name: 'Payment method' }).click();
  await page.getByRole('option', { name: 'Bank Transfer' }).click();
  await dialog.getByRole('button', { name: 'Add Record' }).click();
  await expect(dialog).toBeHidden();
  await expect
    .poll(async () => cents(await cardValue(page, 'Total Income').textContent()))
    .toBe(income + 123456);

  await page.getByRole('textbox', { name: 'Search records' }).fill('E2E STRATEGY');
  const item = page.getByRole('listitem', { name: 'E2E strategy workshop' });
  await expect(page.getByRole('listitem')).toHaveCount(1);
  await expect(item).toContainText('Mar 5, 2026');
  await expect(item).toContainText('+$1,234.56');
  await expect(item).toContainText('Bank Transfer');

  await page.getByRole('button', { name: 'Expenses' }).click();
  await expect(page.getByText('No financial records found')).toBeVisible();
  await page.getByRole('button', { name: 'Income' }).click();
  await expect(item).toBeVisible();
  await page.getByRole('button', { name: 'All' }).click();

  await item.getByRole('button', { name: 'Edit E2E strategy workshop' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Financial Record' });
  await edit.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Expense' }).click();
  await expect(edit.getByRole('combobox', { name: 'Category', exact: true })).toHaveValue('');
  await edit.getByRole('combobox', { name: 'Category', exact: true }).click();
  await page.getByRole('option', { name: 'Marketing' }).click();
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit).toBeHidden();
  await expect(item).toContainText('-$1,234.56');
  await expect
    .poll(async () => cents(await cardValue(page, 'Total Expenses').textContent()))
    .toBe(expenses + 123456);
  await expect.poll(async () => cents(await cardValue(page, 'Total Income').textContent())).toBe(income);

  // A stale edit is refused and explained inside the dialog; nothing is toasted. 'Reload' brings the
  // latest version into the form, and the change re-applied on top of it saves.
  await item.getByRole('button', { name: 'Edit E2E strategy workshop' }).click();
  const [record] = (await (
    await page.request.get('/api/financial-records?search=e2e%20strategy')
  ).json()) as Array<{ id: number }>;
  const patched = await page.request.patch(`/api/financial-records/${record!.id}`, {
    data: { notes: 'changed elsewhere' },
  });
  expect(patched.ok()).toBe(true);
  const reference = edit.getByRole('textbox', { name: 'Reference', exact: true });
  const notes = edit.getByRole('textbox', { name: 'Notes', exact: true });
  await reference.fill('INV-9');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit.getByRole('alert')).toContainText('This record was changed by someone else');
  await expect(reference).toHaveValue('INV-9');
  await expect(notes).toHaveValue('');
  await expect(page.getByText('This record was changed by someone else')).toHaveCount(1);

  await edit.getByRole('button', { name: 'Reload' }).click();
  await expect(edit.getByRole('alert')).toBeHidden();
  await expect(notes).toHaveValue('changed elsewhere');
  await expect(reference).toHaveValue('');
  await reference.fill('INV-9');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit).toBeHidden();
  await expect(item).toContainText('INV-9');
  const saved = (await (await page.request.get(`/api/financial-records/${record!.id}`)).json()) as Record<
    string,
    unknown
  >;
  expect(saved).toMatchObject({ reference: 'INV-9', notes: 'changed elsewhere' });

  await item.getByRole('button', { name: 'Delete E2E strategy workshop' }).click();
  await confirmInModal(page, 'Are you sure you want to delete this financial record?');
  await expect(page.getByText('No financial records found')).toBeVisible();
  await expect.poll(async () => cents(await cardValue(page, 'Total Expenses').textContent())).toBe(expenses);
});

test("financial records: the accountant's export of a date range ends with the totals per category", async ({
  page,
}) => {
  await signIn(page);
  await page.getByRole('link', { name: 'Financial Management' }).click();
  await page.getByRole('button', { name: 'Accountant export' }).click();
  await page.getByLabel('From', { exact: true }).fill('2000-01-01');
  await page.getByLabel('To', { exact: true }).fill('2099-12-31');
  const link = page.getByRole('link', { name: 'Download CSV' });
  await expect(link).toHaveAttribute('href', /from=2000-01-01&to=2099-12-31&sortBy=date&sortDir=asc/);
  const download = page.waitForEvent('download');
  await link.click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^financial-records-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = Buffer.concat(await (await file.createReadStream()).toArray()).toString();
  const [records = '', totals = ''] = text.replace(/^\uFEFF/, '').split('\r\n\r\n');
  expect(records.split('\r\n')[0]).toMatch(/^ID,Type,Category,Description,Amount,Date,/);
  expect(totals.split('\r\n')[0]).toBe('Type,Category,Records,Total');
  expect(totals).toMatch(/\r\n,Net \(income - expense\),,-?\d+\.\d{2}\r\n$/);
});
