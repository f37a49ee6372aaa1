import type { Page } from '@playwright/test';

/**
 * The page's console errors and uncaught exceptions from now on, as they come: a test expects the list
 * to stay empty (a visitor who is not signed in, or a page the app takes over, is not an error).
 */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
