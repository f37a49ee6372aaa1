import { expect, test } from '@playwright/test';
import { signIn } from './login.ts';

test('the header search finds a client from anywhere (Ctrl+K) and opens its screen', async ({ page }) => {
  await signIn(page);
  await page.keyboard.press('Control+k');
  const box = page.getByRole('textbox', { name: 'Search everything' });
  await expect(box).toBeVisible();
  await box.fill('EVERGREEN');
  await page.getByRole('button', { name: /^Evergreen Insurance Client/ }).click();
  await expect(page).toHaveURL(/\/clients\?search=Evergreen%20Insurance$/);
  await expect(page.getByRole('row', { name: /Evergreen Insurance/ })).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(2);
});
