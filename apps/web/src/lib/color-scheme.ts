import type { ColorScheme } from '@app/domain';
import { type MantineColorScheme, useMantineColorScheme } from '@mantine/core';
import { useEffect } from 'react';

/**
 * The account's colour scheme as Mantine names it: the account's 'system' is Mantine's
 * 'auto' (follow the device's `prefers-color-scheme`).
 */
export const toMantineScheme = (scheme: ColorScheme): MantineColorScheme =>
  scheme === 'system' ? 'auto' : scheme;

export const fromMantineScheme = (scheme: MantineColorScheme): ColorScheme =>
  scheme === 'auto' ? 'system' : scheme;

/**
 * Applies the signed-in user's saved colour scheme when the session brings it (at sign-in, on another
 * browser, after a change elsewhere). Mantine's manager keeps it in localStorage, which
 * public/color-scheme.js reads before the next visit's first paint. Signed out, the last choice stays.
 */
export function useSavedColorScheme(saved: ColorScheme | undefined) {
  const { setColorScheme } = useMantineColorScheme();
  useEffect(() => {
    if (saved) setColorScheme(toMantineScheme(saved));
  }, [saved, setColorScheme]);
}
