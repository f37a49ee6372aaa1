import { describe, expect, it } from 'vitest';
import { SCREEN_PATHS, SCREENS, SIDEBAR } from './screens.ts';

describe('the screens list', () => {
  it('gives each screen an id and an address of its own', () => {
    const ids = SCREENS.map((screen) => screen.id);
    const paths = SCREENS.map((screen) => screen.path);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(path, path).toMatch(/^[a-z-]+(\/([a-z-]+|:[a-z]+))*$/);
  });

  it('puts a screen under admin/ when, and only when, it is for admins only', () => {
    for (const screen of SCREENS) {
      expect(screen.path.startsWith('admin/'), screen.id).toBe(screen.adminOnly === true);
    }
  });

  it('makes each sidebar section either a link of its own or a group of links, never empty', () => {
    for (const section of SIDEBAR) {
      const own = SCREENS.filter(
        (screen) => screen.sidebar?.section === section.id && screen.sidebar.label === undefined,
      );
      expect(own.length, section.id).toBeLessThanOrEqual(1);
      if (own.length === 1) expect(section.items, section.id).toEqual([]);
      else expect(section.items.length, section.id).toBeGreaterThan(0);
    }
  });

  it('lists the addresses of the screens, the sidebar first, in its order', () => {
    // The sidebar itself, link by link, is pinned in features/shell/navigation.test.ts; after it come
    // the screens it does not link to.
    const sidebar = SIDEBAR.flatMap((section) => [
      ...(section.to ? [section.to] : []),
      ...section.items.map((item) => item.to),
    ]);
    expect(SCREEN_PATHS).toEqual([...sidebar, '/profile', '/admin/audit-log']);
  });
});
