import { expect, test } from '@playwright/test';
import { expectAccessible } from './axe.ts';
import { signInQuickly } from './screens.ts';

// "Forgot password?" from the sign-in page: the link the e-mail carries (read from the outbox's row
// through the test server, since the outbox's API never shows it) opens the reset page, the new password
// signs in, and the same link again says it was used. Both pages are checked by axe, as each state shows.

test('a link by e-mail sets a new password, once, and the new password signs in', async ({ page }) => {
  // An account of its own, made by the admin (whose password the other specs sign in with).
  await signInQuickly(page);
  const username = `reset-${Date.now()}`;
  const email = `${username}@example.com`;
  const created = await page.request.post('/api/users', {
    data: { username, password: 'first-password-1', email },
  });
  expect(created.status()).toBe(201);
  await page.context().clearCookies();

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole('heading', { name: 'Forgot your password?', level: 1 })).toBeVisible();
  await expectAccessible(page, 'the forgot-password page');
  await page.getByRole('button', { name: 'Send link' }).click();
  await expect(page.getByText('Enter your username or e-mail address', { exact: true })).toBeVisible();
  await expectAccessible(page, 'the forgot-password page with its validation message');
  await page.getByLabel('Username or e-mail').fill(username);
  await page.getByRole('button', { name: 'Send link' }).click();
  await expect(page.getByText('If an account matches, we sent a link to reset its password.')).toBeVisible();
  await expectAccessible(page, 'the forgot-password page, link sent');

  const mail = (await (
    await page.request.get(`/__e2e/last-email?to=${encodeURIComponent(email)}`)
  ).json()) as { subject: string; text: string };
  expect(mail.subject).toBe('Reset your password');
  const link = /https?:\/\/[^\s/]+(\/reset-password\?token=[\w-]{43})/.exec(mail.text)?.[1];
  expect(link, mail.text).toBeTruthy();

  await page.goto(link!);
  await expect(page.getByRole('heading', { name: 'Choose a new password', level: 1 })).toBeVisible();
  await expectAccessible(page, 'the reset-password page');
  await page.getByLabel('New password', { exact: true }).fill('second-password-2');
  await page.getByLabel('Confirm new password').fill('something-else-3');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText("Passwords don't match")).toBeVisible();
  await expectAccessible(page, 'the reset-password page with its validation message');
  await page.getByLabel('Confirm new password').fill('second-password-2');
  await page.getByRole('button', { name: 'Set new password' }).click();

  // Back on the sign-in page, told to sign in with the new password: the old one no longer works.
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Your password was changed. Sign in with your new password.')).toBeVisible();
  const old = await page.request.post('/api/auth/login', {
    data: { username, password: 'first-password-1' },
  });
  expect(old.status()).toBe(401);
  await page.getByLabel('Username', { exact: true }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill('second-password-2');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();

  // The same link again: the server's reason, and the way to ask for a new one.
  await page.goto(link!);
  await page.getByLabel('New password', { exact: true }).fill('third-password-3');
  await page.getByLabel('Confirm new password').fill('third-password-3');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('This link was already used. Ask for a new one.')).toBeVisible();
  await expectAccessible(page, 'the reset-password page, link already used');
  await page.getByRole('link', { name: 'Ask for a new link' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
});
