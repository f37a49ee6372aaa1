import { expect, type Page, test } from '@playwright/test';
import { SCREEN_PATHS } from '../src/screens.ts';
import { settled, signInQuickly } from './screens.ts';

// The three desktop widths the back office is used at, and a phone in portrait.
const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 1440, height: 900 },
  { width: 1920, height: 1080 },
  { width: 390, height: 844 },
];

/**
 * Every badge, button and card of the page whose content is wider than its box: a clipped label
 * ("Update Metr"), a truncated badge ("D…") or a figure spilling out of its card. Badges and buttons
 * are Mantine's and the app's light stand-ins (Tag, IconButton), which carry the same static class
 * names; their inner label spans are checked too, since that is where Mantine clips.
 *
 * One kind of button may cut its text: one whose title holds all of it. Those are the calendar's
 * event chips, which fit an event's name into a day's cell of the month (the Day view lists it whole).
 */
function clippedElements(page: Page) {
  return page.evaluate(() => {
    const clipped: string[] = [];
    const describe = (el: Element) => {
      const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      const name = el.getAttribute('aria-label') ?? text;
      return `<${el.tagName.toLowerCase()}> "${name}"`;
    };
    const wider = (el: HTMLElement) => el.clientWidth > 0 && el.scrollWidth > el.clientWidth + 1;
    const controls = document.querySelectorAll<HTMLElement>(
      '.mantine-Badge-root, .mantine-Button-root, .mantine-ActionIcon-root, button, [role="button"]',
    );
    for (const control of controls) {
      const text = (control.textContent ?? '').trim();
      if (text && control.title.includes(text)) continue;
      const inner = [control, ...control.querySelectorAll<HTMLElement>('*')].filter(
        (el) => el instanceof HTMLElement,
      );
      const bad = inner.find(wider);
      if (bad) clipped.push(`${describe(control)}: ${bad.scrollWidth}px of content in ${bad.clientWidth}px`);
    }
    for (const card of document.querySelectorAll<HTMLElement>('.mantine-Card-root')) {
      if (wider(card))
        clipped.push(`card ${describe(card)}: ${card.scrollWidth}px of content in ${card.clientWidth}px`);
    }
    return clipped;
  });
}

/** How far the page itself scrolls sideways: 0 when nothing is wider than the window. */
const pageOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

for (const viewport of VIEWPORTS) {
  test(`at ${viewport.width}x${viewport.height} no screen clips a badge, button or card, nor scrolls sideways`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(viewport);
    await signInQuickly(page);
    const problems: string[] = [];
    for (const path of SCREEN_PATHS) {
      await page.goto(path);
      await settled(page);
      const overflow = await pageOverflow(page);
      if (overflow > 0) problems.push(`${path}: the page scrolls sideways by ${overflow}px`);
      for (const clipped of await clippedElements(page)) problems.push(`${path}: ${clipped}`);
    }
    expect(problems).toEqual([]);
  });
}
