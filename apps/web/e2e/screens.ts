import { expect, type Page } from '@playwright/test';
import { ADMIN } from './login.ts';

/** Signs the admin in through the API, for tests about a screen rather than about signing in. */
export async function signInQuickly(page: Page) {
  const res = await page.request.post('/api/auth/login', { data: ADMIN });
  expect(res.ok()).toBe(true);
}

/** Waits until a signed-in screen shows its data. */
export async function settled(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The screen's code arrives first (a spinner), then its data (each figure and list says 'Loading...').
  await expect(page.getByLabel('Loading', { exact: true })).toHaveCount(0);
  await expect(page.getByText('Loading...', { exact: true })).toHaveCount(0);
}
