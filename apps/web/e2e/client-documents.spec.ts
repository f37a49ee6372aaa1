import { expect, type Page, test } from '@playwright/test';
import { signIn } from './login.ts';

// A client's portal upload reaches staff: its notification opens the event's page on it, the event's
// Documents card and the client's documents list it; staff add an existing document to the event and
// remove it again. As the demo's client (README: the demo portal).
const CLIENT = { email: 'maria.anders@northwind-traders.example.com', password: 'portal-demo-2026' };

async function clientSignIn(page: Page) {
  await page.goto('/portal/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(CLIENT.email);
  await page.getByLabel('Password', { exact: true }).fill(CLIENT.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome, Northwind Traders', level: 1 })).toBeVisible();
}

test("a client's upload opens from its notification on the event's page, and lists under the client", async ({
  page,
  browser,
}) => {
  // Two people, two sign-ins and a round trip through the notifications: more than one screen's work.
  test.slow();
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await signIn(staff);
  const portals = (await (
    await staff.request.get(`/api/client-portals?search=${encodeURIComponent(CLIENT.email)}`)
  ).json()) as Array<{ eventId: number; eventName: string; clientId: number }>;
  const portal = portals[0]!;

  // The client says which of their events the file is about, and sends it.
  await clientSignIn(page);
  await page.getByRole('combobox', { name: 'Which event are your files about?' }).click();
  await page.getByRole('option', { name: portal.eventName }).click();
  const name = `seating-${Date.now()}.txt`;
  await page
    .getByLabel('Send files to us')
    .setInputFiles({ name, mimeType: 'text/plain', buffer: Buffer.from('Table 1: Maria, Sam\n') });
  await expect(page.getByText(`${name} was sent`)).toBeVisible();

  // Staff open the notification about it and land on the event's page, the upload marked.
  await staff.goto('/dashboard');
  await staff.getByRole('button', { name: /^Notifications \(\d+ unread\)$/ }).click();
  const note = staff.getByTestId('notification').filter({ hasText: name });
  await note.getByRole('link', { name: 'Client upload' }).click();
  await expect(staff).toHaveURL(new RegExp(`/events/${portal.eventId}\\?document=\\d+$`));
  await expect(staff.getByRole('heading', { name: portal.eventName, level: 2 })).toBeVisible();
  const row = staff.getByTestId('event-document').filter({ hasText: name });
  await expect(row).toHaveAttribute('aria-current', 'true');
  await expect(row).toContainText('client-upload');
  // Opened, the notification is read: it left the unread list (the bell opens and closes the list).
  const bell = staff.getByRole('button', { name: /^Notifications/ });
  await bell.click();
  await expect(staff.getByTestId('notification').filter({ hasText: name })).toHaveCount(0);
  await bell.click();

  // The client's page lists it too, as come through the portal, and on its timeline.
  await staff.getByRole('link', { name: "See all documents on the client's page" }).click();
  await expect(staff).toHaveURL(new RegExp(`/clients/${portal.clientId}$`));
  await expect(staff.getByRole('heading', { name: 'Northwind Traders', level: 2 })).toBeVisible();
  const documents = staff.getByRole('region', { name: 'Documents' });
  await expect(documents.getByRole('link', { name })).toBeVisible();
  await expect(documents.getByText(/^from the portal · /).first()).toBeVisible();
  await expect(staff.getByText(`${name} uploaded through the portal`)).toBeVisible();
  await staffContext.close();
});

test('staff add an existing document to an event and remove it again', async ({ page }) => {
  await signIn(page);
  const title = `Venue Contract ${Date.now()}.pdf`;
  const created = await page.request.post('/api/documents', {
    data: {
      name: title,
      category: 'contracts',
      fileUrl: 'https://example.com/contract.pdf',
      fileSize: '1 KB',
      mimeType: 'application/pdf',
    },
  });
  expect(created.status()).toBe(201);
  const events = (await (await page.request.get('/api/events?search=&limit=1')).json()) as Array<{
    id: number;
    name: string;
  }>;
  const event = events[0]!;

  // A full load of the app at the event's address (the session checked first) on a busy machine.
  test.slow();
  await page.goto(`/events/${event.id}`);
  await expect(page.getByRole('heading', { name: event.name, level: 2 })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Add documents' }).click();
  await page.getByRole('combobox', { name: 'Existing documents' }).fill('Venue Contract');
  await page.getByRole('option', { name: title }).click();
  await page.getByRole('button', { name: 'Add to event' }).click();
  await expect(page.getByText('Documents added to the event')).toBeVisible();
  const row = page.getByTestId('event-document').filter({ hasText: title });
  await expect(row).toBeVisible();

  await row.getByRole('button', { name: `Remove ${title} from this event` }).click();
  await expect(page.getByText('Document removed from the event')).toBeVisible();
  await expect(row).toHaveCount(0);
  // It is still a document, on no event.
  const kept = (await (
    await page.request.get(`/api/documents?search=${encodeURIComponent(title)}`)
  ).json()) as Array<{ name: string; eventId: number | null }>;
  expect(kept).toEqual([expect.objectContaining({ name: title, eventId: null })]);
});
