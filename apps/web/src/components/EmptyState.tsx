import { Card, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** What a card list shows instead of cards: 'Loading...' until the first page arrives, then `text`. */
export function EmptyState({
  loading,
  text,
  action,
}: {
  loading: boolean;
  text: string;
  action?: ReactNode;
}) {
  return (
    <Card withBorder padding="xl">
      <Stack align="center" gap="sm">
        <Text ta="center" c="dimmed">
          {loading ? 'Loading...' : text}
        </Text>
        {!loading && action}
      </Stack>
    </Card>
  );
}
