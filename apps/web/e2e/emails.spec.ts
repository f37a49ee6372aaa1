import { expect, test } from '@playwright/test';
import { expectAccessible } from './axe.ts';
import { signIn } from './login.ts';

// The outbox end to end: staff write to a client from the client's page, with a document of theirs
// attached; the message shows in the page's Messages card and on the E-mail screen, queued (the e2e
// server has no mail server, so it says so), opens as it will be sent, is cancelled and sent again.

test("write an e-mail on a client's page, find it queued, read it, cancel it and send it again", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page);
  const stamp = Date.now();
  const clientName = `Mail Guest ${stamp}`;
  const contactEmail = `mia${stamp}@e2e.test`;
  const client = await page.request.post('/api/clients', {
    data: { name: clientName, industry: 'Hospitality', contactName: 'Mia Mail', contactEmail },
  });
  expect(client.status()).toBe(201);
  const clientId = (await client.json()).id as number;
  const event = await page.request.post('/api/events', {
    data: {
      name: `Mail Gala ${stamp}`,
      type: 'Party',
      clientId,
      clientName,
      date: '2027-06-12',
      time: '18:00',
      venue: 'Glass Hall',
      budget: '5000',
    },
  });
  expect(event.status()).toBe(201);
  const eventId = (await event.json()).id as number;
  // A document of the client's event with a file stored here: one that can be attached.
  const fileName = `Timeline ${stamp}.txt`;
  const stored = await page.request.post('/api/uploads?purpose=document', {
    multipart: { file: { name: fileName, mimeType: 'text/plain', buffer: Buffer.from('10:00 ceremony\n') } },
  });
  expect(stored.status()).toBe(201);
  const file = (await stored.json()) as { id: string; url: string };
  const document = await page.request.post('/api/documents', {
    data: {
      name: fileName,
      category: 'other',
      fileUrl: file.url,
      fileId: file.id,
      fileSize: '1 KB',
      mimeType: 'text/plain',
      eventId,
    },
  });
  expect(document.status()).toBe(201);

  // Write: the client's address is there to start with; a wrong one is refused and what was typed stays.
  await page.goto(`/clients/${clientId}`);
  const messages = page.getByRole('region', { name: 'Messages' });
  await expect(messages.getByText('No e-mails to this client yet.')).toBeVisible();
  await messages.getByRole('button', { name: 'Write e-mail' }).click();
  const dialog = page.getByRole('dialog', { name: 'Write e-mail' });
  await expect(dialog.getByRole('textbox', { name: 'To' })).toHaveValue(contactEmail);
  const subject = `Your timeline ${stamp}`;
  await dialog.getByRole('textbox', { name: 'Subject' }).fill(subject);
  await dialog
    .getByRole('textbox', { name: 'Message' })
    .fill('Dear Mia,\n\nThe <b>plan</b> & more, attached.');
  await dialog.getByRole('checkbox', { name: `${fileName} (1 KB)` }).check();
  await dialog.getByRole('textbox', { name: 'To' }).fill('mia at e2e');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText('Invalid email address')).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Subject' })).toHaveValue(subject);
  await expectAccessible(page, `/clients/${clientId}, dialog 'Write e-mail' with a validation message`);
  await dialog.getByRole('textbox', { name: 'To' }).fill(contactEmail);
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('E-mail queued for sending')).toBeVisible();

  // The Messages card lists it, queued, with the reason it waits.
  const line = messages.getByTestId('message').filter({ hasText: subject });
  await expect(line).toBeVisible();
  await expect(line.getByText('Queued', { exact: true })).toBeVisible();
  await expect(line.getByText('Not sent: no mail server configured')).toBeVisible();
  await expectAccessible(page, `/clients/${clientId} with a message`);

  // "View all": the E-mail screen with the client's messages.
  await messages.getByRole('link', { name: 'View all (1)' }).click();
  await expect(page).toHaveURL(new RegExp(`/emails\\?clientId=${clientId}$`));
  await expect(page.getByRole('heading', { name: 'E-mail', level: 1 })).toBeVisible();
  await expect(page.getByText(`Showing the e-mails of the client “${clientName}”`)).toBeVisible();
  // Why they wait, and where that is changed.
  const noServer = page.getByTestId('no-mail-server');
  await expect(noServer).toContainText('No mail server is set up, so e-mails wait here as queued.');
  await expect(noServer.getByRole('link', { name: 'Company Settings' })).toHaveAttribute('href', '/profile');
  const row = page.getByRole('row').filter({ hasText: subject });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('cell').nth(1)).toHaveText(contactEmail);
  await expect(row.getByRole('link', { name: clientName })).toHaveAttribute('href', `/clients/${clientId}`);
  await expect(row.getByText('Queued', { exact: true })).toBeVisible();
  await expect(row.getByText('Not sent: no mail server configured')).toBeVisible();
  await expectAccessible(page, '/emails?clientId');

  // The screen from the sidebar: every message, searched by subject, filtered by status.
  await page.getByRole('link', { name: 'E-mail', exact: true }).click();
  await expect(page).toHaveURL(/\/emails$/);
  await page.getByRole('textbox', { name: 'Search e-mails' }).fill(subject);
  await expect(page.getByRole('row').filter({ hasText: subject })).toHaveCount(1);
  await page.getByRole('combobox', { name: 'Status filter' }).click();
  await page.getByRole('option', { name: 'Sent', exact: true }).click();
  await expect(page.getByText('No e-mails found')).toBeVisible();
  await page.getByRole('combobox', { name: 'Status filter' }).click();
  await page.getByRole('option', { name: 'Queued', exact: true }).click();

  // Open it: the message as it will be sent, the body in a frame, the text part, the attachment.
  await page.getByRole('button', { name: subject, exact: true }).click();
  await expect(page).toHaveURL(/[?&]email=\d+/);
  const view = page.getByRole('dialog', { name: subject });
  await expect(view.getByText(contactEmail, { exact: true })).toBeVisible();
  await expect(view.getByText('Not sent: no mail server configured')).toBeVisible();
  await expect(view.getByText(/^<.+@.+>$/)).toBeVisible();
  const frame = view.locator('iframe');
  await expect(frame).toHaveAttribute('sandbox', '');
  const body = frame.contentFrame();
  await expect(body.getByText('Dear Mia,')).toBeVisible();
  // What was typed is text: the tags show as typed, nothing is bold.
  await expect(body.getByText('The <b>plan</b> & more, attached.')).toBeVisible();
  await expect(body.locator('b')).toHaveCount(0);
  await view.getByRole('tab', { name: 'Plain text' }).click();
  await expect(view.getByText(/The <b>plan<\/b> & more, attached\./)).toBeVisible();
  const attachment = view.getByRole('region', { name: 'Attachments' }).getByRole('link', { name: fileName });
  await expect(attachment).toHaveAttribute('href', `${file.url}?disposition=inline`);
  await expectAccessible(page, '/emails, a message');

  // Cancel it, then send it again.
  await view.getByRole('button', { name: 'Cancel', exact: true }).click();
  const cancel = page.getByRole('dialog', { name: 'Cancel this e-mail?' });
  await expect(cancel.getByTestId('confirm-subject')).toHaveText(`${subject} (to ${contactEmail})`);
  await expect(cancel.getByRole('button', { name: 'Keep it' })).toBeFocused();
  await cancel.getByRole('button', { name: 'Cancel e-mail' }).click();
  await expect(cancel).toBeHidden();
  await expect(view.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(view.getByRole('button', { name: 'Cancel', exact: true })).toHaveCount(0);

  await view.getByRole('button', { name: 'Send again' }).click();
  const resend = page.getByRole('dialog', { name: 'Send this e-mail again?' });
  await expect(resend.getByText('It goes out again as it was written.')).toBeVisible();
  await resend.getByRole('button', { name: 'Send again' }).click();
  await expect(resend).toBeHidden();
  await expect(view.getByText('Queued', { exact: true })).toBeVisible();
  await expect(view.getByText('Not sent: no mail server configured')).toBeVisible();

  // Closed, the list shows it queued again (the filter was Queued).
  await page.keyboard.press('Escape');
  await expect(view).toBeHidden();
  await expect(page).not.toHaveURL(/email=/);
  await expect(
    page.getByRole('row').filter({ hasText: subject }).getByText('Queued', { exact: true }),
  ).toBeVisible();
  const answer = await page.request.get(`/api/emails?search=${encodeURIComponent(subject)}`);
  expect(((await answer.json()) as Array<{ status: string }>).map((e) => e.status)).toEqual(['queued']);

  // The event's page lists it too (it was about the client only: not there) and writes about the event.
  await page.goto(`/events/${eventId}`);
  const eventMessages = page.getByRole('region', { name: 'Messages' });
  await expect(eventMessages.getByText('No e-mails about this event yet.')).toBeVisible();
  await eventMessages.getByRole('button', { name: 'Write e-mail' }).click();
  const eventDialog = page.getByRole('dialog', { name: 'Write e-mail' });
  await expect(eventDialog.getByRole('textbox', { name: 'To' })).toHaveValue(contactEmail);
  await eventDialog.getByRole('textbox', { name: 'Subject' }).fill(`Gala ${stamp}`);
  await eventDialog.getByRole('textbox', { name: 'Message' }).fill('See you there.');
  await eventDialog.getByRole('button', { name: 'Send' }).click();
  await expect(eventDialog).toBeHidden();
  await expect(eventMessages.getByTestId('message').filter({ hasText: `Gala ${stamp}` })).toBeVisible();
  await eventMessages.getByRole('link', { name: 'View all (1)' }).click();
  await expect(page).toHaveURL(new RegExp(`/emails\\?eventId=${eventId}$`));
  await expect(
    page
      .getByRole('row')
      .filter({ hasText: `Gala ${stamp}` })
      .getByRole('link', { name: clientName }),
  ).toBeVisible();
});
