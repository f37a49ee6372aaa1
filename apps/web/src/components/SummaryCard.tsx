import { Card, Group, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * One summary figure (dashboard and every screen's cards); shows 'Loading...' until the server's figure
 * arrives. `detail` is an optional line under the figure. The figure has the card's whole width under
 * its title and icon, so four cards in a row still show a seven-digit sum; a longer one wraps rather
 * than spill out of the card.
 */
export function SummaryCard({
  title,
  value,
  icon,
  color,
  valueColor,
  detail,
}: {
  title: string;
  value: ReactNode | undefined;
  icon: ReactNode;
  color?: string;
  valueColor?: string | undefined;
  detail?: ReactNode;
}) {
  return (
    <Card withBorder padding="lg" role="group" aria-label={title}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Text fz="sm" c="dimmed">
          {title}
        </Text>
        <ThemeIcon variant="light" size={40} color={color}>
          {icon}
        </ThemeIcon>
      </Group>
      <Text fz={26} fw={700} c={valueColor} lh={1.2} style={{ overflowWrap: 'anywhere' }}>
        {value ?? 'Loading...'}
      </Text>
      {detail && (
        <Text fz="xs" c="dimmed">
          {detail}
        </Text>
      )}
    </Card>
  );
}
