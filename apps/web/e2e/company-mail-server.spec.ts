import { expect, test } from '@playwright/test';
import { expectAccessible } from './axe.ts';
import { signIn } from './login.ts';

// The mail server an administrator sets in the company settings is the one mail leaves through: this
// server's environment names a mail catcher (MailDev) with its own From; the company settings name the
// same catcher with another From, and the test e-mail arrives with the company's.

type Caught = { subject: string; from: { address: string }[]; to: { address: string }[] };

test('a test e-mail leaves through the mail server set in the company settings', async ({ page }) => {
  test.setTimeout(90_000);
  const catcher = (await (await page.request.get('/__e2e/mail-catcher')).json()) as {
    web: string | null;
    smtpPort: number | null;
  };
  expect(catcher.web, 'this server has a mail catcher').toBeTruthy();
  await signIn(page);
  await page.goto('/profile');
  const stamp = Date.now();
  const myAddress = `admin${stamp}@e2e.test`;
  await page.getByRole('textbox', { name: 'Email', exact: true }).first().fill(myAddress);
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(page.getByText('Profile updated successfully')).toBeVisible();

  const inForce = page.getByTestId('mail-server-in-force');
  await expect(inForce).toHaveText(/set in the environment/);
  const host = page.getByRole('textbox', { name: 'SMTP host' });
  await host.fill('127.0.0.1');
  await page.getByRole('combobox', { name: 'Security' }).click();
  await page.getByRole('option', { name: 'None (plain text)' }).click();
  await page.getByRole('textbox', { name: 'Port' }).fill(String(catcher.smtpPort));
  await page.getByRole('textbox', { name: 'From address' }).fill('Company Mail <company@e2e.test>');
  await page.getByRole('button', { name: 'Save Mail Server' }).click();
  await expect(inForce).toHaveText('E-mail is sent through this mail server.');
  await expectAccessible(page, '/profile with the company mail server set');

  try {
    await page.getByRole('button', { name: 'Send Test E-mail' }).click();
    await expect(page.getByText(`Test e-mail queued for ${myAddress}`, { exact: false })).toBeVisible();
    const arrived = async () => {
      const caught = (await (await page.request.get(`${catcher.web}/api/email`)).json()) as Caught[];
      return caught.find((m) => m.to.some((t) => t.address === myAddress));
    };
    await expect
      .poll(async () => (await arrived())?.from[0]?.address, { timeout: 30_000 })
      .toBe('company@e2e.test');
    expect((await arrived())?.subject).toMatch(/^Test e-mail from /);
  } finally {
    // Back to the environment's server, for the specs that follow on this server.
    await host.fill('');
    await page.getByRole('button', { name: 'Save Mail Server' }).click();
    await expect(inForce).toHaveText(/set in the environment/);
  }
});
