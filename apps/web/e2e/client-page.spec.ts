import { expect, test } from '@playwright/test';
import { expectAccessible } from './axe.ts';
import { signIn } from './login.ts';

// A client's page: reached from the clients list, it shows both people of a couple, the client's
// events, invoices with what is owed, documents, notes and one timeline; edits keep what was typed.

test("a client's page: a couple's second contact, notes, events, invoices owed and one timeline", async ({
  page,
}) => {
  test.slow();
  await signIn(page);
  // A demo client with invoices: the one that owes the most (the list's balance column).
  const clients = (await (await page.request.get('/api/clients?limit=500')).json()) as Array<{
    id: number;
    name: string;
    outstanding: string;
    eventsCount: number;
  }>;
  const client = clients.toSorted((a, b) => Number(b.outstanding) - Number(a.outstanding))[0]!;
  expect(Number(client.outstanding)).toBeGreaterThan(0);

  await page.getByRole('link', { name: 'Clients', exact: true }).click();
  await page.getByRole('textbox', { name: 'Search clients' }).fill(client.name);
  await page.getByRole('link', { name: client.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/clients/${client.id}$`));
  await expect(page.getByRole('heading', { name: 'Client Details', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: client.name, level: 2 })).toBeVisible();

  // What they owe, and each invoice's balance.
  const invoices = page.getByRole('region', { name: 'Invoices' });
  const owed = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(
    Number(client.outstanding),
  );
  await expect(invoices.getByText(`Balance: ${owed} outstanding`)).toBeVisible();
  await expect(invoices.getByRole('row').nth(1)).toBeVisible();
  const events = page.getByRole('region', { name: 'Events' });
  if (client.eventsCount > 0) await expect(events.getByRole('link').first()).toBeVisible();
  const timeline = page.getByRole('region', { name: 'Timeline' });
  await expect(timeline.getByText(/^Invoice INV-\d{4}-\d{4} issued$/).first()).toBeVisible();

  // A couple: the second person, added in the client's form, shows beside the first.
  await page.getByRole('button', { name: 'Edit Client' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Client' });
  await dialog.getByRole('textbox', { name: 'Second contact name' }).fill('Sam Rivera');
  await dialog.getByRole('textbox', { name: 'Second contact email' }).fill('sam at rivera');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog.getByText('Invalid email')).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Second contact email' })).toHaveValue('sam at rivera');
  await dialog.getByRole('textbox', { name: 'Second contact email' }).fill('sam@rivera.example.com');
  await dialog.getByRole('textbox', { name: 'Second contact phone' }).fill('+1 503 555 0142');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Sam Rivera')).toBeVisible();
  await expect(page.getByRole('link', { name: 'sam@rivera.example.com' })).toHaveAttribute(
    'href',
    'mailto:sam@rivera.example.com',
  );

  // Notes, kept as typed (line breaks included).
  const notes = page.getByRole('region', { name: 'Notes' });
  await notes.getByRole('button', { name: 'Edit notes' }).click();
  await notes.getByRole('textbox', { name: 'Notes' }).fill('Vegetarian menu.\nCall Sam after 5pm.');
  await notes.getByRole('button', { name: 'Save Notes' }).click();
  // Saved: the editor closes (a controlled textarea's own text would match the text below while open).
  await expect(notes.getByRole('textbox', { name: 'Notes' })).toBeHidden();
  await expect(notes.getByText('Call Sam after 5pm.')).toBeVisible();
  const saved = (await (await page.request.get(`/api/clients/${client.id}`)).json()) as Record<
    string,
    unknown
  >;
  expect(saved).toMatchObject({
    secondContactName: 'Sam Rivera',
    secondContactEmail: 'sam@rivera.example.com',
    secondContactPhone: '+1 503 555 0142',
    notes: 'Vegetarian menu.\nCall Sam after 5pm.',
  });
  await expectAccessible(page, `/clients/${client.id}`);

  // An invoice opens its dialog on the invoices screen; Back returns to the client.
  await invoices.getByRole('row').nth(1).getByRole('link').click();
  await expect(page).toHaveURL(/\/invoices\?invoice=\d+$/);
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { name: client.name, level: 2 })).toBeVisible();
});

test('an unknown client says so in the frame of the app', async ({ page }) => {
  await signIn(page);
  await page.goto('/clients/2000000');
  await expect(page.getByRole('alert')).toHaveText('Client not found');
  await expect(page.getByRole('link', { name: 'Back to clients' })).toBeVisible();
});
