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
