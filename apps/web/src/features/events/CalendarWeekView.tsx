import type { EventRecord } from '@app/domain';
import { SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import type { Dayjs } from 'dayjs';
import { CalendarEventLink, CalendarMoreButton } from './CalendarEventButton.tsx';
import { EVENTS_SHOWN_PER_DAY, isoDate } from './calendar-range.ts';

/**
 * Seven day columns with each day's first events in time order; a busy day links to its Day view. On a
 * phone the days are rows, where an event has the width for its name.
 */
export function CalendarWeekView({
  days,
  today,
  byDate,
  totals,
  onOpenDay,
}: {
  days: Dayjs[];
  today: string;
  byDate: Map<string, EventRecord[]>;
  /** Each day's number of events (the server sends the first few of each). */
  totals: Record<string, number>;
  onOpenDay: (day: Dayjs) => void;
}) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 7 }} spacing={4}>
      {days.map((day) => {
        const key = isoDate(day);
        const events = (byDate.get(key) ?? []).slice(0, EVENTS_SHOWN_PER_DAY.week);
        return (
          <Stack
            key={key}
            gap={4}
            p={4}
            mih={{ base: 0, sm: 220 }}
            role="group"
            aria-label={day.format('MMMM D, YYYY')}
            data-date={key}
            style={{
              border: '1px solid var(--mantine-color-default-border)',
              borderRadius: 'var(--mantine-radius-sm)',
            }}
          >
            <UnstyledButton onClick={() => onOpenDay(day)} aria-label={`Open ${day.format('dddd, MMMM D')}`}>
              <Text fz="xs" c="dimmed">
                {day.format('ddd')}
              </Text>
              <Text fw={key === today ? 700 : 500} c={key === today ? 'blue' : undefined}>
                {day.date()}
              </Text>
            </UnstyledButton>
            {events.map((event) => (
              <CalendarEventLink key={event.id} event={event} />
            ))}
            <CalendarMoreButton
              total={totals[key] ?? events.length}
              shown={events.length}
              onOpen={() => onOpenDay(day)}
            />
          </Stack>
        );
      })}
    </SimpleGrid>
  );
}
