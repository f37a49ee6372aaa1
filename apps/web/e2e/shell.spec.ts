import { expect, type Locator, test } from '@playwright/test';
import { signIn } from './login.ts';

test('notifications: the bell counts unread ones, marks one read, deletes one, marks all read', async ({
  page,
}) => {
  await signIn(page);
  // The demo data has items low on stock and events this week: the server made notifications for them.
  const bell = page.getByRole('button', { name: /^Notifications \(\d+ unread\)$/ });
  await expect(bell).toBeVisible();
  await expect(page.getByRole('button', { name: 'Notifications (0 unread)' })).toHaveCount(0);
  const unread = async () => Number((await bell.getAttribute('aria-label'))!.match(/\((\d+) unread\)/)![1]);
  expect(await unread()).toBeGreaterThanOrEqual(3);

  // The server's rules may add a notification at any moment (what earlier work made due), so each step
  // is checked on the notification it acts on, and the bell must agree with the list it shows.
  await bell.click();
  const items = page.getByTestId('notification');
  await expect(items.first()).toBeVisible();
  const messageOf = async (item: Locator) => (await item.getByTestId('notification-message').textContent())!;
  const withMessage = (message: string) => items.filter({ hasText: message });
  const bellAgrees = async () => (await unread()) === (await items.count());
  // Days in the texts read as everywhere else in the app ('Dec 19, 2026'), never as '2026-12-19'.
  for (const message of await items.getByTestId('notification-message').allTextContents()) {
    expect(message).not.toMatch(/\b\d{4}-\d{2}-\d{2}\b/);
  }

  const marked = await messageOf(items.first());
  const markedBefore = await withMessage(marked).count();
  await items
    .first()
    .getByRole('button', { name: /^Mark ".*" read$/ })
    .click();
  await expect(withMessage(marked)).toHaveCount(markedBefore - 1);
  await expect.poll(bellAgrees).toBe(true);

  const deleted = await messageOf(items.first());
  const deletedBefore = await withMessage(deleted).count();
  await items
    .first()
    .getByRole('button', { name: /^Delete ".*"$/ })
    .click();
  await expect(withMessage(deleted)).toHaveCount(deletedBefore - 1);
  await expect.poll(bellAgrees).toBe(true);

  const shown = await Promise.all((await items.all()).map(messageOf));
  await page.getByRole('button', { name: 'Mark all read' }).click();
  for (const message of shown) await expect(withMessage(message)).toHaveCount(0);
  await expect.poll(bellAgrees).toBe(true);
  // Unless the rules made one meanwhile, the list now says so in words.
  if ((await items.count()) === 0) await expect(page.getByText('No unread notifications')).toBeVisible();

  // Read on the server, not only on screen: a reload still shows none unread.
  await page.reload();
  await bell.click();
  for (const message of [marked, deleted, ...shown]) await expect(withMessage(message)).toHaveCount(0);
});

test('an unknown address shows the 404 page inside the app', async ({ page }) => {
  await signIn(page);
  await page.goto('/no-such-screen');
  // The header says where the user is: not the dashboard's greeting above a 404.
  await expect(page.getByRole('heading', { name: 'Page Not Found', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toHaveCount(0);
  await expect(page.getByText(/welcome back/)).toHaveCount(0);
  await expect(
    page.getByText('There is no page at this address, or your account cannot open it.'),
  ).toBeVisible();
  await expect(page.getByText(/forget to add the page/)).toHaveCount(0);
  await page.getByRole('link', { name: 'Back to the Dashboard' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
});
