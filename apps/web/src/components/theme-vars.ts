import type { MantineTheme } from '@mantine/core';
import type { CSSProperties } from 'react';

const resolved = new WeakMap<MantineTheme, Map<string, CSSProperties>>();

/**
 * A Mantine component's CSS variables for one combination of props (`key`), resolved by `resolve` once
 * per theme. The light stand-ins for components repeated on every row (Tag, RowActions) set the same
 * classes and variables as the Mantine component they replace, without its hooks.
 */
export function themeVars(theme: MantineTheme, key: string, resolve: () => unknown): CSSProperties {
  let byKey = resolved.get(theme);
  if (!byKey) {
    byKey = new Map();
    resolved.set(theme, byKey);
  }
  let style = byKey.get(key);
  if (!style) {
    style = resolve() as CSSProperties;
    byKey.set(key, style);
  }
  return style;
}
