import type { EventRecord } from '@app/domain';
import { formatTime } from '@app/domain';
import type { CSSProperties } from 'react';
import classes from './Calendar.module.css';
import { EventTypeIcon } from './EventTypeIcon.tsx';
import { EVENT_STATUS_COLORS } from './event-status-colors.ts';

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
  const style = {
    '--event-tint': `var(--mantine-color-${color}-light)`,
    '--event-bar': `var(--mantine-color-${color}-filled)`,
  } as CSSProperties;
  return (
    <button
      type="button"
      className={`mantine-focus-auto ${classes.event}`}
      style={style}
      onClick={() => onSelect(event)}
      title={`${event.name} · ${formatTime(event.time)} · ${event.venue}`}
    >
      <span className={classes.eventText}>
        <span className={classes.eventIcon}>
          <EventTypeIcon type={event.type} size={12} />
        </span>
        {showTime && `${formatTime(event.time)} `}
        {event.name}
      </span>
    </button>
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
