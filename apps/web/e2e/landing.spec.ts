import { expect, test } from '@playwright/test';
import { collectPageErrors } from './page-errors.ts';

test('the landing page is served with its hero, feature cards and footer', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  for (const title of ['Event Planning', 'Client Collaboration', 'Creative Growth', 'Creative Assets']) {
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Get Started' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('All rights reserved');
});

test('a visitor who is not signed in gets the landing and login pages without a console error', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Get Started' })).toBeVisible();
  await page.getByRole('link', { name: 'Get Started' }).click();
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await page.goto('/clients');
  await expect(page.getByRole('link', { name: 'Get Started' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('the API answers health from the same port', async ({ request }) => {
  const res = await request.get('/api/health');
  expect(res.status()).toBe(200);
  expect(await res.json()).toEqual({ status: 'ok' });
});
