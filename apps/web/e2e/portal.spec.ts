import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { expectAccessible } from './axe.ts';
import { signIn } from './login.ts';

// The client portal, as the demo's client signs in to it (README: the demo portal).
const CLIENT = { email: 'maria.anders@northwind-traders.example.com', password: 'portal-demo-2026' };
const PHONE = { width: 390, height: 844 };

async function clientSignIn(page: Page) {
  await page.goto('/portal/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(CLIENT.email);
  await page.getByLabel('Password', { exact: true }).fill(CLIENT.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome, Northwind Traders', level: 1 })).toBeVisible();
}

async function staffPage(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page);
  return { page, close: () => context.close() };
}

test('a client signs in, sees the event, downloads a shared document and sends one that staff then see', async ({
  page,
  browser,
}) => {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });

  // A wrong password is refused with the server's reason, and nothing opens.
  await page.goto('/portal/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(CLIENT.email);
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toContainText('Invalid email or password');

  await clientSignIn(page);
  await expect(page.getByText(/^You last signed in on /)).toBeVisible();
  // The portal's event, as the staff API has it.
  const staff = await staffPage(browser);
  const portals = (await (
    await staff.page.request.get(`/api/client-portals?search=${encodeURIComponent(CLIENT.email)}`)
  ).json()) as Array<{ id: number; eventId: number | null; eventName: string }>;
  const portal = portals[0]!;
  await expect(page.getByRole('heading', { name: portal.eventName, level: 3 })).toBeVisible();
  // Budgets are staff business unless staff let the client see them.
  await expect(page.getByText(/^Budget:/)).toHaveCount(0);

  // The shared run sheet downloads with its real bytes.
  const row = page.getByRole('row', { name: /Event Day Run Sheet\.txt/ });
  await expect(row).toBeVisible();
  const download = page.waitForEvent('download');
  await row.getByRole('link', { name: 'Download Event Day Run Sheet.txt' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('Event Day Run Sheet.txt');
  const text = Buffer.concat(await (await file.createReadStream()).toArray()).toString();
  const fromStaff = await staff.page.request.get(
    (
      (await (await staff.page.request.get('/api/documents?search=Run%20Sheet')).json()) as Array<{
        fileUrl: string;
      }>
    )[0]!.fileUrl,
  );
  expect(text).toBe(await fromStaff.text());
  expect(text).toContain('Event day run sheet');

  // The client sends a file; it lists as theirs, and staff find it on Documents, filed as a client upload.
  const name = `guest-list-${Date.now()}.txt`;
  await page
    .getByLabel('Send files to us')
    .setInputFiles({ name, mimeType: 'text/plain', buffer: Buffer.from('Table 1: Maria, Sam\n') });
  await expect(page.getByText(`${name} was sent`)).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(name.replace('.', '\\.')) })).toContainText(
    'Sent by you',
  );

  await staff.page.goto('/documents');
  await staff.page.getByRole('textbox', { name: 'Search documents' }).fill(name);
  const filed = staff.page.getByRole('row', { name: new RegExp(name.replace('.', '\\.')) });
  await expect(filed).toContainText('Sent by Northwind Traders through their portal');
  await expect(filed).toContainText('client-upload');
  await staff.close();

  // The portal session opens no staff door: the staff app shows its landing page, the staff API 401.
  expect((await page.request.get('/api/clients')).status()).toBe(401);
  expect((await page.request.get('/api/dashboard/stats')).status()).toBe(401);
  await page.goto('/dashboard');
  await expect(page.getByRole('link', { name: 'Get Started' })).toBeVisible();

  // Signing out ends the portal session.
  await page.goto('/portal');
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  expect((await page.request.get('/api/portal/me')).status()).toBe(401);
  // A visitor is no error: only the deliberately wrong password's 401 reached the console.
  expect(consoleErrors.filter((e) => !e.includes('401'))).toEqual([]);
});

