import { expect, type Page, test } from '@playwright/test';
import { signIn } from './login.ts';

/*
 * The Events screen's calendar: an event is a link to its page, the view and its date are in the
 * address (Back and a reload come back to them), and Week and Day open on the month looked at.
 */

function isoDate(date: Date) {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

function isoToday() {
  return isoDate(new Date());
}

/** 'March 1, 2027' (a day's cell in the calendar), or 'Monday, March 1, 2027' (the Day view's title). */
function longDate(date: Date, weekday?: 'weekday') {
  return date.toLocaleDateString('en-US', {
    ...(weekday && { weekday: 'long' }),
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  });
}

function longToday(weekday?: 'weekday') {
  return longDate(new Date(), weekday);
}

/** The first day of the month `months` after this one. */
function monthAhead(months: number) {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth() + months, 1);
}

/** 'March 2027': the Month view's title. */
const monthTitle = (date: Date) => date.toLocaleDateString('en-US', { month: 'long', year: 'numeric' });

/** An event at 12:05 AM on `date` (first of its day in the calendar), made through the API; its id. */
async function createEvent(page: Page, name: string, date: string): Promise<number> {
  const created = await page.request.post('/api/events', {
    data: {
      name,
      type: 'Party',
      clientName: 'Walk-in Guest',
      date,
      time: '00:05',
      venue: 'Loft',
      budget: '500',
    },
  });
  expect(created.status()).toBe(201);
  return (await created.json()).id;
}

