import { expect, test } from '@playwright/test';
import { expectAccessible } from './axe.ts';
import { confirmInModal } from './confirm.ts';
import { signIn } from './login.ts';

test('event page: reserve equipment for two overlapping events until refused, check out, return one short', async ({
  page,
}) => {
  // Two event pages, a refusal, a check-out and a return, with an accessibility scan.
  test.setTimeout(90_000);
  await signIn(page);
  const stamp = Date.now();
  const itemName = `Ghost Chair ${stamp}`;
  const item = await page.request.post('/api/inventory', {
    data: {
      name: itemName,
      sku: `GC-${stamp}`,
      category: 'Furniture',
      quantity: 10,
      minQuantity: 8,
      unitValue: '40.00',
    },
  });
  expect(item.status()).toBe(201);
  const newEvent = async (name: string, fields: Record<string, unknown>) => {
    const created = await page.request.post('/api/events', {
      data: {
        name,
        type: 'Wedding',
        clientName: 'Walk-in',
        time: '16:00',
        venue: 'Barn',
        budget: '8000',
        ...fields,
      },
    });
    expect(created.status()).toBe(201);
    return (await created.json()).id as number;
  };
  // The first occupies Friday to Sunday (a setup day before); the second only the Saturday.
  const weekend = await newEvent(`Weekend Wedding ${stamp}`, {
    date: '2027-08-07',
    endDate: '2027-08-08',
    setupDays: 1,
  });
  const saturday = await newEvent(`Saturday Wedding ${stamp}`, { date: '2027-08-07' });

  // The first event's page, reached from the events table.
  await page.goto(`/events?search=${encodeURIComponent(`Weekend Wedding ${stamp}`)}`);
  await page.getByRole('link', { name: `Weekend Wedding ${stamp}` }).click();
  await expect(page).toHaveURL(new RegExp(`/events/${weekend}$`));
  await expect(page.getByRole('heading', { name: `Weekend Wedding ${stamp}` })).toBeVisible();
  await expect(page.getByText('Reserved for Aug 6, 2027 to Aug 8, 2027')).toBeVisible();

  const reserve = async (quantity: number) => {
    await page.getByRole('combobox', { name: 'Item' }).fill(itemName);
    await page.getByRole('option', { name: new RegExp(itemName) }).click();
    await page.getByRole('textbox', { name: 'Quantity' }).fill(String(quantity));
    await page.getByRole('button', { name: 'Reserve', exact: true }).click();
  };
  await reserve(7);
  await expect(page.getByText('Equipment reserved')).toBeVisible();
  await expect(page.getByRole('cell', { name: new RegExp(`^${itemName}`) })).toBeVisible();
  await expectAccessible(page, '/events/:id with a reservation');

  // Escape on a half-typed edit asks before the typing is lost; Cancel keeps it.
  await page.getByRole('button', { name: 'Edit Event' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Event' });
  await edit.getByRole('textbox', { name: 'Venue', exact: true }).fill('Half-typed barn');
  await page.keyboard.press('Escape');
  const discard = page.getByRole('dialog', { name: 'Discard changes?' });
  await expect(discard).toBeVisible();
  await discard.getByRole('button', { name: 'Cancel' }).click();
  await expect(edit.getByRole('textbox', { name: 'Venue', exact: true })).toHaveValue('Half-typed barn');
  await edit.getByRole('button', { name: 'Cancel' }).click();
  await page
    .getByRole('dialog', { name: 'Discard changes?' })
    .getByRole('button', { name: 'Discard' })
    .click();
  await expect(edit).toBeHidden();

  // A contract uploaded on the event's page is linked to the event and listed there.
  await page.getByRole('button', { name: 'Add documents' }).click();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose Files' }).click();
  await (await chooser).setFiles([
    {
      name: `barn-contract-${stamp}.txt`,
      mimeType: 'text/plain',
      buffer: Buffer.from('Barn hire, 7 Aug 2027'),
    },
  ]);
  await page.getByRole('button', { name: 'Upload Files' }).click();
  await expect(page.getByText('Files uploaded successfully')).toBeVisible();
  await expect(page.getByRole('link', { name: `barn-contract-${stamp}.txt` })).toBeVisible();

  // The second event wants 4 on the shared Saturday: only 3 are free.
  await page.goto(`/events/${saturday}`);
  await reserve(4);
  await expect(
    page.getByText(`Only 3 of ${itemName} are free on Sat, Aug 7, 2027 (4 asked for)`),
  ).toBeVisible();
  // The item stays chosen: only the quantity changes.
  await page.getByRole('textbox', { name: 'Quantity' }).fill('3');
  await page.getByRole('button', { name: 'Reserve', exact: true }).click();
  await expect(page.getByText('Equipment reserved')).toBeVisible();

  // Out and back, two chairs short (damaged): the stock goes from 10 to 8, at its minimum.
  await page.getByRole('button', { name: `Check out ${itemName}` }).click();
  await expect(page.getByRole('button', { name: `Return ${itemName}` })).toBeVisible();
  await page.getByRole('button', { name: `Return ${itemName}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Return equipment' });
  await dialog.getByRole('textbox', { name: 'Returned quantity' }).fill('1');
  await dialog.getByRole('button', { name: 'Record return' }).click();
  await expect(dialog.getByText('Say whether the missing ones were lost or damaged')).toBeVisible();
  await dialog.getByRole('radio', { name: 'Damaged' }).check();
  await dialog.getByRole('button', { name: 'Record return' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('(1 back, 2 damaged)')).toBeVisible();

  await page.goto(`/inventory?search=${encodeURIComponent(itemName)}`);
  const row = page.getByRole('row', { name: new RegExp(itemName) });
  await expect(row).toContainText('8 units');
  await expect(row).toContainText('low stock');
});

test("event page: change a reservation's quantity, see a refused increase's message, remove it", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signIn(page);
  const stamp = Date.now();
  const itemName = `Bistro Table ${stamp}`;
  const item = await page.request.post('/api/inventory', {
    data: {
      name: itemName,
      sku: `BT-${stamp}`,
      category: 'Furniture',
      quantity: 10,
      minQuantity: 1,
      unitValue: '25.00',
    },
  });
  expect(item.status()).toBe(201);
  const inventoryId = (await item.json()).id as number;
  const newEvent = async (name: string) => {
    const created = await page.request.post('/api/events', {
      data: {
        name,
        type: 'Party',
        clientName: 'Walk-in',
        date: '2027-09-18',
        time: '18:00',
        venue: 'Terrace',
        budget: '3000',
      },
    });
    expect(created.status()).toBe(201);
    const id = (await created.json()).id as number;
    return id;
  };
  // Another event the same day holds 6 of the 10 tables.
  const other = await newEvent(`Terrace Dinner ${stamp}`);
  expect(
    (
      await page.request.post(`/api/events/${other}/reservations`, { data: { inventoryId, quantity: 6 } })
    ).status(),
  ).toBe(201);
  const party = await newEvent(`Terrace Party ${stamp}`);
  expect(
    (
      await page.request.post(`/api/events/${party}/reservations`, { data: { inventoryId, quantity: 2 } })
    ).status(),
  ).toBe(201);

  await page.goto(`/events/${party}`);
  const quantity = page.getByRole('textbox', { name: `Quantity of ${itemName}` });
  await expect(quantity).toHaveValue('2');
  await quantity.fill('4');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Reservation updated')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeHidden();
  await expect(quantity).toHaveValue('4');

  // 5 would need one more than the 4 the other event leaves: refused with the server's message.
  await quantity.fill('5');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(
    page.getByText(`Only 4 of ${itemName} are free on Sat, Sep 18, 2027 (5 asked for)`),
  ).toBeVisible();
  const stored = await page.request.get(`/api/events/${party}/reservations`);
  expect((await stored.json())[0].quantity).toBe(4);

  await page.getByRole('button', { name: `Remove ${itemName}` }).click();
  await confirmInModal(page, 'Remove this reservation? The items are free again for these days.', {
    subject: `4 × ${itemName}`,
    confirm: 'Remove',
  });
  await expect(page.getByText('Reservation removed')).toBeVisible();
  await expect(page.getByText('No equipment is reserved for this event.')).toBeVisible();
  expect(await (await page.request.get(`/api/events/${party}/reservations`)).json()).toEqual([]);
});

test("event page: Money lists the event's financial records newest first and opens the screen filtered to them", async ({
  page,
}) => {
  await signIn(page);
  const stamp = Date.now();
  const name = `Ledger Gala ${stamp}`;
  const created = await page.request.post('/api/events', {
    data: {
      name,
      type: 'Party',
      clientName: 'Walk-in',
      date: '2027-10-09',
      time: '19:00',
      venue: 'Atrium',
      budget: '2000',
    },
  });
  expect(created.status()).toBe(201);
  const eventId = (await created.json()).id as number;
  const record = async (data: Record<string, unknown>) => {
    const res = await page.request.post('/api/financial-records', { data });
    expect(res.status()).toBe(201);
  };
  await record({
    type: 'expense',
    category: 'Equipment Rental',
    description: `Tent hire ${stamp}`,
    amount: '300',
    date: '2027-01-10',
    eventId,
  });
  await record({
    type: 'income',
    category: 'Event Services',
    description: `Deposit ${stamp}`,
    amount: '800',
    date: '2027-01-20',
    eventId,
  });
  await record({
    type: 'income',
    category: 'Event Services',
    description: `Other deposit ${stamp}`,
    amount: '50',
    date: '2027-01-25',
  });

  await page.goto(`/events/${eventId}`);
  const table = page.getByRole('table', { name: "The event's financial records" });
  const rows = table.getByRole('row');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1)).toContainText(`Deposit ${stamp}`);
  await expect(rows.nth(1)).toContainText('+$800.00');
  await expect(rows.nth(2)).toContainText(`Tent hire ${stamp}`);
  await expect(rows.nth(2)).toContainText('-$300.00');
  await expect(table).not.toContainText(`Other deposit ${stamp}`);
  await expectAccessible(page, '/events/:id with financial records');

  await page.getByRole('link', { name: 'See the financial records' }).click();
  await expect(page).toHaveURL(new RegExp(`/financial-records\\?eventId=${eventId}$`));
  await expect(page.getByText(`Showing the records of the event “${name}”`)).toBeVisible();
  const records = page.getByRole('list', { name: 'Financial records' }).getByRole('listitem');
  await expect(records).toHaveCount(2);
  await expect(records.filter({ hasText: `Deposit ${stamp}` })).toHaveCount(1);
  await expect(records.filter({ hasText: `Tent hire ${stamp}` })).toHaveCount(1);

  await page.getByRole('button', { name: 'Show all records' }).click();
  await expect(page).toHaveURL(/\/financial-records$/);
  await expect(page.getByText(`Showing the records of the event`)).toBeHidden();
  await page.getByRole('textbox', { name: 'Search records' }).fill(`Other deposit ${stamp}`);
  await expect(records).toHaveCount(1);
});

test("inventory: an item's availability day by day over the range the user picks", async ({ page }) => {
  await signIn(page);
  const stamp = Date.now();
  const itemName = `Lantern ${stamp}`;
  const made = await page.request.post('/api/inventory', {
    data: {
      name: itemName,
      sku: `LT-${stamp}`,
      category: 'Lighting',
      quantity: 10,
      minQuantity: 2,
      unitValue: '12.00',
    },
  });
  expect(made.status()).toBe(201);
  const inventoryId = (await made.json()).id as number;
  // A two-day fair holding 4 lanterns, and a party on its second day holding 6: none free that day.
  const event = async (name: string, fields: Record<string, unknown>, quantity: number) => {
    const created = await page.request.post('/api/events', {
      data: {
        name,
        type: 'Party',
        clientName: 'Walk-in',
        time: '18:00',
        venue: 'Park',
        budget: '500',
        ...fields,
      },
    });
    expect(created.status()).toBe(201);
    const id = (await created.json()).id as number;
    const reserved = await page.request.post(`/api/events/${id}/reservations`, {
      data: { inventoryId, quantity },
    });
    expect(reserved.status()).toBe(201);
  };
  await event(`Lantern Fair ${stamp}`, { date: '2027-10-02', endDate: '2027-10-03' }, 4);
  await event(`Lantern Party ${stamp}`, { date: '2027-10-03' }, 6);

  await page.goto(`/inventory?search=${encodeURIComponent(itemName)}`);
  await page.getByRole('button', { name: `Availability of ${itemName}` }).click();
  const dialog = page.getByRole('dialog', { name: `Availability of ${itemName}` });
  await dialog.getByRole('textbox', { name: 'From' }).fill('2027-10-01');
  await dialog.getByRole('textbox', { name: 'To' }).fill('2027-10-04');
  const days = dialog.getByRole('table', { name: `Availability of ${itemName} by day` });
  const rows = days.getByRole('row');
  await expect(rows).toHaveCount(5);
  const cells = async (i: number) => (await rows.nth(i).getByRole('cell').allInnerTexts()).slice(0, 3);
  expect(await cells(1)).toEqual(['Oct 1, 2027', '0', '10']);
  expect(await cells(2)).toEqual(['Oct 2, 2027', '4', '6']);
  expect(await cells(3)).toEqual(['Oct 3, 2027', '10', '0']);
  expect(await cells(4)).toEqual(['Oct 4, 2027', '0', '10']);
  await expect(dialog.getByText('At most 10 of 10 reserved on one day.')).toBeVisible();
  await expectAccessible(page, 'the availability dialog');

  // A range that ends before it starts is the server's to refuse; the dates stay as typed.
  await dialog.getByRole('textbox', { name: 'To' }).fill('2027-09-30');
  await expect(dialog.getByRole('alert')).toHaveText('The range ends before it starts');
  await expect(dialog.getByRole('textbox', { name: 'To' })).toHaveValue('2027-09-30');
});
