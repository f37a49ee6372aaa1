import { expect, test } from '@playwright/test';
import { SCREENS, settled, signInQuickly } from './screens.ts';

// The Content Security Policy of the reliability plan (script-src 'self', object-src 'none', …) must not
// get in the app's way: no screen may trip it. Violations are collected from the browser's
// securitypolicyviolation events and its console.
test('no screen trips the Content Security Policy', async ({ page }) => {
  test.setTimeout(120_000);
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}:${e.columnNumber}`),
    );
  });
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) console.push(message.text());
  });
  const violations = async () => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);

  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Get Started' })).toBeVisible();
  expect(await violations()).toEqual([]);
  await signInQuickly(page);
  for (const path of [...SCREENS, '/admin/audit-log']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
    await settled(page);
    expect(await violations(), path).toEqual([]);
  }
  expect(console).toEqual([]);
});