test('staff share a document with a portal and the client sees it; Total Logins counts the sign-in', async ({
  page,
  browser,
}) => {
  const staff = await staffPage(browser);
  // A document with real bytes behind it (only such documents are offered: the client must be able to open it).
  const floorPlan = `Floor Plan ${Date.now()}.txt`;
  const stored = await staff.page.request.post('/api/uploads?purpose=document', {
    multipart: {
      file: { name: floorPlan, mimeType: 'text/plain', buffer: Buffer.from('Stage left, bar right\n') },
    },
  });
  expect(stored.status()).toBe(201);
  const file = (await stored.json()) as { id: string; url: string };
  const created = await staff.page.request.post('/api/documents', {
    data: {
      name: floorPlan,
      category: 'other',
      fileUrl: file.url,
      fileId: file.id,
      fileSize: '1 KB',
      mimeType: 'text/plain',
    },
  });
  expect(created.status()).toBe(201);
  const before = (await (await staff.page.request.get('/trpc/clientPortals.stats')).json()).result.data
    .totalLogins as number;
  await staff.page.goto('/client-portal');
  await staff.page.getByRole('textbox', { name: 'Search portals' }).fill(CLIENT.email);
  await staff.page
    .getByRole('row', { name: /maria\.anders/ })
    .getByRole('button', { name: 'Shared documents of Northwind Traders' })
    .click();
  const dialog = staff.page.getByRole('dialog', { name: 'Shared Documents' });
  await expect(dialog.getByText('Event Day Run Sheet.txt')).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Share a document' }).fill('Floor Plan');
  await staff.page.getByRole('option', { name: floorPlan }).click();
  await dialog.getByRole('button', { name: 'Share', exact: true }).click();
  await expect(staff.page.getByText('Document shared with the client')).toBeVisible();
  await expect(dialog.getByText(floorPlan)).toBeVisible();

  await clientSignIn(page);
  await expect(page.getByRole('row', { name: floorPlan })).toBeVisible();
  const after = (await (await staff.page.request.get('/trpc/clientPortals.stats')).json()).result.data
    .totalLogins as number;
  expect(after).toBe(before + 1);

  // Stopping the share asks first, then the client no longer sees it.
  await dialog.getByRole('button', { name: `Stop sharing ${floorPlan}` }).click();
  await staff.page
    .getByRole('dialog', { name: 'Please confirm' })
    .getByRole('button', { name: 'Stop sharing' })
    .click();
  await expect(staff.page.getByText('The client no longer sees the document')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('row', { name: /Event Day Run Sheet\.txt/ })).toBeVisible();
  await expect(page.getByRole('row', { name: floorPlan })).toHaveCount(0);
  await staff.page.keyboard.press('Escape');

  // The same from the Documents screen.
  await staff.page.goto('/documents');
  await staff.page.getByRole('textbox', { name: 'Search documents' }).fill(floorPlan);
  await staff.page.getByRole('button', { name: `Share ${floorPlan} with a client` }).click();
  const shareDialog = staff.page.getByRole('dialog', { name: 'Share with a Client' });
  await shareDialog.getByRole('combobox', { name: 'Client portal' }).fill('maria.anders');
  await staff.page.getByRole('option', { name: /Northwind Traders \(maria\.anders/ }).click();
  await shareDialog.getByRole('button', { name: 'Share', exact: true }).click();
  await expect(staff.page.getByText('Document shared with the client')).toBeVisible();
  await expect(
    shareDialog.getByRole('button', { name: 'Stop sharing with Northwind Traders' }),
  ).toBeVisible();
  await page.reload();
  await expect(page.getByRole('row', { name: floorPlan })).toBeVisible();
  await staff.page.goto('/client-portal');
  await staff.page.getByRole('textbox', { name: 'Search portals' }).fill(CLIENT.email);

  // Staff let the client see the budget: the portal shows it.
  const row = staff.page.getByRole('row', { name: /maria\.anders/ });
  await row.getByRole('button', { name: 'Manage access for Northwind Traders' }).click();
  const access = staff.page.getByRole('dialog', { name: 'Manage Access' });
  await access.getByRole('checkbox', { name: 'Show the budget of these events to the client' }).check();
  await access.getByRole('button', { name: 'Save Access' }).click();
  await expect(staff.page.getByText('Portal access updated successfully')).toBeVisible();
  await page.reload();
  await expect(page.getByText(/^Budget: \$/).first()).toBeVisible();

  // "View as client" shows the same, read-only, and the look is in the audit log.
  await row.getByRole('button', { name: 'Preview the portal as Northwind Traders sees it' }).click();
  const preview = staff.page.getByRole('dialog', { name: /as the client sees it/ });
  await expect(preview.getByRole('row', { name: /Event Day Run Sheet\.txt/ })).toBeVisible();
  await expect(preview.getByText(/^Budget: \$/).first()).toBeVisible();
  await expect(preview.getByRole('link', { name: /^Download/ })).toHaveCount(0);
  const views = (await (
    await staff.page.request.get('/api/audit-log?action=view&tableName=client_portals')
  ).json()) as Array<{
    actorName: string;
  }>;
  expect(views[0]?.actorName).toBe('admin');
  await staff.page.keyboard.press('Escape');

  // Put the portal back as the demo has it.
  await row.getByRole('button', { name: 'Manage access for Northwind Traders' }).click();
  await access.getByRole('checkbox', { name: 'Show the budget of these events to the client' }).uncheck();
  await access.getByRole('button', { name: 'Save Access' }).click();
  await expect(staff.page.getByText('Portal access updated successfully')).toBeVisible();
  await staff.close();
});

test("the client sees their issued invoices and downloads one's PDF (issue 17)", async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  const staff = await staffPage(browser);
  const portals = (await (
    await staff.page.request.get(`/api/client-portals?search=${encodeURIComponent(CLIENT.email)}`)
  ).json()) as Array<{ clientId: number | null }>;
  const clientId = portals[0]!.clientId;
  expect(clientId).not.toBeNull();
  const draft = async () => {
    const made = await staff.page.request.post('/api/invoices', {
      data: {
        clientId,
        dueDate: '2099-04-01',
        items: [{ description: 'Uplighting, 24 fixtures', quantity: '2', unitPrice: '125.00', taxRate: '0' }],
      },
    });
    expect(made.status()).toBe(201);
    return ((await made.json()) as { id: number }).id;
  };
  const issued = await staff.page.request.post(`/api/invoices/${await draft()}/send`);
  expect(issued.status()).toBe(200);
  const { number } = (await issued.json()) as { number: string };
  const unsent = await draft();
  await staff.close();

  await clientSignIn(page);
  const invoices = page.getByRole('region', { name: 'Invoices' });
  const row = invoices.getByRole('row', { name: new RegExp(number) });
  await expect(row).toContainText('$250.00');
  await expect(row).toContainText('Due');
  // A draft is staff's business: the portal neither lists it nor serves its PDF.
  expect((await page.request.get(`/api/portal/invoices/${unsent}/pdf`)).status()).toBe(404);

  const download = page.waitForEvent('download');
  await row.getByRole('link', { name: `Download PDF of invoice ${number}` }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`${number}.pdf`);
  const bytes = Buffer.concat(await (await file.createReadStream()).toArray());
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  await expectAccessible(page, 'the portal with an invoice');
});

