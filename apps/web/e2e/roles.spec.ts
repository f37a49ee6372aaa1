import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { signIn } from './login.ts';
import { signInQuickly } from './screens.ts';

const DEVELOPER_TEXT = 'Did you forget to add the page to the router?';

for (const role of ['manager', 'user'] as const) {
  test(`a ${role} sees no Administration group, and a 404 with a fitting header at the admin screens`, async ({
    page,
  }) => {
    // The account is made through the API by the admin, then the admin's session goes.
    await signInQuickly(page);
    const username = `${role}-${Date.now()}`;
    const password = `${role}-password-1`;
    const created = await page.request.post('/api/users', {
      data: { username, password, email: `${username}@example.com`, role },
    });
    expect(created.status()).toBe(201);
    await page.context().clearCookies();

    await signIn(page, { username, password });
    const sidebar = page.getByRole('navigation', { name: 'Main' });
    await expect(sidebar.getByRole('link', { name: 'Clients' })).toBeVisible();
    await expect(sidebar.getByRole('button', { name: 'Administration' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'User Management' })).toHaveCount(0);

    for (const path of ['/admin/users', '/admin/audit-log']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'Page Not Found', level: 1 })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      // Not the dashboard's greeting, nor the admin screen's own title, over the 404.
      await expect(page.getByText(/welcome back/)).toHaveCount(0);
      await expect(page.getByRole('heading', { name: 'User Management' })).toHaveCount(0);
      await expect(
        page.getByText('There is no page at this address, or your account cannot open it.'),
      ).toBeVisible();
      await expect(page.getByText(/forget to add the page/i)).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Back to the Dashboard' })).toBeVisible();
    }
  });
}

test('no build of the web app carries the developer text of the 404 page', () => {
  // The suite runs against the production build (apps/web/dist): every file it serves, source maps too.
  const dist = join(import.meta.dirname, '..', 'dist');
  const files = readdirSync(dist, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  expect(files.length).toBeGreaterThan(0);
  const carrying = files
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((path) => /\.(js|map|html|css|json)$/.test(path))
    .filter((path) => readFileSync(path, 'utf8').includes(DEVELOPER_TEXT));
  expect(carrying).toEqual([]);
});
