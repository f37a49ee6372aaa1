import { expect, test } from '@playwright/test';

import { ADMIN } from './login.ts';

test('landing to login to dashboard and back out', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Get Started' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Username is required')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();

  await page.getByLabel('Username', { exact: true }).fill(ADMIN.username);
  await page.getByLabel('Password', { exact: true }).fill('wrong-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Login failed')).toBeVisible();
  await expect(page.getByText('Invalid credentials')).toBeVisible();

  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Login successful')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByText("welcome back, here's what's happening with your business")).toBeVisible();
  for (const card of ['Total Clients', 'Active Events', 'Net Profit', 'Campaigns']) {
    await expect(page.getByText(card, { exact: true }).first()).toBeVisible();
  }
  // Campaigns: every campaign as the figure, the active ones under it; Net Profit says its period.
  const stats = await (await page.request.get('/api/dashboard/stats')).json();
  const campaigns = page.getByRole('group', { name: 'Campaigns' });
  await expect(campaigns).toContainText(`Campaigns${stats.totalCampaigns}${stats.activeCampaigns} active`);
  await expect(page.getByRole('group', { name: 'Net Profit' })).toContainText('All time · Income');
  await expect(page.getByRole('heading', { name: 'Revenue Overview' })).toBeVisible();
  // The chart comes in a chunk of its own: its bars and legend show.
  const chart = page.locator('.recharts-wrapper');
  await expect(chart.locator('.recharts-bar-rectangle').first()).toBeVisible();
  await expect(chart.locator('.mantine-ChartLegend-legendItemName', { hasText: 'Income' })).toBeVisible();
  await expect(page.getByText(/^New client .+ added to the system$/).first()).toBeVisible();

  await page.getByRole('button', { name: 'View All Events →' }).click();
  await expect(page).toHaveURL(/\/events$/);
  await expect(page.getByRole('heading', { name: 'Event Management', level: 1 })).toBeVisible();

  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(
    page.getByText('There is no page at this address, or your account cannot open it.'),
  ).toBeVisible();
  await expect(page.getByText(/forget to add the page/)).toHaveCount(0);

  await page.getByRole('button', { name: /User menu/ }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByRole('link', { name: 'Get Started' })).toBeVisible();
  const me = await page.request.get('/api/auth/me');
  expect(me.status()).toBe(401);
});
