import { expect, type Page, test } from '@playwright/test';
import { confirmInModal } from './confirm.ts';
import { signIn } from './login.ts';

function isoToday() {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
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
  await expect(row).toContainText('Not invoiced');
  // The event type's icon is the icon set's confetti, not an emoji (which needs an emoji font).
  await expect(row.locator('svg.tabler-icon-confetti')).toBeVisible();

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
  await confirmInModal(page, 'Are you sure you want to delete this event?', {
    subject: 'Zephyr Launch Party',
  });
  await expect(page.getByText('Event deleted successfully')).toBeVisible();
  await expect(page.getByText('No events found')).toBeVisible();
});

/** The dates of the list's rows, in the order shown ('YYYY-MM-DD', from the Date column). */
async function listedDates(page: Page) {
  const table = page.getByRole('table');
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  // The 4th cell: the row's checkbox (bulk actions), Event, Client, then Date.
  const texts = await table.locator('tbody tr td:nth-child(4) p:first-child').allTextContents();
  return texts.map((text) => {
    const date = new Date(`${text.trim()} 12:00`);
    expect(Number.isNaN(date.getTime()), `a date: ${text}`).toBe(false);
    return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
  });
}

const ascending = (dates: string[]) => dates.every((date, i) => i === 0 || dates[i - 1]! <= date);
const descending = (dates: string[]) => dates.every((date, i) => i === 0 || dates[i - 1]! >= date);

test('events: upcoming events first, soonest first, then past ones; the Date, Budget and Status headers sort', async ({
  page,
}) => {
  await signIn(page);
  // One event either side of today, so that the first page shows the turn from upcoming to past.
  const stamp = Date.now();
  for (const [name, date] of [
    [`Order Soon ${stamp}`, isoToday()],
    [`Order Gone ${stamp}`, '2001-02-03'],
  ] as const) {
    const made = await page.request.post('/api/events', {
      data: {
        name,
        type: 'Party',
        clientName: 'Order Guest',
        date,
        time: '10:00',
        venue: 'Hall',
        budget: '10',
      },
    });
    expect(made.status()).toBe(201);
  }
  await page.goto('/events');
  await expect(page.getByRole('heading', { name: 'Event Management', level: 1 })).toBeVisible();
  const today = isoToday();
  const dates = await listedDates(page);
  const firstPast = dates.findIndex((date) => date < today);
  const upcoming = firstPast === -1 ? dates : dates.slice(0, firstPast);
  const past = firstPast === -1 ? [] : dates.slice(firstPast);
  expect(upcoming.length, 'upcoming events lead the list').toBeGreaterThan(0);
  expect(upcoming.every((date) => date >= today)).toBe(true);
  expect(ascending(upcoming), `upcoming soonest first: ${upcoming.join(', ')}`).toBe(true);
  expect(past.every((date) => date < today)).toBe(true);
  expect(descending(past), `past most recent first: ${past.join(', ')}`).toBe(true);

  const dateHeader = page.getByRole('columnheader', { name: 'Date' });
  await expect(dateHeader).toHaveAttribute('aria-sort', 'none');
  await dateHeader.getByRole('button', { name: 'Date' }).click();
  await expect(dateHeader).toHaveAttribute('aria-sort', 'ascending');
  await expect(page.getByRole('row', { name: new RegExp(`Order Gone ${stamp}`) })).toBeVisible();
  expect(ascending(await listedDates(page))).toBe(true);
  await dateHeader.getByRole('button', { name: 'Date' }).click();
  await expect(dateHeader).toHaveAttribute('aria-sort', 'descending');
  await expect(page.getByRole('row', { name: new RegExp(`Order Gone ${stamp}`) })).toHaveCount(0);
  expect(descending(await listedDates(page))).toBe(true);
  // A third click goes back to the default order.
  await dateHeader.getByRole('button', { name: 'Date' }).click();
  await expect(dateHeader).toHaveAttribute('aria-sort', 'none');
  await expect.poll(() => listedDates(page)).toEqual(dates);

  const budgetHeader = page.getByRole('columnheader', { name: 'Budget' });
  await budgetHeader.getByRole('button', { name: 'Budget' }).click();
  await expect(budgetHeader).toHaveAttribute('aria-sort', 'ascending');
  await expect(dateHeader).toHaveAttribute('aria-sort', 'none');
  const budgets = async () =>
    // The 6th cell: checkbox, Event, Client, Date, Venue, Budget.
    (await page.locator('tbody tr td:nth-child(6)').allTextContents()).map((text) =>
      Number(text.replace(/[^0-9.-]/g, '')),
    );
  await expect
    .poll(async () => {
      const shown = await budgets();
      return shown.every((budget, i) => i === 0 || shown[i - 1]! <= budget);
    })
    .toBe(true);
  const statusHeader = page.getByRole('columnheader', { name: 'Status' });
  await statusHeader.getByRole('button', { name: 'Status' }).click();
  await expect(statusHeader).toHaveAttribute('aria-sort', 'ascending');
  await expect(page.getByRole('row').nth(1)).toContainText('cancelled');
});

