import { expect, type Page, test } from '@playwright/test';
import { parse } from 'csv-parse/sync';
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

test("financial records: the accountant's export of a date range names who and what, with each payment's tax", async ({
  page,
}) => {
  await signIn(page);
  await page.getByRole('link', { name: 'Financial Management' }).click();
  await page.getByRole('button', { name: 'Accountant export' }).click();
  const popover = page.getByRole('dialog', { name: 'Accountant export' });
  await popover.getByLabel('From', { exact: true }).fill('2000-01-01');
  await popover.getByLabel('To', { exact: true }).fill('2099-12-31');
  const link = popover.getByRole('link', { name: 'Download CSV' });
  await expect(link).toHaveAttribute('href', /from=2000-01-01&to=2099-12-31&sortBy=date&sortDir=asc/);
  const download = page.waitForEvent('download');
  await link.click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('financial-records-2000-01-01-to-2099-12-31.csv');
  const text = Buffer.concat(await (await file.createReadStream()).toArray()).toString();
  const [records = '', totals = ''] = text.replace(/^\uFEFF/, '').split('\r\n\r\n');
  const [header = [], ...rows] = parse(records) as string[][];
  expect(header.slice(0, 12)).toEqual([
    'ID',
    'Date',
    'Type',
    'Category',
    'Description',
    'Client',
    'Event',
    'Vendor',
    'Invoice number',
    'Net',
    'Tax',
    'Gross',
  ]);
  const cell = (row: string[], name: string) => row[header.indexOf(name)] ?? '';
  // The demo's invoice payments: the invoice's number and client by name, net + tax = gross.
  const payments = rows.filter((row) => cell(row, 'Invoice number') !== '');
  expect(payments.length).toBeGreaterThan(0);
  for (const row of payments) {
    expect(cell(row, 'Invoice number')).toMatch(/^INV-\d{4}-\d{4}$/);
    expect(cell(row, 'Client')).toMatch(/[A-Za-z]/);
    expect(cents(cell(row, 'Net')) + cents(cell(row, 'Tax'))).toBe(cents(cell(row, 'Gross')));
  }
  expect(totals.split('\r\n')[0]).toBe('Type,Category,Records,Total');
  expect(totals).toMatch(/\r\n,Net \(income - expense\),,-?\d+\.\d{2}\r\n$/);
});

test('financial records: a date range filters the list and its CSV export; a reversed one is refused', async ({
  page,
}) => {
  await signIn(page);
  await page.getByRole('link', { name: 'Financial Management' }).click();
  await expect(page.getByRole('heading', { name: 'Financial Management', level: 1 })).toBeVisible();
  const range = page.getByRole('group', { name: 'Record dates' });
  const items = page.getByRole('list', { name: 'Financial records' }).getByRole('listitem');
  const shownDays = async () =>
    (await items.allTextContents()).map((text) => text.match(/[A-Z][a-z]{2} \d{1,2}, \d{4}/)?.[0]);
  await expect(items.first()).toBeVisible();
  // The newest record's day: the list keeps that day's records only.
  const [newest = ''] = await shownDays();
  const day = new Date(`${newest} 12:00`).toISOString().slice(0, 10);
  const before = await items.count();
  await range.getByLabel('From', { exact: true }).fill(day);
  await range.getByLabel('To', { exact: true }).fill(day);
  await expect(async () => {
    const days = await shownDays();
    expect(days.length).toBeGreaterThan(0);
    expect(days.length).toBeLessThan(before);
    for (const shown of days) expect(shown).toBe(newest);
  }).toPass();
  await expect(page.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
    'href',
    new RegExp(`from=${day}&to=${day}`),
  );
  const filtered = await items.count();
  // A last day before the first says so and leaves the list as it was.
  await range.getByLabel('From', { exact: true }).fill('2099-01-02');
  await expect(range.getByText('Must be on or after From')).toBeVisible();
  await expect(range.getByLabel('From', { exact: true })).toHaveValue('2099-01-02');
  await expect(items).toHaveCount(filtered);
  // Emptied, the range no longer filters.
  await range.getByLabel('From', { exact: true }).fill('');
  await range.getByLabel('To', { exact: true }).fill('');
  await expect(page.getByRole('link', { name: 'Export CSV' })).not.toHaveAttribute('href', /from=/);
  await expect(items).toHaveCount(before);
});
