import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './axe.ts';
import { confirmInModal } from './confirm.ts';
import { signIn } from './login.ts';

// Bulk actions (issue 19) on the Clients table: tick rows (shift-click ranges), one confirmation, and
// all or nothing when a row cannot go.

async function newClient(page: Page, name: string, email: string) {
  const made = await page.request.post('/api/clients', {
    data: { name, industry: 'Bulk', contactName: 'Bo Lk', contactEmail: email },
  });
  expect(made.status()).toBe(201);
  return (await made.json()).id as number;
}

async function openClients(page: Page, search: string) {
  await page.getByRole('link', { name: 'Clients', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Client Management', level: 1 })).toBeVisible();
  await page.getByRole('textbox', { name: 'Search clients' }).fill(search);
}

test('bulk delete: shift-click selects a range, one confirmation deletes them all', async ({ page }) => {
  await signIn(page);
  for (const n of [1, 2, 3, 4]) await newClient(page, `Bulkrange ${n}`, `bulkrange${n}@example.com`);
  await openClients(page, 'Bulkrange');
  // Newest first: 4, 3, 2, 1.
  await expect(page.getByRole('row')).toHaveCount(5);

  await page.getByRole('checkbox', { name: 'Select Bulkrange 4' }).click();
  await page.getByRole('checkbox', { name: 'Select Bulkrange 2' }).click({ modifiers: ['Shift'] });
  await expect(page.getByRole('checkbox', { name: 'Select Bulkrange 3' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Select Bulkrange 1' })).not.toBeChecked();
  const bar = page.getByRole('region', { name: 'Clients selected' });
  await expect(bar).toContainText('3 clients selected');
  await expectAccessible(page, 'clients with a selection');

  await bar.getByRole('button', { name: 'Delete' }).click();
  await confirmInModal(page, 'Delete 3 clients?');
  await expect(page.getByText('3 clients deleted')).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(page.getByRole('row', { name: /Bulkrange 1/ })).toBeVisible();
  await expect(bar).toBeHidden();
});

test('bulk delete: a client with financial records among others deletes nothing and says why', async ({
  page,
}) => {
  await signIn(page);
  await newClient(page, 'Bulkheld Free', 'bulkheld-free@example.com');
  const held = await newClient(page, 'Bulkheld Books', 'bulkheld-books@example.com');
  const money = await page.request.post('/api/financial-records', {
    data: {
      type: 'income',
      category: 'Event Services',
      description: 'Deposit',
      amount: '250',
      date: '2026-01-10',
      clientId: held,
    },
  });
  expect(money.status()).toBe(201);
  await openClients(page, 'Bulkheld');
  await expect(page.getByRole('row')).toHaveCount(3);

  // The header's checkbox ticks the page.
  await page.getByRole('checkbox', { name: 'Select every row on this page' }).click();
  const bar = page.getByRole('region', { name: 'Clients selected' });
  await expect(bar).toContainText('2 clients selected');
  await bar.getByRole('button', { name: 'Delete' }).click();
  await confirmInModal(page, 'Delete 2 clients?');
  const toast = page.locator('.mantine-Notification-root').filter({ visible: true });
  await expect(toast).toContainText('Failed to delete clients');
  await expect(toast).toContainText('Nothing was deleted: 1 client has financial records: Bulkheld Books');
  await expect(page.getByRole('row')).toHaveCount(3);
  // The selection stays, to untick the row that cannot go.
  await expect(bar).toContainText('2 clients selected');
});

test('bulk status: the bar changes the status of the ticked clients', async ({ page }) => {
  await signIn(page);
  await newClient(page, 'Bulkstate One', 'bulkstate1@example.com');
  await newClient(page, 'Bulkstate Two', 'bulkstate2@example.com');
  await openClients(page, 'Bulkstate');
  await expect(page.getByRole('row')).toHaveCount(3);
  await page.getByRole('checkbox', { name: 'Select every row on this page' }).click();
  const bar = page.getByRole('region', { name: 'Clients selected' });
  await bar.getByRole('button', { name: 'Change status' }).click();
  await page.getByRole('menuitem', { name: 'inactive' }).click();
  await expect(page.getByText('2 clients set to inactive')).toBeVisible();
  await expect(page.getByRole('row', { name: /Bulkstate One.*inactive/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /Bulkstate Two.*inactive/ })).toBeVisible();
});

test('bulk status on a card grid: products ticked on their cards change status together', async ({
  page,
}) => {
  await signIn(page);
  for (const n of [1, 2]) {
    const made = await page.request.post('/api/digital-products', {
      data: { name: `Bulkcard ${n}`, description: 'A guide', price: '9.00', category: 'Guides' },
    });
    expect(made.status()).toBe(201);
  }
  await page.getByRole('link', { name: 'Digital Products', exact: true }).click();
  await page.getByRole('textbox', { name: 'Search products' }).fill('Bulkcard');
  await expect(page.getByRole('article')).toHaveCount(2);
  await page.getByRole('checkbox', { name: 'Select Bulkcard 1' }).click();
  await page.getByRole('checkbox', { name: 'Select Bulkcard 2' }).click();
  const bar = page.getByRole('region', { name: 'Products selected' });
  await expect(bar).toContainText('2 products selected');
  await expectAccessible(page, 'digital products with a selection');
  await bar.getByRole('button', { name: 'Change status' }).click();
  await page.getByRole('menuitem', { name: 'inactive' }).click();
  await expect(page.getByText('2 products set to inactive')).toBeVisible();
  await expect(page.getByRole('article', { name: 'Bulkcard 1' })).toContainText('inactive');
  await expect(page.getByRole('article', { name: 'Bulkcard 2' })).toContainText('inactive');
});
