import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './axe.ts';
import { signIn } from './login.ts';
import { SCREENS, settled, signInQuickly } from './screens.ts';

// A phone in portrait (iPhone 12 to 15).
const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE });

/** How far the page itself can scroll sideways: 0 when nothing is wider than the screen. */
const pageOverflow = (page: Page) =>
  page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    return root.scrollWidth - window.innerWidth;
  });

/** The table's nearest sideways-scrolling ancestor: how wide its content is and how wide it shows. */
const tableScroller = (page: Page) =>
  page.getByRole('table').evaluate((table) => {
    let el = table.parentElement;
    while (el && !['auto', 'scroll'].includes(getComputedStyle(el).overflowX)) el = el.parentElement;
    if (!el) throw new Error('the table has no scrolling container');
    return { contentWidth: el.scrollWidth, shownWidth: el.clientWidth };
  });

test('at phone width the sidebar is a menu behind the burger that closes on navigation', async ({ page }) => {
  await signIn(page);
  const burger = page.getByRole('button', { name: 'Toggle navigation' });
  const sidebar = page.getByRole('navigation', { name: 'Main' });
  await expect(burger).toBeVisible();
  await expect(burger).toHaveAttribute('aria-expanded', 'false');
  await expect(sidebar).not.toBeInViewport();
  // Collapsed, its links cannot take focus (the sidebar is inert).
  const clients = page.getByRole('link', { name: 'Clients' });
  await clients.focus();
  await expect(clients).not.toBeFocused();

  await burger.click();
  await expect(burger).toHaveAttribute('aria-expanded', 'true');
  await expect(sidebar).toBeInViewport();
  await clients.focus();
  await expect(clients).toBeFocused();
  await expectAccessible(page, 'the open phone menu');
  await burger.click();
  await expect(burger).toHaveAttribute('aria-expanded', 'false');
  await expect(sidebar).not.toBeInViewport();

  await burger.click();
  await expect(sidebar).toBeInViewport();
  await page.getByRole('link', { name: 'Clients' }).click();
  await expect(page).toHaveURL(/\/clients$/);
  await expect(page.getByRole('heading', { name: 'Client Management', level: 1 })).toBeVisible();
  await expect(sidebar).not.toBeInViewport();
  await expect(burger).toHaveAttribute('aria-expanded', 'false');
  expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
});

test('at phone width no screen is wider than the phone; tables scroll inside their card', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInQuickly(page);
  for (const path of SCREENS) {
    await page.goto(path);
    await settled(page);
    expect(await pageOverflow(page), `${path} is wider than the phone`).toBeLessThanOrEqual(0);
    if ((await page.getByRole('table').count()) > 0) {
      const scroller = await tableScroller(page);
      expect(scroller.contentWidth, `${path}: the table scrolls inside its container`).toBeGreaterThan(
        scroller.shownWidth,
      );
      expect(scroller.shownWidth).toBeLessThanOrEqual(PHONE.width);
    }
  }
});

test('at phone width a dialog fits the screen', async ({ page }) => {
  await signIn(page);
  await page.goto('/clients');
  await page.getByRole('button', { name: 'Add Client' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Client' });
  await expect(dialog).toBeVisible();
  const box = await dialog.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
  expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
  // Every field is usable: the last one and the dialog's buttons can be reached and seen.
  const save = dialog.getByRole('button', { name: 'Add Client' });
  await save.scrollIntoViewIfNeeded();
  await expect(save).toBeInViewport();
  const saveBox = await save.boundingBox();
  expect(saveBox!.x + saveBox!.width).toBeLessThanOrEqual(PHONE.width);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
});
