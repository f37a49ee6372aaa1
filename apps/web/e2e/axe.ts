import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * No serious or critical axe-core violation (WCAG 2.0 A and AA) on any screen. No rule is
 * disabled. The failure lists each broken rule with up to five of the elements that break it.
 */
export async function expectAccessible(page: Page, where: string) {
  // Colours are measured once every finite transition has ended: a button whose label is still fading
  // in after a click is not what a user reads (loaders and other endless animations are not waited for).
  // Two frames first: a dialog's transition that the click has asked for starts only at the next frame,
  // and on a busy machine the scan could otherwise measure its half-faded overlay.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => Number.isFinite(a.effect?.getComputedTiming().endTime ?? Number.POSITIVE_INFINITY))
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const blocking = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      rule: `${v.id} (${v.impact}): ${v.help}`,
      nodes: v.nodes
        .slice(0, 5)
        .map((n) => `${n.target.join(' ')} :: ${n.failureSummary?.split('\n')[1]?.trim() ?? ''}`),
    }));
  expect(blocking, `axe-core violations on ${where}`).toEqual([]);
}
