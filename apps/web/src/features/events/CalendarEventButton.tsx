import type { EventRecord } from '@app/domain';
import { UnstyledButton, Text } from '@mantine/core';
import { EVENT_STATUS_COLORS } from './event-status-colors.ts';
import { eventTypeIcon } from './event-type-icon.ts';

/** One event on the calendar; clicking it opens the event for editing. */
export function CalendarEventButton({
  event,
  showTime = true,
  onSelect,
}: {
  event: EventRecord;
  showTime?: boolean;
  onSelect: (event: EventRecord) => void;
}) {
  const color = EVENT_STATUS_COLORS[event.status];
  return (
    <UnstyledButton
      onClick={() => onSelect(event)}
      title={`${event.name} · ${event.time} · ${event.venue}`}
      px={6}
      py={2}
      w="100%"
      style={{
        borderRadius: 'var(--mantine-radius-sm)',
        background: `var(--mantine-color-${color}-light)`,
        borderLeft: `3px solid var(--mantine-color-${color}-filled)`,
      }}
    >
      <Text fz="xs" truncate="end">
        <span aria-hidden="true">{eventTypeIcon(event.type)} </span>
        {showTime && `${event.time} `}
        {event.name}
      </Text>
    </UnstyledButton>
  );
}
