import { expect, test } from '@playwright/test';
import { signIn } from './login.ts';

/** A tRPC answer's data: a create with an Idempotency-Key goes alone, other calls in a batch. */
const trpcData = (body: unknown) =>
  (Array.isArray(body) ? body[0] : (body as { result: unknown })).result.data;

test('campaign tracking: search, status filter, metrics update with ROI and engagement rate', async ({
  page,
}) => {
  await signIn(page);
  await page.getByRole('link', { name: 'Campaign Tracking' }).click();
  await expect(page.getByRole('heading', { name: 'Campaign Tracking', level: 1 })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(8);

  // Search is on name or description, case-insensitive.
  await page.getByRole('textbox', { name: 'Search campaigns' }).fill('REFERRAL');
  await expect(page.getByRole('article')).toHaveCount(1);
  const card = page.getByRole('article', { name: 'Referral Rewards Launch' });
  await expect(card).toContainText('draft');

  await page.getByRole('combobox', { name: 'Status filter' }).click();
  await page.getByRole('option', { name: 'active' }).click();
  await expect(page.getByText('No campaigns found')).toBeVisible();
  await page.getByRole('combobox', { name: 'Status filter' }).click();
  await page.getByRole('option', { name: 'draft' }).click();
  await expect(card).toBeVisible();

  await page.getByRole('textbox', { name: 'Search campaigns' }).fill('');
  await expect(page.getByRole('article')).toHaveCount(2);
  await page.getByRole('textbox', { name: 'Search campaigns' }).fill('Referral');

  await card.getByRole('button', { name: 'Update metrics of Referral Rewards Launch' }).click();
  const dialog = page.getByRole('dialog', { name: 'Update Campaign Metrics' });
  await dialog.getByRole('textbox', { name: 'Reach', exact: true }).fill('-3');
  await dialog.getByRole('button', { name: 'Update Metrics' }).click();
  await expect(dialog.getByText('Reach must be positive')).toBeVisible();

  await dialog.getByRole('textbox', { name: 'Reach', exact: true }).fill('4000');
  await dialog.getByRole('textbox', { name: 'Engagement', exact: true }).fill('500');
  await dialog.getByRole('textbox', { name: 'Conversions', exact: true }).fill('0');
  await dialog.getByRole('textbox', { name: 'Clicks', exact: true }).fill('120');
  await dialog.getByRole('button', { name: 'Update Metrics' }).click();
  await expect(page.getByText('Campaign metrics updated successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(card).toContainText('4,000');
  await expect(card).toContainText('500');
  // 500 / 4000 = 12.5%; no conversions against the budget is -100.0%.
  await expect(card).toContainText('12.5%');
  await expect(card).toContainText('-100.0%');
});

test('campaign tracking: a metrics update keeps clicks, impressions and cost and shows CTR, cost per click and per conversion', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/campaign-tracking');
  await page.getByRole('textbox', { name: 'Search campaigns' }).fill('Instagram Venue Reels');
  const card = page.getByRole('article', { name: 'Instagram Venue Reels' });
  const figure = (label: string) =>
    card.getByText(label, { exact: true }).locator('xpath=following-sibling::*[1]');
  // The demo campaign has six updates: its trend is drawn, and described in words.
  await expect(card.getByRole('img', { name: /^Reach trend across 6 updates/ })).toBeVisible();
  await expect(card.getByRole('img', { name: /^Conversions trend across 6 updates/ })).toBeVisible();

  await card.getByRole('button', { name: 'Update metrics of Instagram Venue Reels' }).click();
  const dialog = page.getByRole('dialog', { name: 'Update Campaign Metrics' });
  await dialog.getByRole('textbox', { name: 'Reach', exact: true }).fill('80000');
  await dialog.getByRole('textbox', { name: 'Conversions', exact: true }).fill('240');
  await dialog.getByRole('textbox', { name: 'Clicks', exact: true }).fill('1500');
  await dialog.getByRole('textbox', { name: 'Impressions', exact: true }).fill('60000');
  await dialog.getByRole('textbox', { name: 'Cost', exact: true }).fill('3600');
  await dialog.getByRole('textbox', { name: 'Notes', exact: true }).fill('Reels boosted for the holidays');
  const saved = page.waitForResponse((r) => r.url().includes('campaigns.metrics.create'));
  await dialog.getByRole('button', { name: 'Update Metrics' }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByText('Campaign metrics updated successfully')).toBeVisible();
  await expect(dialog).toBeHidden();

  // 1,500 / 60,000 = 2.5%; $3,600 / 1,500 = $2.40; $3,600 / 240 = $15.00.
  await expect(figure('CTR')).toHaveText('2.5%');
  await expect(figure('Cost / Click')).toHaveText('$2.40');
  await expect(figure('Cost / Conversion')).toHaveText('$15.00');
  await expect(figure('Reach')).toHaveText('80,000');
  await expect(card.getByRole('img', { name: /^Reach trend across 7 updates: .* to 80,000$/ })).toBeVisible();

  // The update is a dated entry of the campaign's history, with every figure the dialog collected.
  const campaigns = await (await page.request.get('/api/campaigns?search=Instagram%20Venue%20Reels')).json();
  const history = await (await page.request.get(`/api/campaigns/${campaigns[0].id}/metrics?limit=1`)).json();
  expect(history[0]).toMatchObject({
    reach: 80000,
    conversions: 240,
    clicks: 1500,
    impressions: 60000,
    cost: '3600.00',
    notes: 'Reels boosted for the holidays',
  });
});

test('campaign tracking: upload a report, by link and as a real file', async ({ page }) => {
  await signIn(page);
  await page.goto('/campaign-tracking');
  await page.getByRole('textbox', { name: 'Search campaigns' }).fill('Autumn Open House');
  const card = page.getByRole('article', { name: 'Autumn Open House' });
  await expect(card).toBeVisible();

  await card.getByRole('button', { name: 'Upload report for Autumn Open House' }).click();
  let dialog = page.getByRole('dialog', { name: 'Upload Campaign Report' });
  await dialog.getByRole('button', { name: 'Upload Report' }).click();
  await expect(dialog.getByText('Report title is required')).toBeVisible();
  await expect(dialog.getByText('Valid URL required')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Report title', exact: true }).fill('Autumn weekly');
  await dialog.getByRole('combobox', { name: 'Report type' }).click();
  await page.getByRole('option', { name: 'weekly' }).click();
  await dialog
    .getByRole('textbox', { name: 'File URL', exact: true })
    .fill('https://files.example.com/autumn-weekly.pdf');
  const linked = page.waitForResponse((r) => r.url().includes('documents.create'));
  await dialog.getByRole('button', { name: 'Upload Report' }).click();
  await expect(page.getByText('Campaign report uploaded successfully')).toBeVisible();
  const linkedDoc = trpcData(await (await linked).json());
  expect(linkedDoc).toMatchObject({
    name: 'Autumn weekly',
    description: 'weekly report for Autumn Open House',
    category: 'campaign-report',
    fileUrl: 'https://files.example.com/autumn-weekly.pdf',
    fileSize: 'N/A',
    mimeType: 'application/pdf',
  });

  // A real file: its bytes go to /api/uploads and the document points at the stored file.
  await card.getByRole('button', { name: 'Upload report for Autumn Open House' }).click();
  dialog = page.getByRole('dialog', { name: 'Upload Campaign Report' });
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: 'Choose report file' }).click();
  await (await chooser).setFiles({
    name: 'autumn-results.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('Reach 4000, conversions 12\n'),
  });
  await expect(dialog.getByText('Uploaded autumn-results.txt')).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'File URL', exact: true })).toHaveValue(
    /\/api\/files\/[0-9a-f-]{36}$/,
  );
  await expect(dialog.getByRole('textbox', { name: 'Report title', exact: true })).toHaveValue(
    'autumn-results.txt',
  );
  const uploaded = page.waitForResponse((r) => r.url().includes('documents.create'));
  await dialog.getByRole('button', { name: 'Upload Report' }).click();
  const doc = trpcData(await (await uploaded).json());
  // The first toast may still be fading out.
  await expect(page.getByText('Campaign report uploaded successfully').last()).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(doc).toMatchObject({
    category: 'campaign-report',
    mimeType: 'text/plain',
    description: 'monthly report for Autumn Open House',
  });
  expect(doc.fileUrl).toMatch(/^\/api\/files\/[0-9a-f-]{36}$/);
  expect(doc.fileId).toBe(doc.fileUrl.split('/').pop());
  const file = await page.request.get(doc.fileUrl);
  expect(await file.text()).toBe('Reach 4000, conversions 12\n');
});

