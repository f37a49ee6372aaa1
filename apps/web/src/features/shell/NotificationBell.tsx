import { formatDateTime, MESSAGES, NOTIFICATION_POLL_MS, PRIORITY_COLORS, relativeTime } from '@app/domain';
import {
  ActionIcon,
  Anchor,
  Box,
  Button,
  Group,
  Indicator,
  Popover,
  ScrollArea,
  Stack,
  Text,
} from '@mantine/core';
import { IconBell, IconCheck, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Tag } from '../../components/Tag.tsx';
import { toastError } from '../../lib/toast.ts';
import { trpc } from '../../lib/trpc.ts';

/**
 * The bell and its list of unread notifications. A notification with a target (its record's page, see
 * notificationTarget) opens it from its title, which also marks it read and closes the list; one
 * without stays plain text.
 */
export function NotificationBell() {
  const [opened, setOpened] = useState(false);
  const utils = trpc.useUtils();
  const unread = trpc.notifications.unread.useQuery(undefined, { refetchInterval: NOTIFICATION_POLL_MS });
  const refresh = () =>
    Promise.all([utils.notifications.unread.invalidate(), utils.notifications.list.invalidate()]);
  const markRead = trpc.notifications.markRead.useMutation({
    onSettled: refresh,
    onError: () => toastError(MESSAGES.notifications.markReadFailed),
  });
  const markAll = trpc.notifications.markAllRead.useMutation({
    onSettled: refresh,
    onError: () => toastError(MESSAGES.notifications.markAllReadFailed),
  });
  const remove = trpc.notifications.delete.useMutation({
    onSettled: refresh,
    onError: () => toastError(MESSAGES.notifications.deleteFailed),
  });
  const items = unread.data ?? [];

  return (
    // The badge sits outside the popover's target: the target (the button) carries aria-expanded, which a
    // plain wrapper element may not.
    <Indicator label={items.length} size={16} disabled={items.length === 0} color="red" offset={4}>
      <Popover width={360} position="bottom-end" shadow="md" opened={opened} onChange={setOpened}>
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            size="lg"
            aria-label={`Notifications (${items.length} unread)`}
            onClick={() => setOpened((open) => !open)}
          >
            <IconBell size={20} />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown p={0}>
          <Group justify="space-between" p="sm">
            <Text fw={600}>Notifications</Text>
            <Button
              size="compact-xs"
              variant="subtle"
              disabled={items.length === 0}
              onClick={() => markAll.mutate()}
            >
              Mark all read
            </Button>
          </Group>
          <ScrollArea.Autosize mah={360}>
            {items.length === 0 ? (
              <Text c="dimmed" fz="sm" p="sm">
                No unread notifications
              </Text>
            ) : (
              <Stack gap={0}>
                {items.map((n) => (
                  <Box
                    key={n.id}
                    p="sm"
                    data-testid="notification"
                    style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
                  >
                    <Group justify="space-between" wrap="nowrap" align="flex-start">
                      <Box style={{ minWidth: 0 }}>
                        <Group gap={6}>
                          <Tag size="xs" color={PRIORITY_COLORS[n.priority]}>
                            {n.priority}
                          </Tag>
                          {n.target ? (
                            <Anchor
                              component={Link}
                              to={n.target}
                              fz="sm"
                              fw={600}
                              data-testid="notification-link"
                              onClick={() => {
                                setOpened(false);
                                markRead.mutate({ id: n.id });
                              }}
                            >
                              {n.title}
                            </Anchor>
                          ) : (
                            <Text fz="sm" fw={600}>
                              {n.title}
                            </Text>
                          )}
                        </Group>
                        <Text fz="sm" data-testid="notification-message">
                          {n.message}
                        </Text>
                        {/* How long ago, and the moment itself in the app's format on hover. */}
                        <Text fz="xs" c="dimmed" title={formatDateTime(n.createdAt)}>
                          {relativeTime(n.createdAt)}
                        </Text>
                      </Box>
                      <Group gap={2} wrap="nowrap">
                        <ActionIcon
                          variant="subtle"
                          size="sm"
                          aria-label={`Mark "${n.title}" read`}
                          onClick={() => markRead.mutate({ id: n.id })}
                        >
                          <IconCheck size={14} />
                        </ActionIcon>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          size="sm"
                          aria-label={`Delete "${n.title}"`}
                          onClick={() => remove.mutate({ id: n.id })}
                        >
                          <IconTrash size={14} />
                        </ActionIcon>
                      </Group>
                    </Group>
                  </Box>
                ))}
              </Stack>
            )}
          </ScrollArea.Autosize>
        </Popover.Dropdown>
      </Popover>
    </Indicator>
  );
}
