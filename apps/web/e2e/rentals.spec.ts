import { expect, test } from '@playwright/test';
import { expectAccessible } from './axe.ts';
import { signIn } from './login.ts';

// Rented equipment: an item's rental price set in its form, its rental on the event page, put on the
// client's invoice once, and counted in the event's projected profit.

test('a rental price typed on an item is charged per day on the event, put on an invoice once', async ({
  page,
}) => {
  test.slow();
  await signIn(page);
  const stamp = Date.now();
  const itemName = `Rental Lantern ${stamp}`;

  // The item's rental price, typed in its form.
  await page.getByRole('link', { name: 'Inventory', exact: true }).click();
  await page.getByRole('button', { name: 'Add Item' }).click();
  const form = page.getByRole('dialog', { name: 'Add Inventory Item' });
  await form.getByRole('textbox', { name: 'Item name' }).fill(itemName);
  await form.getByRole('textbox', { name: 'SKU' }).fill(`RL-${stamp}`);
  await form.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'Lighting' }).click();
  await form.getByRole('textbox', { name: 'Unit value' }).fill('30');
  await form.getByRole('textbox', { name: 'Quantity', exact: true }).fill('50');
  await form.getByRole('textbox', { name: /^Rental price/ }).fill('2.75');
  await form.getByRole('button', { name: 'Add Item' }).click();
  await expect(form).toBeHidden();
  const items = (await (await page.request.get(`/api/inventory?search=${stamp}`)).json()) as Array<{
    id: number;
    rentalPrice: string | null;
    rentalUnit: string;
  }>;
  expect(items).toEqual([expect.objectContaining({ rentalPrice: '2.75', rentalUnit: 'day' })]);

  // A client's two-day event with 20 of them.
  const clients = (await (await page.request.get('/api/clients?limit=1')).json()) as Array<{ id: number }>;
  const created = await page.request.post('/api/events', {
    data: {
      name: `Lantern Walk ${stamp}`,
      type: 'Party',
      clientName: 'ignored',
      clientId: clients[0]!.id,
      date: '2027-09-10',
      endDate: '2027-09-11',
      time: '19:00',
      venue: 'Riverside',
      budget: '500',
    },
  });
  expect(created.status()).toBe(201);
  const eventId = (await created.json()).id as number;
  await page.goto(`/events/${eventId}`);
  await page.getByRole('combobox', { name: 'Item' }).fill(itemName);
  await page.getByRole('option', { name: new RegExp(itemName) }).click();
  await page.getByRole('textbox', { name: 'Quantity' }).fill('20');
  await page.getByRole('button', { name: 'Reserve', exact: true }).click();
  await expect(page.getByText('Equipment reserved')).toBeVisible();

  // 20 × 2 days × $2.75 = $110.00, on the row, in the money and in the offer to invoice it.
  const row = page.getByRole('row', { name: new RegExp(itemName) });
  await expect(row.getByText('$110.00')).toBeVisible();
  await expect(row.getByText('$2.75 a day')).toBeVisible();
  await expect(page.getByText('1 rental not yet on an invoice: $110.00')).toBeVisible();
  await expect(page.getByText('Equipment rental', { exact: true }).locator('..')).toContainText('$110.00');
  await expectAccessible(page, '/events/:id with a rental to invoice');

  // Added to a new draft for the client: the invoice opens with the line.
  await page.getByRole('button', { name: 'Add to invoice' }).dblclick();
  await expect(page).toHaveURL(/\/invoices\?invoice=\d+$/);
  await expect(page.getByRole('dialog')).toContainText(`${itemName} rental: 20 × 2 days`);
  const invoiceId = Number(new URL(page.url()).searchParams.get('invoice'));
  const invoice = (await (await page.request.get(`/api/invoices/${invoiceId}`)).json()) as {
    items: Array<{ description: string }>;
    total: string;
  };
  // A double click added the line once.
  expect(invoice.items.map((i) => i.description)).toEqual([`${itemName} rental: 20 × 2 days`]);
  expect(invoice.total).toBe('110.00');

  // Back on the event: the rental names its invoice and is no longer offered.
  await page.goto(`/events/${eventId}`);
  await expect(row.getByRole('link', { name: 'On a draft invoice' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to invoice' })).toHaveCount(0);
});
