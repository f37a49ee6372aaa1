import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './axe.ts';
import { signIn } from './login.ts';

type Client = { id: number; name: string; industry: string; contactEmail: string };

async function clientsNamed(page: Page, name: string): Promise<Client[]> {
  const answer = await page.request.get(`/api/clients?limit=100&search=${encodeURIComponent(name)}`);
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as Client[]).filter((c) => c.name === name);
}

async function openImport(page: Page, screen: 'clients' | 'vendors' = 'clients') {
  const { link, heading } =
    screen === 'clients'
      ? { link: 'Clients', heading: 'Client Management' }
      : { link: 'Vendors', heading: 'Vendors' };
  await page.getByRole('link', { name: link }).click();
  // The screen's code and first page load on the click: more than the default 5 s on a busy machine.
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Import ${screen}` });
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
  await expect(row.getByRole('cell').nth(1)).toHaveText(/^Contact email: \S/);
  await expect(dialog.getByText(/Nothing was imported: 1 row is refused/)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Import 1 row' })).toBeDisabled();
  await expectAccessible(page, 'the import report with refused rows');

  // Back to the file: it is still chosen.
  await dialog.getByRole('button', { name: 'Choose another file' }).click();
  await expect(dialog.getByText(/^clients\.csv/)).toBeVisible();
  expect(await clientsNamed(page, goodName)).toHaveLength(0);
});

test('import: a vendor row with three problems shows all three at once, with the allowed categories', async ({
  page,
}) => {
  // Two checks and an import of the same file.
  test.setTimeout(60_000);
  await signIn(page);
  const stamp = Date.now();
  const csv = [
    'Name,Category,Contact name,Contact email,Rating,Website',
    `Bloom ${stamp},Flowers,Fiona,fiona-at-bloom,9,bloom.example.com`,
    `Snap ${stamp},photography,Sam,snap-${stamp}@import.test,4,snap.example.com`,
  ].join('\r\n');

  const dialog = await openImport(page, 'vendors');
  await dialog.getByRole('textbox', { name: 'Or paste the CSV text' }).fill(csv);
  await dialog.getByRole('button', { name: 'Check file' }).click();

  await expect(dialog.getByText('1 to create')).toBeVisible();
  await expect(dialog.getByText(/Nothing was imported: 1 row is refused/)).toBeVisible();
  const refused = dialog.getByRole('table', { name: 'Refused rows' });
  await expect(refused.getByRole('row')).toHaveCount(2);
  const row = refused.getByRole('row').nth(1);
  await expect(row.getByRole('cell').nth(0)).toHaveText('2');
  await expect(row.getByRole('listitem')).toHaveText([
    /^Category: Must be one of: catering, photography, .*, other$/,
    /^Contact email: /,
    /^Rating: Rating must be 0 \(not rated\) or 1 to 5$/,
  ]);
  await expect(dialog.getByRole('button', { name: 'Import 1 row' })).toBeDisabled();
  await expectAccessible(page, 'the import report with every problem of a row');

  // Corrected, the same file imports, the website without its scheme stored with https://.
  await dialog.getByRole('button', { name: 'Choose another file' }).click();
  await dialog
    .getByRole('textbox', { name: 'Or paste the CSV text' })
    .fill(
      csv
        .replace('Flowers', 'florist')
        .replace('fiona-at-bloom', `fiona-${stamp}@import.test`)
        .replace(',9,', ',5,'),
    );
  await dialog.getByRole('button', { name: 'Check file' }).click();
  await dialog.getByRole('button', { name: 'Import 2 rows' }).click();
  await expect(page.getByText('Imported 2 vendors: 2 new, 0 updated')).toBeVisible();
  const answer = await page.request.get(
    `/api/vendors?limit=10&search=${encodeURIComponent(`Bloom ${stamp}`)}`,
  );
  const [bloom] = (await answer.json()) as { website: string | null }[];
  expect(bloom?.website).toBe('https://bloom.example.com');
});

test('import: the dialog offers a template that downloads with the columns the import reads', async ({
  page,
}) => {
  await signIn(page);
  const dialog = await openImport(page, 'vendors');
  const link = dialog.getByRole('link', { name: 'Download a template' });
  await expect(link).toHaveAttribute('href', '/api/imports/vendors/template.csv');
  const download = page.waitForEvent('download');
  await link.click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('vendors-import-template.csv');
  const text = Buffer.concat(await (await file.createReadStream()).toArray()).toString();
  expect(text.replace(/^\uFEFF/, '').split('\r\n')).toEqual([
    'Name,Category,Contact name,Contact email,Contact phone,Address,Website,Specialties,Rating,Price range,Notes,Preferred vendor,Status,Total contracts,Total spent',
    '',
  ]);
  await expect(dialog).toBeVisible();
});
