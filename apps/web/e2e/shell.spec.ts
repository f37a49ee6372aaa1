import { expect, test } from '@playwright/test';
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

  await bell.click();
  const markButtons = page.getByRole('button', { name: /^Mark ".*" read$/ });
  await expect(markButtons.first()).toBeVisible();
  // Opening the list may make the notifications that have come due since the count was read (the
  // server's refresh rule): count once every answer is in.
  await page.waitForLoadState('networkidle');
  const start = await unread();
  expect(start).toBeGreaterThanOrEqual(3);
  await markButtons.first().click();
  await expect(page.getByRole('button', { name: `Notifications (${start - 1} unread)` })).toBeVisible();

  await page
    .getByRole('button', { name: /^Delete ".*"$/ })
    .first()
    .click();
  await expect(page.getByRole('button', { name: `Notifications (${start - 2} unread)` })).toBeVisible();

  await page.getByRole('button', { name: 'Mark all read' }).click();
  await expect(page.getByText('No unread notifications')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Notifications (0 unread)' })).toBeVisible();

  // Read on the server, not only on screen: a reload still shows none unread.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Notifications (0 unread)' })).toBeVisible();
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
