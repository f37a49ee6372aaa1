import { expect, type Page, test } from '@playwright/test';
import { signIn } from './login.ts';

// What a careless minute must not do to the data (negative numbers, lost typing, hidden reasons).

const open = async (page: Page, link: string, heading: string) => {
  await page.getByRole('link', { name: link, exact: true }).click();
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
};

const discardDialog = (page: Page) => page.getByRole('dialog', { name: 'Discard changes?' });

async function discard(page: Page) {
  await expect(discardDialog(page)).toBeVisible();
  await discardDialog(page).getByRole('button', { name: 'Discard' }).click();
}

test('a negative number is refused with its message, kept as typed, and nothing is stored', async ({
  page,
}) => {
  await signIn(page);

  await open(page, 'Inventory', 'Inventory Management');
  await page.getByRole('button', { name: 'Add Item' }).click();
  const item = page.getByRole('dialog', { name: 'Add Inventory Item' });
  await item.getByRole('textbox', { name: 'Item name', exact: true }).fill('Negative fog machine');
  await item.getByRole('textbox', { name: 'SKU', exact: true }).fill('E2E-NEG-01');
  await item.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'Lighting' }).click();
  await item.getByRole('textbox', { name: 'Unit value', exact: true }).fill('-12');
  await item.getByRole('textbox', { name: 'Quantity', exact: true }).fill('-4');
  await item.getByRole('textbox', { name: 'Minimum quantity', exact: true }).fill('-1');
  await item.getByRole('button', { name: 'Add Item' }).click();
  await expect(item.getByText('Unit value must be positive')).toBeVisible();
  await expect(item.getByText('Quantity must be positive', { exact: true })).toBeVisible();
  await expect(item.getByText('Minimum quantity must be positive')).toBeVisible();
  // Blurred and submitted, the typed values are still what was typed.
  await expect(item.getByRole('textbox', { name: 'Quantity', exact: true })).toHaveValue('-4');
  await expect(item.getByRole('textbox', { name: 'Unit value', exact: true })).toHaveValue('-$12');
  expect(await (await page.request.get('/api/inventory?search=E2E-NEG-01')).json()).toEqual([]);
  await page.keyboard.press('Escape');
  await discard(page);

  await open(page, 'Events', 'Event Management');
  await page.getByRole('button', { name: 'Create Event' }).click();
  const event = page.getByRole('dialog', { name: 'Create New Event' });
  await event.getByRole('textbox', { name: 'Budget', exact: true }).fill('-5000');
  await event.getByRole('button', { name: 'Create Event' }).click();
  await expect(event.getByText('Budget must be positive')).toBeVisible();
  await expect(event.getByRole('textbox', { name: 'Budget', exact: true })).toHaveValue('-$5,000');
  await page.keyboard.press('Escape');
  await discard(page);

  await open(page, 'Financial Management', 'Financial Management');
  await page.getByRole('button', { name: 'Add Record' }).click();
  const record = page.getByRole('dialog', { name: 'Add Financial Record' });
  await record.getByRole('combobox', { name: 'Category', exact: true }).click();
  await page.getByRole('option', { name: 'Consulting' }).click();
  await record.getByRole('textbox', { name: 'Description', exact: true }).fill('E2E negative refund');
  await record.getByRole('textbox', { name: 'Amount', exact: true }).fill('-250');
  await record.getByRole('button', { name: 'Add Record' }).click();
  await expect(record.getByText('Amount must be positive')).toBeVisible();
  await expect(record.getByRole('textbox', { name: 'Amount', exact: true })).toHaveValue('-$250');
  expect(await (await page.request.get('/api/financial-records?search=E2E%20negative')).json()).toEqual([]);
});

