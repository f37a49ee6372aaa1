import { type EventRecord, formatTime, formatWholeDollars } from '@app/domain';
import { Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router-dom';
import { Tag } from '../../components/Tag.tsx';
import { EventTypeIcon } from './EventTypeIcon.tsx';
import { EVENT_STATUS_COLORS, eventStatusLabel } from './event-status-colors.ts';

/** One day's events as a time-ordered list with their details, each a link to the event's page. */
export function CalendarDayView({ events }: { events: EventRecord[] }) {
  if (events.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl">
        No events on this day
      </Text>
    );
  }
  return (
    <Stack gap="xs">
      {events.map((event) => (
        <UnstyledButton
          key={event.id}
          component={Link}
          to={`/events/${event.id}`}
          aria-label={`${formatTime(event.time)} ${event.name}`}
        >
          <Paper withBorder p="sm">
            <Group justify="space-between" wrap="nowrap">
              <Group wrap="nowrap">
                <Text fw={700} miw={72} style={{ whiteSpace: 'nowrap' }}>
                  {formatTime(event.time)}
                </Text>
                <EventTypeIcon type={event.type} size={24} />
                <div>
                  <Text fw={600}>{event.name}</Text>
                  <Text fz="sm" c="dimmed">
                    {event.clientName} · {event.venue} · {formatWholeDollars(event.budget)}
                  </Text>
                </div>
              </Group>
              <Tag color={EVENT_STATUS_COLORS[event.status]} variant="light">
                {eventStatusLabel(event.status)}
              </Tag>
            </Group>
          </Paper>
        </UnstyledButton>
      ))}
    </Stack>
  );
}
