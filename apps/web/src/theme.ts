import { type CSSVariablesResolver, createTheme, darken, lighten, luminance } from '@mantine/core';
import { selectNumberOnKeyboardFocus } from './lib/select-on-keyboard-focus.ts';

export const theme = createTheme({
  primaryColor: 'violet',
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  components: {
    // Icon-only close buttons get a name screen readers can announce. Plain objects rather than
    // `Modal.extend(…)`: importing the components here would pull them into the landing page's bundle.
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close dialog' } } },
    Alert: { defaultProps: { closeButtonLabel: 'Dismiss' } },
    // A toast's message under its title is grey-6 in Mantine's stylesheet (3.3:1 on white): the app's
    // readable dimmed grey instead (see cssVariablesResolver).
    Notification: {
      defaultProps: { closeButtonProps: { 'aria-label': 'Close notification' } },
      styles: { description: { color: 'var(--mantine-color-dimmed)' } },
    },
    // A closed Select renders no options: Mantine keeps the dropdown mounted (hidden) by default, and
    // positions it with a layout read on every render, which cost each list screen's filters a few
    // milliseconds. aria-controls names the list only while it is open, so nothing points at a
    // missing element.
    Select: { defaultProps: { comboboxProps: { keepMounted: false } } },
    // Every number and money field (NumberInput, or a TextInput of type number) selects its figure when
    // the keyboard enters it, so that typing replaces it (lib/select-on-keyboard-focus.ts).
    NumberInput: { defaultProps: selectNumberOnKeyboardFocus },
    TextInput: { defaultProps: selectNumberOnKeyboardFocus },
  },
});

const WCAG_AA = 4.5;
const WHITE = '#ffffff';

function contrast(a: string, b: string) {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** `color`, darkened in small steps until normal-size text in it reads at 4.5:1 on `background`. */
function readableOn(color: string, background: string) {
  let readable = color;
  for (let amount = 0.05; contrast(readable, background) < WCAG_AA && amount <= 1; amount += 0.05) {
    readable = darken(color, amount);
  }
  return readable;
}

/** `color`, lightened in small steps until normal-size text in it reads at 4.5:1 on a dark `background`. */
function readableOnDark(color: string, background: string) {
  let readable = color;
  for (let amount = 0.05; contrast(readable, background) < WCAG_AA && amount <= 1; amount += 0.05) {
    readable = lighten(color, amount);
  }
  return readable;
}

/**
 * Mantine's default light palette puts text at about 3:1 in several places (dimmed grey on white, white on
 * a green or red fill, a light badge's text on its tint, error messages). Every colour is kept, but each
 * text-bearing variable is darkened just enough to meet WCAG AA (4.5:1), so no screen needs its own fix.
 */
export const cssVariablesResolver: CSSVariablesResolver = (t) => {
  const light: Record<string, string> = {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': readableOn(t.colors.red[6], WHITE),
  };
  for (const [name, shades] of Object.entries(t.colors)) {
    if (name === 'dark') continue;
    const filled = readableOn(shades[6], WHITE);
    light[`--mantine-color-${name}-filled`] = filled;
    light[`--mantine-color-${name}-filled-hover`] = darken(filled, 0.1);
    light[`--mantine-color-${name}-text`] = filled;
    light[`--mantine-color-${name}-outline`] = filled;
    // Light and subtle variants put this colour on the tint (shade 1, or shade 2 on hover).
    light[`--mantine-color-${name}-light-color`] = readableOn(shades[9], shades[2]);
  }
  // A page's or a panel's tinted background (the login page, the landing page's bands, the calendar's
  // other-month days): grey-0 in light, a step darker than the body in dark.
  light['--app-color-surface'] = 'var(--mantine-color-gray-0)';
  // Dark: the same rule against the dark palette. Text sits on the body (dark-7), a card or
  // input (dark-6) or a hovered row (dark-5): each text-bearing colour is lightened until it reads at
  // 4.5:1 on the lightest of them, and a filled background darkened until white text on it does.
  const darkSurface = t.colors.dark[5];
  const dark: Record<string, string> = {
    '--app-color-surface': 'var(--mantine-color-dark-8)',
    '--mantine-color-dimmed': readableOnDark(t.colors.dark[2], darkSurface),
    '--mantine-color-error': readableOnDark(t.colors.red[6], darkSurface),
    '--mantine-color-placeholder': readableOnDark(t.colors.dark[3], t.colors.dark[6]),
    '--mantine-color-anchor': readableOnDark(
      t.colors[t.primaryColor]?.[4] ?? t.colors.violet[4],
      darkSurface,
    ),
  };
  for (const [name, shades] of Object.entries(t.colors)) {
    if (name === 'dark') continue;
    const filled = readableOn(shades[8], WHITE);
    dark[`--mantine-color-${name}-filled`] = filled;
    dark[`--mantine-color-${name}-filled-hover`] = darken(filled, 0.1);
    const text = readableOnDark(shades[4], darkSurface);
    dark[`--mantine-color-${name}-text`] = text;
    dark[`--mantine-color-${name}-outline`] = text;
    dark[`--mantine-color-${name}-light-color`] = readableOnDark(shades[3], darkSurface);
  }
  return { variables: {}, light, dark };
};

/** The product's brand name, shown until a company name is stored. */
export const BRAND_NAME = 'EventFlow';
