import { expect, test } from '@playwright/test';
import { expectAccessible } from './axe.ts';
import { confirmInModal } from './confirm.ts';
import { signInQuickly } from './screens.ts';

test('API tokens on the profile: shown once with a copy button, usable on /api, revoked at once', async ({
  page,
  context,
  playwright,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInQuickly(page);
  await page.goto('/profile');
  const card = page
    .locator('.mantine-Card-root')
    .filter({ has: page.getByRole('heading', { name: 'API Tokens' }) });
  await expect(card.getByText('No API tokens yet.')).toBeVisible();

  await card.getByRole('button', { name: 'Create Token' }).click();
  await expect(card.getByText('Token name is required')).toBeVisible();
  await card.getByRole('textbox', { name: 'Token name' }).fill('Nightly export');
  await card.getByRole('button', { name: 'Create Token' }).click();
  await expect(page.getByText('API token created')).toBeVisible();

  const shown = card.getByRole('textbox', { name: 'New API token' });
  await expect(shown).toHaveValue(/^evf_[A-Za-z0-9_-]{43}$/);
  const token = await shown.inputValue();
  await card.getByRole('button', { name: 'Copy token' }).click();
  await expect(card.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);
  const row = card.getByRole('row', { name: /Nightly export/ });
  await expect(row).toContainText('Never');
  // The toast's own contrast is not this card's (toasts are checked nowhere): close it first.
  await page.getByRole('alert').filter({ hasText: 'API token created' }).getByRole('button').click();
  await expect(page.getByText('API token created')).toBeHidden();
  await expectAccessible(page, 'the profile with a new API token');

  // A script with the token and no cookie reads the REST face as the admin; the web app's RPC refuses it.
  const script = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { authorization: `Bearer ${token}` },
  });
  const me = await script.get('/api/auth/me');
  expect(me.status()).toBe(200);
  expect((await me.json()).user.username).toBe('admin');
  expect((await script.get('/trpc/auth.me')).status()).toBe(401);

  // Shown once: gone when dismissed, and never listed again.
  await card.getByRole('button', { name: 'Done' }).click();
  await expect(shown).toHaveCount(0);
  await page.reload();
  await expect(row).toContainText('Just now');
  expect(await page.content()).not.toContain(token);

  await row.getByRole('button', { name: 'Revoke Nightly export' }).click();
  await confirmInModal(page, 'Revoke this API token? Scripts that use it will stop working at once.', {
    subject: 'Nightly export',
    confirm: 'Revoke',
  });
  await expect(page.getByText('API token revoked')).toBeVisible();
  await expect(card.getByText('No API tokens yet.')).toBeVisible();
  const refused = await script.get('/api/auth/me');
  expect(refused.status()).toBe(401);
  expect((await refused.json()).message).toBe('Invalid API token');
  await script.dispose();
});
