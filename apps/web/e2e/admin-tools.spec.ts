import { expect, type Page, test } from '@playwright/test';
import { confirmInModal } from './confirm.ts';
import { signIn } from './login.ts';

/** Clicks the screen's Export CSV link (its address matching `href`) and reads the file's lines. */
async function downloadCsv(page: Page, href: RegExp, filename: RegExp): Promise<string[]> {
  const link = page.getByRole('link', { name: 'Export CSV' });
  await expect(link).toHaveAttribute('href', href);
  const download = page.waitForEvent('download');
  await link.click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(filename);
  const text = Buffer.concat(await (await file.createReadStream()).toArray()).toString();
  return text
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean);
}

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
  // The log as filtered exports to CSV: the creations only, the new user's among them.
  const auditCsv = await downloadCsv(page, /\/api\/audit-log\/export\.csv\?.*action=create/, /^audit-log-/);
  expect(auditCsv[0]).toBe(
    'ID,Occurred at,Actor ID,Actor name,Action,Table name,Record ID,Changes,Request ID',
  );
  expect(auditCsv.slice(1).every((line) => line.includes(',create,'))).toBe(true);
  expect(auditCsv.some((line) => line.includes(',create,users,') && line.includes(username))).toBe(true);

  await page.goBack();
  await expect(page.getByRole('heading', { name: 'User Management', level: 1 })).toBeVisible();
  const usersCsv = await downloadCsv(page, /\/api\/users\/export\.csv/, /^users-/);
  expect(usersCsv[0]).toMatch(/^ID,Username,/);
  expect(usersCsv.some((line) => line.includes(`,${username},`))).toBe(true);
  expect(usersCsv[0]).not.toMatch(/password|hash/i);
  expect(usersCsv.join('\n')).not.toContain('$argon2');
  await page.getByRole('button', { name: `End sessions of ${username}` }).click();
  await confirmInModal(page, `Sign ${username} out on every device?`, { confirm: 'End sessions' });
  await expect(page.getByText(`${username} was signed out of 1 session`)).toBeVisible();
  expect((await colleague.request.get('/api/auth/me')).status()).toBe(401);
  // The admin is still signed in.
  expect((await page.request.get('/api/auth/me')).status()).toBe(200);
  await colleague.close();
});
