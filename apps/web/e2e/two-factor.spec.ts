import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { generate } from 'otplib';
import { expectAccessible } from './axe.ts';
import { signInQuickly } from './screens.ts';

/*
 * Two-factor sign-in in Chromium: codes are made here by otplib, a TOTP library the server
 * does not use. A code works once, so each code is of a time step after the last one spent; when the
 * step after it is more than one ahead of the clock, the test waits for the next 30-second step.
 */

type Account = { username: string; password: string };

/** Codes of one secret, each of a later time step than the one before. */
function codesOf(secret: string) {
  let lastStep = Number.NEGATIVE_INFINITY;
  return async (page: Page): Promise<string> => {
    let now = Math.floor(Date.now() / 30_000);
    if (lastStep + 1 > now + 1) {
      await page.waitForTimeout((now + 1) * 30_000 - Date.now() + 500);
      now = Math.floor(Date.now() / 30_000);
    }
    const step = Math.max(now, lastStep + 1);
    lastStep = step;
    return generate({ secret, epoch: step * 30 });
  };
}

/** A new account made by the seeded admin through the API. */
async function newAccount(request: APIRequestContext, role: 'user' | 'admin'): Promise<Account> {
  const account = { username: `two-factor-${role}-${Date.now()}`, password: 'two-factor-pass-1' };
  const made = await request.post('/api/users', { data: { ...account, role } });
  expect(made.status(), await made.text()).toBe(201);
  return account;
}

async function fillSignIn(page: Page, account: Account) {
  await page.goto('/login');
  await page.getByLabel('Username', { exact: true }).fill(account.username);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: /User menu/ }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByRole('link', { name: 'Get Started' })).toBeVisible();
}

const dashboard = (page: Page) => page.getByRole('heading', { name: 'Dashboard', level: 1 });

/** Closes the toast on screen (toasts are not what an axe check of a dialog is about). */
async function closeToast(page: Page, text: string) {
  await page.getByRole('alert').filter({ hasText: text }).getByRole('button').click();
  await expect(page.getByRole('alert').filter({ hasText: text })).toBeHidden();
}

/** Confirms the started set-up in `where` (a dialog or the set-up screen); answers the recovery codes. */
async function confirmSetUp(page: Page, where: Locator, nextCode: (page: Page) => Promise<string>) {
  await where.getByRole('textbox', { name: 'Code from the app' }).fill(await nextCode(page));
  await where.getByRole('button', { name: 'Turn On' }).click();
  await expect(
    where.getByText('These codes are shown once and never again.', { exact: false }),
  ).toBeVisible();
  const codes = await where.getByTestId('recovery-codes').locator('code').allTextContents();
  expect(codes).toHaveLength(10);
  return codes;
}

test('turned on from Profile, asked for after the password, a recovery code once, turned off with a code', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInQuickly(page);
  const account = await newAccount(page.request, 'user');
  await page.request.post('/api/auth/logout');

  await fillSignIn(page, account);
  await expect(dashboard(page)).toBeVisible();
  await page.goto('/profile');
  const card = page
    .locator('.mantine-Card-root')
    .filter({ has: page.getByRole('heading', { name: 'Two-factor sign-in' }) });
  await expect(card.getByText('Off', { exact: true })).toBeVisible();

  await card.getByRole('button', { name: 'Set Up' }).click();
  const dialog = page.getByRole('dialog', { name: 'Set up two-factor sign-in' });
  await expect(dialog.getByRole('img', { name: /QR code/ })).toBeVisible();
  const secret = await dialog.getByRole('textbox', { name: 'Secret' }).inputValue();
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  const nextCode = codesOf(secret);

  // A wrong code: the server's reason under the field, and still off.
  await dialog.getByRole('textbox', { name: 'Code from the app' }).fill('000000');
  await dialog.getByRole('button', { name: 'Turn On' }).click();
  await expect(dialog.getByText('That code is not correct.', { exact: false })).toBeVisible();
  await closeToast(page, 'That code is not correct.');
  await expectAccessible(page, 'the two-factor set-up dialog with a refused code');

  const recoveryCodes = await confirmSetUp(page, dialog, nextCode);
  await closeToast(page, 'Two-factor sign-in is on');
  await expectAccessible(page, 'the recovery codes, shown once');
  await dialog.getByRole('button', { name: 'I have saved my codes' }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByText('On', { exact: true })).toBeVisible();
  await expect(card.getByTestId('recovery-codes-left')).toHaveText('10 of 10 recovery codes left.');

  // Signing in: the password, then the code.
  await signOut(page);
  await fillSignIn(page, account);
  const codeField = page.getByRole('textbox', { name: 'Two-factor code' });
  await expect(codeField).toBeVisible();
  await expect(dashboard(page)).toBeHidden();
  await expectAccessible(page, 'the sign-in asking for the two-factor code');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expectAccessible(page, 'the sign-in asking for the two-factor code, dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await codeField.fill(await nextCode(page));
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(dashboard(page)).toBeVisible();

  // A recovery code instead, once.
  await signOut(page);
  await fillSignIn(page, account);
  await codeField.fill(recoveryCodes[0]!);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(dashboard(page)).toBeVisible();
  await signOut(page);
  await fillSignIn(page, account);
  await codeField.fill(recoveryCodes[0]!);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Invalid two-factor code')).toBeVisible();
  await codeField.fill(recoveryCodes[1]!);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(dashboard(page)).toBeVisible();

  // Turning it off asks for a current code.
  await page.goto('/profile');
  await expect(card.getByTestId('recovery-codes-left')).toHaveText('8 of 10 recovery codes left.');
  await card.getByRole('button', { name: 'Turn Off' }).click();
  const off = page.getByRole('dialog', { name: 'Turn off two-factor sign-in' });
  await off.getByRole('button', { name: 'Turn Off' }).click();
  await expect(off.getByText('Enter the code from your authenticator app')).toBeVisible();
  await expectAccessible(page, 'the turn-off dialog with its validation message');
  await off.getByRole('textbox', { name: 'Code from the app' }).fill(await nextCode(page));
  await off.getByRole('button', { name: 'Turn Off' }).click();
  await expect(off).toBeHidden();
  await expect(card.getByText('Off', { exact: true })).toBeVisible();

  // The password alone again.
  await signOut(page);
  await fillSignIn(page, account);
  await expect(dashboard(page)).toBeVisible();
});

