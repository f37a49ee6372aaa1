import { EVENT_RANGE_LIMIT, type EventRangeInput, WEEK_STARTS_ON } from '@app/domain';
import dayjs, { type Dayjs } from 'dayjs';

const CALENDAR_VIEWS = ['month', 'week', 'day'] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];

/** The calendar opens on the current month. */
const openingView: CalendarView = 'month';
export const openingAnchor = () => dayjs().startOf('day');

const ISO = 'YYYY-MM-DD';

/**
 * The calendar's view and anchor date as the address gives them (`?view=week&date=2027-03-08`, so that
 * Back from an event's page shows the calendar as it was); what is missing or not a real date is the
 * opening one.
 */
export function calendarAt(search: URLSearchParams): { view: CalendarView; anchor: Dayjs } {
  const view = search.get('view');
  const date = search.get('date') ?? '';
  const anchor = dayjs(date);
  return {
    view: CALENDAR_VIEWS.find((known) => known === view) ?? openingView,
    // Parsed back to the same text: '2027-02-30' would otherwise roll over into March.
    anchor: /^\d{4}-\d{2}-\d{2}$/.test(date) && isoDate(anchor) === date ? anchor : openingAnchor(),
  };
}

/** `search` with the calendar's view and anchor date set, the rest (the list's own) kept. */
export function withCalendarAt(search: URLSearchParams, view: CalendarView, anchor: Dayjs): URLSearchParams {
  const next = new URLSearchParams(search);
  next.set('view', view);
  next.set('date', isoDate(anchor));
  return next;
}

/** Sunday-first (WEEK_STARTS_ON) start of the week holding `date`. */
function startOfWeek(date: Dayjs): Dayjs {
  const shift = (date.day() - WEEK_STARTS_ON + 7) % 7;
  return date.subtract(shift, 'day').startOf('day');
}

/** The days a view shows around `anchor`: a whole-weeks month grid, one week, or one day. */
export function calendarDays(view: CalendarView, anchor: Dayjs): Dayjs[] {
  if (view === 'day') return [anchor.startOf('day')];
  const first = view === 'week' ? startOfWeek(anchor) : startOfWeek(anchor.startOf('month'));
  const count =
    view === 'week'
      ? 7
      : Math.ceil((anchor.startOf('month').diff(first, 'day') + anchor.daysInMonth()) / 7) * 7;
  return Array.from({ length: count }, (_, i) => first.add(i, 'day'));
}

/**
 * How many events of a day each view shows; a day with more shows '+N more', which opens the Day view.
 * The server sends no more than these (a busy month has thousands of events).
 */
export const EVENTS_SHOWN_PER_DAY: Record<CalendarView, number> = {
  month: 3,
  week: 10,
  day: EVENT_RANGE_LIMIT,
};

/** The first and last date ('YYYY-MM-DD') of what a view shows and its events per day, for the server query. */
export function calendarRange(view: CalendarView, anchor: Dayjs): Required<EventRangeInput> {
  const days = calendarDays(view, anchor);
  return {
    from: isoDate(days[0] ?? anchor),
    to: isoDate(days[days.length - 1] ?? anchor),
    perDay: EVENTS_SHOWN_PER_DAY[view],
  };
}

/** The first day of the month, week or day holding `date`. */
function periodStart(view: CalendarView, date: Dayjs): Dayjs {
  if (view === 'month') return date.startOf('month');
  if (view === 'week') return startOfWeek(date);
  return date.startOf('day');
}

/**
 * The day a view looks at in the period holding `date`: today when the period holds today, else the
 * period's first day. Previous and Next land on such a day and switching views keeps it, so that Week
 * and Day open on the period being looked at: from March 2027 in the Month view, the week of March 1
 * and March 1 itself (today's week and today in today's month); and Day, Month, Day comes back to the
 * same day.
 */
export function periodAnchor(view: CalendarView, date: Dayjs, today: Dayjs): Dayjs {
  const start = periodStart(view, date);
  return periodStart(view, today).isSame(start, 'day') ? today.startOf('day') : start;
}

/** The anchor one view-length back (-1) or forward (1): that period's day (see periodAnchor). */
export function shiftAnchor(view: CalendarView, anchor: Dayjs, step: -1 | 1, today: Dayjs): Dayjs {
  return periodAnchor(view, anchor.add(step, view), today);
}

/** The heading of a view: 'March 2026', 'Mar 1 – Mar 7, 2026' or 'Sunday, March 1, 2026'. */
export function calendarTitle(view: CalendarView, anchor: Dayjs): string {
  if (view === 'month') return anchor.format('MMMM YYYY');
  if (view === 'day') return anchor.format('dddd, MMMM D, YYYY');
  const days = calendarDays('week', anchor);
  const first = days[0] ?? anchor;
  const last = days[6] ?? anchor;
  return `${first.format('MMM D')} – ${last.format('MMM D, YYYY')}`;
}

export function isoDate(date: Dayjs): string {
  return date.format(ISO);
}