test('a dialog with changes asks "Discard changes?" before Escape, Cancel or the close button lose them', async ({
  page,
}) => {
  await signIn(page);
  await open(page, 'Clients', 'Client Management');

  // Untouched, it closes at once.
  await page.getByRole('button', { name: 'Add Client' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Client' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(discardDialog(page)).toHaveCount(0);

  await page.getByRole('button', { name: 'Add Client' }).click();
  const name = dialog.getByRole('textbox', { name: 'Name', exact: true });
  await name.fill('Half-typed Weddings');

  // Escape asks; keeping the changes leaves the typing where it was, with the focus on "Cancel" first.
  await page.keyboard.press('Escape');
  await expect(discardDialog(page)).toBeVisible();
  await expect(discardDialog(page).getByRole('button', { name: 'Cancel' })).toBeFocused();
  await discardDialog(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(discardDialog(page)).toBeHidden();
  await expect(name).toHaveValue('Half-typed Weddings');

  // The close button asks too.
  await dialog.locator('.mantine-Modal-close').click();
  await expect(discardDialog(page)).toBeVisible();
  await discardDialog(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(name).toHaveValue('Half-typed Weddings');

  // So does the form's own Cancel; discarding closes and forgets.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await discard(page);
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Add Client' }).click();
  await expect(name).toHaveValue('');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('leaving a screen with unsaved typing asks "Discard changes?" first: Cancel stays, Discard goes', async ({
  page,
}) => {
  await signIn(page);
  // A dialog: the browser's Back button is the way out while it is open.
  await open(page, 'Clients', 'Client Management');
  await page.getByRole('button', { name: 'Add Client' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Client' });
  const name = dialog.getByRole('textbox', { name: 'Name', exact: true });
  await name.fill('Half-typed Galas');
  await page.evaluate(() => history.back());
  await expect(discardDialog(page)).toBeVisible();
  await discardDialog(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/clients$/);
  await expect(name).toHaveValue('Half-typed Galas');
  await page.evaluate(() => history.back());
  await discard(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();

  // A page form: the Profile's personal information, left by a sidebar link.
  await page.getByRole('button', { name: /User menu/ }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page.getByRole('heading', { name: 'Profile Settings', level: 1 })).toBeVisible();
  const firstName = page.getByRole('textbox', { name: 'First name', exact: true });
  await firstName.fill('Typed-but-unsaved');
  await page.getByRole('link', { name: 'Clients', exact: true }).click();
  await expect(discardDialog(page)).toBeVisible();
  await discardDialog(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(firstName).toHaveValue('Typed-but-unsaved');
  await page.getByRole('link', { name: 'Clients', exact: true }).click();
  await discard(page);
  await expect(page.getByRole('heading', { name: 'Client Management', level: 1 })).toBeVisible();
});

test("a refusal shows the server's reason under the spec's toast and on the field", async ({ page }) => {
  await signIn(page);
  const made = await page.request.post('/api/inventory', {
    data: {
      name: 'Chiavari chair, gold',
      sku: 'E2E-DUP-01',
      category: 'Furniture',
      unitValue: '4.50',
      quantity: 40,
    },
  });
  expect(made.status()).toBe(201);
  const client = await page.request.post('/api/clients', {
    data: {
      name: 'Refused Deletes Ltd',
      industry: 'Hospitality',
      contactName: 'Rita Fuse',
      contactEmail: 'rita@refused.test',
    },
  });
  expect(client.status()).toBe(201);
  const money = await page.request.post('/api/financial-records', {
    data: {
      type: 'income',
      category: 'Event Services',
      description: 'Deposit',
      amount: '500',
      date: '2026-01-10',
      clientId: (await client.json()).id,
    },
  });
  expect(money.status()).toBe(201);

  await open(page, 'Inventory', 'Inventory Management');
  await page.getByRole('button', { name: 'Add Item' }).click();
  const item = page.getByRole('dialog', { name: 'Add Inventory Item' });
  await item.getByRole('textbox', { name: 'Item name', exact: true }).fill('Chiavari chair, silver');
  await item.getByRole('textbox', { name: 'SKU', exact: true }).fill('E2E-DUP-01');
  await item.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'Furniture' }).click();
  await item.getByRole('textbox', { name: 'Unit value', exact: true }).fill('4.50');
  await item.getByRole('button', { name: 'Add Item' }).click();
  // What the user sees: the toast on screen (one replaced by the next may stay hidden in the page a moment).
  const toast = page.locator('.mantine-Notification-root').filter({ visible: true });
  await expect(toast).toContainText('Failed to create inventory item');
  await expect(toast).toContainText('A record with this sku already exists');
  await expect(item).toBeVisible();
  await page.keyboard.press('Escape');
  await discard(page);

  await open(page, 'Clients', 'Client Management');
  await page.getByRole('textbox', { name: 'Search clients' }).fill('Refused Deletes');
  await page
    .getByRole('row', { name: /Refused Deletes Ltd/ })
    .getByRole('button', { name: 'Delete Refused Deletes Ltd' })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(toast).toContainText('Failed to delete client');
  await expect(toast).toContainText('still referenced');
  await expect(page.getByRole('row', { name: /Refused Deletes Ltd/ })).toBeVisible();
});

test('counts agree with their nouns and times read as the rest of the app writes them', async ({ page }) => {
  await signIn(page);
  const made = await page.request.post('/api/inventory', {
    data: {
      name: 'Lone disco ball',
      sku: 'E2E-ONE-01',
      category: 'Lighting',
      unitValue: '80',
      quantity: 1,
      minQuantity: 1,
    },
  });
  expect(made.status()).toBe(201);
  const event = await page.request.post('/api/events', {
    data: {
      name: 'Plural check soirée',
      type: 'Party',
      clientName: 'Pat Plural',
      date: '2026-05-15',
      time: '15:00',
      venue: 'Hall 1',
      budget: '10',
    },
  });
  expect(event.status()).toBe(201);

  await open(page, 'Inventory', 'Inventory Management');
  await page.getByRole('textbox', { name: 'Search inventory' }).fill('E2E-ONE-01');
  const row = page.getByRole('row', { name: /Lone disco ball/ });
  await expect(row).toContainText('1 unit');
  await expect(row).not.toContainText('1 units');
  await expect(row).toContainText('Min: 1 unit');

  await open(page, 'Events', 'Event Management');
  await page.getByRole('textbox', { name: 'Search events' }).fill('Plural check');
  await expect(page.getByText('1 event', { exact: true })).toBeVisible();
  await expect(page.getByRole('row', { name: /Plural check soirée/ })).toContainText('May 15, 2026');
  await expect(page.getByRole('row', { name: /Plural check soirée/ })).toContainText('3:00 PM');
});

test('an upload shows its progress per file and can be cancelled, storing nothing', async ({ page }) => {
  await signIn(page);
  await open(page, 'Documents', 'Document Management');
  // The server's answer is held until the test has seen the bar, then the request is dropped.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/uploads?purpose=document', async (route) => {
    await held;
    await route.abort();
  });
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose Files' }).click();
  await (await chooser).setFiles({
    name: 'e2e-cancelled.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not wanted'),
  });
  await page.getByRole('button', { name: 'Upload Files' }).click();
  const item = page.getByRole('listitem').filter({ hasText: 'e2e-cancelled.txt' });
  // The bar is there from the first byte (0% is a bar of no width, so its value is what is checked).
  await expect(item.getByRole('progressbar', { name: 'Uploading e2e-cancelled.txt' })).toHaveAttribute(
    'aria-valuetext',
    /^\d+%$/,
  );
  await expect(item).toContainText('%');
  await item.getByRole('button', { name: 'Cancel uploading e2e-cancelled.txt' }).click();
  release();
  // Cancelled: the file stays selected to try again, no success and no failure is announced, nothing is stored.
  await expect(item.getByRole('progressbar')).toHaveCount(0);
  await expect(item.getByRole('button', { name: 'Remove e2e-cancelled.txt' })).toBeVisible();
  await expect(page.getByText('Files uploaded successfully')).toHaveCount(0);
  await expect(page.getByText('Failed to upload files')).toHaveCount(0);
  expect(await (await page.request.get('/api/documents?search=e2e-cancelled')).json()).toEqual([]);
});

test('deleting a user asks first, naming the account; Cancel keeps it', async ({ page }) => {
  await signIn(page);
  const made = await page.request.post('/api/users', {
    data: {
      username: 'leaving-soon',
      password: 'leaving-pass-1',
      role: 'user',
      email: 'leaving@example.test',
    },
  });
  expect(made.status()).toBe(201);
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { name: 'User Management', level: 1 })).toBeVisible();
  const row = page.getByRole('row', { name: /@leaving-soon/ });
  await row.getByRole('button', { name: 'Delete leaving-soon' }).click();
  const modal = page.getByRole('dialog').filter({ hasText: 'Are you sure you want to delete this user?' });
  await expect(modal.getByTestId('confirm-subject')).toHaveText('leaving-soon');
  await expect(modal.getByRole('button', { name: 'Cancel' })).toBeFocused();
  // Enter on the focused Cancel after a misclick keeps the account.
  await page.keyboard.press('Enter');
  await expect(modal).toBeHidden();
  await expect(row).toBeVisible();

  await row.getByRole('button', { name: 'Delete leaving-soon' }).click();
  await modal.getByRole('button', { name: 'Delete' }).click();
  await expect(row).toBeHidden();
});