test("a company requirement keeps a user on the set-up screen until it is done; an admin's reset", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signInQuickly(page);
  const boss = await newAccount(page.request, 'admin');
  const user = await newAccount(page.request, 'user');
  await page.request.post('/api/auth/logout');

  // An admin with a second factor of their own sets the requirement (the switch).
  await fillSignIn(page, boss);
  await expect(dashboard(page)).toBeVisible();
  const setup = await page.request.post('/api/auth/2fa/setup');
  const bossCodes = codesOf((await setup.json()).secret);
  const on = await page.request.post('/api/auth/2fa/enable', { data: { code: await bossCodes(page) } });
  expect(on.status()).toBe(200);
  await page.goto('/profile');
  const everyone = page.getByRole('switch', { name: 'Require two-factor sign-in for everyone' });
  // Saved at once; the switch shows the saved setting.
  await everyone.click();
  await expect(page.getByText('Two-factor sign-in requirement saved')).toBeVisible();
  await expect(everyone).toBeChecked();
  try {
    // The user in a browser of their own (axe needs a page of a context made with newContext).
    const userBrowser = await browser.newContext();
    const other = await userBrowser.newPage();
    await fillSignIn(other, user);
    await expect(other).toHaveURL(/\/two-factor-setup$/);
    const screen = other.getByRole('main');
    await expect(screen.getByRole('heading', { name: 'Set up two-factor sign-in' })).toBeVisible();
    await expectAccessible(other, 'the set-up screen a company requirement sends to');
    // And in the dark scheme: the user's 'system' follows the device.
    await other.emulateMedia({ colorScheme: 'dark' });
    await expect(other.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await expectAccessible(other, 'the set-up screen a company requirement sends to, dark');
    await other.emulateMedia({ colorScheme: 'light' });
    // Nowhere else until it is set up.
    await other.goto('/clients');
    await expect(other).toHaveURL(/\/two-factor-setup$/);
    await screen.getByRole('button', { name: 'Start Set-up' }).click();
    const secret = await screen.getByRole('textbox', { name: 'Secret' }).inputValue();
    await confirmSetUp(other, screen, codesOf(secret));
    await screen.getByRole('button', { name: 'I have saved my codes' }).click();
    await expect(dashboard(other)).toBeVisible();
    await other.goto('/clients');
    await expect(other.getByRole('heading', { name: 'Client Management', level: 1 })).toBeVisible();

    // The admin resets it from the Users screen: the user's session ends.
    await page.goto('/admin/users');
    await page.getByRole('button', { name: `Reset two-factor sign-in of ${user.username}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Reset two-factor sign-in' });
    await expect(confirm.getByTestId('confirm-subject')).toHaveText(user.username);
    await expectAccessible(page, 'the reset confirmation');
    await confirm.getByRole('button', { name: 'Reset' }).click();
    await expect(page.getByText(`Two-factor sign-in of ${user.username} was reset`)).toBeVisible();
    await expect(
      page.getByRole('button', { name: `Reset two-factor sign-in of ${user.username}` }),
    ).toHaveCount(0);
    expect((await other.request.get('/api/auth/me')).status()).toBe(401);
    await userBrowser.close();
  } finally {
    const settings = await page.request.put('/api/company-settings', {
      data: { requireTwoFactorEveryone: false },
    });
    expect(settings.status()).toBe(200);
  }
});