test('on a phone each invoice is a card showing its balance, status and PDF, and the PDF downloads', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  // An issued invoice with a balance left, beside the demo's paid one.
  const staff = await staffPage(browser);
  const portals = (await (
    await staff.page.request.get(`/api/client-portals?search=${encodeURIComponent(CLIENT.email)}`)
  ).json()) as Array<{ clientId: number | null }>;
  const made = await staff.page.request.post('/api/invoices', {
    data: {
      clientId: portals[0]!.clientId,
      dueDate: '2099-05-01',
      items: [{ description: 'Stage hire, one day', quantity: '1', unitPrice: '980.00', taxRate: '0' }],
    },
  });
  expect(made.status()).toBe(201);
  const issued = await staff.page.request.post(
    `/api/invoices/${((await made.json()) as { id: number }).id}/send`,
  );
  expect(issued.status()).toBe(200);
  const { number } = (await issued.json()) as { number: string };
  await staff.close();

  await page.setViewportSize(PHONE);
  await clientSignIn(page);
  const invoices = page.getByRole('region', { name: 'Invoices' });
  await expect(invoices.getByRole('listitem', { name: new RegExp(number) })).toBeVisible();
  // No table to scroll sideways: cards.
  await expect(invoices.getByRole('table')).toHaveCount(0);
  const cards = invoices.getByRole('listitem');
  expect(await cards.count()).toBeGreaterThanOrEqual(2);
  const value = (card: Locator, label: string) =>
    card
      .locator('dl > div')
      .filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
      .locator('dd');
  for (const card of await cards.all()) {
    const download = card.getByRole('link', { name: /^Download PDF of invoice / });
    for (const [what, shown] of [
      ['Total', value(card, 'Total')],
      ['Balance', value(card, 'Balance')],
      ['Status', value(card, 'Status')],
      ['Download PDF', download],
    ] as const) {
      await shown.scrollIntoViewIfNeeded();
      await expect(shown, `${what} of ${await card.getAttribute('aria-labelledby')}`).toBeInViewport();
      const box = (await shown.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, `${what} ends within the phone's width`).toBeLessThanOrEqual(PHONE.width);
    }
    await expect(value(card, 'Balance')).toHaveText(/^\$[\d,]+\.\d{2}$/);
    await expect(value(card, 'Status')).not.toBeEmpty();
  }
  const card = invoices.getByRole('listitem', { name: new RegExp(number) });
  await expect(value(card, 'Balance')).toHaveText('$980.00');
  await expect(value(card, 'Status')).toHaveText('Due');

  const download = page.waitForEvent('download');
  await card.getByRole('link', { name: `Download PDF of invoice ${number}` }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`${number}.pdf`);
  const bytes = Buffer.concat(await (await file.createReadStream()).toArray());
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
});

// The portal follows the client's device (light or dark): the dark scheme is checked too.
for (const [size, viewport, scheme] of [
  ['desktop', { width: 1440, height: 900 }, 'light'],
  ['phone', PHONE, 'light'],
  ['desktop, dark', { width: 1440, height: 900 }, 'dark'],
] as const) {
  test(`the portal's pages have no serious accessibility violations (${size})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto('/portal/login');
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
    await expectAccessible(page, `the portal sign-in page (${size})`);
    await clientSignIn(page);
    // A row of the table, or on a phone a card.
    const runSheet = /Event Day Run Sheet\.txt/;
    await expect(
      page.getByRole('row', { name: runSheet }).or(page.getByRole('listitem', { name: runSheet })),
    ).toBeVisible();
    await expectAccessible(page, `the portal (${size})`);
    // Nothing is wider than the screen.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
}
