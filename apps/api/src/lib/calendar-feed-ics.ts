import type { CalendarFeedEvent } from '@app/db';
import type { EventStatus } from '@app/domain';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import ical, { ICalEventStatus } from 'ical-generator';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * An event has a start time and no end time (its optional end is a day, `endDate`), so a timed event is
 * shown ending this long after its start time on its last day: long enough to see in a day view, short
 * enough not to hide the evening.
 */
export const CALENDAR_FEED_DEFAULT_HOURS = 2;

/** How often a calendar app is asked to read the feed again (REFRESH-INTERVAL, X-PUBLISHED-TTL). */
const REFRESH_SECONDS = 60 * 60;

const STATUS_LABELS: Record<EventStatus, string> = {
  planning: 'Planning',
  confirmed: 'Confirmed',
  in_progress: 'In progress',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

// RFC 5545 STATUS of a VEVENT: an event still being planned is tentative; a cancelled one is shown
// struck through (or dropped) by calendar apps; the rest take place.
const ICAL_STATUS: Record<EventStatus, ICalEventStatus> = {
  planning: ICalEventStatus.TENTATIVE,
  confirmed: ICalEventStatus.CONFIRMED,
  in_progress: ICalEventStatus.CONFIRMED,
  completed: ICalEventStatus.CONFIRMED,
  cancelled: ICalEventStatus.CANCELLED,
};

export type CalendarFeedInput = {
  /** The company's IANA time zone: the events' dates and times are wall-clock times there. */
  timeZone: string;
  events: readonly CalendarFeedEvent[];
  /** Right of the @ in every UID: the host the feed is read from, so two installs never share a UID. */
  uidDomain: string;
  /** The calendar's name in the subscriber's app. */
  name: string;
};

/**
 * The feed as an RFC 5545 calendar: one VEVENT per event, `UID:event-<id>@<uidDomain>` (the same at
 * every read, so calendar apps update an event instead of adding it again), SEQUENCE = the event's
 * version and LAST-MODIFIED/DTSTAMP = its last change. The entry covers the event's days, `date` to
 * `endDate` (setup and teardown days are not shown). A timed event starts at its date and time in the
 * company's zone (TZID, with that zone's VTIMEZONE) and ends CALENDAR_FEED_DEFAULT_HOURS after that
 * time on its last day; an event without a time is all day (DTEND the day after its last, exclusive). A zone the VTIMEZONE data does
 * not know is written in UTC instead, which every calendar app reads correctly.
 */
export function calendarFeedIcs(input: CalendarFeedInput): string {
  const zoneKnown = input.timeZone !== 'UTC' && getVtimezoneComponent(input.timeZone) !== null;
  const zone = zoneKnown ? input.timeZone : 'UTC';
  const calendar = ical({
    name: input.name,
    prodId: { company: 'EventFlow', product: 'Back office calendar feed', language: 'EN' },
    // The generator writes each VTIMEZONE the events name; no calendar-wide zone, so DTSTAMP and
    // LAST-MODIFIED stay in UTC as RFC 5545 requires (ical-generator writes them in the calendar's zone).
    timezone: { name: null, generator: getVtimezoneComponent },
    ttl: REFRESH_SECONDS,
  });
  calendar.x([['X-WR-TIMEZONE', zone]]);

  for (const event of input.events) {
    const lastChange = dayjs(event.updatedAt);
    const common = {
      id: `event-${event.id}@${input.uidDomain}`,
      sequence: event.version,
      stamp: lastChange,
      lastModified: lastChange,
      summary: event.name,
      location: event.venue,
      description: `Client: ${event.clientName}\nStatus: ${STATUS_LABELS[event.status]}`,
      status: ICAL_STATUS[event.status],
    };
    const lastDay = event.endDate ?? event.date;
    if (event.time === null) {
      const end = dayjs.utc(lastDay).add(1, 'day');
      calendar.createEvent({ ...common, allDay: true, start: dayjs.utc(event.date), end });
      continue;
    }
    // Wall-clock arithmetic on a zone-less value (an end past midnight moves to the next day), then
    // each wall time is placed in the company's zone: 10:00 stays 10:00 on both sides of a DST change,
    // also when a multi-day event's first and last days are on either side of one.
    const startWall = dayjs.utc(`${event.date}T${event.time}:00`);
    const endWall = dayjs.utc(`${lastDay}T${event.time}:00`).add(CALENDAR_FEED_DEFAULT_HOURS, 'hour');
    const inZone = (wall: dayjs.Dayjs) => dayjs.tz(wall.format('YYYY-MM-DDTHH:mm:ss'), zone);
    calendar.createEvent({
      ...common,
      start: inZone(startWall),
      end: inZone(endWall),
      timezone: zoneKnown ? zone : null,
    });
  }
  return calendar.toString();
}
