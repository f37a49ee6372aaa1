import { expect, test } from '@playwright/test';
import { confirmInModal } from './confirm.ts';
import { signIn } from './login.ts';

test('templates: create, search, filter, edit and delete through the UI', async ({ page }) => {
  await signIn(page);
  await page.getByRole('link', { name: 'Templates', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Templates', level: 1 })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(8);

  await page.getByRole('button', { name: 'Add Template' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Template' });
  await dialog.getByRole('button', { name: 'Add Template' }).click();
  for (const message of [
    'Name is required',
    'Category is required',
    'Please enter a valid URL',
    'File name is required',
    'File type is required',
  ]) {
    await expect(dialog.getByText(message, { exact: true })).toBeVisible();
  }

  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Quokka Sponsorship Pack');
  await dialog.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'proposal', exact: true }).click();
  await dialog
    .getByRole('textbox', { name: 'File URL', exact: true })
    .fill('https://files.example.com/quokka.pptx');
  await dialog.getByRole('textbox', { name: 'File name', exact: true }).fill('quokka.pptx');
  await dialog.getByRole('combobox', { name: 'File type' }).click();
  await page.getByRole('option', { name: 'pptx', exact: true }).click();
  await dialog.getByRole('textbox', { name: 'File size (bytes)', exact: true }).fill('2097152');
  await dialog
    .getByRole('textbox', { name: 'Tags', exact: true })
    .fill('sales, , sponsors, events, gala, 2026');
  await dialog.getByRole('button', { name: 'Add Template' }).click();
  await expect(page.getByText('Template created successfully')).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByRole('textbox', { name: 'Search templates' }).fill('QUOKKA');
  await expect(page.getByRole('article')).toHaveCount(1);
  const card = page.getByRole('article', { name: 'Quokka Sponsorship Pack' });
  await expect(card).toContainText('proposal');
  await expect(card).toContainText('PPTX');
  await expect(card).toContainText('2.0 MB');
  // At most three tags, then +N.
  await expect(card).toContainText('sales');
  await expect(card).toContainText('events');
  await expect(card).not.toContainText('gala');
  await expect(card.getByText('+2')).toBeVisible();
  await expect(card.getByRole('link', { name: 'Download Quokka Sponsorship Pack' })).toHaveAttribute(
    'href',
    'https://files.example.com/quokka.pptx',
  );
  await expect(card.getByRole('link', { name: 'Open file Quokka Sponsorship Pack' })).toHaveAttribute(
    'target',
    '_blank',
  );

  await page.getByRole('combobox', { name: 'Category filter' }).click();
  await page.getByRole('option', { name: 'contract', exact: true }).click();
  await expect(page.getByText('No templates found')).toBeVisible();
  await page.getByRole('combobox', { name: 'Category filter' }).click();
  await page.getByRole('option', { name: 'proposal', exact: true }).click();
  await expect(card).toBeVisible();

  await card.getByRole('button', { name: 'Edit Quokka Sponsorship Pack' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Template' });
  await edit.getByRole('textbox', { name: 'Description', exact: true }).fill('Deck for gala sponsors');
  await edit.getByRole('textbox', { name: 'File size (bytes)', exact: true }).fill('');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Template updated successfully')).toBeVisible();
  await expect(card).toContainText('Deck for gala sponsors');
  await expect(card).toContainText('Unknown');

  await card.getByRole('button', { name: 'Delete Quokka Sponsorship Pack' }).click();
  await confirmInModal(page, 'Are you sure you want to delete "Quokka Sponsorship Pack"?');
  await expect(page.getByText('Template deleted successfully')).toBeVisible();
  await expect(page.getByText('No templates found')).toBeVisible();
});

test('templates: upload the real file, then download and open it', async ({ page }) => {
  await signIn(page);
  await page.goto('/templates');
  await page.getByRole('button', { name: 'Add Template' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Template' });
  await dialog.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'email', exact: true }).click();
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: 'Upload template file' }).click();
  const html = '<!doctype html><title>Welcome</title><p>Hello {{client}}</p>\n';
  await (await chooser).setFiles({
    name: 'welcome-email.html',
    mimeType: 'text/html',
    buffer: Buffer.from(html),
  });
  await expect(dialog.getByText('Uploaded welcome-email.html')).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'File URL', exact: true })).toHaveValue(
    /^http:\/\/127\.0\.0\.1:\d+\/api\/files\/[0-9a-f-]{36}$/,
  );
  await expect(dialog.getByRole('textbox', { name: 'File name', exact: true })).toHaveValue(
    'welcome-email.html',
  );
  await expect(dialog.getByRole('combobox', { name: 'File type' })).toHaveValue('html');
  await expect(dialog.getByRole('textbox', { name: 'File size (bytes)', exact: true })).toHaveValue(
    String(Buffer.byteLength(html)),
  );
  await expect(dialog.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('welcome-email');
  await dialog.getByRole('button', { name: 'Add Template' }).click();
  await expect(page.getByText('Template created successfully')).toBeVisible();

  await page.getByRole('textbox', { name: 'Search templates' }).fill('welcome-email');
  const card = page.getByRole('article', { name: 'welcome-email' });
  await expect(card).toContainText('0.1 KB');

  const download = page.waitForEvent('download');
  await card.getByRole('link', { name: 'Download welcome-email' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('welcome-email.html');
  const bytes = await (await file.createReadStream()).toArray();
  expect(Buffer.concat(bytes).toString()).toBe(html);

  const open = card.getByRole('link', { name: 'Open file welcome-email' });
  await expect(open).toHaveAttribute('href', /\/api\/files\/[0-9a-f-]{36}\?disposition=inline$/);
  const response = await page.request.get((await open.getAttribute('href')) as string);
  expect(response.status()).toBe(200);
  expect(await response.text()).toBe(html);
});
