import { expect, test } from '@playwright/test';
import { expectAccessible } from './axe.ts';
import { confirmInModal } from './confirm.ts';
import { signInQuickly } from './screens.ts';

const RESET_QUESTION =
  'Reset your calendar link? The current link stops working at once: calendars subscribed to it stop updating until you subscribe to the new one.';

test('calendar feed on the profile: made once with a copy button, read without a session, reset kills the old link', async ({
  page,
  context,
  playwright,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInQuickly(page);
  const event = await page.request.post('/api/events', {
    data: {
      name: 'Feed Gala Night',
      type: 'Party',
      clientName: 'Feed Client',
      date: '2027-09-18',
      time: '19:00',
      venue: 'Harbour Hall',
      budget: '1000',
    },
  });
  expect(event.status()).toBe(201);

  await page.goto('/profile');
  const card = page
    .locator('.mantine-Card-root')
    .filter({ has: page.getByRole('heading', { name: 'Calendar Feed' }) });
  await expect(card.getByText('You have no calendar link.')).toBeVisible();
  await card.getByRole('button', { name: 'Create link' }).click();
  await expect(page.getByText('Calendar link created')).toBeVisible();

  const shown = card.getByRole('textbox', { name: 'Calendar feed URL' });
  await expect(shown).toHaveValue(/\/api\/calendar\/evc_[A-Za-z0-9_-]{43}\.ics$/);
  const url = await shown.inputValue();
  await card.getByRole('button', { name: 'Copy link' }).click();
  await expect(card.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  await expect(card.getByTestId('calendar-link-status')).toContainText('is active');
  await page.getByRole('alert').filter({ hasText: 'Calendar link created' }).getByRole('button').click();
  await expectAccessible(page, 'the profile with a new calendar link');

  // A calendar app: no cookie, no header of ours.
  const calendarApp = await playwright.request.newContext({ baseURL });
  const feed = await calendarApp.get(url);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const text = await feed.text();
  expect(text).toContain('SUMMARY:Feed Gala Night');
  expect(text).toContain('LOCATION:Harbour Hall');

  // Shown once: gone when dismissed and after a reload; the card says a link exists.
  await card.getByRole('button', { name: 'Done' }).click();
  await expect(shown).toHaveCount(0);
  await page.reload();
  await expect(card.getByTestId('calendar-link-status')).toContainText('is active');
  expect(await page.content()).not.toContain(url);

  await card.getByRole('button', { name: 'Reset link' }).click();
  await expect(page.getByRole('dialog', { name: 'Reset calendar link' })).toBeVisible();
  await expectAccessible(page, 'the calendar link reset confirmation');
  await confirmInModal(page, RESET_QUESTION, { confirm: 'Reset link' });
  await expect(page.getByText('Calendar link reset')).toBeVisible();
  const newUrl = await shown.inputValue();
  expect(newUrl).not.toBe(url);

  const old = await calendarApp.get(url);
  expect(old.status()).toBe(404);
  expect((await old.json()).message).toBe('Calendar feed not found');
  expect((await calendarApp.get(newUrl)).status()).toBe(200);
  await calendarApp.dispose();
});