async function openEvents(page: Page) {
  await signIn(page);
  await page.getByRole('link', { name: 'Events', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Event Management', level: 1 })).toBeVisible();
}

test('calendar: events by month, week and day, each a link to its page', async ({ page }) => {
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
  await expect(calendar.getByRole('button', { name: 'Month', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // The month cell lists a few events and links to the rest; the Day view lists them all.
  const inMonth = today.getByRole('link', { name: /Calendar Gala/ });
  const more = today.getByRole('button', { name: /more$/ });
  if (await more.isVisible()) await expect(inMonth).toHaveCount(0);
  else await expect(inMonth).toBeVisible();

  // Today's month: the Week and Day views open on today.
  await calendar.getByRole('button', { name: 'Week', exact: true }).click();
  await expect(today.getByRole('link', { name: /11:45 PM Calendar Gala/ })).toBeVisible();

  await calendar.getByRole('button', { name: 'Day', exact: true }).click();
  await expect(calendar.getByRole('heading', { level: 2 })).toHaveText(longToday('weekday'));
  await expect(page).toHaveURL(new RegExp(`/events\\?view=day&date=${isoToday()}$`));
  await calendar.getByRole('link', { name: '11:45 PM Calendar Gala' }).click();
  await expect(page).toHaveURL(/\/events\/\d+$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Calendar Gala' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Back: the Day view of the same day.
  await page.goBack();
  await expect(calendar.getByRole('button', { name: 'Day', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(calendar.getByRole('heading', { level: 2 })).toHaveText(longToday('weekday'));
  await expect(calendar.getByRole('link', { name: '11:45 PM Calendar Gala' })).toContainText('Rose Hall');

  await calendar.getByRole('button', { name: 'Next' }).click();
  await expect(calendar.getByRole('link', { name: /Calendar Gala/ })).toHaveCount(0);
});

test('calendar: an event in the Month view opens its page, and Back shows the same month', async ({
  page,
}) => {
  await signIn(page);
  const later = monthAhead(2);
  later.setDate(10);
  const name = `Calendar Page ${Date.now()}`;
  const id = await createEvent(page, name, isoDate(later));

  await page.getByRole('link', { name: 'Events', exact: true }).click();
  const calendar = page.getByRole('region', { name: 'Event calendar' });
  await calendar.getByRole('button', { name: 'Next' }).click();
  await calendar.getByRole('button', { name: 'Next' }).click();
  await expect(calendar.getByRole('heading', { level: 2 })).toHaveText(monthTitle(later));
  // A link: a middle click opens the page in a new tab, Enter opens it from the keyboard.
  const event = calendar.getByRole('group', { name: longDate(later) }).getByRole('link', { name });
  await expect(event).toHaveAttribute('href', `/events/${id}`);
  await event.click();
  await expect(page).toHaveURL(new RegExp(`/events/${id}$`));
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/events\\?view=month&date=${isoDate(monthAhead(2))}$`));
  await expect(calendar.getByRole('heading', { level: 2 })).toHaveText(monthTitle(later));
  await expect(calendar.getByRole('button', { name: 'Month', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(calendar.getByRole('link', { name })).toBeVisible();

  // From the keyboard.
  await calendar.getByRole('link', { name }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/events/${id}$`));
});

test("calendar: Week and Day open on the month looked at; the list's search stays in the address", async ({
  page,
}) => {
  await signIn(page);
  const next = monthAhead(1);
  const name = `Calendar Week ${Date.now()}`;
  await createEvent(page, name, isoDate(next));

  // The header search opens the screen with ?search=: the calendar's view and date go beside it.
  await page.goto(`/events?search=${encodeURIComponent(name)}`);
  const calendar = page.getByRole('region', { name: 'Event calendar' });
  const search = page.getByRole('textbox', { name: 'Search events' });
  await expect(search).toHaveValue(name);
  await expect(page.getByRole('row')).toHaveCount(2);
  await calendar.getByRole('button', { name: 'Next' }).click();
  await expect(calendar.getByRole('heading', { level: 2 })).toHaveText(monthTitle(next));

  // Not today's month: the week of its 1st, and the 1st.
  await calendar.getByRole('button', { name: 'Week', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/events\\?search=[^&]+&view=week&date=${isoDate(next)}$`));
  const first = calendar.getByRole('group', { name: longDate(next) });
  await expect(first).toBeVisible();
  await expect(first.getByRole('link', { name: `12:05 AM ${name}` })).toBeVisible();
  await calendar.getByRole('button', { name: 'Day', exact: true }).click();
  await expect(calendar.getByRole('heading', { level: 2 })).toHaveText(longDate(next, 'weekday'));
  await expect(calendar.getByRole('link', { name: `12:05 AM ${name}` })).toBeVisible();
  await expect(search).toHaveValue(name);
  await expect(page.getByRole('row')).toHaveCount(2);

  // The address holds the calendar: a reload opens on the same day.
  await page.reload();
  await expect(calendar.getByRole('heading', { level: 2 })).toHaveText(longDate(next, 'weekday'));
  await expect(calendar.getByRole('button', { name: 'Day', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // Back in today's month, Week opens on today's week.
  await calendar.getByRole('button', { name: 'Month', exact: true }).click();
  await calendar.getByRole('button', { name: 'Previous' }).click();
  await calendar.getByRole('button', { name: 'Week', exact: true }).click();
  await expect(calendar.getByRole('group', { name: longToday() })).toBeVisible();
});

test("calendar: on a phone the Month view shows each event's name", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page);
  const day = monthAhead(1);
  day.setDate(14);
  const name = `Gala Night ${Date.now()}`;
  await createEvent(page, name, isoDate(day));

  await page.goto(`/events?view=month&date=${isoDate(day)}`);
  const calendar = page.getByRole('region', { name: 'Event calendar' });
  await expect(calendar.getByRole('heading', { level: 2 })).toHaveText(monthTitle(day));
  const event = calendar.getByRole('group', { name: longDate(day) }).getByRole('link', { name });
  await expect(event).toBeVisible();
  // The type's icon gives its room to the name, which wraps onto a second line inside the chip (where
  // an ellipsis may end it) rather than show an icon and '..'.
  await expect(event.locator('svg')).toBeHidden();
  const outside = await event.evaluate((link) => {
    const text = [...link.querySelectorAll('span')].at(0)?.lastChild;
    if (!text?.textContent?.startsWith('Gala Night')) return ['not the name'];
    const box = link.getBoundingClientRect();
    const range = document.createRange();
    range.setStart(text, 0);
    range.setEnd(text, 'Gala Night'.length);
    return [...range.getClientRects()]
      .filter((rect) => rect.right > box.right - 3 || rect.bottom > box.bottom + 1)
      .map((rect) => `${rect.width}x${rect.height} at ${rect.x},${rect.y} in ${box.width}x${box.height}`);
  });
  expect(outside, 'the name cut short').toEqual([]);
  const sideways = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(sideways, 'the page scrolls sideways').toBe(0);

  // The Week view lists the days as rows: the name whole.
  await calendar.getByRole('button', { name: 'Week', exact: true }).click();
  const inWeek = calendar.getByRole('link', { name: `12:05 AM ${name}` });
  await expect(inWeek).toBeVisible();
  const cut = await inWeek.evaluate((link) => {
    const text = link.firstElementChild as HTMLElement;
    return text.scrollWidth > text.clientWidth;
  });
  expect(cut, 'the name cut short in the Week view').toBe(false);
});

test('calendar: opened at an address with a view and date, its period is asked for once, with the page', async ({
  page,
}) => {
  await signIn(page);
  const next = monthAhead(1);
  const requests: string[][] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/trpc/')) requests.push(url.pathname.slice('/trpc/'.length).split(','));
  });
  await page.goto(`/events?view=week&date=${isoDate(next)}`);
  const calendar = page.getByRole('region', { name: 'Event calendar' });
  await expect(calendar.getByRole('group', { name: longDate(next) })).toBeVisible();
  await expect(calendar.getByRole('button', { name: 'Week', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // The route's loader asked for the week in the address, with the session check: the calendar did
  // not have to ask for it again.
  expect(requests[0], JSON.stringify(requests)).toContain('auth.session');
  expect(requests[0]).toContain('events.range');
  expect(requests.flat().filter((name) => name === 'events.range')).toHaveLength(1);
});