test("events: a chosen client's name is read-only; a walk-in's name is typed", async ({ page }) => {
  await openEvents(page);
  await page.getByRole('button', { name: 'Create Event' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Event' });
  const clientName = dialog.getByRole('textbox', { name: 'Client name' });
  await expect(clientName).toBeEditable();

  await dialog.getByRole('combobox', { name: 'Client', exact: true }).click();
  const firstClient = page.getByRole('option').first();
  const chosen = (await firstClient.textContent())?.trim() ?? '';
  await firstClient.click();
  await expect(clientName).toHaveValue(chosen);
  await expect(clientName).not.toBeEditable();
  await expect(dialog.getByText("The chosen client's name")).toBeVisible();

  // Cleared, the client's name goes with it and the field takes a walk-in's name.
  await dialog.getByLabel('Clear client').click();
  await expect(clientName).toBeEditable();
  await expect(clientName).toHaveValue('');
  const name = `Walk-in Gala ${Date.now()}`;
  await clientName.fill('Walk-in Guest');
  await dialog.getByRole('textbox', { name: 'Event name', exact: true }).fill(name);
  await dialog.getByRole('combobox', { name: 'Event type' }).click();
  await page.getByRole('option', { name: 'Other' }).click();
  await dialog.getByRole('textbox', { name: 'Date', exact: true }).fill(isoToday());
  await dialog.getByRole('textbox', { name: 'Time', exact: true }).fill('12:00');
  await dialog.getByRole('textbox', { name: 'Venue', exact: true }).fill('Garden');
  await dialog.getByRole('textbox', { name: 'Budget', exact: true }).fill('300');
  await dialog.getByRole('button', { name: 'Create Event' }).click();
  await expect(page.getByText('Event created successfully')).toBeVisible();
  await page.getByRole('textbox', { name: 'Search events' }).fill(name);
  await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('Walk-in Guest');
});

test("events: each event's invoiced and paid amounts, from its sent and paid invoices", async ({ page }) => {
  await signIn(page);
  // The demo bills its clients' events: one invoiced and partly paid, as the API answers it.
  const answer = await page.request.get('/api/events?limit=100');
  const events = (await answer.json()) as { name: string; invoiced: string; paid: string }[];
  const billed = events.find(
    (event) =>
      event.paid !== '0.00' &&
      event.paid !== event.invoiced &&
      events.filter((other) => other.name === event.name).length === 1,
  );
  expect(billed).toBeDefined();
  const money = (amount: string) =>
    Number(amount).toLocaleString('en-US', { style: 'currency', currency: 'USD' });

  await page.getByRole('link', { name: 'Events', exact: true }).click();
  await page.getByRole('textbox', { name: 'Search events' }).fill(billed!.name);
  const row = page.getByRole('row', { name: new RegExp(billed!.name) });
  await expect(row).toContainText(money(billed!.invoiced));
  await expect(row).toContainText(`${money(billed!.paid)} paid`);
  await expect(page.getByRole('columnheader', { name: 'Invoiced / Paid' })).toBeVisible();
});
