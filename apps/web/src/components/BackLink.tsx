import { Alert, Anchor, Group, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** A record's page's way back to its list screen ("Back to events"), above everything else. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Anchor component={Link} to={to} fz="sm">
      <Group gap={4}>
        <IconArrowLeft size={14} /> {children}
      </Group>
    </Anchor>
  );
}

/**
 * A record's page that cannot show its record (a malformed id, one that does not exist, a refusal): the
 * way back, and the server's reason, else `fallback` ('Client not found').
 */
export function RecordProblem({
  back,
  backLabel,
  reason,
  fallback,
}: {
  back: string;
  backLabel: string;
  reason: string | null | undefined;
  fallback: string;
}) {
  return (
    <Stack>
      <BackLink to={back}>{backLabel}</BackLink>
      <Alert color="red" role="alert">
        {reason ?? fallback}
      </Alert>
    </Stack>
  );
}
