import { expect, type Page, test } from '@playwright/test';
import { ADMIN } from './login.ts';
import { settled, signInQuickly } from './screens.ts';

// The user menu's colour scheme applies at once, is saved to the account and comes back
// with the session, in this browser (from localStorage, before the first paint) and in another one.

const scheme = (page: Page) => page.locator('html').getAttribute('data-mantine-color-scheme');

test.use({ colorScheme: 'light' });

test.afterEach(async ({ request }) => {
  // The admin's choice back to the default, for the other specs.
  await request.post('/api/auth/login', { data: ADMIN });
  await request.post('/api/users/me/color-scheme', { data: { colorScheme: 'system' } });
});

test('the user menu switches to dark at once, and the choice follows the user', async ({ page, browser }) => {
  await signInQuickly(page);
  await page.goto('/dashboard');
  await settled(page);
  expect(await scheme(page)).toBe('light');

  await page.getByRole('button', { name: /User menu/ }).click();
  await expect(page.getByRole('menuitemradio', { name: 'System' })).toHaveAttribute('aria-checked', 'true');
  const saved = page.waitForResponse((r) => r.url().includes('users.setColorScheme') && r.ok());
  await page.getByRole('menuitemradio', { name: 'Dark' }).click();
  await saved;
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expect(page.getByRole('menuitemradio', { name: 'Dark' })).toHaveAttribute('aria-checked', 'true');

  // The next visit paints dark from its first frame (public/color-scheme.js, the build's copy
  // assets/color-scheme-<hash>.js), before the app runs.
  const appAssets = /\/assets\/(?!color-scheme-)/;
  await page.route(appAssets, (route) => route.abort());
  await page.goto('/dashboard');
  expect(await scheme(page)).toBe('dark');
  await page.unroute(appAssets);

  // Another browser whose device is light: dark once the session says so.
  const other = await browser.newContext({ colorScheme: 'light', baseURL: test.info().project.use.baseURL });
  const otherPage = await other.newPage();
  await signInQuickly(otherPage);
  await otherPage.goto('/dashboard');
  await settled(otherPage);
  await expect(otherPage.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await other.close();
});
