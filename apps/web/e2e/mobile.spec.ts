import { expect, type Page, test } from '@playwright/test';
import { SCREEN_PATHS } from '../src/screens.ts';
import { expectAccessible } from './axe.ts';
import { signIn } from './login.ts';
import { settled, signInQuickly } from './screens.ts';

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

/**
 * What of each table's first row a phone does not show without scrolling sideways: its cell naming
 * the row (the first, after DataTable's checkbox) and, when its last column is 'Actions', its buttons.
 * Each must lie within the screen's width and not be covered (by the other columns sliding under).
 * The page is scrolled down to the row first; nothing is scrolled sideways.
 */
const hiddenOfFirstRows = (page: Page) =>
  page.evaluate(() => {
    const problems: string[] = [];
    for (const table of document.querySelectorAll('table')) {
      const row = table.tBodies[0]?.rows[0];
      if (!table.checkVisibility() || !row || row.cells.length < 2) continue;
      window.scrollBy(0, row.getBoundingClientRect().top - window.innerHeight / 2);
      const headings = [...(table.tHead?.rows[0]?.cells ?? [])].map((th) => th.textContent?.trim());
      const cells = [...row.cells];
      const key = cells[0]?.querySelector('input[type="checkbox"]') ? cells[1]! : cells[0]!;
      const shown: { what: string; el: HTMLElement }[] = [{ what: 'the cell naming it', el: key }];
      if (headings.at(-1) === 'Actions')
        for (const button of cells.at(-1)!.querySelectorAll<HTMLElement>('button, a'))
          shown.push({ what: `"${button.getAttribute('aria-label') ?? button.textContent}"`, el: button });
      for (const { what, el } of shown) {
        const box = el.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        if (box.left < 0 || box.right > window.innerWidth)
          problems.push(`${what} spans ${Math.round(box.left)}..${Math.round(box.right)}px`);
        else if (!hit || !el.contains(hit)) problems.push(`${what} is covered`);
      }
    }
    return problems;
  });

test("at phone width no screen is wider than the phone; tables scroll inside their card under each row's name and buttons", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInQuickly(page);
  for (const path of SCREEN_PATHS) {
    await page.goto(path);
    await settled(page);
    expect(await pageOverflow(page), `${path} is wider than the phone`).toBeLessThanOrEqual(0);
    if ((await page.getByRole('table').count()) > 0) {
      const scroller = await tableScroller(page);
      expect(scroller.contentWidth, `${path}: the table scrolls inside its container`).toBeGreaterThan(
        scroller.shownWidth,
      );
      expect(scroller.shownWidth).toBeLessThanOrEqual(PHONE.width);
      expect(await hiddenOfFirstRows(page), `${path}: its first row`).toEqual([]);
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
