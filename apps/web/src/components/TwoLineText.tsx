import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A table cell's main line with a smaller, dimmed line under it (a name and its e-mail, say). */
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
      <Text fz="sm" fw={strong ? 600 : undefined}>
        {primary}
      </Text>
      {secondary !== undefined && secondary !== null && secondary !== '' && (
        <Text fz="xs" c="dimmed">
          {secondary}
        </Text>
      )}
    </>
  );
}
