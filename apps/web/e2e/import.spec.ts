import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './axe.ts';
import { signIn } from './login.ts';

type Client = { id: number; name: string; industry: string; contactEmail: string };

async function clientsNamed(page: Page, name: string): Promise<Client[]> {
  const answer = await page.request.get(`/api/clients?limit=100&search=${encodeURIComponent(name)}`);
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as Client[]).filter((c) => c.name === name);
}

async function openImport(page: Page) {
  await page.getByRole('link', { name: 'Clients' }).click();
  await expect(page.getByRole('heading', { name: 'Client Management', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Import clients' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('import: a pasted ;-separated CSV updates a demo client by e-mail and adds one, after the dry run', async ({
  page,
}) => {
  await signIn(page);
  const [demo] = await clientsNamed(page, 'Coastal Wine Collective');
  expect(demo).toBeTruthy();
  const newName = `Imported Galas ${Date.now()}`;
  // "Sector" matches no field: the dialog asks which field it fills.
  const csv = [
    'Name;Contact email;Sector;Contact name',
    `${demo!.name};${demo!.contactEmail.toUpperCase()};Wine Trade;`,
    `${newName};galas-${Date.now()}@import.test;Live Events;Ivy Port`,
  ].join('\n');

  const dialog = await openImport(page);
  await dialog.getByRole('textbox', { name: 'Or paste the CSV text' }).fill(csv);
  await dialog.getByRole('button', { name: 'Check file' }).click();

  await dialog.getByRole('combobox', { name: 'Column "Sector"' }).click();
  await page.getByRole('option', { name: 'Industry', exact: true }).click();
  await dialog.getByRole('button', { name: 'Check again' }).click();

  await expect(dialog.getByText('1 to create')).toBeVisible();
  await expect(dialog.getByText('1 to update')).toBeVisible();
  await expect(dialog.getByText('(separated by semicolons)')).toBeVisible();
  await expectAccessible(page, 'the import report');

  const confirm = dialog.getByRole('button', { name: 'Import 2 rows' });
  await confirm.dblclick();
  await expect(page.getByText('Imported 2 clients: 1 new, 1 updated')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The list shows both: the updated industry and the new client, imported once despite the double click.
  await page.getByRole('textbox', { name: 'Search clients' }).fill(demo!.name);
  await expect(page.getByRole('row', { name: new RegExp(demo!.name) })).toContainText('Wine Trade');
  await page.getByRole('textbox', { name: 'Search clients' }).fill(newName);
  await expect(page.getByRole('row', { name: new RegExp(newName) })).toContainText('Live Events');
  expect(await clientsNamed(page, newName)).toHaveLength(1);
});

test('import: a file with a refused row shows its line, column and message and imports nothing', async ({
  page,
}) => {
  await signIn(page);
  const goodName = `Never Imported ${Date.now()}`;
  const csv = [
    'Name,Industry,Contact name,Contact email',
    `${goodName},Retail,Ann Lee,ann-${Date.now()}@import.test`,
    'Broken Row Ltd,Retail,Bo Row,not-an-email',
  ].join('\r\n');

  const dialog = await openImport(page);
  await dialog.getByLabel('CSV file to import').setInputFiles({
    name: 'clients.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  await expect(dialog.getByText(/^clients\.csv/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Check file' }).click();

  await expect(dialog.getByText('1 to create')).toBeVisible();
  const refused = dialog.getByRole('table', { name: 'Refused rows' });
  await expect(refused.getByRole('row')).toHaveCount(2);
  const row = refused.getByRole('row').nth(1);
  await expect(row.getByRole('cell').nth(0)).toHaveText('3');
  await expect(row.getByRole('cell').nth(1)).toHaveText('Contact email');
  await expect(row.getByRole('cell').nth(2)).not.toBeEmpty();
  await expect(dialog.getByText(/Nothing was imported: 1 row is refused/)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Import 1 row' })).toBeDisabled();
  await expectAccessible(page, 'the import report with refused rows');

  // Back to the file: it is still chosen.
  await dialog.getByRole('button', { name: 'Choose another file' }).click();
  await expect(dialog.getByText(/^clients\.csv/)).toBeVisible();
  expect(await clientsNamed(page, goodName)).toHaveLength(0);
});