test('campaign tracking: a refused upload shows the server text and a failed save keeps the dialog', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/campaign-tracking');
  await page.getByRole('textbox', { name: 'Search campaigns' }).fill('Autumn Open House');
  const card = page.getByRole('article', { name: 'Autumn Open House' });
  await card.getByRole('button', { name: 'Upload report for Autumn Open House' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload Campaign Report' });
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: 'Choose report file' }).click();
  await (await chooser).setFiles({
    name: 'tool.exe',
    mimeType: 'application/octet-stream',
    buffer: Buffer.from([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0]),
  });
  await expect(dialog.getByRole('alert')).toHaveText(
    'Some files were not added. Only PDF, DOC, DOCX, XLS, XLSX, TXT, and images under 10MB are supported.',
  );

  await page.route('**/trpc/documents.create**', (route) => route.fulfill({ status: 500, body: 'boom' }));
  await dialog.getByRole('textbox', { name: 'Report title', exact: true }).fill('Kept title');
  await dialog
    .getByRole('textbox', { name: 'File URL', exact: true })
    .fill('https://files.example.com/x.pdf');
  await dialog.getByRole('button', { name: 'Upload Report' }).click();
  await expect(page.getByText('Failed to upload campaign report')).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Report title', exact: true })).toHaveValue('Kept title');
});
