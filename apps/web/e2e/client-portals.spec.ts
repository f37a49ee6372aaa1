import { expect, type Page, test } from '@playwright/test';
import { signIn } from './login.ts';

const cardValue = (page: Page, title: string) => page.getByRole('group', { name: title }).locator('p').nth(1);

test('client portals: create, search, filter, toggle, view, manage access and reset password', async ({
  page,
}) => {
  await signIn(page);
  // An event that belongs to a client, to pick in the dialog.
  const events = (await (await page.request.get('/api/events?limit=100')).json()) as Array<{
    name: string;
    clientId: number | null;
    clientName: string;
  }>;
  const event = events.find((e) => e.clientId !== null);
  if (!event) throw new Error('the demo data has no event with a client');

  await page.getByRole('link', { name: 'Client Portal' }).click();
  await expect(page.getByRole('heading', { name: 'Client Portal Management', level: 1 })).toBeVisible();
  // The demo business's portals are listed, each with its event.
  const demoPortals = (await (await page.request.get('/api/client-portals')).json()) as Array<{
    clientName: string;
    eventName: string;
  }>;
  expect(demoPortals.length).toBeGreaterThan(0);
  await expect(page.getByRole('row').filter({ hasText: demoPortals[0]!.eventName }).first()).toBeVisible();
  // What is recorded, from the server (the spec's Total Logins and Avg. Session were made-up figures):
  // the demo's clients have signed in, and their sessions lasted minutes.
  const stats = await (await page.request.get('/trpc/clientPortals.stats')).json();
  const { totalLogins, averageSessionSeconds } = stats.result.data as {
    totalLogins: number;
    averageSessionSeconds: number | null;
  };
  expect(totalLogins).toBeGreaterThan(0);
  expect(averageSessionSeconds).toBeGreaterThanOrEqual(60);
  expect(averageSessionSeconds).toBeLessThan(3600);
  await expect(cardValue(page, 'Total Logins')).toHaveText(String(totalLogins));
  await expect(cardValue(page, 'Avg. Session')).toHaveText(`${Math.round(averageSessionSeconds! / 60)}m`);
  const active = Number(await cardValue(page, 'Active Portals').textContent());

  await page.getByRole('button', { name: 'Create Portal' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Portal' });
  await expect(dialog.getByRole('combobox', { name: 'Event', exact: true })).toBeDisabled();
  await dialog.getByRole('combobox', { name: 'Client', exact: true }).fill(event.clientName);
  await page.getByRole('option', { name: event.clientName, exact: true }).click();
  await expect(dialog.getByRole('textbox', { name: 'Client name', exact: true })).toHaveValue(
    event.clientName,
  );
  await expect(dialog.getByRole('textbox', { name: 'Email', exact: true })).not.toHaveValue('');
  await dialog.getByRole('combobox', { name: 'Event', exact: true }).click();
  await page.getByRole('option', { name: event.name, exact: true }).click();
  await expect(dialog.getByRole('textbox', { name: 'Event name', exact: true })).toHaveValue(event.name);
  await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill('e2e-portal@harbor.test');
  await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill('short');
  await dialog.getByRole('button', { name: 'Create Portal' }).click();
  await expect(dialog.getByText('Password must be at least 8 characters')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill('portal-password-1');
  await dialog.getByRole('button', { name: 'Create Portal' }).click();
  await expect(page.getByText('Client portal created successfully')).toBeVisible();
  // A new portal has not signed in.
  await expect(cardValue(page, 'Total Logins')).toHaveText(String(totalLogins));
  await expect(cardValue(page, 'Active Portals')).toHaveText(String(active + 1));

  await page.getByRole('textbox', { name: 'Search portals' }).fill('E2E-PORTAL');
  const row = page.getByRole('row', { name: /e2e-portal@harbor\.test/ });
  await expect(row).toContainText(event.name);
  await expect(row).toContainText('Never');
  await expect(row).toContainText('Active');
  await expect(page.getByRole('row')).toHaveCount(2);

  await page.getByRole('combobox', { name: 'Status filter' }).click();
  await page.getByRole('option', { name: 'Pending Setup' }).click();
  await expect(page.getByText('No client portals found')).toBeVisible();
  await page.getByRole('combobox', { name: 'Status filter' }).click();
  await page.getByRole('option', { name: 'All Status' }).click();

  await row.getByRole('button', { name: `Deactivate ${event.clientName}` }).click();
  await expect(page.getByText('Portal status updated successfully')).toBeVisible();
  await expect(row).toContainText('Inactive');
  await expect(cardValue(page, 'Active Portals')).toHaveText(String(active));
  await row.getByRole('button', { name: `Activate ${event.clientName}` }).click();
  await expect(row).toContainText('Active');

  await row.getByRole('button', { name: `View ${event.clientName}` }).click();
  const details = page.getByRole('dialog', { name: 'Portal Details' });
  await expect(details).toContainText('e2e-portal@harbor.test');
  await expect(details).toContainText('Last login: Never');
  await page.keyboard.press('Escape');

  // The client's other events answer late (as on a busy server): what is typed before they arrive stays.
  const slowEvents = /\/trpc\/[^?]*events\.page/;
  await page.route(slowEvents, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  const eventsAnswered = page.waitForResponse(slowEvents);
  await row.getByRole('button', { name: `Manage access for ${event.clientName}` }).click();
  const access = page.getByRole('dialog', { name: 'Manage Access' });
  await access.getByRole('textbox', { name: 'Email', exact: true }).fill('e2e-portal-2@harbor.test');
  await eventsAnswered;
  await page.unroute(slowEvents);
  await expect(access.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(
    'e2e-portal-2@harbor.test',
  );
  await access.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Pending Setup' }).click();
  await access.getByRole('button', { name: 'Save Access' }).click();
  await expect(page.getByText('Portal access updated successfully')).toBeVisible();
  // The list is read again after the save; beside the other end-to-end lane that can take a while.
  const updated = page.getByRole('row', { name: /e2e-portal-2@harbor\.test/ });
  await expect(updated).toContainText('Pending Setup', { timeout: 15_000 });

  await updated.getByRole('button', { name: `Reset password for ${event.clientName}` }).click();
  const reset = page.getByRole('dialog', { name: 'Reset Password' });
  await reset.getByRole('textbox', { name: 'New password', exact: true }).fill('1234567');
  await reset.getByRole('button', { name: 'Reset Password' }).click();
  await expect(reset.getByText('Password must be at least 8 characters')).toBeVisible();
  await reset.getByRole('textbox', { name: 'New password', exact: true }).fill('12345678');
  await reset.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Portal password reset successfully')).toBeVisible();
  await expect(reset).toBeHidden();
});
