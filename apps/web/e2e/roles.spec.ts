import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { SCREENS } from '../src/screens.ts';
import { signIn } from './login.ts';
import { signInQuickly } from './screens.ts';

/** The screens registered for admins only (spec §2.2): '/admin/users', '/admin/audit-log'. */
const ADMIN_ONLY_PATHS = SCREENS.filter((screen) => screen.adminOnly).map((screen) => `/${screen.path}`);

const DEVELOPER_TEXT = 'Did you forget to add the page to the router?';
const ADMINS_ONLY = 'Only an administrator can change the company settings.';

for (const role of ['manager', 'user'] as const) {
  test(`a ${role} sees no Administration group, a 404 with a fitting header at the admin screens, and the company settings read-only`, async ({
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

    for (const path of ADMIN_ONLY_PATHS) {
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

    // The company settings: shown on the Profile screen, changed by administrators only.
    await page.goto('/profile');
    await expect(page.getByText(ADMINS_ONLY)).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Company name' })).toBeDisabled();
    await expect(page.getByRole('textbox', { name: 'Company name' })).not.toHaveValue('');
    await expect(page.getByRole('button', { name: 'Save Company Settings' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Change logo' })).toHaveCount(0);
    // Their own profile is still theirs to edit.
    await expect(page.getByRole('button', { name: 'Save Profile' })).toBeEnabled();
    const refused = await page.request.put('/api/company-settings', { data: { companyName: 'Taken Over' } });
    expect(refused.status()).toBe(403);
    expect((await refused.json()).message).toBe(ADMINS_ONLY);

    // Colleagues: their names to pick from, not their e-mail, role or sign-ins.
    expect((await page.request.get('/api/users')).status()).toBe(403);
    const options = await page.request.get('/api/users/options');
    expect(options.status()).toBe(200);
    const colleagues = (await options.json()) as Array<Record<string, unknown>>;
    expect(colleagues.map((c) => c.username)).toContain(username);
    for (const colleague of colleagues)
      expect(Object.keys(colleague).sort()).toEqual(['firstName', 'id', 'lastName', 'username']);
  });
}

test('no build of the web app carries the developer text of the 404 page', () => {
  // The suite runs against the production build (apps/web/dist, or E2E_WEB_DIST as the e2e server
  // reads it): every file it serves, source maps too.
  const dist = process.env.E2E_WEB_DIST ?? join(import.meta.dirname, '..', 'dist');
  const files = readdirSync(dist, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  expect(files.length).toBeGreaterThan(0);
  const carrying = files
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((path) => /\.(js|map|html|css|json)$/.test(path))
    .filter((path) => readFileSync(path, 'utf8').includes(DEVELOPER_TEXT));
  expect(carrying).toEqual([]);
});
