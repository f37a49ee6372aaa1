import { ActionIcon, Button, Card, Group, Loader, Text, Title } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { trpc } from '../../lib/trpc.ts';
import { useCompanyToday } from '../../lib/use-company-today.ts';
import { CalendarDayView } from './CalendarDayView.tsx';
import { CalendarMonthView } from './CalendarMonthView.tsx';
import { CalendarWeekView } from './CalendarWeekView.tsx';
import {
  type CalendarView,
  calendarAt,
  calendarDays,
  calendarRange,
  calendarTitle,
  isoDate,
  shiftAnchor,
  withCalendarAt,
} from './calendar-range.ts';
import { eventsByDate } from './events-by-date.ts';

const VIEW_LABELS: ReadonlyArray<{ value: CalendarView; label: string }> = [
  { value: 'month', label: 'Month' },
  { value: 'week', label: 'Week' },
  { value: 'day', label: 'Day' },
];

/**
 * Month, Week and Day views of the events (in place of the spec's placeholder calendar). Only the
 * dates on screen are asked of the server; an event is a link to its page. The view and its date are
 * in the address (replaced, not pushed: Back leaves the screen), so that Back from an event's page
 * shows the calendar as it was.
 */
export function EventCalendar() {
  const [params, setParams] = useSearchParams();
  const { view, anchor } = useMemo(() => calendarAt(params), [params]);
  const show = (nextView: CalendarView, nextAnchor: dayjs.Dayjs) =>
    setParams((current) => withCalendarAt(current, nextView, nextAnchor), {
      replace: true,
      preventScrollReset: true,
    });
  const today = useCompanyToday();
  const days = useMemo(() => calendarDays(view, anchor), [view, anchor]);
  const range = useMemo(() => calendarRange(view, anchor), [view, anchor]);
  const events = trpc.events.range.useQuery(range, { placeholderData: (previous) => previous });
  const byDate = useMemo(() => eventsByDate(events.data?.events ?? []), [events.data]);
  const totals = events.data?.dayTotals ?? {};
  const openDay = (day: dayjs.Dayjs) => show('day', day);

  return (
    // Less padding on a phone leaves the month's seven columns room for the events' names.
    <Card withBorder component="section" aria-label="Event calendar" p={{ base: 'xs', sm: 'md' }}>
      <Group justify="space-between" mb="sm">
        <Group gap="xs">
          <ActionIcon
            variant="default"
            aria-label="Previous"
            onClick={() => show(view, shiftAnchor(view, anchor, -1, dayjs(today)))}
          >
            <IconChevronLeft size={16} />
          </ActionIcon>
          <Button variant="default" size="xs" onClick={() => show(view, dayjs(today))}>
            Today
          </Button>
          <ActionIcon
            variant="default"
            aria-label="Next"
            onClick={() => show(view, shiftAnchor(view, anchor, 1, dayjs(today)))}
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
              // The anchor is the day looked at (see periodAnchor): the new view opens on it.
              onClick={() => show(value, anchor)}
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
          onOpenDay={openDay}
        />
      ) : view === 'week' ? (
        <CalendarWeekView days={days} today={today} byDate={byDate} totals={totals} onOpenDay={openDay} />
      ) : (
        <CalendarDayView events={byDate.get(isoDate(anchor)) ?? []} />
      )}
    </Card>
  );
}
