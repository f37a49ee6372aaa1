import type { EventRecord } from '@app/domain';
import type { Dayjs } from 'dayjs';
import classes from './Calendar.module.css';
import { CalendarEventLink, CalendarMoreButton } from './CalendarEventButton.tsx';
import { EVENTS_SHOWN_PER_DAY, isoDate } from './calendar-range.ts';

/** A month as whole weeks; each day lists its first events and a link to the rest in the Day view. */
export function CalendarMonthView({
  days,
  month,
  today,
  byDate,
  totals,
  onOpenDay,
}: {
  days: Dayjs[];
  month: number;
  today: string;
  byDate: Map<string, EventRecord[]>;
  /** Each day's number of events (the server sends the first few of each). */
  totals: Record<string, number>;
  onOpenDay: (day: Dayjs) => void;
}) {
  return (
    <div>
      <div className={classes.weekdays}>
        {days.slice(0, 7).map((day) => (
          <p key={day.day()} className={classes.weekday}>
            {day.format('ddd')}
          </p>
        ))}
      </div>
      <div className={classes.month}>
        {days.map((day) => {
          const key = isoDate(day);
          const events = byDate.get(key) ?? [];
          const shown = events.slice(0, EVENTS_SHOWN_PER_DAY.month);
          return (
            // biome-ignore lint/a11y/useSemanticElements: a day is a group of event buttons, not a form's fieldset.
            <div
              key={key}
              className={classes.day}
              data-date={key}
              data-today={key === today || undefined}
              data-outside={day.month() !== month || undefined}
              aria-label={day.format('MMMM D, YYYY')}
              role="group"
            >
              <p className={classes.dayNumber}>{day.date()}</p>
              {shown.map((event) => (
                <CalendarEventLink key={event.id} event={event} showTime={false} />
              ))}
              <CalendarMoreButton
                total={totals[key] ?? events.length}
                shown={shown.length}
                onOpen={() => onOpenDay(day)}
              />
            </div>
          );
        })}
      </div>
    </div>
  );
}
