import type { EventRecord } from '@app/domain';
import { Anchor, Box, SimpleGrid, Stack, Text } from '@mantine/core';
import type { Dayjs } from 'dayjs';
import { CalendarEventButton } from './CalendarEventButton.tsx';
import { isoDate } from './calendar-range.ts';

const SHOWN_PER_DAY = 3;

/** A month as whole weeks; each day lists its first events and a link to the rest in the Day view. */
export function CalendarMonthView({
  days,
  month,
  today,
  byDate,
  onSelect,
  onOpenDay,
}: {
  days: Dayjs[];
  month: number;
  today: string;
  byDate: Map<string, EventRecord[]>;
  onSelect: (event: EventRecord) => void;
  onOpenDay: (day: Dayjs) => void;
}) {
  return (
    <Box>
      <SimpleGrid cols={7} spacing={0}>
        {days.slice(0, 7).map((day) => (
          <Text key={day.day()} fz="xs" fw={600} c="dimmed" ta="center" py={4}>
            {day.format('ddd')}
          </Text>
        ))}
      </SimpleGrid>
      <SimpleGrid cols={7} spacing={0} style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
        {days.map((day) => {
          const key = isoDate(day);
          const events = byDate.get(key) ?? [];
          const extra = events.length - SHOWN_PER_DAY;
          return (
            <Stack
              key={key}
              gap={2}
              p={4}
              mih={96}
              data-date={key}
              aria-label={day.format('MMMM D, YYYY')}
              role="group"
              style={{
                borderRight: '1px solid var(--mantine-color-default-border)',
                borderBottom: '1px solid var(--mantine-color-default-border)',
                // Days of the neighbouring months are set apart by a shaded cell and a dimmed number; fading
                // the whole cell would take its events' text below a readable contrast.
                background: day.month() === month ? undefined : 'var(--mantine-color-gray-0)',
              }}
            >
              <Text
                fz="xs"
                fw={key === today ? 700 : 400}
                c={key === today ? 'blue' : day.month() === month ? undefined : 'dimmed'}
              >
                {day.date()}
              </Text>
              {events.slice(0, SHOWN_PER_DAY).map((event) => (
                <CalendarEventButton key={event.id} event={event} showTime={false} onSelect={onSelect} />
              ))}
              {extra > 0 && (
                <Anchor component="button" type="button" fz="xs" onClick={() => onOpenDay(day)}>
                  +{extra} more
                </Anchor>
              )}
            </Stack>
          );
        })}
      </SimpleGrid>
    </Box>
  );
}
