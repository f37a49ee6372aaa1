import { expect, test } from '@playwright/test';
import { expectAccessible } from './axe.ts';
import { confirmInModal } from './confirm.ts';
import { signIn } from './login.ts';
import { settled } from './screens.ts';

// E-mail templates end to end: the demo's templates listed, a new one written in the rich text editor
// with merge fields from its "Insert field" menus, previewed against a demo client before it is saved,
// saved, found in the list, changed (unsaved changes are asked about) and deleted.

test('write an e-mail template with merge fields, preview it against a demo client, save and delete it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page);
  await page.getByRole('link', { name: 'E-mail Templates' }).click();
  await expect(page.getByRole('heading', { name: 'E-mail Templates', level: 1 })).toBeVisible();
  await settled(page);
  // One demo template for each purpose.
  for (const name of [
    'Event check-in',
    'Friendly payment reminder',
    'Invoice on its way',
    'Portal password help',
    'Thank you for your payment',
    'Welcome to your client portal',
  ])
    await expect(page.getByRole('row').filter({ hasText: name })).toBeVisible();
  await expectAccessible(page, '/email-templates');

  const name = `Quokka welcome ${Date.now()}`;
  await page.getByRole('button', { name: 'Add E-mail Template' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add E-mail Template' });
  const body = dialog.getByRole('textbox', { name: 'Body' });
  await expect(body).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await dialog.getByRole('combobox', { name: 'Purpose' }).click();
  await page.getByRole('option', { name: 'General', exact: true }).click();

  // The subject: typed, then a field from its menu where the caret is.
  const subject = dialog.getByRole('textbox', { name: 'Subject' });
  await subject.fill('Welcome, ');
  await dialog.getByRole('button', { name: 'Insert field into the subject' }).click();
  await page.getByRole('menuitem', { name: /^Client name/ }).click();
  await expect(subject).toHaveValue('Welcome, {{client.name}}');

  // The body: typed with the editor's tools, a field from the toolbar's menu at the cursor.
  await body.click();
  await body.pressSequentially('Dear ');
  await dialog.getByRole('button', { name: 'Insert field', exact: true }).click();
  await page.getByRole('menuitem', { name: /Client's contact name/ }).click();
  await body.pressSequentially(', welcome aboard.');
  await body.press('Enter');
  await dialog.getByRole('button', { name: 'Bold' }).click();
  await body.pressSequentially('See you soon');
  await expect(body).toContainText('Dear {{client.contactName}}, welcome aboard.');
  await expect(body.locator('strong')).toHaveText('See you soon');
  await expectAccessible(page, "/email-templates, dialog 'Add E-mail Template' with the editor");

  // Preview, before anything is saved: merged by the server against a demo client.
  await dialog.getByRole('button', { name: 'Preview', exact: true }).click();
  const preview = dialog.getByRole('region', { name: 'Preview' });
  await expect(preview.getByTestId('preview-subject')).toHaveText('Welcome,');
  await preview.getByRole('combobox', { name: 'Client' }).fill('Northwind');
  await page.getByRole('option', { name: 'Northwind Traders', exact: true }).click();
  await expect(preview.getByTestId('preview-subject')).toHaveText('Welcome, Northwind Traders');
  const merged = preview.locator('iframe[sandbox=""]').contentFrame();
  await expect(merged.locator('p').first()).toHaveText('Dear Maria Anders, welcome aboard.');
  await expect(merged.locator('strong')).toHaveText('See you soon');

  await dialog.getByRole('button', { name: 'Add Template' }).click();
  await expect(page.getByText('E-mail template created successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  await page.getByRole('textbox', { name: 'Search e-mail templates' }).fill('quokka');
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toBeVisible();
  await expect(row).toContainText('General');
  await expect(row).toContainText('Welcome, {{client.name}}');
  await expect(page.getByRole('row')).toHaveCount(2);

  // Unsaved changes are asked about before the dialog closes.
  await row.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit E-mail Template' });
  await expect(edit.getByRole('textbox', { name: 'Body' })).toContainText('Dear {{client.contactName}}');
  await edit.getByRole('textbox', { name: 'Subject' }).fill('Changed my mind');
  await edit.getByRole('button', { name: 'Cancel' }).click();
  const discard = page.getByRole('dialog', { name: 'Discard changes?' });
  await expect(discard).toBeVisible();
  await discard.getByRole('button', { name: 'Discard' }).click();
  await expect(edit).toBeHidden();
  await expect(row).toContainText('Welcome, {{client.name}}');

  await row.getByRole('button', { name: `Delete ${name}` }).click();
  await confirmInModal(page, 'Are you sure you want to delete this e-mail template?', { subject: name });
  await expect(page.getByText('E-mail template deleted successfully')).toBeVisible();
  await expect(page.getByText('No e-mail templates found')).toBeVisible();
});
