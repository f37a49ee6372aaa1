import { expect, type Page } from '@playwright/test';

/**
 * Answers the app's confirmation modal (not the browser's confirm): checks the spec's question and the
 * record it names, that the focus waits on Cancel, then confirms.
 */
export async function confirmInModal(
  page: Page,
  message: string,
  opts: { subject?: string; confirm?: string } = {},
) {
  const modal = page
    .getByRole('dialog', { name: 'Please confirm' })
    .or(page.getByRole('dialog').filter({ hasText: message }));
  await expect(modal).toBeVisible();
  await expect(modal.getByText(message, { exact: true })).toBeVisible();
  if (opts.subject) await expect(modal.getByTestId('confirm-subject')).toHaveText(opts.subject);
  await expect(modal.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await modal.getByRole('button', { name: opts.confirm ?? 'Delete' }).click();
  await expect(modal).toBeHidden();
}
