import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './axe.ts';
import { confirmInModal } from './confirm.ts';
import { signIn } from './login.ts';

// Bulk actions on the Clients table: tick rows (shift-click ranges), one confirmation, and
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

/** Creates a record through the API (the screens' own create is covered by their specs). */
async function made(page: Page, url: string, data: Record<string, unknown>) {
  const res = await page.request.post(url, { data });
  expect(res.status(), await res.text()).toBe(201);
}

test('bulk delete on another table: inventory items ticked with a shift-click go with one confirmation', async ({
  page,
}) => {
  await signIn(page);
  for (const n of [1, 2, 3]) {
    await made(page, '/api/inventory', {
      name: `Bulkstock ${n}`,
      sku: `BULKSTOCK-${Date.now()}-${n}`,
      category: 'Furniture',
      quantity: 10,
      minQuantity: 2,
      unitValue: '5.00',
    });
  }
  await page.getByRole('link', { name: 'Inventory', exact: true }).click();
  await page.getByRole('textbox', { name: 'Search inventory' }).fill('Bulkstock');
  await expect(page.getByRole('row')).toHaveCount(4);
  // Whatever the table's order: tick the first row, shift-click the second.
  const boxes = page.getByRole('checkbox', { name: /^Select Bulkstock/ });
  const first = (await boxes.nth(0).getAttribute('aria-label'))!.replace('Select ', '');
  const second = (await boxes.nth(1).getAttribute('aria-label'))!.replace('Select ', '');
  const third = (await boxes.nth(2).getAttribute('aria-label'))!.replace('Select ', '');
  await boxes.nth(0).click();
  await boxes.nth(1).click({ modifiers: ['Shift'] });
  await expect(boxes.nth(2)).not.toBeChecked();
  const bar = page.getByRole('region', { name: 'Inventory items selected' });
  await expect(bar).toContainText('2 inventory items selected');
  // Inventory has no status a person sets: the bar offers only Delete.
  await expect(bar.getByRole('button', { name: 'Change status' })).toHaveCount(0);
  await expectAccessible(page, 'inventory with a selection');

  await bar.getByRole('button', { name: 'Delete' }).click();
  await confirmInModal(page, 'Delete 2 inventory items?');
  await expect(page.getByText('2 inventory items deleted')).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(page.getByRole('row', { name: new RegExp(third) })).toBeVisible();
  for (const gone of [first, second])
    await expect(page.getByRole('row', { name: new RegExp(gone) })).toHaveCount(0);
  await expect(bar).toBeHidden();
});

test('bulk delete on the financial records list: shift-click a range, one confirmation', async ({ page }) => {
  await signIn(page);
  for (const n of [1, 2, 3]) {
    await made(page, '/api/financial-records', {
      type: 'expense',
      category: 'Equipment Rental',
      description: `Bulkledger ${n}`,
      amount: `${n}0`,
      date: `2026-02-0${n}`,
    });
  }
  await page.getByRole('link', { name: 'Financial Management' }).click();
  await page.getByRole('textbox', { name: 'Search records' }).fill('Bulkledger');
  const records = page.getByRole('list', { name: 'Financial records' }).getByRole('listitem');
  await expect(records).toHaveCount(3);
  const boxes = page.getByRole('checkbox', { name: /^Select Bulkledger/ });
  const kept = (await boxes.nth(2).getAttribute('aria-label'))!.replace('Select ', '');
  await boxes.nth(0).click();
  await boxes.nth(1).click({ modifiers: ['Shift'] });
  const bar = page.getByRole('region', { name: 'Financial records selected' });
  await expect(bar).toContainText('2 financial records selected');
  await expectAccessible(page, 'financial records with a selection');
  await bar.getByRole('button', { name: 'Delete' }).click();
  await confirmInModal(page, 'Delete 2 financial records?');
  await expect(page.getByText('2 financial records deleted')).toBeVisible();
  await expect(records).toHaveCount(1);
  await expect(page.getByRole('listitem', { name: kept })).toBeVisible();
});

test('bulk delete on another card grid: templates ticked on their cards, "Delete 2 templates?"', async ({
  page,
}) => {
  await signIn(page);
  for (const n of [1, 2]) {
    await made(page, '/api/templates', {
      name: `Bulkplate ${n}`,
      category: 'email',
      fileUrl: `https://files.example.com/bulkplate-${n}.docx`,
      fileName: `bulkplate-${n}.docx`,
      fileType: 'docx',
    });
  }
  await page.getByRole('link', { name: 'Templates', exact: true }).click();
  await page.getByRole('textbox', { name: 'Search templates' }).fill('Bulkplate');
  await expect(page.getByRole('article')).toHaveCount(2);
  // The page's checkbox over the grid ticks both cards.
  await page.getByRole('checkbox', { name: 'Select every row on this page' }).click();
  await expect(page.getByRole('checkbox', { name: 'Select Bulkplate 1' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Select Bulkplate 2' })).toBeChecked();
  const bar = page.getByRole('region', { name: 'Templates selected' });
  await expect(bar).toContainText('2 templates selected');
  await expectAccessible(page, 'templates with a selection');
  await bar.getByRole('button', { name: 'Delete' }).click();
  await confirmInModal(page, 'Delete 2 templates?');
  await expect(page.getByText('2 templates deleted')).toBeVisible();
  await expect(page.getByText('No templates found')).toBeVisible();
});

test('bulk status on events: the menu shows the labels, the table the new status', async ({ page }) => {
  await signIn(page);
  for (const n of [1, 2]) {
    await made(page, '/api/events', {
      name: `Bulkevent ${n}`,
      type: 'Party',
      clientName: 'Bulk Guest',
      date: `2027-10-0${n}`,
      time: '10:00',
      venue: 'Hall',
      budget: '1000',
    });
  }
  await page.getByRole('link', { name: 'Events', exact: true }).click();
  await page.getByRole('textbox', { name: 'Search events' }).fill('Bulkevent');
  // The search applied (a new search starts the selection over): the count says so.
  await expect(page.getByText('2 events', { exact: true })).toBeVisible();
  await expect(page.getByRole('row', { name: /Bulkevent/ })).toHaveCount(2);
  await page.getByRole('checkbox', { name: 'Select Bulkevent 1' }).click();
  await page.getByRole('checkbox', { name: 'Select Bulkevent 2' }).click();
  const bar = page.getByRole('region', { name: 'Events selected' });
  await expect(bar).toContainText('2 events selected');
  await bar.getByRole('button', { name: 'Change status' }).click();
  await page.getByRole('menuitem', { name: 'in progress' }).click();
  await expect(page.getByText('2 events set to in progress')).toBeVisible();
  await expect(page.getByRole('row', { name: /Bulkevent 1.*in progress/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /Bulkevent 2.*in progress/ })).toBeVisible();
});
