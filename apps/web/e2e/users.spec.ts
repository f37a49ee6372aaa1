import { expect, test } from '@playwright/test';
import { signIn } from './login.ts';

test('admin manages users; a plain user gets the 404 page at /admin/users', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { name: 'User Management', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Add User' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create User' });
  await dialog.getByRole('textbox', { name: 'Username', exact: true }).fill('planner');
  await dialog.getByLabel(/^Password/).fill('planner-pass-1');
  await dialog.getByLabel(/^Confirm password/).fill('planner-pass-1');
  await dialog.getByRole('button', { name: 'Create User' }).click();
  const row = page.getByRole('row', { name: /@planner/ });
  await expect(row).toBeVisible();
  await expect(row.getByText('user', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: /User menu/ }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByRole('link', { name: 'Get Started' })).toBeVisible();

  await signIn(page, { username: 'planner', password: 'planner-pass-1' });
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
});
