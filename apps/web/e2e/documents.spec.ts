import { expect, test } from '@playwright/test';
import { confirmInModal } from './confirm.ts';
import { signIn } from './login.ts';

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);
const NOTES = Buffer.from('Load-in at 7am.\nCatering at noon.\n');

test('documents: upload real files, view, download, search, filter and delete', async ({ page, context }) => {
  await signIn(page);
  await page.getByRole('link', { name: 'Documents' }).click();
  await expect(page.getByRole('heading', { name: 'Document Management', level: 1 })).toBeVisible();
  const contracts = page.getByRole('group', { name: 'Contracts' }).locator('p').nth(1);
  await expect(contracts).toHaveText(/^\d+$/);
  const before = Number(await contracts.textContent());

  await page.getByRole('button', { name: 'Upload Files' }).click();
  await expect(page.getByText('Please select files to upload')).toBeVisible();

  // A drop with a refused type shows the spec's warning and adds nothing.
  await page
    .getByLabel('Drop files to upload')
    .setInputFiles({ name: 'run.sh', mimeType: 'application/x-sh', buffer: Buffer.from('echo hi') });
  await expect(
    page.getByText(
      'Some files were not added. Only PDF, DOC, DOCX, XLS, XLSX, TXT, and images under 10MB are supported.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('listitem')).toHaveCount(0);

  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose Files' }).click();
  await (await chooser).setFiles([
    { name: 'e2e-contract.pdf', mimeType: 'application/pdf', buffer: PDF },
    { name: 'e2e-notes.txt', mimeType: 'text/plain', buffer: NOTES },
    { name: 'e2e-extra.txt', mimeType: 'text/plain', buffer: NOTES },
  ]);
  await page.getByRole('button', { name: 'Remove e2e-extra.txt' }).click();
  await expect(page.getByRole('listitem')).toHaveCount(2);
  await page.getByRole('combobox', { name: 'Category', exact: true }).click();
  await page.getByRole('option', { name: 'contracts' }).click();
  await page.getByRole('button', { name: 'Upload Files' }).click();
  await expect(page.getByText('Files uploaded successfully')).toBeVisible();
  await expect(page.getByRole('listitem')).toHaveCount(0);
  await expect(contracts).toHaveText(String(before + 2));

  await page.getByRole('textbox', { name: 'Search documents' }).fill('E2E-');
  const pdfRow = page.getByRole('row', { name: /e2e-contract\.pdf/ });
  const txtRow = page.getByRole('row', { name: /e2e-notes\.txt/ });
  await expect(pdfRow).toContainText('Uploaded e2e-contract.pdf');
  await expect(pdfRow).toContainText('contracts');
  await expect(pdfRow).toContainText(`${PDF.length} Bytes`);
  await expect(page.getByRole('row')).toHaveCount(3);

  // Download gives back exactly the bytes that were uploaded.
  const download = page.waitForEvent('download');
  await pdfRow.getByRole('link', { name: 'Download e2e-contract.pdf' }).click();
  const file = await download;
  const chunks = await (await file.createReadStream()).toArray();
  expect(Buffer.concat(chunks).equals(PDF)).toBe(true);

  // View opens the stored file inline in a new tab.
  const popup = context.waitForEvent('page');
  await txtRow.getByRole('link', { name: 'View e2e-notes.txt' }).click();
  const tab = await popup;
  await tab.waitForLoadState();
  expect(tab.url()).toMatch(/\/api\/files\/[0-9a-f-]{36}\?disposition=inline$/);
  await expect(tab.locator('body')).toContainText('Load-in at 7am.');
  await tab.close();

  await page.getByRole('combobox', { name: 'Category filter' }).click();
  await page.getByRole('option', { name: 'invoices' }).click();
  await expect(page.getByText('No documents found')).toBeVisible();
  await page.getByRole('combobox', { name: 'Category filter' }).click();
  await page.getByRole('option', { name: 'contracts' }).click();
  await expect(page.getByRole('row')).toHaveCount(3);

  for (const name of ['e2e-contract.pdf', 'e2e-notes.txt']) {
    await page
      .getByRole('row', { name: new RegExp(name.replace('.', '\\.')) })
      .getByRole('button', { name: `Delete ${name}` })
      .click();
    await confirmInModal(page, 'Are you sure you want to delete this document?');
    await expect(page.getByText('Document deleted successfully')).toBeVisible();
  }
  await expect(page.getByText('No documents found')).toBeVisible();
  await expect(contracts).toHaveText(String(before));
});
