import { expect, type Page, test } from '@playwright/test';
import { confirmInModal } from './confirm.ts';
import { signIn } from './login.ts';

/** A summary card's figure (its second line; a third may explain it). */
async function cardNumber(page: Page, label: string): Promise<number> {
  const value = page.getByRole('group', { name: label }).locator('p').nth(1);
  await expect(value).not.toHaveText('Loading...');
  return Number(((await value.textContent()) ?? '').replace(/[$,]/g, ''));
}

test('digital products: create, search, filter, edit and delete with live summary cards', async ({
  page,
}) => {
  await signIn(page);
  await page.getByRole('link', { name: 'Digital Products', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Digital Products', level: 1 })).toBeVisible();
  const totalProducts = await cardNumber(page, 'Total Products');
  const activeProducts = await cardNumber(page, 'Active Products');
  // The spec's 'Total Sales' summed list prices: the card says so.
  const catalogueValue = await cardNumber(page, 'Catalogue Value');
  await expect(page.getByRole('group', { name: 'Catalogue Value' })).toContainText('Sum of list prices');
  const addedLately = page
    .getByRole('group', { name: 'Total Products' })
    .getByText(/added in the last 30 days/);
  const added = Number((await addedLately.textContent())?.split(' ')[0]);

  await page.getByRole('button', { name: 'Add Product' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Product' });
  await dialog.getByRole('button', { name: 'Add Product' }).click();
  await expect(dialog.getByText('Required').first()).toBeVisible();

  await dialog.getByRole('textbox', { name: 'Product name', exact: true }).fill('Zephyr Seating Planner');
  await dialog.getByRole('textbox', { name: 'Description', exact: true }).fill('Drag-and-drop table plans');
  await dialog.getByRole('textbox', { name: 'Price', exact: true }).fill('12.34');
  await dialog.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'Software' }).click();
  await dialog.getByRole('button', { name: 'Add Product' }).click();
  await expect(page.getByText('Product created successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect.poll(() => cardNumber(page, 'Total Products')).toBe(totalProducts + 1);
  await expect.poll(() => cardNumber(page, 'Active Products')).toBe(activeProducts + 1);
  await expect.poll(() => cardNumber(page, 'Catalogue Value')).toBeCloseTo(catalogueValue + 12.34, 2);
  await expect(addedLately).toHaveText(`${added + 1} added in the last 30 days`);

  await page.getByRole('textbox', { name: 'Search products' }).fill('zephyr SEATING');
  const card = page.getByRole('article', { name: 'Zephyr Seating Planner' });
  await expect(card).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(card).toContainText('$12.34');
  await expect(card).toContainText('0 downloads');
  await expect(card).toContainText('active');

  await page.getByRole('combobox', { name: 'Status filter' }).click();
  await page.getByRole('option', { name: 'inactive' }).click();
  await expect(page.getByText('No digital products found')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Your First Product' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Status filter' }).click();
  await page.getByRole('option', { name: 'all' }).click();
  await page.getByRole('combobox', { name: 'Category filter' }).click();
  await page.getByRole('option', { name: 'Software' }).click();
  await expect(card).toBeVisible();

  await card.getByRole('button', { name: 'Edit Zephyr Seating Planner' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Product' });
  await edit.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'inactive' }).click();
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Product updated successfully')).toBeVisible();
  await expect(card).toContainText('inactive');
  await expect.poll(() => cardNumber(page, 'Active Products')).toBe(activeProducts);

  await card.getByRole('button', { name: 'Delete Zephyr Seating Planner' }).click();
  await confirmInModal(page, 'Are you sure you want to delete this product?', {
    subject: 'Zephyr Seating Planner',
  });
  await expect(page.getByText('Product deleted successfully')).toBeVisible();
  await expect(page.getByText('No digital products found')).toBeVisible();
  await expect.poll(() => cardNumber(page, 'Total Products')).toBe(totalProducts);

  await page.getByRole('button', { name: 'Add Your First Product' }).click();
  await expect(page.getByRole('dialog', { name: 'Add New Product' })).toBeVisible();
});
