import { expect, test } from '@playwright/test';
import { signIn } from './login.ts';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

test('profile, company settings updating the sidebar live, logo upload, and password checks', async ({
  page,
}) => {
  await signIn(page);
  await page.getByRole('button', { name: /User menu/ }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);

  await page.getByRole('textbox', { name: 'Email', exact: true }).first().fill('not-an-email');
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(page.getByText('Invalid email address')).toBeVisible();
  await page.getByRole('textbox', { name: 'Email', exact: true }).first().fill('admin@eventflow.test');
  await page.getByRole('textbox', { name: 'First name', exact: true }).fill('Ada');
  await page.getByRole('textbox', { name: 'Last name', exact: true }).fill('Admin');
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(page.getByText('Profile updated successfully')).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).locator('..').getByText('Ada Admin'),
  ).toBeVisible();

  const companyName = page.getByRole('textbox', { name: 'Company name', exact: true });
  await companyName.fill('');
  await page.getByRole('button', { name: 'Save Company Settings' }).click();
  await expect(page.getByText('Company name is required')).toBeVisible();
  await companyName.fill('Starlight Events');
  await page.getByRole('textbox', { name: 'Website', exact: true }).fill('not a url');
  await page.getByRole('button', { name: 'Save Company Settings' }).click();
  await expect(page.getByText('Invalid website URL')).toBeVisible();
  await page.getByRole('textbox', { name: 'Website', exact: true }).fill('https://starlight.example.com');
  await page.getByRole('button', { name: 'Save Company Settings' }).click();
  await expect(page.getByText('Company settings saved')).toBeVisible();
  await expect(page.getByText('Starlight Events', { exact: true }).first()).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('company_name'))).toBe('Starlight Events');

  // The company's time zone: shown on the card, chosen from the IANA names, kept by the server.
  const timeZone = page.getByRole('combobox', { name: 'Time zone' });
  await expect(timeZone).toHaveValue('UTC');
  await timeZone.fill('Europe/Par');
  await page.getByRole('option', { name: 'Europe/Paris' }).click();
  await page.getByRole('button', { name: 'Save Company Settings' }).click();
  const savedZone = () =>
    page.evaluate(() =>
      fetch('/api/company-settings')
        .then((r) => r.json())
        .then((s) => s.timeZone),
    );
  await expect.poll(savedZone).toBe('Europe/Paris');
  await page.reload();
  await expect(timeZone).toHaveValue('Europe/Paris');
  await timeZone.fill('UTC');
  // Each option says the zone's offset after its name.
  await page.getByRole('option', { name: /^UTC\b/ }).click();
  await page.getByRole('button', { name: 'Save Company Settings' }).click();
  await expect.poll(savedZone).toBe('UTC');

  // Overdue reminders: days after the due date, refused out of order, saved as a list.
  const companySettings = async () => (await page.request.get('/api/company-settings')).json();
  const reminders = page.getByRole('textbox', { name: /Overdue reminders/ });
  await expect(reminders).toHaveValue('3, 7, 14');
  await reminders.fill('14, 7');
  await page.getByRole('button', { name: 'Save Company Settings' }).click();
  await expect(
    page.getByText('List the reminder days in ascending order, each once (e.g. 3, 7, 14)'),
  ).toBeVisible();
  await reminders.fill('5, 10, 30');
  await page.getByRole('button', { name: 'Save Company Settings' }).click();
  await expect.poll(async () => (await companySettings()).overdueReminderDays).toEqual([5, 10, 30]);
  await page.reload();
  await expect(reminders).toHaveValue('5, 10, 30');

  // The mail server: saved on its own, its password stored and never shown again.
  const inForce = page.getByTestId('mail-server-in-force');
  await expect(inForce).toHaveText(/No mail server is configured/);
  const host = page.getByRole('textbox', { name: 'SMTP host' });
  const password = page.getByLabel('SMTP password', { exact: true });
  await host.fill('smtp.starlight.example.com');
  await page.getByRole('textbox', { name: 'Port' }).fill('2525');
  await page.getByRole('textbox', { name: 'SMTP user name' }).fill('office@starlight.example.com');
  await password.fill('e2e-smtp-secret');
  await page.getByRole('button', { name: 'Save Mail Server' }).click();
  await expect(page.getByText('The From address is required to send through this mail server')).toBeVisible();
  await page
    .getByRole('textbox', { name: 'From address' })
    .fill('Starlight Events <office@starlight.example.com>');
  await page.getByRole('button', { name: 'Save Mail Server' }).click();
  await expect(page.getByText('Mail server saved')).toBeVisible();
  await expect(inForce).toHaveText('E-mail is sent through this mail server.');
  const saved = await companySettings();
  expect(saved).toMatchObject({
    smtpHost: 'smtp.starlight.example.com',
    smtpPort: 2525,
    smtpSecurity: 'starttls',
    smtpUsername: 'office@starlight.example.com',
    smtpPasswordSet: true,
    mailFrom: 'Starlight Events <office@starlight.example.com>',
    mailServer: 'company',
  });
  expect(JSON.stringify(saved)).not.toContain('e2e-smtp-secret');
  await page.reload();
  await expect(host).toHaveValue('smtp.starlight.example.com');
  await expect(password).toHaveValue('');
  await expect(page.getByText(/A password is stored/)).toBeVisible();
  // Saved again with the password field empty: the stored one stays.
  await page.getByRole('textbox', { name: 'Port' }).fill('');
  await page.getByRole('button', { name: 'Save Mail Server' }).click();
  await expect.poll(async () => (await companySettings()).smtpPort).toBeNull();
  expect((await companySettings()).smtpPasswordSet).toBe(true);

  // The test e-mail goes to the signed-in admin through the outbox (this server keeps it queued).
  await page.getByRole('button', { name: 'Send Test E-mail' }).click();
  await expect(page.getByText(/Test e-mail queued for admin@eventflow\.test/)).toBeVisible();

  // Removed again (the host emptied): this server keeps its mail in the outbox, as other specs expect.
  await host.fill('');
  await page.getByRole('button', { name: 'Save Mail Server' }).click();
  await expect(inForce).toHaveText(/No mail server is configured/);
  expect(await companySettings()).toMatchObject({ smtpHost: null, smtpPasswordSet: false, mailFrom: null });

  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Change logo' }).click();
  await (await chooser).setFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('Company settings saved')).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('company_logo')))
    .toMatch(/^\/api\/files\//);

  const notImage = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Change picture' }).click();
  await (await notImage).setFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('hello'),
  });
  await expect(page.getByText('Invalid file type')).toBeVisible();
  await expect(page.getByText('Please select an image file')).toBeVisible();

  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Current password is required')).toBeVisible();
  await page.getByLabel('Current password', { exact: true }).fill('wrong-one');
  await page.getByLabel('New password', { exact: true }).fill('12345');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('brand-new-password');
  await page.getByLabel('Confirm new password', { exact: true }).fill('brand-new-password');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Password change failed')).toBeVisible();
  await expect(page.getByText('Current password is incorrect')).toBeVisible();
});
