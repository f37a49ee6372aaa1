import { expect, type Locator, type Page, type Request, test } from '@playwright/test';
import { signIn } from './login.ts';

// A hurried save stores one record. The button is disabled while the save runs, and
// each opening of a create dialog sends one Idempotency-Key, so even two saves that reach the server
// (a double-click landing before the button is disabled, a retry after a lost answer) create one client.

/** The clients the API has under this exact name. */
async function clientsNamed(page: Page, name: string) {
  const res = await page.request.get(`/api/clients?search=${encodeURIComponent(name)}&limit=500`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as Array<{ name: string }>).filter((c) => c.name === name);
}

/** The create calls the page sends, with their Idempotency-Key headers. */
function watchCreates(page: Page) {
  const keys: Array<string | null> = [];
  page.on('request', (req: Request) => {
    if (req.method() === 'POST' && req.url().includes('/trpc/clients.create'))
      keys.push(req.headers()['idempotency-key'] ?? null);
  });
  return keys;
}

async function openAddClient(page: Page, name: string): Promise<Locator> {
  await page.getByRole('button', { name: 'Add Client' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Client' });
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await dialog.getByRole('textbox', { name: 'Industry', exact: true }).fill('Events');
  await dialog.getByRole('textbox', { name: 'Contact name', exact: true }).fill('Dana Quick');
  await dialog.getByRole('textbox', { name: 'Contact email', exact: true }).fill('dana@quick.test');
  return dialog;
}

test.beforeEach(async ({ page }) => {
  await signIn(page);
  await page.getByRole('link', { name: 'Clients' }).click();
  await expect(page.getByRole('heading', { name: 'Client Management', level: 1 })).toBeVisible();
});

test('a double-click on "Add Client" creates one client', async ({ page }) => {
  const keys = watchCreates(page);
  const name = `Double Click Events ${Date.now()}`;
  const dialog = await openAddClient(page, name);
  await dialog.getByRole('button', { name: 'Add Client' }).dblclick();
  await expect(page.getByText('Client created successfully').first()).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(await clientsNamed(page, name)).toHaveLength(1);
  // Whatever reached the server carried the one key of this opening.
  expect(keys.length).toBeGreaterThanOrEqual(1);
  expect(new Set(keys).size).toBe(1);
  expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
});

test('pressing Enter twice creates one client', async ({ page }) => {
  const name = `Double Enter Events ${Date.now()}`;
  const dialog = await openAddClient(page, name);
  await dialog.getByRole('textbox', { name: 'Contact email', exact: true }).focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Client created successfully').first()).toBeVisible();
  // The saved dialog closes. A second Enter that lands after that finds the focus back on the page's
  // "Add Client" button and opens a new, empty dialog: never the saved form again.
  const namesShown = () =>
    dialog
      .getByRole('textbox', { name: 'Name', exact: true })
      .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
  await expect.poll(namesShown).not.toContain(name);
  expect([[], ['']]).toContainEqual(await namesShown());
  expect(await clientsNamed(page, name)).toHaveLength(1);
});

test('two submits before the button can be disabled still create one client', async ({ page }) => {
  const keys = watchCreates(page);
  const name = `Two Submits Events ${Date.now()}`;
  const dialog = await openAddClient(page, name);
  // Both in one task: React has no chance to render the button disabled in between.
  await dialog.locator('form').evaluate((form: HTMLFormElement) => {
    form.requestSubmit();
    form.requestSubmit();
  });
  await expect(page.getByText('Client created successfully').first()).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(keys).toHaveLength(2);
  expect(keys[0]).toBe(keys[1]);
  expect(await clientsNamed(page, name)).toHaveLength(1);
});

test('a retry after a lost answer replays the save instead of creating a second client', async ({ page }) => {
  const keys = watchCreates(page);
  const name = `Lost Answer Events ${Date.now()}`;
  let dropped = false;
  // The first save reaches the server and is stored, but its answer never comes back.
  await page.route('**/trpc/clients.create**', async (route) => {
    if (dropped) return route.continue();
    dropped = true;
    await route.fetch();
    await route.abort('connectionreset');
  });
  const dialog = await openAddClient(page, name);
  await dialog.getByRole('button', { name: 'Add Client' }).click();
  await expect(page.getByText('Failed to create client').first()).toBeVisible();
  await expect(dialog).toBeVisible();
  expect(await clientsNamed(page, name)).toHaveLength(1);

  await dialog.getByRole('button', { name: 'Add Client' }).click();
  await expect(page.getByText('Client created successfully').first()).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(await clientsNamed(page, name)).toHaveLength(1);
  expect(keys).toHaveLength(2);
  expect(keys[0]).toBe(keys[1]);

  // The next opening is a new intention: a new key, a new client.
  const again = await openAddClient(page, name);
  await again.getByRole('button', { name: 'Add Client' }).click();
  await expect(again).toBeHidden();
  expect(await clientsNamed(page, name)).toHaveLength(2);
  expect(keys).toHaveLength(3);
  expect(keys[2]).not.toBe(keys[0]);
});
