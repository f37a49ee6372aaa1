import { DEFAULT_THEME, luminance, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver, theme } from './theme.ts';

// The text-bearing colours the resolver sets must read at WCAG AA (4.5:1) on what they sit on, in both
// colour schemes; e2e/accessibility.spec.ts checks the screens themselves.

const merged = mergeMantineTheme(DEFAULT_THEME, theme);
const resolved = cssVariablesResolver(merged);
const light: Record<string, string> = resolved.light;
const dark: Record<string, string> = resolved.dark;
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};
const names = Object.keys(merged.colors).filter((name) => name !== 'dark');

describe('cssVariablesResolver', () => {
  it('keeps dark-scheme text at 4.5:1 on the lightest dark surface, and white text on filled colours', () => {
    const surface = merged.colors.dark[5];
    for (const variable of ['--mantine-color-dimmed', '--mantine-color-error', '--mantine-color-anchor']) {
      expect(contrast(dark[variable] ?? '', surface), variable).toBeGreaterThanOrEqual(4.5);
    }
    for (const name of names) {
      for (const kind of ['text', 'light-color']) {
        const value = dark[`--mantine-color-${name}-${kind}`] ?? '';
        expect(contrast(value, surface), `${name}-${kind}`).toBeGreaterThanOrEqual(4.5);
      }
      expect(contrast(dark[`--mantine-color-${name}-filled`] ?? '', '#ffffff'), name).toBeGreaterThanOrEqual(
        4.5,
      );
    }
  });

  it('keeps light-scheme filled colours at 4.5:1 under white text', () => {
    for (const name of names) {
      expect(contrast(light[`--mantine-color-${name}-filled`] ?? '', '#ffffff'), name).toBeGreaterThanOrEqual(
        4.5,
      );
    }
  });
});
