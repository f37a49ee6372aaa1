import type { EventRecord } from '@app/domain';
import { formatTime } from '@app/domain';
import type { CSSProperties } from 'react';
import { Link } from 'react-router-dom';
import classes from './Calendar.module.css';
import { EventTypeIcon } from './EventTypeIcon.tsx';
import { EVENT_STATUS_COLORS } from './event-status-colors.ts';

/**
 * One event on the calendar: a link to its page (a new tab on a middle click, Enter from the keyboard).
 * Its title holds the whole name where the chip cuts it short.
 */
export function CalendarEventLink({ event, showTime = true }: { event: EventRecord; showTime?: boolean }) {
  const color = EVENT_STATUS_COLORS[event.status];
  const style = {
    '--event-tint': `var(--mantine-color-${color}-light)`,
    '--event-bar': `var(--mantine-color-${color}-filled)`,
  } as CSSProperties;
  return (
    <Link
      to={`/events/${event.id}`}
      className={`mantine-focus-auto ${classes.event}`}
      style={style}
      title={`${event.name} · ${formatTime(event.time)} · ${event.venue}`}
    >
      <span className={classes.eventText}>
        <span className={classes.eventIcon}>
          <EventTypeIcon type={event.type} size={12} />
        </span>
        {showTime && `${formatTime(event.time)} `}
        {event.name}
      </span>
    </Link>
  );
}

/** '+N more' under a day's events when the day has more than are shown: opens that day's Day view. */
export function CalendarMoreButton({
  total,
  shown,
  onOpen,
}: {
  total: number;
  shown: number;
  onOpen: () => void;
}) {
  const extra = total - shown;
  if (extra <= 0) return null;
  return (
    <button type="button" className={`mantine-focus-auto ${classes.more}`} onClick={onOpen}>
      +{extra} more
    </button>
  );
}
