import { expect, type Page } from '@playwright/test';
import { NAVIGATION } from '../src/features/shell/navigation.ts';
import { ADMIN } from './login.ts';

/** Every signed-in screen: the sidebar's routes (spec §2.3), the profile and the admin-only screens. */
export const SCREENS = [
  ...new Set([
    ...NAVIGATION.flatMap((group) => [
      ...(group.to ? [group.to] : []),
      ...group.items.map((item) => item.to),
    ]),
    '/profile',
    '/admin/users',
    '/admin/audit-log',
  ]),
];

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
