import { expect, test } from '@playwright/test';
import { SCREEN_PATHS } from '../src/screens.ts';
import { settled, signInQuickly } from './screens.ts';

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
  for (const path of SCREEN_PATHS) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
    await settled(page);
    expect(await violations(), path).toEqual([]);
  }
  expect(console).toEqual([]);
});

// A message of the outbox shows its HTML in a sandboxed frame made from `srcdoc`: the policy (no
// frame-src of its own, default-src 'self') must let that frame render, and its formatting with it.
test("the policy lets an e-mail's body render in its sandboxed frame", async ({ page }) => {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) seen.push(message.text());
  });
  await signInQuickly(page);
  const subject = `Frame check ${Date.now()}`;
  const created = await page.request.post('/api/emails', {
    data: {
      to: 'frame@e2e.test',
      subject,
      html: '<p style="text-align:center">Centred <strong>and bold</strong></p>',
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  await page.goto(`/emails?email=${id}`);
  const view = page.getByRole('dialog', { name: subject });
  const body = view.locator('iframe[sandbox=""]').contentFrame();
  await expect(body.locator('strong')).toHaveText('and bold');
  await expect(body.locator('p')).toHaveCSS('text-align', 'center');
  expect(seen).toEqual([]);
});
