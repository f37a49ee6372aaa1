import { expect, type Page, test } from '@playwright/test';
import { SCREEN_PATHS, SIDEBAR } from '../src/screens.ts';
import { settled, signInQuickly } from './screens.ts';

/**
 * A screen's data is asked for ahead of its first render (src/screen-loads.ts): with the session
 * check when the app starts on its address, and when the pointer comes to its link. These tests check
 * what that saves the user: the screen shows its data without asking for any of it a second time,
 * which also proves that the early requests ask for exactly what the screen shows.
 */

/** The tRPC procedures of each request the page sends from now on (a batch is one request). */
function recordRequests(page: Page) {
  const requests: string[][] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/trpc/')) requests.push(url.pathname.slice('/trpc/'.length).split(','));
  });
  return requests;
}

/** Each procedure asked for by more than one call, with its inputs (the same data asked for twice). */
function askedTwice(requests: string[][]) {
  const names = requests.flat();
  return names.filter((name, i) => names.indexOf(name) !== i);
}

test('opened by its address, a screen asks for its data with the session check, and only once', async ({
  page,
}) => {
  await signInQuickly(page);
  for (const path of SCREEN_PATHS) {
    const requests = recordRequests(page);
    await page.goto(path);
    await settled(page);
    expect(requests[0], `${path}: the first request`).toContain('auth.session');
    // The screen's own list, summary or record rides in that first request, beside the shell's three.
    expect(requests[0]!.length, `${path}: ${JSON.stringify(requests)}`).toBeGreaterThan(3);
    expect(askedTwice(requests), `${path}: ${JSON.stringify(requests)}`).toEqual([]);
    page.removeAllListeners('request');
  }
});

test('pointing at a sidebar link fetches its screen, which then opens without asking again', async ({
  page,
}) => {
  await signInQuickly(page);
  await page.goto('/dashboard');
  await settled(page);
  const sidebar = page.getByRole('navigation', { name: 'Main' });
  const links = SIDEBAR.filter((group) => group.defaultOpen).flatMap((group) => group.items);
  for (const { label, to } of links) {
    const requests = recordRequests(page);
    const link = sidebar.getByRole('link', { name: label, exact: true });
    await link.hover();
    await expect.poll(() => requests.length, `${label}: a request on hover`).toBeGreaterThan(0);
    await link.click();
    await expect(page).toHaveURL(to);
    await settled(page);
    expect(askedTwice(requests), `${label}: ${JSON.stringify(requests)}`).toEqual([]);
    page.removeAllListeners('request');
  }
});
