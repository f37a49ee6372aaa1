import { expect, test } from '@playwright/test';
import { confirmInModal } from './confirm.ts';
import { signIn } from './login.ts';

test('clients: create, search, filter, edit, export and delete through the UI', async ({ page }) => {
  await signIn(page);
  await page.getByRole('link', { name: 'Clients' }).click();
  await expect(page.getByRole('heading', { name: 'Client Management', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Add Client' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Client' });
  await dialog.getByRole('button', { name: 'Add Client' }).click();
  await expect(dialog.getByText('Required').first()).toBeVisible();

  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Zephyr Galas');
  await dialog.getByRole('textbox', { name: 'Industry', exact: true }).fill('Entertainment');
  await dialog.getByRole('textbox', { name: 'Contact name', exact: true }).fill('Zoe Park');
  await dialog.getByRole('textbox', { name: 'Contact email', exact: true }).fill('zoe@zephyr.test');
  await dialog.getByRole('button', { name: 'Add Client' }).click();
  await expect(page.getByText('Client created successfully')).toBeVisible();

  await page.getByRole('textbox', { name: 'Search clients' }).fill('ZEPHYR');
  const row = page.getByRole('row', { name: /Zephyr Galas/ });
  await expect(row).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(2);

  await page.getByRole('combobox', { name: 'Status filter' }).click();
  await page.getByRole('option', { name: 'inactive' }).click();
  await expect(page.getByText('No clients found')).toBeVisible();
  await page.getByRole('combobox', { name: 'Status filter' }).click();
  await page.getByRole('option', { name: 'all' }).click();

  await row.getByRole('button', { name: 'Edit Zephyr Galas' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Client' });
  await edit.getByRole('textbox', { name: 'Industry', exact: true }).fill('Live Events');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Client updated successfully')).toBeVisible();
  await expect(row).toContainText('Live Events');

  // The server's export of the list as it stands (the search): a file with the header row and the client.
  const exportLink = page.getByRole('link', { name: 'Export CSV' });
  await expect(exportLink).toHaveAttribute('href', /\/api\/clients\/export\.csv\?search=ZEPHYR/);
  const download = page.waitForEvent('download');
  await exportLink.click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^clients-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = Buffer.concat(await (await file.createReadStream()).toArray())
    .toString()
    .replace(/^\uFEFF/, '')
    .split('\r\n');
  expect(lines[0]).toBe(
    'ID,Name,Industry,Contact name,Contact email,Contact phone,Address,Second contact name,Second contact email,Second contact phone,Notes,Status,Revenue,Events count,Outstanding,Created at,Updated at',
  );
  expect(lines[1]).toContain(',Zephyr Galas,Live Events,Zoe Park,zoe@zephyr.test,');
  expect(lines.filter(Boolean)).toHaveLength(2);

  await row.getByRole('button', { name: 'Delete Zephyr Galas' }).click();
  await confirmInModal(page, 'Are you sure you want to delete this client?', { subject: 'Zephyr Galas' });
  await expect(page.getByText('Client deleted successfully')).toBeVisible();
  await expect(page.getByText('No clients found')).toBeVisible();
});

test('clients: each client shows what it owes on its sent and partly paid invoices, in bold', async ({
  page,
}) => {
  await signIn(page);
  // The demo has sent and partly paid invoices: a client who owes, and one who owes nothing.
  const clients = (await (await page.request.get('/api/clients?limit=100')).json()) as {
    name: string;
    outstanding: string;
  }[];
  // The oldest (the list is newest first): demo clients, not ones other tests make and rename meanwhile.
  const owing = clients.findLast((client) => client.outstanding !== '0.00');
  const clear = clients.findLast((client) => client.outstanding === '0.00');
  const rowName = (name: string) => new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  expect(owing && clear).toBeTruthy();
  const money = (amount: string) =>
    Number(amount).toLocaleString('en-US', { style: 'currency', currency: 'USD' });

  await page.getByRole('link', { name: 'Clients' }).click();
  await expect(page.getByRole('columnheader', { name: 'Balance' })).toBeVisible();
  const search = page.getByRole('textbox', { name: 'Search clients' });
  await search.fill(owing!.name);
  const balance = page
    .getByRole('row', { name: rowName(owing!.name) })
    .getByRole('cell', { name: money(owing!.outstanding), exact: true });
  await expect(balance).toBeVisible();
  await expect(balance).toHaveCSS('font-weight', '600');
  // View opens the client's page, which says the same.
  await page.getByRole('button', { name: `View ${owing!.name}` }).click();
  await expect(page.getByRole('region', { name: 'Invoices' })).toContainText(
    `Balance: ${money(owing!.outstanding)} outstanding`,
  );
  await page.goBack();

  await search.fill(clear!.name);
  const row = page.getByRole('row', { name: rowName(clear!.name) });
  await expect(row.getByRole('cell', { name: '$0.00', exact: true }).last()).not.toHaveCSS(
    'font-weight',
    '600',
  );
});
