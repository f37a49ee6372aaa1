import { expect, type Page, test } from '@playwright/test';
import { confirmInModal } from './confirm.ts';
import { signIn } from './login.ts';

async function cardNumber(page: Page, label: string): Promise<number> {
  const card = page.getByRole('group', { name: label });
  await expect(card).not.toContainText('…');
  const text = (await card.textContent()) ?? '';
  return Number(text.replace(label, '').replace(/[$,]/g, ''));
}

test('inventory: create, search, filter, edit and delete with live summary cards', async ({ page }) => {
  await signIn(page);
  await page.getByRole('link', { name: 'Inventory', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Inventory Management', level: 1 })).toBeVisible();
  const totalItems = await cardNumber(page, 'Total Items');
  const outOfStock = await cardNumber(page, 'Out of Stock');
  const totalValue = await cardNumber(page, 'Total Value');

  await page.getByRole('button', { name: 'Add Item' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Inventory Item' });
  await dialog.getByRole('button', { name: 'Add Item' }).click();
  await expect(dialog.getByText('Required').first()).toBeVisible();

  await dialog.getByRole('textbox', { name: 'Item name', exact: true }).fill('Zephyr Fog Machine');
  await dialog.getByRole('textbox', { name: 'SKU', exact: true }).fill('E2E-FOG-01');
  await dialog.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'Lighting' }).click();
  await dialog.getByRole('textbox', { name: 'Unit value', exact: true }).fill('25.50');
  await dialog.getByRole('textbox', { name: 'Quantity', exact: true }).fill('0');
  await dialog.getByRole('textbox', { name: 'Minimum quantity', exact: true }).fill('2');
  await dialog.getByRole('button', { name: 'Add Item' }).click();
  await expect(page.getByText('Inventory item created successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect.poll(() => cardNumber(page, 'Total Items')).toBe(totalItems + 1);
  await expect.poll(() => cardNumber(page, 'Out of Stock')).toBe(outOfStock + 1);

  await page.getByRole('textbox', { name: 'Search inventory' }).fill('e2e-fog');
  const row = page.getByRole('row', { name: /Zephyr Fog Machine/ });
  await expect(row).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(row).toContainText('0 units');
  await expect(row).toContainText('Min: 2 units');
  await expect(row).toContainText('out of stock');

  await page.getByRole('combobox', { name: 'Category filter' }).click();
  await page.getByRole('option', { name: 'Furniture' }).click();
  await expect(page.getByText('No inventory items found')).toBeVisible();
  await page.getByRole('combobox', { name: 'Category filter' }).click();
  await page.getByRole('option', { name: 'Lighting' }).click();
  await expect(row).toBeVisible();

  await row.getByRole('button', { name: 'Edit Zephyr Fog Machine' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Inventory Item' });
  await edit.getByRole('textbox', { name: 'Quantity', exact: true }).fill('4');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Inventory item updated successfully')).toBeVisible();
  await expect(row).toContainText('4 units');
  await expect(row).toContainText('$102.00');
  await expect(row).toContainText('in stock');
  await expect.poll(() => cardNumber(page, 'Out of Stock')).toBe(outOfStock);
  await expect.poll(() => cardNumber(page, 'Total Value')).toBeCloseTo(totalValue + 102, 2);

  await row.getByRole('button', { name: 'Delete Zephyr Fog Machine' }).click();
  await confirmInModal(page, 'Are you sure you want to delete this inventory item?');
  await expect(page.getByText('Inventory item deleted successfully')).toBeVisible();
  await expect(page.getByText('No inventory items found')).toBeVisible();
  await expect.poll(() => cardNumber(page, 'Total Items')).toBe(totalItems);
});

test('inventory: a duplicate SKU keeps the dialog open with the error toast', async ({ page }) => {
  await signIn(page);
  await page.getByRole('link', { name: 'Inventory', exact: true }).click();
  // Any stored SKU will do (other specs add items with SKUs of other shapes first in the list).
  const firstSku =
    (await page
      .getByRole('row')
      .getByText(/^[A-Z]+-\d+$/)
      .first()
      .textContent()) ?? '';
  await page.getByRole('button', { name: 'Add Item' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Inventory Item' });
  await dialog.getByRole('textbox', { name: 'Item name', exact: true }).fill('Copy Cat');
  await dialog.getByRole('textbox', { name: 'SKU', exact: true }).fill(firstSku);
  await dialog.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'Catering' }).click();
  await dialog.getByRole('textbox', { name: 'Unit value', exact: true }).fill('3');
  await dialog.getByRole('button', { name: 'Add Item' }).click();
  await expect(page.getByText('Failed to create inventory item')).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Item name', exact: true })).toHaveValue('Copy Cat');
});
