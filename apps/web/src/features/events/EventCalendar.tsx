import type { EventRecord } from '@app/domain';
import { ActionIcon, Button, Card, Group, Loader, Text, Title } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { trpc } from '../../lib/trpc.ts';
import { useCompanyToday } from '../../lib/use-company-today.ts';
import { CalendarDayView } from './CalendarDayView.tsx';
import { CalendarMonthView } from './CalendarMonthView.tsx';
import { CalendarWeekView } from './CalendarWeekView.tsx';
import {
  type CalendarView,
  calendarDays,
  calendarRange,
  calendarTitle,
  isoDate,
  openingAnchor,
  openingView,
  shiftAnchor,
} from './calendar-range.ts';
import { eventsByDate } from './events-by-date.ts';

const VIEW_LABELS: ReadonlyArray<{ value: CalendarView; label: string }> = [
  { value: 'month', label: 'Month' },
  { value: 'week', label: 'Week' },
  { value: 'day', label: 'Day' },
];

/**
 * Month, Week and Day views of the events (in place of the spec's placeholder calendar). Only the
 * dates on screen are asked of the server; clicking an event opens it for editing.
 */
export function EventCalendar({ onSelect }: { onSelect: (event: EventRecord) => void }) {
  const [view, setView] = useState<CalendarView>(openingView);
  const [anchor, setAnchor] = useState(openingAnchor);
  const today = useCompanyToday();
  const days = useMemo(() => calendarDays(view, anchor), [view, anchor]);
  const range = useMemo(() => calendarRange(view, anchor), [view, anchor]);
  const events = trpc.events.range.useQuery(range, { placeholderData: (previous) => previous });
  const byDate = useMemo(() => eventsByDate(events.data?.events ?? []), [events.data]);
  const totals = events.data?.dayTotals ?? {};
  const openDay = (day: dayjs.Dayjs) => {
    setAnchor(day);
    setView('day');
  };

  return (
    <Card withBorder component="section" aria-label="Event calendar">
      <Group justify="space-between" mb="sm">
        <Group gap="xs">
          <ActionIcon
            variant="default"
            aria-label="Previous"
            onClick={() => setAnchor((a) => shiftAnchor(view, a, -1))}
          >
            <IconChevronLeft size={16} />
          </ActionIcon>
          <Button variant="default" size="xs" onClick={() => setAnchor(dayjs(today).startOf('day'))}>
            Today
          </Button>
          <ActionIcon
            variant="default"
            aria-label="Next"
            onClick={() => setAnchor((a) => shiftAnchor(view, a, 1))}
          >
            <IconChevronRight size={16} />
          </ActionIcon>
          <Title order={2} fz="lg" ml="xs">
            {calendarTitle(view, anchor)}
          </Title>
          {events.isFetching && <Loader size="xs" />}
        </Group>
        <Button.Group aria-label="Calendar view">
          {VIEW_LABELS.map(({ value, label }) => (
            <Button
              key={value}
              size="xs"
              variant={view === value ? 'filled' : 'default'}
              aria-pressed={view === value}
              onClick={() => setView(value)}
            >
              {label}
            </Button>
          ))}
        </Button.Group>
      </Group>
      {events.isError ? (
        <Text c="red" ta="center" py="lg">
          The calendar could not be loaded.
        </Text>
      ) : view === 'month' ? (
        <CalendarMonthView
          days={days}
          month={anchor.month()}
          today={today}
          byDate={byDate}
          totals={totals}
          onSelect={onSelect}
          onOpenDay={openDay}
        />
      ) : view === 'week' ? (
        <CalendarWeekView
          days={days}
          today={today}
          byDate={byDate}
          totals={totals}
          onSelect={onSelect}
          onOpenDay={openDay}
        />
      ) : (
        <CalendarDayView events={byDate.get(isoDate(anchor)) ?? []} onSelect={onSelect} />
      )}
    </Card>
  );
}
