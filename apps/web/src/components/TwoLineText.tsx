import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A table cell's main line with a smaller, dimmed line under it (a name and its e-mail, say). Two plain
 * paragraphs with Mantine Text's class and the styles `<Text fz="sm" fw={600}>` and `<Text fz="xs"
 * c="dimmed">` would set: it is in every row, where Text's hooks cost more than the text. See Tag for
 * the figure (components/row-parts.bench.tsx).
 */
const CLASS_NAME = `mantine-focus-auto ${Text.classes.root}`;

export function TwoLineText({
  primary,
  secondary,
  strong = false,
}: {
  primary: ReactNode;
  secondary?: ReactNode;
  /** Bold main line, for the cell that names the row's record. */
  strong?: boolean;
}) {
  return (
    <>
      <p
        className={CLASS_NAME}
        style={{ fontSize: 'var(--mantine-font-size-sm)', fontWeight: strong ? 600 : undefined }}
      >
        {primary}
      </p>
      {secondary !== undefined && secondary !== null && secondary !== '' && (
        <p
          className={CLASS_NAME}
          style={{ fontSize: 'var(--mantine-font-size-xs)', color: 'var(--mantine-color-dimmed)' }}
        >
          {secondary}
        </p>
      )}
    </>
  );
}
