import { type Browser, expect, type Page, test } from '@playwright/test';
import { signIn } from './login.ts';
import { signInQuickly } from './screens.ts';

// The company's time zone: an administrator whose browser is in another zone than the one nobody has
// chosen yet (the server's, UTC here) is offered theirs, once for all administrators; the picker finds
// zones by city and region, and what is typed replaces the zone it shows.

const LA = 'America/Los_Angeles';
const OFFER = /Your browser is in America\/Los_Angeles \(Pacific Time\); the company's time zone is UTC\./;

test.use({ timezoneId: LA });

type Settings = { timeZone: string; timeZoneConfirmed: boolean; version: number };
let found: Settings | undefined;

const settingsOf = async (page: Page): Promise<Settings> =>
  (await page.request.get('/api/company-settings')).json();

async function putSettings(page: Page, data: Record<string, unknown>) {
  const res = await page.request.put('/api/company-settings', { data });
  expect(res.status(), await res.text()).toBe(200);
}

/** A staff account made by the admin through the API; `page` must be the admin's. */
async function createUser(page: Page, role: 'admin' | 'manager') {
  const username = `tz-${role}-${Date.now()}`;
  const password = `${role}-password-1`;
  const res = await page.request.post('/api/users', {
    data: { username, password, email: `${username}@example.com`, role },
  });
  expect(res.status()).toBe(201);
  return { username, password };
}

/** The Profile screen in a browser of its own (in Los Angeles too), signed in as `user`. */
async function profileAs(browser: Browser, user: { username: string; password: string }) {
  const context = await browser.newContext({ timezoneId: LA });
  const page = await context.newPage();
  await signIn(page, user);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Company Settings' })).toBeVisible();
  return { page, close: () => context.close() };
}

// The other spec files expect the zone as they found it: it goes back whatever happens here.
test.afterEach(async ({ page }) => {
  if (!found) return;
  await signInQuickly(page);
  await putSettings(page, { timeZone: found.timeZone, timeZoneConfirmed: found.timeZoneConfirmed });
});

test("an administrator is offered the browser's zone once, for every administrator; others never", async ({
  page,
  browser,
}) => {
  // Three browsers sign in, and two accounts are made (a password hash each).
  test.slow();
  await signInQuickly(page);
  found = await settingsOf(page);
  // A zone nobody chose, whatever an earlier file on this database did.
  await putSettings(page, { timeZone: 'UTC', timeZoneConfirmed: false });
  const manager = await createUser(page, 'manager');
  const secondAdmin = await createUser(page, 'admin');

  const managerView = await profileAs(browser, manager);
  await expect(managerView.page.getByRole('combobox', { name: 'Time zone' })).toHaveValue('UTC');
  await expect(managerView.page.getByText(/Your browser is in/)).toHaveCount(0);
  await managerView.close();

  // The dashboard, where an administrator lands after signing in, offers it too.
  await page.goto('/dashboard');
  await expect(page.getByText(OFFER)).toBeVisible();
  await page.goto('/profile');
  await expect(page.getByText(OFFER)).toBeVisible();
  await page.getByRole('button', { name: `Use ${LA}` }).click();
  await expect(page.getByRole('combobox', { name: 'Time zone' })).toHaveValue(LA);
  await expect(page.getByText(/Your browser is in/)).toHaveCount(0);
  expect(await settingsOf(page)).toMatchObject({ timeZone: LA, timeZoneConfirmed: true });

  // Another administrator's session, in the same zone, is not asked again.
  const secondView = await profileAs(browser, secondAdmin);
  await expect(secondView.page.getByRole('combobox', { name: 'Time zone' })).toHaveValue(LA);
  await expect(secondView.page.getByText(/Your browser is in/)).toHaveCount(0);
  await secondView.close();

  // Keeping the zone in force is a choice too: the offer goes and does not come back.
  await putSettings(page, { timeZone: 'UTC', timeZoneConfirmed: false });
  await page.reload();
  await expect(page.getByText(OFFER)).toBeVisible();
  await page.getByRole('button', { name: 'Keep UTC' }).click();
  await expect(page.getByText(/Your browser is in/)).toHaveCount(0);
  await expect.poll(() => settingsOf(page)).toMatchObject({ timeZone: 'UTC', timeZoneConfirmed: true });
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Time zone' })).toHaveValue('UTC');
  await expect(page.getByText(/Your browser is in/)).toHaveCount(0);
});

test('the time zone picker finds zones by city and region, and typing replaces what it shows', async ({
  page,
}) => {
  await signInQuickly(page);
  found ??= await settingsOf(page);
  await putSettings(page, { timeZone: 'UTC', timeZoneConfirmed: true });
  await page.goto('/profile');
  const timeZone = page.getByRole('combobox', { name: 'Time zone' });
  await expect(timeZone).toHaveValue('UTC');

  // Portland names no zone: its city is found all the same, typed key by key into the field.
  await timeZone.click();
  await expect(timeZone).toHaveValue('');
  await page.keyboard.type('Portland');
  await expect(timeZone).toHaveValue('Portland');
  const options = page.getByRole('option');
  await expect(options).toHaveCount(1);
  await expect(options.first()).toContainText(LA);
  await expect(options.first()).toContainText('Pacific Time');
  await options.first().click();
  await expect(timeZone).toHaveValue(LA);
  await page.getByRole('button', { name: 'Save Company Settings' }).click();
  await expect.poll(async () => (await settingsOf(page)).timeZone).toBe(LA);

  // Focused again, the field searches afresh: the region, not 'America/Los_AngelesPacific'.
  await page.getByRole('textbox', { name: 'Company name', exact: true }).click();
  await timeZone.click();
  await page.keyboard.type('Pacific');
  await expect(timeZone).toHaveValue('Pacific');
  await expect(page.getByRole('option', { name: new RegExp(`^${LA}`) })).toBeVisible();
  await expect(page.getByRole('option', { name: /^Pacific\/Auckland/ })).toBeVisible();
  const shown = await options.allTextContents();
  expect(shown.length).toBeGreaterThan(5);
  for (const text of shown) expect(text).toMatch(/Pacific/);
  // Leaving the field shows the zone again, unchanged.
  await page.keyboard.press('Escape');
  await page.getByRole('textbox', { name: 'Company name', exact: true }).click();
  await expect(timeZone).toHaveValue(LA);
});
