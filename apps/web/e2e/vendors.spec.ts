import { expect, type Locator, type Page, test } from '@playwright/test';
import { confirmInModal } from './confirm.ts';
import { signIn } from './login.ts';

const cardValue = (page: Page, title: string) => page.getByRole('group', { name: title }).locator('p').nth(1);

/** Clicks the n-th star: the star is the label of the radio named n. */
async function rate(scope: Locator, stars: number) {
  const group = scope.getByRole('radiogroup', { name: 'Rating' });
  const id = await group.getByRole('radio', { name: String(stars), exact: true }).getAttribute('id');
  await group.locator(`label[for="${id}"]`).click();
}

test('vendors: create, search, filter, rate, edit and delete through the UI', async ({ page }) => {
  await signIn(page);
  await page.getByRole('link', { name: 'Vendors' }).click();
  await expect(page.getByRole('heading', { name: 'Vendors', level: 1 })).toBeVisible();
  await expect(cardValue(page, 'Total')).toHaveText(/^\d+$/);
  const total = Number(await cardValue(page, 'Total').textContent());
  const preferred = Number(await cardValue(page, 'Preferred').textContent());
  await expect(cardValue(page, 'Avg Rating')).toHaveText(/^\d\.\d$/);

  await page.getByRole('button', { name: 'Add Vendor' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Vendor' });
  await dialog.getByRole('button', { name: 'Add Vendor' }).click();
  await expect(dialog.getByText('Please fill in required fields')).toHaveCount(3);

  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Zinnia E2E Florals');
  await dialog.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'florist' }).click();
  await dialog.getByRole('textbox', { name: 'Contact name', exact: true }).fill('Quinn Petal');
  await dialog.getByRole('textbox', { name: 'Contact email', exact: true }).fill('quinn@zinnia.test');
  await dialog.getByRole('textbox', { name: 'Specialties', exact: true }).fill('peonies, bridal bouquets,');
  await rate(dialog, 4);
  await dialog.getByRole('switch', { name: 'Preferred vendor' }).check();
  await dialog.getByRole('button', { name: 'Add Vendor' }).click();
  await expect(page.getByText('Vendor created successfully')).toBeVisible();
  await expect(cardValue(page, 'Total')).toHaveText(String(total + 1));
  await expect(cardValue(page, 'Preferred')).toHaveText(String(preferred + 1));

  await page.getByRole('textbox', { name: 'Search vendors' }).fill('QUINN');
  const card = page.getByRole('article', { name: 'Zinnia E2E Florals' });
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(card).toContainText('bridal bouquets');
  await expect(card).toContainText('4/5');

  await page.getByRole('combobox', { name: 'Category filter' }).click();
  await page.getByRole('option', { name: 'catering' }).click();
  await expect(page.getByText('No vendors found')).toBeVisible();
  await page.getByRole('combobox', { name: 'Category filter' }).click();
  await page.getByRole('option', { name: 'florist' }).click();
  await expect(card).toBeVisible();

  await card.getByRole('button', { name: 'Edit Zinnia E2E Florals' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Vendor' });
  await expect(edit.getByRole('textbox', { name: 'Specialties', exact: true })).toHaveValue(
    'peonies, bridal bouquets',
  );
  await edit.getByRole('textbox', { name: 'Contact phone', exact: true }).fill('555-0199');
  await rate(edit, 5);
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Vendor updated successfully')).toBeVisible();
  await expect(card).toContainText('555-0199');
  await expect(card).toContainText('5/5');

  await card.getByRole('button', { name: 'Delete Zinnia E2E Florals' }).click();
  await confirmInModal(page, 'Are you sure you want to delete this vendor?', {
    subject: 'Zinnia E2E Florals',
  });
  await expect(page.getByText('Vendor deleted successfully')).toBeVisible();
  await expect(page.getByText('No vendors found')).toBeVisible();
  await expect(cardValue(page, 'Total')).toHaveText(String(total));
});
