import { expect, type Page, test } from '@playwright/test';
import { signIn } from './login.ts';
import { confirmInModal } from './confirm.ts';

function isoToday() {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

function longToday() {
  return new Date().toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' });
}

function shortToday() {
  return new Date().toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
}

async function openEvents(page: Page) {
  await signIn(page);
  await page.getByRole('link', { name: 'Events', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Event Management', level: 1 })).toBeVisible();
}

test('events: create with a client, search, filter, edit and delete through the UI', async ({ page }) => {
  await openEvents(page);

  await page.getByRole('button', { name: 'Create Event' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Event' });
  await dialog.getByRole('button', { name: 'Create Event' }).click();
  await expect(dialog.getByText('Required').first()).toBeVisible();

  await dialog.getByRole('textbox', { name: 'Event name', exact: true }).fill('Zephyr Launch Party');
  await dialog.getByRole('combobox', { name: 'Event type' }).click();
  await page.getByRole('option', { name: 'Party' }).click();
  // Choosing a client fills in the client name (spec §2.9).
  await dialog.getByRole('combobox', { name: 'Client', exact: true }).click();
  const firstClient = page.getByRole('option').first();
  const clientName = (await firstClient.textContent())?.trim() ?? '';
  expect(clientName).not.toBe('');
  await firstClient.click();
  await expect(dialog.getByRole('textbox', { name: 'Client name', exact: true })).toHaveValue(clientName);
  await dialog.getByRole('textbox', { name: 'Date', exact: true }).fill(isoToday());
  await dialog.getByRole('textbox', { name: 'Time', exact: true }).fill('19:30');
  await dialog.getByRole('textbox', { name: 'Venue', exact: true }).fill('Skyline Terrace');
  await dialog.getByRole('textbox', { name: 'Budget', exact: true }).fill('1500');
  await dialog.getByRole('button', { name: 'Create Event' }).click();
  await expect(page.getByText('Event created successfully')).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByRole('textbox', { name: 'Search events' }).fill('ZEPHYR launch');
  const row = page.getByRole('row', { name: /Zephyr Launch Party/ });
  await expect(row).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(row).toContainText(clientName);
  await expect(row).toContainText(shortToday());
  await expect(row).toContainText('$1,500');
  await expect(row).toContainText('🎉');

  await page.getByRole('combobox', { name: 'Status filter' }).click();
  await page.getByRole('option', { name: 'cancelled' }).click();
  await expect(page.getByText('No events found')).toBeVisible();
  await page.getByRole('combobox', { name: 'Status filter' }).click();
  await page.getByRole('option', { name: 'all' }).click();

  await row.getByRole('button', { name: 'Edit Zephyr Launch Party' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Event' });
  await expect(edit.getByRole('combobox', { name: 'Client', exact: true })).toHaveValue(clientName);
  await edit.getByRole('textbox', { name: 'Venue', exact: true }).fill('Harbor Hall');
  await edit.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'confirmed' }).click();
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Event updated successfully')).toBeVisible();
  await expect(row).toContainText('Harbor Hall');
  await expect(row).toContainText('confirmed');

  await row.getByRole('button', { name: 'Delete Zephyr Launch Party' }).click();
  await confirmInModal(page, 'Are you sure you want to delete this event?', { subject: 'Zephyr Launch Party' });
  await expect(page.getByText('Event deleted successfully')).toBeVisible();
  await expect(page.getByText('No events found')).toBeVisible();
});

test('events: the calendar shows events by month, week and day and opens them for editing', async ({ page }) => {
  await openEvents(page);
  await page.getByRole('button', { name: 'Create Event' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Event' });
  await dialog.getByRole('textbox', { name: 'Event name', exact: true }).fill('Calendar Gala');
  await dialog.getByRole('combobox', { name: 'Event type' }).click();
  await page.getByRole('option', { name: 'Wedding' }).click();
  await dialog.getByRole('textbox', { name: 'Client name', exact: true }).fill('Walk-in Guest');
  await dialog.getByRole('textbox', { name: 'Date', exact: true }).fill(isoToday());
  await dialog.getByRole('textbox', { name: 'Time', exact: true }).fill('23:45');
  await dialog.getByRole('textbox', { name: 'Venue', exact: true }).fill('Rose Hall');
  await dialog.getByRole('textbox', { name: 'Budget', exact: true }).fill('900');
  await dialog.getByRole('button', { name: 'Create Event' }).click();
  await expect(page.getByText('Event created successfully')).toBeVisible();

  const calendar = page.getByRole('region', { name: 'Event calendar' });
  const today = calendar.getByRole('group', { name: longToday() });
  await expect(calendar.getByRole('button', { name: 'Month', exact: true })).toHaveAttribute('aria-pressed', 'true');
  // The month cell lists a few events and links to the rest; the Day view lists them all.
  const inMonth = today.getByRole('button', { name: /Calendar Gala/ });
  const more = today.getByRole('button', { name: /more$/ });
  if (await more.isVisible()) await expect(inMonth).toHaveCount(0);
  else await expect(inMonth).toBeVisible();

  await calendar.getByRole('button', { name: 'Week', exact: true }).click();
  await expect(today.getByRole('button', { name: /23:45 Calendar Gala/ })).toBeVisible();

  await calendar.getByRole('button', { name: 'Day', exact: true }).click();
  await expect(calendar.getByRole('heading', { level: 2 })).toContainText(String(new Date().getFullYear()));
  await calendar.getByRole('button', { name: '23:45 Calendar Gala' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Event' });
  await expect(edit.getByRole('textbox', { name: 'Event name', exact: true })).toHaveValue('Calendar Gala');
  await edit.getByRole('textbox', { name: 'Venue', exact: true }).fill('Garden Pavilion');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Event updated successfully')).toBeVisible();
  await expect(calendar.getByRole('button', { name: '23:45 Calendar Gala' })).toContainText('Garden Pavilion');

  await calendar.getByRole('button', { name: 'Next' }).click();
  await expect(calendar.getByRole('button', { name: /Calendar Gala/ })).toHaveCount(0);
});
