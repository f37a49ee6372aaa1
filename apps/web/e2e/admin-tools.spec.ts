import { expect, test } from '@playwright/test';
import { confirmInModal } from './confirm.ts';
import { signIn } from './login.ts';

test('admin reads the audit log and signs a user out everywhere', async ({ page, browser, baseURL }) => {
  test.setTimeout(60_000);
  await signIn(page);

  // A colleague with a session of their own, in another browser.
  const username = `temp-${Date.now()}`;
  const created = await page.request.post('/api/users', {
    data: { username, password: 'temp-password-1', email: `${username}@example.com`, role: 'user' },
  });
  expect(created.status()).toBe(201);
  const colleague = await browser.newContext({ baseURL });
  expect(
    (
      await colleague.request.post('/api/auth/login', { data: { username, password: 'temp-password-1' } })
    ).status(),
  ).toBe(200);
  expect((await colleague.request.get('/api/auth/me')).status()).toBe(200);

  // A change to audit: a client of this test's own, renamed through the API as the admin (the demo
  // clients stay as other specs expect them).
  const made = await page.request.post('/api/clients', {
    data: {
      name: `Audit Test ${Date.now()}`,
      industry: 'Retail',
      contactName: 'Ann',
      contactEmail: 'ann@audit.test',
    },
  });
  expect(made.status()).toBe(201);
  const client = (await made.json()) as { id: number; name: string; version: number };
  const renamed = `${client.name} (renamed)`;
  expect(
    (
      await page.request.put(`/api/clients/${client.id}`, {
        data: { name: renamed, version: client.version },
      })
    ).status(),
  ).toBe(200);

  await page.getByRole('button', { name: 'Administration' }).click();
  await page.getByRole('link', { name: 'User Management' }).click();
  await page.getByRole('link', { name: 'Audit Log' }).click();
  await expect(page.getByRole('heading', { name: 'Audit Log', level: 1 })).toBeVisible();
  const entry = page.getByRole('row', { name: new RegExp(`Client #${client.id}`) }).first();
  await expect(entry).toContainText('admin');
  await expect(entry).toContainText(`name: ${client.name} → ${renamed}`);
  await page.getByRole('combobox', { name: 'Action filter' }).click();
  await page.getByRole('option', { name: 'Created' }).click();
  await expect(page.getByRole('row', { name: /User #/ }).first()).toContainText(`Created “${username}”`);

  await page.goBack();
  await expect(page.getByRole('heading', { name: 'User Management', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: `End sessions of ${username}` }).click();
  await confirmInModal(page, `Sign ${username} out on every device?`, { confirm: 'End sessions' });
  await expect(page.getByText(`${username} was signed out of 1 session`)).toBeVisible();
  expect((await colleague.request.get('/api/auth/me')).status()).toBe(401);
  // The admin is still signed in.
  expect((await page.request.get('/api/auth/me')).status()).toBe(200);
  await colleague.close();
});
