import { expect, type Page, test } from '@playwright/test';
import { signIn } from './login.ts';

// A screen's first opening (its code, its data) can take a while on a busy machine.
const OPENING = { timeout: 20_000 };
test.describe.configure({ timeout: 90_000 });

/** What react-router shows when nothing catches an error: the message and its stack, on a blank page. */
async function expectNoErrorPage(page: Page) {
  await expect(page.getByText(/Unexpected Application Error|Cannot read properties/)).toHaveCount(0);
  await expect(page.getByText('Something went wrong on this screen.')).toHaveCount(0);
}

/** The first inventory item's Availability dialog, and its From and To fields. */
async function openAvailability(page: Page) {
  await page.getByRole('link', { name: 'Inventory', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Inventory Management', level: 1 })).toBeVisible(OPENING);
  await page
    .getByRole('button', { name: /^Availability of / })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: /^Availability of / });
  await expect(dialog.getByRole('table')).toBeVisible(OPENING);
  // Exact: an item's name in the table's label ("Bulkstock") holds "to" too.
  return {
    dialog,
    from: dialog.getByLabel('From', { exact: true }),
    to: dialog.getByLabel('To', { exact: true }),
  };
}

test('availability: a month typed into To, then both dates one after the other, by keyboard', async ({
  page,
}) => {
  await signIn(page);
  const { dialog, from, to } = await openAvailability(page);
  const firstYear = Number((await from.inputValue()).slice(0, 4));
  const year = firstYear + 1;

  // The date field's first part (the month, in Chromium's en-US) takes the keyboard's focus.
  await to.focus();
  await page.keyboard.type('04');
  await expect(to).toHaveValue(/^\d{4}-04-\d{2}$/);
  await expectNoErrorPage(page);
  await expect(dialog).toBeVisible();

  // Both dates, typed whole, one after the other: the table follows them.
  // Each keystroke asks the server again; on a busy machine the answers come late.
  await from.focus();
  await page.keyboard.type(`0301${year}`);
  await expect(from).toHaveValue(`${year}-03-01`);
  await to.focus();
  await page.keyboard.type(`0305${year}`);
  await expect(to).toHaveValue(`${year}-03-05`);
  await expectNoErrorPage(page);
  const rows = dialog.getByRole('table').getByRole('row');
  // The header and March 1-5.
  await expect(rows).toHaveCount(6, OPENING);
  await expect(rows.nth(1)).toContainText('Mar');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Inventory Management', level: 1 })).toBeVisible();
});

test("a screen whose code cannot be fetched says to reload, in the app's frame", async ({ page }) => {
  await signIn(page);
  // After a deploy, the chunk names the open page knows are gone: the server answers 404.
  await page.route(/\/assets\/InventoryPage-[\w-]+\.js$/, (route) =>
    route.fulfill({ status: 404, body: '' }),
  );
  await page.getByRole('link', { name: 'Inventory', exact: true }).click();

  await expect(page.getByRole('heading', { name: 'This screen could not be loaded.' })).toBeVisible(OPENING);
  await expect(
    page.getByText(
      'The app may have been updated since you opened it. Reload the page to get the latest version.',
    ),
  ).toBeVisible();
  // The sidebar and the header stay; nothing of the error itself shows.
  await expect(page.getByRole('link', { name: 'Clients', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Inventory Management', level: 1 })).toBeVisible();
  await expect(page.getByText(/dynamically imported|InventoryPage|Unexpected Application Error/)).toHaveCount(
    0,
  );

  // The files are back (the new version): a reload opens the screen.
  await page.unroute(/\/assets\/InventoryPage-[\w-]+\.js$/);
  await page.getByRole('button', { name: 'Reload the page' }).click();
  await expect(page.getByRole('button', { name: 'Add Item' })).toBeVisible(OPENING);
  await expect(page.getByText('This screen could not be loaded.')).toHaveCount(0);
});
