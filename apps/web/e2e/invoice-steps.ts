import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Sends the draft open in `draft` (its dialog) with "Mark as sent": the spec's question in a dialog of
 * its own, the focus waiting on Cancel, an e-mail template and a personal message if given. Answers the
 * number the invoice got and the sent invoice's dialog.
 */
export async function markAsSent(
  page: Page,
  draft: Locator,
  email: { template?: string; message?: string } = {},
): Promise<{ number: string; sent: Locator }> {
  await draft.getByRole('button', { name: 'Mark as sent' }).click();
  const send = page.getByRole('dialog', { name: 'Send this invoice?' });
  await expect(
    send.getByText(
      'It gets the next invoice number and its PDF is filed with the client’s documents. A sent invoice can no longer be changed, only voided.',
      { exact: true },
    ),
  ).toBeVisible();
  await expect(send.getByRole('button', { name: 'Cancel' })).toBeFocused();
  if (email.template) {
    await send.getByRole('combobox', { name: 'E-mail template' }).click();
    await page.getByRole('option', { name: email.template, exact: true }).click();
  }
  if (email.message) await send.getByRole('textbox', { name: 'Personal message' }).fill(email.message);
  await send.getByRole('button', { name: 'Mark as sent' }).click();
  await expect(send).toBeHidden();
  const sent = page.getByRole('dialog', { name: /^INV-\d{4}-\d{4}$/ });
  await expect(sent).toBeVisible();
  const number = (await sent.getByRole('heading').first().textContent())?.trim() ?? '';
  expect(number).toMatch(/^INV-\d{4}-\d{4}$/);
  return { number, sent };
}
