import { expect, test } from '@playwright/test';
import { signIn } from './login.ts';

test("the header search finds a client from anywhere (Ctrl+K) and opens the client's page", async ({
  page,
}) => {
  await signIn(page);
  await page.keyboard.press('Control+k');
  const box = page.getByRole('textbox', { name: 'Search everything' });
  await expect(box).toBeVisible();
  await box.fill('EVERGREEN');
  await page.getByRole('button', { name: /^Evergreen Insurance Client/ }).click();
  await expect(page).toHaveURL(/\/clients\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Evergreen Insurance', level: 2 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Client Details', level: 1 })).toBeVisible();
});

test('the header search finds a demo event and opens its event page', async ({ page }) => {
  await signIn(page);
  // A demo event (the seed's names are drawn at random): the soonest one the Events list answers.
  const listed = await page.request.get('/api/events?limit=1&sortBy=date&sortDir=asc');
  expect(listed.status()).toBe(200);
  const body = await listed.json();
  const [event] = (Array.isArray(body) ? body : body.items) as Array<{ id: number; name: string }>;
  expect(event).toBeDefined();
  const { name } = event!;

  await page.keyboard.press('Control+k');
  const box = page.getByRole('textbox', { name: 'Search everything' });
  await expect(box).toBeVisible();
  await box.fill(name);
  const hit = page.getByRole('button', {
    name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} Event`),
  });
  await hit.first().click();
  await expect(page).toHaveURL(/\/events\/\d+$/);
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Equipment' })).toBeVisible();
});
