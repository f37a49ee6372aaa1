import {
  Badge,
  type BadgeVariant,
  type MantineColor,
  type MantineSize,
  useMantineTheme,
} from '@mantine/core';
import type { ReactNode } from 'react';
import { themeVars } from './theme-vars.ts';

type TagProps = {
  color?: MantineColor;
  variant?: BadgeVariant;
  size?: MantineSize;
  leftSection?: ReactNode;
  children: ReactNode;
  'aria-label'?: string;
};

/**
 * A badge for what repeats on every row or card of a list (a status, a category, a tag). It looks
 * exactly like Mantine's Badge: the same classes, and the CSS variables of Badge's own resolver. It is
 * two plain spans instead of a component that runs a dozen hooks per badge: a page of 50 rows with a
 * few badges each spent a good part of its render in them. One-off badges can stay Mantine's Badge.
 * Measured (components/row-parts.bench.tsx): a page of 50 rows with Tag, TwoLineText, Row/Cell and
 * RowActions renders in 5.3 ms, with Mantine's own components in 12.9 ms (medians, 2026-11-25).
 */
export function Tag({ color, variant, size, leftSection, children, ...rest }: TagProps) {
  const theme = useMantineTheme();
  const classes = Badge.classes as Record<string, string>;
  // Badge's static class names too ('mantine-Badge-root'), so that whatever finds a Badge finds a Tag.
  const root = `${classes.root} mantine-Badge-root`;
  const className = variant === 'dot' ? `${root} ${classes['root--dot']}` : root;
  return (
    <span
      className={className}
      data-variant={variant}
      data-size={size}
      data-with-left-section={leftSection ? true : undefined}
      style={themeVars(
        theme,
        `Badge|${color}|${variant}|${size}`,
        () =>
          // Badge's own resolver, with the theme's variant colours (and the readable text colours of theme.ts).
          Badge.varsResolver(theme, { color, variant, size }, {}).root,
      )}
      {...rest}
    >
      {leftSection && (
        <span className={`${classes.section} mantine-Badge-section`} data-position="left">
          {leftSection}
        </span>
      )}
      <span className={`${classes.label} mantine-Badge-label`}>{children}</span>
    </span>
  );
}
