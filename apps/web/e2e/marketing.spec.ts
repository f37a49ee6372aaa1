import { expect, type Page, test } from '@playwright/test';
import { signIn } from './login.ts';

async function cardFigure(page: Page, title: string) {
  const text = (await page.getByRole('group', { name: title }).textContent()) ?? '';
  return Number(text.replace(title, '').replace(/[^\d]/g, ''));
}

/** Answers `procedure` with `data` inside whatever tRPC batch carries it; the rest reach the server. */
async function answerProcedure(page: Page, procedure: string, data: unknown) {
  await page.route('**/trpc/**', async (route) => {
    const url = new URL(route.request().url());
    const procedures = decodeURIComponent(url.pathname.replace(/^\/trpc\//, '')).split(',');
    const index = procedures.indexOf(procedure);
    if (index < 0) return route.continue();
    const response = await route.fetch();
    const body = await response.json();
    if (Array.isArray(body)) body[index] = { result: { data } };
    else body.result = { data };
    return route.fulfill({ response, json: body });
  });
}

test('marketing campaigns: summary cards, create, edit and pause/resume through the UI', async ({ page }) => {
  await signIn(page);
  await page.getByRole('link', { name: 'Campaigns' }).click();
  await expect(page.getByRole('heading', { name: 'Marketing Campaigns', level: 1 })).toBeVisible();

  // The demo data holds 3 active campaigns; the cards are server figures.
  await expect.poll(() => cardFigure(page, 'Active Campaigns')).toBe(3);
  await expect(page.getByRole('group', { name: 'Total Reach' })).not.toContainText('Loading');
  expect(await cardFigure(page, 'Total Reach')).toBeGreaterThan(0);

  await page.getByRole('button', { name: 'New Campaign' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Campaign' });
  await dialog.getByRole('button', { name: 'Create Campaign' }).click();
  await expect(dialog.getByText('Required')).toHaveCount(3);

  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Zinnia Winter Push');
  await dialog.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'social' }).click();
  await dialog.getByRole('textbox', { name: 'Description', exact: true }).fill('Reels for the winter venues');
  await dialog.getByLabel('Budget').fill('1200');
  await dialog.getByLabel('Start date').fill('2026-12-01');
  await dialog.getByRole('button', { name: 'Create Campaign' }).click();
  await expect(page.getByText('Campaign created successfully')).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByRole('textbox', { name: 'Search campaigns' }).fill('zinnia');
  await expect(page.getByRole('article')).toHaveCount(1);
  const card = page.getByRole('article', { name: 'Zinnia Winter Push' });
  await expect(card).toBeVisible();
  await expect(card).toContainText('social');
  await expect(card).toContainText('draft');
  await expect(card).toContainText('Reels for the winter venues');
  await expect(card).toContainText('Dec 1, 2026');

  // draft -> active
  await card.getByRole('button', { name: 'Activate Zinnia Winter Push' }).click();
  await expect(page.getByText('Campaign status updated successfully')).toBeVisible();
  await expect(card).toContainText('active');
  await expect.poll(() => cardFigure(page, 'Active Campaigns')).toBe(4);
  // active -> paused
  await card.getByRole('button', { name: 'Pause Zinnia Winter Push' }).click();
  await expect(card.getByRole('button', { name: 'Resume Zinnia Winter Push' })).toBeVisible();
  await expect(card).toContainText('paused');
  await expect.poll(() => cardFigure(page, 'Active Campaigns')).toBe(3);
  // paused -> active
  await card.getByRole('button', { name: 'Resume Zinnia Winter Push' }).click();
  await expect(card.getByRole('button', { name: 'Pause Zinnia Winter Push' })).toBeVisible();

  await card.getByRole('button', { name: 'Edit Zinnia Winter Push' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Campaign' });
  await expect(edit.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Zinnia Winter Push');
  await edit
    .getByRole('textbox', { name: 'Description', exact: true })
    .fill('Reels and stories for winter venues');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Campaign updated successfully')).toBeVisible();
  await expect(card).toContainText('Reels and stories for winter venues');
});

test('marketing campaigns: a failed save keeps the dialog and what was typed', async ({ page }) => {
  await signIn(page);
  await page.goto('/marketing');
  await page.route('**/trpc/campaigns.create**', (route) => route.fulfill({ status: 500, body: 'boom' }));
  await page.getByRole('button', { name: 'New Campaign' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Campaign' });
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Will Fail');
  await dialog.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'email' }).click();
  await dialog.getByRole('textbox', { name: 'Description', exact: true }).fill('Nope');
  await dialog.getByRole('button', { name: 'Create Campaign' }).click();
  await expect(page.getByText('Failed to create campaign')).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Will Fail');
});

test('marketing campaigns: empty state offers to create the first campaign', async ({ page }) => {
  await signIn(page);
  await answerProcedure(page, 'campaigns.page', { items: [], total: 0 });
  await page.goto('/marketing');
  await expect(page.getByText('No marketing campaigns found')).toBeVisible();
  await page.getByRole('button', { name: 'Create Your First Campaign' }).click();
  await expect(page.getByRole('dialog', { name: 'Create New Campaign' })).toBeVisible();
});
