import { expect, type Locator, type Page } from '@playwright/test';
import { confirmInModal } from './confirm.ts';

/**
 * Sends the draft open in `draft` (its dialog) with "Mark as sent", answering the spec's confirmation;
 * answers the number it got and the sent invoice's dialog.
 */
export async function markAsSent(page: Page, draft: Locator): Promise<{ number: string; sent: Locator }> {
  await draft.getByRole('button', { name: 'Mark as sent' }).click();
  await confirmInModal(
    page,
    'It gets the next invoice number and its PDF is filed with the client’s documents. A sent invoice can no longer be changed, only voided.',
    { confirm: 'Mark as sent' },
  );
  const sent = page.getByRole('dialog', { name: /^INV-\d{4}-\d{4}$/ });
  await expect(sent).toBeVisible();
  const number = (await sent.getByRole('heading').first().textContent())?.trim() ?? '';
  expect(number).toMatch(/^INV-\d{4}-\d{4}$/);
  return { number, sent };
}
