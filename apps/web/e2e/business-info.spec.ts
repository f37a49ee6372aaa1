import { expect, type Page, test } from '@playwright/test';
import { confirmInModal } from './confirm.ts';
import { signIn } from './login.ts';

const cardValue = (page: Page, title: string) => page.getByRole('group', { name: title }).locator('p').nth(1);
const cents = (money: string | null) => Math.round(Number((money ?? '').replace(/[$,]/g, '')) * 100);
const dollars = (c: number) =>
  `$${(c / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

test('business information: create, search, filter, reveal, edit and delete through the UI', async ({
  page,
}) => {
  await signIn(page);
  await page.getByRole('link', { name: 'Business Info' }).click();
  await expect(page.getByRole('heading', { name: 'Business Information', level: 1 })).toBeVisible();
  await expect(cardValue(page, 'Passwords')).toHaveText(/^\d+$/);
  const passwords = Number(await cardValue(page, 'Passwords').textContent());
  const cost = cents(await cardValue(page, 'Total Cost').textContent());

  await page.getByRole('button', { name: 'Add Information' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Business Information' });
  await dialog.getByRole('button', { name: 'Add Information' }).click();
  await expect(dialog.getByText('Please fill in required fields')).toHaveCount(2);

  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('E2E Router Admin');
  await dialog.getByRole('textbox', { name: 'Value', exact: true }).fill('Office router');
  await dialog.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'password' }).click();
  await dialog.getByRole('textbox', { name: 'Username', exact: true }).fill('admin');
  await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill('r0uter-secret');
  await dialog.getByRole('textbox', { name: 'Cost', exact: true }).fill('10.25');
  await dialog.getByRole('textbox', { name: 'Tags', exact: true }).fill('network, office,');
  await dialog.getByRole('button', { name: 'Add Information' }).click();
  await expect(page.getByText('Business information created successfully')).toBeVisible();
  await expect(cardValue(page, 'Passwords')).toHaveText(String(passwords + 1));
  await expect(cardValue(page, 'Total Cost')).toHaveText(dollars(cost + 1025));

  await page.getByRole('textbox', { name: 'Search business information' }).fill('e2e router');
  const card = page.getByRole('article', { name: 'E2E Router Admin' });
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(card).toContainText('network');
  await expect(card).toContainText('$10.25');
  await expect(card).not.toContainText('r0uter-secret');
  await card.getByRole('button', { name: 'Show password of E2E Router Admin' }).click();
  await expect(card).toContainText('r0uter-secret');

  await page.getByRole('combobox', { name: 'Category filter' }).click();
  await page.getByRole('option', { name: 'software' }).click();
  await expect(page.getByText('No business information found')).toBeVisible();
  await page.getByRole('combobox', { name: 'Category filter' }).click();
  await page.getByRole('option', { name: 'password' }).click();
  await expect(card).toBeVisible();

  await card.getByRole('button', { name: 'Edit E2E Router Admin' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Business Information' });
  await expect(edit.getByRole('textbox', { name: 'Tags', exact: true })).toHaveValue('network, office');
  await edit.getByRole('textbox', { name: 'Value', exact: true }).fill('Main office router');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Business information updated successfully')).toBeVisible();
  await expect(card).toContainText('Main office router');

  await card.getByRole('button', { name: 'Delete E2E Router Admin' }).click();
  await confirmInModal(page, 'Are you sure you want to delete this business information?', {
    subject: 'E2E Router Admin',
  });
  await expect(page.getByText('Business information deleted successfully')).toBeVisible();
  await expect(page.getByText('No business information found')).toBeVisible();
  await expect(cardValue(page, 'Passwords')).toHaveText(String(passwords));
});
