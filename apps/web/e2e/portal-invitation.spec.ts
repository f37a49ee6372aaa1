import { expect, test } from '@playwright/test';
import { expectAccessible } from './axe.ts';
import { signIn } from './login.ts';

// Staff invite a client from the Client Portals screen; the client opens the e-mailed link, chooses
// the portal's password and signs in with it. This server has no mail server, so the invitation stays
// in the outbox: the link is read from it through the API, as an administrator can.

test('staff send an invitation; its link sets the portal password once, and the client signs in', async ({
  page,
  browser,
}) => {
  await signIn(page);
  const email = `invited-${Date.now()}@harborandvine.test`;
  const clientName = `Invited Client ${Date.now()}`;
  const created = await page.request.post('/api/client-portals', {
    data: { clientName, email, eventName: 'Garden Party', password: 'typed-by-staff-1', status: 'pending' },
  });
  expect(created.status()).toBe(201);

  await page.goto('/client-portal');
  await page.getByRole('textbox', { name: 'Search portals' }).fill(email);
  const row = page.getByRole('row', { name: new RegExp(email.replace(/[.]/g, '\\.')) });
  await expect(row).toContainText('Pending Setup');
  await row.getByRole('button', { name: `Send invitation to ${clientName}` }).click();
  await expect(page.getByText(`Invitation sent to ${email}`)).toBeVisible();

  // The invitation in the outbox, and its link.
  const listed = (await (
    await page.request.get(`/api/emails?search=${encodeURIComponent(email)}`)
  ).json()) as Array<{ id: number; to: string; subject: string }>;
  expect(listed).toHaveLength(1);
  // Named after the company (the demo's own name).
  expect(listed[0]).toMatchObject({ to: email, subject: expect.stringMatching(/^Your client portal at \S/) });
  const message = (await (await page.request.get(`/api/emails/${listed[0]!.id}`)).json()) as { text: string };
  const url = /https?:\/\/\S+\/portal\/set-password\?token=[\w-]+/.exec(message.text)?.[0];
  expect(url, message.text).toBeDefined();
  const link = new URL(url!);

  // The client, in a browser of their own.
  const context = await browser.newContext();
  const client = await context.newPage();
  await client.goto(`${link.pathname}${link.search}`);
  await expect(client.getByRole('heading', { name: 'Choose your password', level: 1 })).toBeVisible();
  await expectAccessible(client, 'the portal set-password page');
  await client.getByLabel('New password', { exact: true }).fill('chosen-by-client-1');
  await client.getByLabel('Confirm password', { exact: true }).fill('chosen-by-client-2');
  await client.getByRole('button', { name: 'Set Password' }).click();
  await expect(client.getByText("Passwords don't match")).toBeVisible();
  await client.getByLabel('Confirm password', { exact: true }).fill('chosen-by-client-1');
  await client.getByRole('button', { name: 'Set Password' }).click();

  // Back at sign-in, told the password is set; the staff-typed one no longer opens the portal.
  await expect(client).toHaveURL(/\/portal\/login$/);
  await expect(client.getByRole('status')).toContainText('Your password is set. Sign in with it.');
  await client.getByRole('textbox', { name: 'Email' }).fill(email);
  await client.getByLabel('Password', { exact: true }).fill('typed-by-staff-1');
  await client.getByRole('button', { name: 'Sign In' }).click();
  await expect(client.getByRole('alert')).toContainText('Invalid email or password');
  await client.getByLabel('Password', { exact: true }).fill('chosen-by-client-1');
  await client.getByRole('button', { name: 'Sign In' }).click();
  await expect(client.getByRole('heading', { name: `Welcome, ${clientName}`, level: 1 })).toBeVisible();

  // The link worked once: the page says so, with the server's words.
  await client.goto(`${link.pathname}${link.search}`);
  await client.getByLabel('New password', { exact: true }).fill('another-choice-3');
  await client.getByLabel('Confirm password', { exact: true }).fill('another-choice-3');
  await client.getByRole('button', { name: 'Set Password' }).click();
  await expect(client.getByRole('alert')).toContainText('This link was already used.');
  await context.close();
});

test('"Forgot password?" answers the same whatever the e-mail', async ({ page }) => {
  await page.goto('/portal/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Forgot password?', level: 1 })).toBeVisible();
  await expectAccessible(page, 'the portal forgot-password page');
  await page.getByRole('textbox', { name: 'Email' }).fill(`nobody-${Date.now()}@example.test`);
  await page.getByRole('button', { name: 'Send Link' }).click();
  await expect(page.getByRole('status')).toContainText(
    'If a portal uses this e-mail, we have sent it a link to set a new password.',
  );
  await expectAccessible(page, 'the portal forgot-password confirmation');
  await page.getByRole('link', { name: 'Back to sign in' }).click();
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();

  // A link that is no link says so.
  await page.goto('/portal/set-password?token=not-a-real-link');
  await page.getByLabel('New password', { exact: true }).fill('whatever-it-is-1');
  await page.getByLabel('Confirm password', { exact: true }).fill('whatever-it-is-1');
  await page.getByRole('button', { name: 'Set Password' }).click();
  await expect(page.getByRole('alert')).toContainText('This link is not valid.');
});
