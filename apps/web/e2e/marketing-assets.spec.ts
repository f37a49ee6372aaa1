import { expect, type Page, test } from '@playwright/test';
import { confirmInModal } from './confirm.ts';
import { signIn } from './login.ts';

async function cardFigure(page: Page, title: string) {
  const text = (await page.getByRole('group', { name: title }).textContent()) ?? '';
  return Number(text.replace(title, '').replace(/[^\d]/g, ''));
}

async function addAsset(
  page: Page,
  asset: { name: string; type: string; category: string; hex?: string; tags?: string },
) {
  await page.getByRole('button', { name: 'Add Asset' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Marketing Asset' });
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(asset.name);
  // Choosing the selected option again would deselect it (the form starts at logo / brand).
  for (const [label, value] of [
    ['Type', asset.type],
    ['Category', asset.category],
  ] as const) {
    const select = dialog.getByRole('combobox', { name: label });
    if ((await select.inputValue()) === value) continue;
    await select.click();
    await page.getByRole('option', { name: value, exact: true }).click();
  }
  if (asset.hex) await dialog.getByRole('textbox', { name: 'Hex color', exact: true }).fill(asset.hex);
  if (asset.tags) await dialog.getByRole('textbox', { name: 'Tags', exact: true }).fill(asset.tags);
  await dialog.getByRole('button', { name: 'Add Asset' }).click();
  await expect(page.getByText('Marketing asset created successfully').last()).toBeVisible();
  await expect(dialog).toBeHidden();
}

test('marketing assets: summary cards, create, search, filter, edit and delete through the UI', async ({
  page,
}) => {
  // A long walk through the screen on a shared, busy machine.
  test.setTimeout(90_000);
  await signIn(page);
  await page.getByRole('link', { name: 'Marketing Assets' }).click();
  await expect(page.getByRole('heading', { name: 'Marketing Assets', level: 1 })).toBeVisible();
  await expect(page.getByText('No marketing assets found')).toBeVisible();
  await expect.poll(() => cardFigure(page, 'Total Assets')).toBe(0);

  await page.getByRole('button', { name: 'Add Asset' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Marketing Asset' });
  await dialog.getByRole('button', { name: 'Add Asset' }).click();
  await expect(dialog.getByText('Name is required')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  await addAsset(page, {
    name: 'Primary Purple',
    type: 'color',
    category: 'brand',
    hex: '#7048e8',
    tags: 'buttons, headings',
  });
  await addAsset(page, { name: 'Wordmark Logo', type: 'logo', category: 'brand' });
  await addAsset(page, { name: 'Inter Display', type: 'font', category: 'web' });

  await expect.poll(() => cardFigure(page, 'Total Assets')).toBe(3);
  expect(await cardFigure(page, 'Logos')).toBe(1);
  expect(await cardFigure(page, 'Colors')).toBe(1);
  expect(await cardFigure(page, 'Fonts')).toBe(1);

  const purple = page.getByRole('article', { name: 'Primary Purple' });
  await expect(purple).toContainText('#7048e8');
  await expect(purple).toContainText('buttons');
  await expect(purple).toContainText('headings');

  await page.getByRole('textbox', { name: 'Search marketing assets' }).fill('PURPLE');
  await expect(page.getByRole('article')).toHaveCount(1);
  await page.getByRole('textbox', { name: 'Search marketing assets' }).fill('');
  await expect(page.getByRole('article')).toHaveCount(3);

  await page.getByRole('combobox', { name: 'Type filter' }).click();
  await page.getByRole('option', { name: 'font', exact: true }).click();
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(page.getByRole('article', { name: 'Inter Display' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Type filter' }).click();
  await page.getByRole('option', { name: 'all', exact: true }).click();
  await page.getByRole('combobox', { name: 'Category filter' }).click();
  await page.getByRole('option', { name: 'brand', exact: true }).click();
  await expect(page.getByRole('article')).toHaveCount(2);
  await page.getByRole('combobox', { name: 'Category filter' }).click();
  await page.getByRole('option', { name: 'print', exact: true }).click();
  await expect(page.getByText('No marketing assets found')).toBeVisible();
  await page.getByRole('combobox', { name: 'Category filter' }).click();
  await page.getByRole('option', { name: 'all', exact: true }).click();

  await purple.getByRole('button', { name: 'Edit Primary Purple' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Marketing Asset' });
  await expect(edit.getByRole('textbox', { name: 'Tags', exact: true })).toHaveValue('buttons, headings');
  await edit.getByRole('textbox', { name: 'Description', exact: true }).fill('Buttons and headings');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Marketing asset updated successfully').last()).toBeVisible();
  await expect(purple).toContainText('Buttons and headings');
  // Dismiss the toast: it sits over the bottom of the long dialog.
  await page.getByRole('alert').getByRole('button').click();
  await expect(page.getByRole('alert')).toBeHidden();

  // A refused save keeps the dialog and shows the failure followed by the server's text.
  await purple.getByRole('button', { name: 'Edit Primary Purple' }).click();
  await edit.getByRole('textbox', { name: 'File URL', exact: true }).fill('javascript:alert(1)');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit.getByText('Must be a URL or a path starting with /')).toBeVisible();
  // Someone else changes the asset while the dialog is open: the save is refused with 409.
  const [row] = await (await page.request.get('/api/marketing-assets?search=Primary%20Purple')).json();
  const other = await page.request.patch(`/api/marketing-assets/${row.id}`, {
    data: { usageNotes: 'Changed elsewhere', version: row.version },
  });
  expect(other.status()).toBe(200);
  await edit.getByRole('textbox', { name: 'File URL', exact: true }).fill('');
  await edit.getByRole('textbox', { name: 'Format', exact: true }).fill('HEX');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(
    page.getByText(/^Failed to update marketing asset: This record was changed by someone else/),
  ).toBeVisible();
  await expect(edit.getByRole('textbox', { name: 'Format', exact: true })).toHaveValue('HEX');
  // The dialog offers the latest version in place of the stale one.
  await edit.getByRole('button', { name: 'Reload' }).click();
  await expect(edit.getByRole('textbox', { name: 'Usage notes', exact: true })).toHaveValue(
    'Changed elsewhere',
  );
  await expect(edit.getByRole('alert')).toBeHidden();
  await edit.getByRole('button', { name: 'Cancel' }).click();

  await purple.getByRole('button', { name: 'Delete Primary Purple' }).click();
  await confirmInModal(page, 'Are you sure you want to delete this marketing asset?', {
    subject: 'Primary Purple',
  });
  await expect(page.getByText('Marketing asset deleted successfully').last()).toBeVisible();
  await expect(purple).toBeHidden();
  await expect.poll(() => cardFigure(page, 'Colors')).toBe(0);
  await expect.poll(() => cardFigure(page, 'Total Assets')).toBe(2);
});
